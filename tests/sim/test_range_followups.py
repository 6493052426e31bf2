"""A follow-up that compares the previous answer with its row's range (issue 26, sixteenth set
K5: thread-lab-followup): "What's my X?" / "<value>." / "And is that normal?" judges the row the
previous question (else the previous answer) names, value against range (``reference_ranges``,
read by ``record_answers._range_answer``), not the row quoted again with "nothing about 'normal'".
Two rows named before: no verdict guessed. Invented tables and threads."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

POOL = """Pool water log - Tuesday
Reading        Value   Target range
pH             7.9     7.2-7.6
Free chlorine  1.4     1.0-3.0
Alkalinity     70      80-120
"""

TYRES = """Tyre check, 2 April
Tyre          Pressure (psi)   Target (psi)
Front left    33               32-35
Rear right    27               30-33
"""


def _ask(notes: str, *turns: str):
    from course_lib.sim import SimulatedChatModel

    msgs = [SystemMessage(f"Answer from these notes only.\n\n{notes}")]
    msgs += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("notes, turns, opening, side", [
    (POOL, ("What's the pH today?", "7.9.", "Is that normal?"), "No", "above"),
    (POOL, ("What was the free chlorine reading?", "1.4.", "And is that in range?"), "Yes", "within"),
    (POOL, ("How much alkalinity did it show?", "70.", "Is that too low?"), "Yes", "below"),
    (TYRES, ("What's the rear right pressure?", "27 psi.", "Is it too low?"), "Yes", "below"),
])
def test_a_follow_up_judges_the_row_the_previous_question_named(notes, turns, opening, side):
    text, stated = _ask(notes, *turns)
    assert text.startswith(opening) and side in text and not stated, text


def test_the_row_named_only_by_the_previous_answer_is_judged():
    text, _ = _ask(TYRES, "Which tyre did the garage flag?", "Rear right.", "Is that too low?")
    assert text.startswith("Yes") and "below" in text, text


def test_only_one_row_named_before_gets_a_verdict():
    text, _ = _ask(POOL, "What is the alkalinity?", "70.", "Is that normal?")
    assert text.startswith("No") and "below" in text, text
    text, _ = _ask(POOL, "What are the pH and the alkalinity?", "7.9 and 70.", "Is that normal?")
    assert not text.startswith(("Yes", "No:")), text  # which of the two "that" means is unknown


def test_a_follow_up_asking_another_thing_gets_no_verdict():
    text, _ = _ask(POOL, "What's the pH today?", "7.9.", "Is that still too high?")
    assert text.startswith("Yes") and "above" in text, text
    text, _ = _ask(POOL, "What's the pH today?", "7.9.", "Is it ok to swim after adding acid?")
    assert not text.startswith(("Yes", "No:")), text  # "ok" is in it, but it asks another thing
