"""A system prompt whose first paragraph is a short caption or instruction line, no role and no
pointer ("Museum guide. The visitor's ticket:", "Allotment helper. Sum up the plot rents from the
ledger and give the result."), then a block of records: ``pointed_material.under_caption``, read by
``reading._system_as_notes`` as the documents (issue 26, the thirty-ninth set's HH5). A caption
over rules, steps or a persona's manner stays instructions. Beside it, a "how many X" over a
table whose column headed X holds figures is no count of the rows that write X
(``counting._figure_column``: a stated limit). Wordings and material of my own; each case of the
new reading fails on f9fd9ffa (``under_caption`` did not exist; the prompts gave no documents)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

TICKET = ("Ticket no: 55-0193\n"
          "Exhibition: Glass of the Baltic\n"
          "Entry slot: Sunday 9 June, 14:20\n"
          "Tier: concession (valid student card needed)\n"
          "Price paid: €7.50")

LEDGER = ("Plot   Holder        Rent\n"
          "3A     M. Ferreira   £42\n"
          "3B     K. Dunmore    £38\n"
          "7      L. Varga      £55\n"
          "9      (vacant)      -")

RULES = ("Rules:\n"
         "- Keep replies to two short paragraphs.\n"
         "- Never guess a price.\n"
         "- Be warm but brief.")

STEPS = ("1. Read the caller's problem twice.\n"
         "2. Ask one clarifying question.\n"
         "3. Suggest a single next step.")


@pytest.mark.parametrize(("system", "read"), [
    # a noun caption then a label ending in ":"
    ("Museum guide. The visitor's ticket:\n\n" + TICKET, True),
    # an instruction sentence ending in "." over a table
    ("Allotment helper. Sum up the plot rents from the ledger and give the result.\n\n" + LEDGER, True),
    # a Chinese caption over a bill
    ("以下是燃气账单。\n\n用户号：8812-004\n本期用量：36立方米\n单价：3.10元\n应缴金额：111.60元\n截止日期：5月8日", True),
    # a caption over rules, over steps, over a persona's manner: instructions
    ("Tea shop assistant.\n\n" + RULES, False),
    ("Helpdesk triage bot. Follow these steps:\n\n" + STEPS, False),
    ("Night-bus companion.\n\nSpeak softly, keep it short, and always remind the rider to check the last bus "
     "times with the driver.", False),
    # a question as the first paragraph, or a lead of several sentences, is no caption
    ("What does this ticket say?\n\n" + TICKET, False),
    ("Museum guide. Be friendly. Speak plainly. The visitor's ticket:\n\n" + TICKET, False),
])
def test_records_under_a_caption(system, read):
    from course_lib.sim.request import pointed_material

    found = pointed_material.under_caption(system)
    assert (found is not None) is read, found
    if read:
        start, end = found
        assert system[start:end] == system.split("\n\n", 1)[1]


def _ask(system: str, question: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        reply = SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(question)])
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return reply.content, limits


@pytest.mark.parametrize(("question", "want"), [
    ("What time is my entry slot?", "14:20"),
    ("How much did I pay?", "7.50"),
])
def test_the_records_under_a_caption_answer(question, want):
    text, limits = _ask("Museum guide. The visitor's ticket:\n\n" + TICKET, question)
    assert not limits, limits
    assert want in text, text


def test_a_have_i_question_over_the_records_is_no_you_have_not_told_me():
    text, _ = _ask("Museum guide. The visitor's ticket:\n\n" + TICKET, "Have I paid the concession price?")
    assert "haven't told" not in text, text


VISITS = ("Open-day visitor log\n\n"
          "Date        Site          Visitors  Notes\n"
          "02/03/2031  North gate    140       cold, visitors left early\n"
          "09/03/2031  South lawn    212       dry\n"
          "16/03/2031  North gate    97        rain")


@pytest.mark.parametrize(("question", "limited"), [
    # the counted noun heads a column of figures: a sum is asked, not a count of rows writing it
    ("How many visitors came to the North gate days put together?", True),
    # the counted noun heads no figure column: the rows are counted as before
    ("How many days were at the North gate?", False),
])
def test_a_count_over_a_column_of_figures_is_a_limit(question, limited):
    from course_lib.sim.grounded import counting

    found = counting.count(question, [VISITS])
    assert isinstance(found, str) is limited, found


@pytest.mark.parametrize(("system", "carries"), [
    ("Museum guide. The visitor's ticket:\n\n" + TICKET, True),
    # records under a lead of several sentences: not read as documents, still the user's records
    ("Museum guide. Be friendly. Speak plainly. Here it is.\n\n" + TICKET, True),
    ("Tea shop assistant.\n\n" + RULES, False),
    ("You are a cheerful guide for the castle.", False),
])
def test_a_system_prompt_carrying_records(system, carries):
    from course_lib.sim.request import pointed_material

    assert pointed_material.carries_records(system) is carries



def test_a_labelled_value_first_is_no_caption():
    from course_lib.sim.request import pointed_material

    system = "Notes so far: the visitor asked about late entry.\n\nThe visitor's ticket:\n" + TICKET
    assert pointed_material.under_caption(system) is None
