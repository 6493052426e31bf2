"""A question asking a verdict over figures ("Is the pH too high?", "Did she beat the
qualifying time?", "Was the quorum reached?") answered by a line that states the figure but not
the verdict is a stated limit, never the line quoted as if it were the verdict; a line that says
the verdict, a filter the question's own words make, and a plain fact question are answered as
before (``course_lib.sim.grounded.judgements``, ``unfit_answers.unjudged``)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib import SimulatorLimitWarning
from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.grounded import judgements

SYSTEM = "Answer from the notes below. Say you don't know if they do not say.\n\nNotes:\n{context}"

POND = """Pond water test - 9 Nov
pH: 8.4 (ideal 6.8-8.2)
Nitrite: 0.1 mg/l
Temperature: 9 C
Next test: 23 Nov"""

RUNS = """Parkrun log (Ana)
| Date | Course | Time |
| 4 Oct | Hollins Park | 27:41 |
| 11 Oct | Hollins Park | 26:58 |
| 25 Oct | Riverside | 26:12 |
Club qualifying time for the relay team: under 26:30."""

SEEDLINGS = """Greenhouse log
Minimum night temperature for the tomato seedlings: 10 C.
Monday night: 7 C, too cold, fleece added.
Tuesday night: 11 C."""


def _ask(context: str, question: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(SYSTEM.format(context=context)), HumanMessage(question)])
    return out, [w for w in caught if issubclass(w.category, SimulatorLimitWarning)]


@pytest.mark.parametrize("context, question", [
    (POND, "Is the pH too high?"),
    (RUNS, "Did Ana ever beat the qualifying time?"),
    (SEEDLINGS, "Was Tuesday night warm enough for the seedlings?"),
])
def test_a_verdict_no_line_states_is_a_stated_limit(context, question):
    out, caught = _ask(context, question)
    assert caught and "verdict" in out.response_metadata["simulator_limit"], out.content


@pytest.mark.parametrize("context, question, expected", [
    (POND, "When is the next test?", "23 Nov"),
    (POND, "What was the pH?", "8.4"),
    (SEEDLINGS, "Was it too cold on Monday night?", "too cold"),  # the line says the verdict
])
def test_a_fact_or_a_stated_verdict_is_answered(context, question, expected):
    out, caught = _ask(context, question)
    assert not caught and expected in out.content, out.content


@pytest.mark.parametrize("question, verdict", [
    ("Is the pH too high?", True),
    ("Was the quorum reached?", True),
    ("Which readings were above target?", True),
    ("Who is top of the table?", True),
    ("What was the pH?", False),
    ("How high is the wall?", False),  # asks a figure, not a verdict
    ("Does it count under the agreement?", False),  # "under" is no judgement word
])
def test_judgement_words_of_a_verdict_question(question, verdict):
    assert bool(judgements.unstated(question, ["The figure is 8."])) is verdict


def test_a_sentence_that_says_the_word_or_a_form_of_it_states_the_verdict():
    assert judgements.unstated("Was the target reached?", ["We reached the target on 3 May."]) == []
    assert judgements.unstated("Has the quorum been reached?", ["Quorum reach: yes"]) == []
    assert judgements.unstated("Is it too low?", ["Result: 4.1"]) == ["too", "low"]


def test_asks_verdict_reads_yes_no_and_which_questions_only():
    assert judgements.asks_verdict("And is it safe?")
    assert judgements.asks_verdict("Which mornings were above target?")
    assert not judgements.asks_verdict("How high is it?")
    assert not judgements.asks_verdict("Tell me if it is high.")


def test_a_camel_case_name_says_its_words():
    assert judgements.unstated("Which job exceeded its deadline?", ["Job: export; Result: DeadlineExceededError."]) == []
