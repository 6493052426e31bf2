"""A value worked from what the user stated earlier in a chat (``course_lib.sim.dialogue.thread_workings``,
issue 26, the twenty-seventh set's V9): the worked value with its working, never the statement
echoed; a stated conversation limit when the operands do not pair. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim.dialogue.thread_workings import running_total, worked_reply


def test_the_reply_holds_the_working():
    reply = worked_reply("so how much is that a week", ["The course costs £390, paid over 6 weeks."])
    assert reply == "From what you said earlier: £65 (£390 ÷ 6 weeks)."


def test_nothing_asked_nothing_worked():
    assert worked_reply("when is the course", ["The course costs £390, paid over 6 weeks."]) is None


def _thread(*turns):
    from course_lib.sim import SimulatedChatModel

    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("turns, answer", [
    (("Our holiday cottage was £1,140 and the ferry £260.", "Nice.", "split five ways, how much each"), "£280"),
    (("The piano lessons cost $540 a term, paid in 9 payments.", "OK.", "how much is each payment"), "$60"),
])
def test_a_thread_share(turns, answer):
    reply, said = _thread(*turns)
    assert answer in reply and "Earlier you said" not in reply and not said, (reply, said)


def test_operands_that_do_not_pair_are_a_stated_limit():
    reply, said = _thread("Rent is £900 and bills £120, paid over 3 months.", "OK.", "how much is that a month")
    assert said and "£300" not in reply and "£340" not in reply


@pytest.mark.parametrize(("turns", "answer"), [
    (("slept 6.5 hours on monday", "Noted.", "and 7 on tuesday", "Noted.", "and 5.5 last night", "Noted.",
      "how many hours in total?"), "19 hours"),  # each bare figure takes the series' unit
    (("cycled 12.5 miles this morning", "OK.", "and 8 miles after work", "OK.", "and 4 with the kids", "OK.",
      "total miles today?"), "24.5 miles"),
    (("paid 12 euros for the taxi", "OK.", "and 8 for the bus", "OK.", "how much on transport altogether?"),
     "20 euros"),
])
def test_a_running_series_sums_every_turn(turns, answer):
    reply, caught = _thread(*turns)
    assert reply.startswith(f"From what you said earlier: {answer} (")
    assert not caught


def test_a_series_figure_in_another_unit_is_a_limit():
    reply, caught = _thread("swam 1.5 km on saturday", "OK.", "and 2 laps on sunday", "OK.", "total km?")
    assert "2 laps" in reply and caught


def test_series_total_needs_the_series_unit_or_verb():
    """A guard (passed before the change too): a total of something the series does not count is
    not the series' sum."""
    from course_lib.sim.dialogue.thread_workings import series_total

    assert series_total("how many animals altogether?", ["I have 2 cats", "I have 3 dogs"]) is None


# --- running_total: a total spent kept over the user's turns (the fifty-fifth set's TT4 (b); fix60b; moved
# here from the former dialogue.running_totals with its code) ---


def test_sums_the_first_spending_turn_and_its_continuations():
    reply = running_total("how much have we spent", ["we paid £18 for the tickets", "plus £7.50 for parking"])
    assert reply is not None and "£25.50" in reply


def test_a_new_spending_turn_starts_again():
    reply = running_total("what's the total so far",
                          ["spent 4 on a kite", "and 3 on string", "paid 10 for the bus", "then 2.20 on crisps"])
    assert reply is not None and "12.20" in reply and "19.20" not in reply


def test_guards_no_total_asked_or_one_amount():
    assert running_total("when is the bus", ["paid 10 for the bus", "and 2 for crisps"]) is None  # guard
    assert running_total("how much have i spent", ["spent 9 on a scarf"]) is None  # guard


def test_a_continuing_turn_with_no_amount_spent_is_a_limit():
    reply = running_total("how much have i spent", ["spent 6 on socks", "and 2 more pairs later"])
    assert reply is not None and "offline simulator" in reply


