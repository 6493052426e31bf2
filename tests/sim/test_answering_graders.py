""""Does this passage answer the question?" (issue 26) asks whether a sentence of the passage
states what the question asks for (a person for "who", a date for "when", a count of the asked
thing for "how many", a place for "where") about its subject (``grading.answers``); a passage
on the subject that states no such value is "no". "Is the document relevant to the question?"
stays a relevance grade: the two told apart by what the instruction asks. Invented wordings and
topics (none from the fresh sets)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.documents import Document
from course_lib.sim.reports.limits import SimulatorLimitWarning
from course_lib.sim.responders.grading import answer_kind, answers, asks_whether_it_answers
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher

FERRY = ("The ferry terminal at Skarvik has a café and a waiting room with lockers. "
         "Ferries to the outer islands leave from berth 2.")
FERRY_TIMED = "The first ferry to the outer islands leaves Skarvik at 06:15 from berth 2."
FERRY_Q = "When does the first ferry leave for the outer islands?"

ORGAN = "The organ in St Brigid's church has 1,200 pipes and was restored after the flood."
ORGAN_PLAIN = "The organ in St Brigid's church is played at every Sunday service and at weddings."
ORGAN_BUILDER = "The organ in St Brigid's church was built by Henrike Aalto, an organ maker from Turku."
WHO = "Who built the organ in St Brigid's church?"

KEY = "The spare key for the boathouse was cut last spring and has a green tag."
KEY_PLACED = "The spare key for the boathouse is kept in the grey box behind the boathouse door."
WHERE = "Where is the spare key for the boathouse kept?"

ASKS = [
    "Does the passage answer the question? Reply yes or no.\nQuestion: {q}\nPassage: {p}",
    "Does this text contain the answer to the question? Answer yes or no.\nQuestion: {q}\nText: {p}",
    "Question: {q}\nText: {p}\nCan the question be answered from this text? Reply yes or no.",
]


def _reply(messages) -> tuple[str, bool]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        msg = SimulatedChatModel().invoke(messages)
    limited = bool(msg.response_metadata.get("simulator_limit")) or any(
        issubclass(w.category, SimulatorLimitWarning) for w in caught)
    return msg.content.strip().lower().rstrip("."), limited


@pytest.mark.parametrize("wording", ASKS)
@pytest.mark.parametrize(("question", "passage", "verdict"), [
    (FERRY_Q, FERRY, "no"), (FERRY_Q, FERRY_TIMED, "yes"),
    (WHO, ORGAN_PLAIN, "no"), (WHO, ORGAN_BUILDER, "yes"),
    (WHERE, KEY, "no"), (WHERE, KEY_PLACED, "yes"),
])
def test_a_passage_on_the_subject_answers_only_if_it_states_what_is_asked(wording, question, passage, verdict):
    assert _reply(wording.format(q=question, p=passage)) == (verdict, False)


def test_the_instruction_in_a_message_of_its_own():
    system = SystemMessage("Decide whether the document contains the answer to the user's question. Answer 'yes' or 'no'.")
    assert _reply([system, HumanMessage(f"Document: {ORGAN}\n\nQuestion: How many pipes does the organ have?")]) == ("yes", False)
    assert _reply([system, HumanMessage(f"Document: {ORGAN_PLAIN}\n\nQuestion: How many pipes does the organ have?")]) == ("no", False)


@pytest.mark.parametrize("wording", [
    "Is the document relevant to the question? Answer yes or no.\nQuestion: {q}\nDocument: {p}",
    "Grade whether the passage is relevant to the user question. Reply 'yes' or 'no'.\nQuestion: {q}\nPassage: {p}",
    "Does the passage help answer the question? Reply yes or no.\nQuestion: {q}\nPassage: {p}",
])
def test_a_relevance_grade_stays_a_relevance_grade(wording):
    # the same passage is on the question's subject (relevant) and does not answer it
    assert _reply(wording.format(q=FERRY_Q, p=FERRY))[0] == "yes"
    assert _reply(ASKS[0].format(q=FERRY_Q, p=FERRY)) == ("no", False)


def test_the_instructions_told_apart_by_what_they_ask():
    assert asks_whether_it_answers("Does the passage answer the question?")
    assert asks_whether_it_answers("Can the question be answered from this text?")
    assert asks_whether_it_answers("Decide whether the document contains the answer to the user's question.")
    assert not asks_whether_it_answers("Does the passage help answer the question?")
    assert not asks_whether_it_answers("Is the document relevant to the question?")
    assert not asks_whether_it_answers("Rate how relevant the context is; 10 means the context answers the question.")


def test_the_asked_kind():
    assert answer_kind("Who repaired the clock?") == "person"
    assert answer_kind("When did the market move?") == "when"
    assert answer_kind("How many rooms does the inn have?") == "number"
    assert answer_kind("Where is the meter?") == "place"
    assert answer_kind("Why did the bridge close?") is None


def test_answers_reads_the_value_and_the_subject():
    m = Matcher(Knowledge.load())
    doc = lambda text: [Document(None, "", text, 1)]  # noqa: E731
    assert answers(m, "How many beds does the hut have?", doc("The hut sleeps guests in 14 beds on two floors.")).level == "relevant"
    assert answers(m, "How many beds does the hut have?", doc("The hut has beds, a stove and a drying room.")).level == "irrelevant"
    # a count of something else: it cannot tell, no confident yes
    assert answers(m, "How many beds does the hut have?", doc("The hut with its beds is 3 km from the lake.")).level != "relevant"
    assert answers(m, "Why is the hut closed?", doc("The hut is closed in May.")) is None
