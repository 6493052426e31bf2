"""A choosing task recognised by the reply's shape, not by cue words (issue 26, point 2).

A prompt that offers a closed set of values for its reply ("Reply with one of: ...", "one of these
lists:" with the values one a line, "Which <noun>: a, b or c?") and gives a text to apply them
to, and asks for nothing else, is a label prompt whatever words it uses: it gets exactly one of
its values when the text's words (a value's name or a word of its description) pick one, and a
stated limit when none does, never the first value silently. Before, such a prompt with no
"classify" / "label" / "category" / "route" word fell to chat ("can't answer this: no tool,
document or fact ...") or to a grounded answer. Guards: a question that merely offers
alternatives with nothing to apply them to, and a question to answer from notes, are unchanged.
All prompts are invented for this test (none is a probe's or a set's).
"""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.request.reply_shape import offered, subject
from tests.sim._chat import reply_and_limit as _reply


@pytest.fixture(scope="module")
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


# --- the reader ---------------------------------------------------------------------------------


@pytest.mark.parametrize("text, values", [
    ("Answer with one of: cardio (running, cycling), strength (weights, squats), mobility (stretching).",
     {"cardio": "running, cycling", "strength": "weights, squats", "mobility": "stretching"}),
    ("Respond using one of the following: north, south, east or west.",
     {"north": "", "south": "", "east": "", "west": ""}),
    ("Say which: one of these boxes: fragile, heavy, standard",
     {"fragile": "", "heavy": "", "standard": ""}),
])
def test_values_in_a_line_after_one_of(text, values):
    assert offered(text) == values


@pytest.mark.parametrize("text, values", [
    ("File it under one of these folders:\ninvoices\nreceipts\ncontracts\n\nFile: scan_0042.pdf",
     {"invoices": "", "receipts": "", "contracts": ""}),
    ("Send it to one of the following teams:\n- payroll - salaries, payslips\n- facilities - desks, heating\n\nMsg: x",
     {"payroll": "salaries, payslips", "facilities": "desks, heating"}),
    ("Pick one of:\n1. bronze\n2. silver\n3. gold\n", {"bronze": "", "silver": "", "gold": ""}),
])
def test_values_one_a_line(text, values):
    assert offered(text) == values


@pytest.mark.parametrize("text, values", [
    ("Which ward should admit this patient: cardiology, orthopaedics or neurology?", ["cardiology", "orthopaedics", "neurology"]),
    ("Which playlist does this song belong on - workout, study or party?", ["workout", "study", "party"]),
    ("What aisle: dairy, bakery, frozen or produce?", ["dairy", "bakery", "frozen", "produce"]),
])
def test_values_as_a_questions_alternatives(text, values):
    assert list(offered(text)) == values


@pytest.mark.parametrize("text", [
    "She is one of the best players in the league.",
    "Which one is it? I forgot.",
    "One of: this line has far too many words in each of its items, so none is a value, or another",
])
def test_no_values_offered(text):
    assert offered(text) == {}


def test_the_subject_is_the_text_without_the_offer():
    text = "Which aisle: dairy, bakery or frozen?\n\nItem: a bag of frozen peas"
    assert subject(text, ["dairy", "bakery", "frozen"]) == "Item: a bag of frozen peas"
    lines = "Choose one of these:\ndairy\nbakery - bread, cakes\n\nItem: sourdough bread"
    assert subject(lines, ["dairy", "bakery"]) == "Choose one of these:\n\nItem: sourdough bread"


# --- the task and its reply ------------------------------------------------------------------------

READABLE = [
    # a value's own name in the text
    ("Which playlist does this song go on - workout, study or party?\n\n"
     "Song: a slow piano piece for a long study session", "study"),
    ("Reply with one of: invoices, receipts, contracts.\n\nDocument: Signed contracts for the new office lease.",
     "contracts"),
    ("Put the item in one of these aisles:\ndairy\nbakery\nfrozen\n\nItem: frozen peas, 1 kg bag", "frozen"),
    # a word of a value's description in the text
    ("Send this to one of: payroll (salaries, payslips), facilities (desks, heating), it (laptops, printers).\n\n"
     "Message: the heating on floor two has been off since Monday", "facilities"),
    ("Which ward admits this patient: cardiology (heart, chest pain), orthopaedics (fracture, bones) or "
     "neurology (seizure, stroke)?\n\nNote: suspected fracture of the left wrist after a fall", "orthopaedics"),
    ("Choose one of the following boxes:\nfragile - glass, china\nheavy - books, tools\nstandard - clothes\n\n"
     "Contents: six china plates wrapped in paper", "fragile"),
]


@pytest.mark.parametrize("prompt, value", READABLE)
def test_a_choosing_prompt_without_cue_words_gets_its_value(llm, prompt, value):
    reply, limit = _reply(llm, prompt)
    assert reply.lower() == value and not limit, (reply, limit)


UNREADABLE = [
    ("Which playlist does this song go on - workout, study or party?\n\nSong: track 7 of the new album",
     ["workout", "study", "party"]),
    ("Reply with one of: invoices, receipts, contracts.\n\nDocument: page 3 of 5, scanned upside down.",
     ["invoices", "receipts", "contracts"]),
    ("Put the item in one of these aisles:\ndairy\nbakery\nfrozen\n\nItem: a pack of AA batteries",
     ["dairy", "bakery", "frozen"]),
]