def test_chat_reply_sums_the_turns():
    from course_lib.sim import SimulatedChatModel

    out = SimulatedChatModel().invoke([HumanMessage("paid 15 for the taxi"), AIMessage("OK."),
                                      HumanMessage("and 4.25 for a coffee"), AIMessage("Noted."),
                                      HumanMessage("what's that come to")])
    assert "19.25" in out.content


# --- later75: a later statement's instruction changes the value asked ------------------------------------------------

@pytest.mark.parametrize(("statements", "question", "want"), [
    (["my piano lesson is 4 to 5 on wednesdays", "the teacher emailed: finish at 4.45 instead"],
     "what time does my lesson finish", "4.45"),
    (["the vet said one scoop of food a day for the kitten", "vet rang back: from now on give two scoops"],
     "how many scoops do i give the kitten", "two scoops"),
], ids=["finish-instead", "from-now-on"])
def test_a_later_instruction_answers_a_question_asked_with_its_verb(statements, question, want):
    """Fails before later75 (``instructed_reply`` is new; the reply echoed the first statement)."""
    from course_lib.sim.dialogue.thread_workings import instructed_reply

    got = instructed_reply(question, statements)
    assert got is not None and want in got, got


@pytest.mark.parametrize(("statements", "question"), [
    (["my piano lesson is 4 to 5 on wednesdays", "the teacher emailed: finish at 4.45 instead"],
     "what time does my lesson start"),
    (["the vet said one scoop of food a day for the kitten", "she weighs 900 grams now"],
     "how many scoops do i give the kitten"),
], ids=["other-verb", "no-instruction"])
def test_no_instructed_reply(statements, question):
    """A guard (``instructed_reply`` is new): a question asked with another verb, or no instruction said."""
    from course_lib.sim.dialogue.thread_workings import instructed_reply

    assert instructed_reply(question, statements) is None


def test_the_thread_reply_gives_the_instructed_value():
    """Fails before later75: "what time do i finish" echoed "9 to 5" after "finish at 3 instead"."""
    from course_lib.sim import SimulatedChatModel

    out = SimulatedChatModel().invoke([HumanMessage("my volunteering shift on saturday is 10 to 4"), AIMessage("OK."),
                                       HumanMessage("the organiser texted: finish at 2 instead"), AIMessage("Noted."),
                                       HumanMessage("what time do i finish on saturday?")])
    assert "2 instead" in out.content and "10 to 4" not in out.content, out.content


@pytest.mark.parametrize(("turns", "question", "total"), [
    (["cycled 12 miles on saturday", "then 18 miles on sunday"], "how far have we cycled this weekend", "30 miles"),
    (["read 40 pages at lunch", "and 25 on the bus"], "so how many pages have i read", "65 pages"),
    (["jogged 1.5 km on monday", "then 2 km on wednesday", "and 1 km on friday"], "how far have i jogged this week",
     "4.5 km"),
], ids=["cycled", "read", "jogged"])
def test_the_perfect_of_the_series_verb_asks_the_running_total(turns, question, total):
    # fix67e: "how far have i walked today" counts every figure said so far, in the series' unit
    from course_lib.sim.dialogue import thread_notes
    from course_lib.sim.dialogue.thread_workings import series_total

    reply = series_total(question, thread_notes.statements(turns))
    assert reply is not None and total in reply, reply


def test_the_perfect_of_another_verb_is_no_total_of_the_series():
    """A guard (passes before fix67e too): "how far have i driven" is not the walks' total."""
    from course_lib.sim.dialogue import thread_notes
    from course_lib.sim.dialogue.thread_workings import series_total

    said = thread_notes.statements(["walked 3 km this morning", "then 2 km after lunch"])
    assert series_total("how far have i driven today", said) is None
    # a stated scope: an irregular participle ("swum" after "swam") is not read as the series' verb
    said = thread_notes.statements(["swam 1.5 km on monday", "then 2 km on wednesday"])
    assert series_total("how far have i swum this week", said) is None