@pytest.mark.parametrize("prompt, values", UNREADABLE)
def test_nothing_picks_a_value_it_says_so(llm, prompt, values):
    reply, limit = _reply(llm, prompt)
    assert limit and "choose" in limit, (reply, limit)


def test_recognised_as_classify_by_its_shape():
    from langchain_core.messages import HumanMessage

    from course_lib.sim.request.reading import read_request
    from course_lib.sim.task.tasks import recognise

    rec = recognise(read_request([HumanMessage(READABLE[1][0])]))
    assert rec.name == "classify" and rec.options == ("invoices", "receipts", "contracts"), rec


@pytest.mark.parametrize("prompt", [
    "Which is the longest river: the Nile, the Amazon or the Danube?",  # nothing to apply them to
    "What colour: red, green or blue?",
])
def test_alternatives_with_no_text_are_no_label_prompt(prompt):
    from langchain_core.messages import HumanMessage

    from course_lib.sim.request.reading import read_request
    from course_lib.sim.task.tasks import recognise

    assert recognise(read_request([HumanMessage(prompt)])).name != "classify"


@pytest.mark.parametrize("notes, question", [
    ("The gym opens at 6 am. Towels cost 2 euros.", "Does the gym hire out towels, yes or no?"),
    ("The shuttle runs every 20 minutes from gate B.", "Does the shuttle leave from gate A or gate B?"),
    ("Lockers take a one-euro coin.", "Are lockers free, yes or no? Answer with one word."),
])
def test_a_question_offering_alternatives_over_notes_stays_an_answer(llm, notes, question):
    from langchain_core.messages import HumanMessage, SystemMessage

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke([SystemMessage(f"Answer from the notes.\n\nNotes:\n{notes}"), HumanMessage(question)])
    assert out.response_metadata["explanation"]["task"] == "answer", out.response_metadata["explanation"]


# --- graders in the prompt's own verdict words ------------------------------------------------------


@pytest.mark.parametrize("text, pair", [
    ("Reply SOUND or UNSOUND.", ("SOUND", "UNSOUND")),
    ("Output VALID or NOT_VALID only.", ("VALID", "NOT_VALID")),
    ("Say MISMATCHED or MATCHED.", ("MATCHED", "MISMATCHED")),  # negative first: put positive first
    ("Answer with either KEEP or DISCARD", ("KEEP", "DISCARD")),  # the option lexicons
    ("Reply FINE or NOT FINE: is it?", ("FINE", "NOT FINE")),  # a value of two words
])
def test_a_verdict_pair_of_the_prompts_own(text, pair):
    from course_lib.sim.request.reply_shape import verdict_pair

    assert verdict_pair(text) == pair


@pytest.mark.parametrize("text", ["Answer RED or BLUE.", "Say it in FRENCH or GERMAN", "reply yes or no"])
def test_a_pair_whose_yes_is_unknown_is_none(text):
    from course_lib.sim.request.reply_shape import verdict_pair

    assert verdict_pair(text) is None


@pytest.mark.parametrize("prompt, value", [
    ("Did the response tackle the request? Reply SOUND or UNSOUND.\n\n"
     "Question: How long should I boil an egg for a runny yolk?\n"
     "Response: Boil the egg for 6 minutes for a runny yolk.", "SOUND"),
    ("Did the response tackle the request? Reply SOUND or UNSOUND.\n\n"
     "Question: How long should I boil an egg for a runny yolk?\n"
     "Response: Our shop sells free-range eggs by the dozen.", "UNSOUND"),
    ("Check the passage for the question. Say KEEP or DISCARD.\n\n"
     "Question: What is the baggage allowance on the night train?\n"
     "Passage: On the night train each passenger may bring two suitcases as baggage allowance.", "KEEP"),
    ("Check the passage for the question. Say KEEP or DISCARD.\n\n"
     "Question: What is the baggage allowance on the night train?\n"
     "Passage: The dining car serves breakfast from 7 am.", "DISCARD"),
    ("Compare the reply with the facts. Output VALID or NOT_VALID.\n\n"
     "Facts: The clinic is closed on Saturdays.\n"
     "Answer: The clinic opens on Saturdays at 8 am.", "NOT_VALID"),
])
def test_a_grader_in_its_own_verdict_words_gets_one_of_them(llm, prompt, value):
    reply, limit = _reply(llm, prompt)
    assert reply == value and not limit, (reply, limit)


@pytest.mark.parametrize("prompt, value", [
    ("Rate 0 to 3 how well the passage answers the question. Digit only.\n\n"
     "Question: When does the farmers market open?\n"
     "Passage: The farmers market opens at 8 am every Saturday.", "3"),
    ("Rate this 1 to 4 for how well the passage answers the question.\n\n"
     "Question: When does the farmers market open?\n"
     "Passage: Parking at the town hall costs 2 pounds.", "1"),
])
def test_a_scale_over_a_passage_is_a_relevance_grade(llm, prompt, value):
    reply, limit = _reply(llm, prompt)
    assert reply == value and not limit, (reply, limit)
