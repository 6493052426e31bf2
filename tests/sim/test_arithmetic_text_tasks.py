"""A text to work on is no sum (``arithmetic.looks_like_arithmetic``, cue ``text_task`` in
data/sim/patterns.yaml): "Summarise: the vote was 7-2 after a 30% rise" must not be answered
"7 - 2 = 5". Invented texts and instructions; the guards keep real computations computed."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.words import arithmetic

TEXT_TASKS = [
    "Summarise in two lines: The league table shows Rovers 3-1 up on aggregate, with 65% possession.",
    "Translate into Spanish: Turnout fell by 12% and the motion passed 41-9.",
    "Rewrite this more formally: we sold 300 units, that's like 20% more than last year lol",
    "Classify the tone of this message: 'Refund of 45.50 still missing after 3 weeks - 100% unacceptable!'",
    "Extract the key facts: The bridge reopened after 14 months; traffic is down 8% on 2019.",
]


@pytest.mark.parametrize("message", TEXT_TASKS, ids=[m.split(":")[0][:30] for m in TEXT_TASKS])
def test_a_text_task_is_no_arithmetic(message):
    assert not arithmetic.looks_like_arithmetic(message)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = SimulatedChatModel().invoke(message).content
    assert " = " not in reply


COMPUTATIONS = [
    ("Calculate 15% of 240.", "36"),
    ("What is 7-2?", "5"),
    ("Summarise and calculate: 12 plus 30", "42"),
]


@pytest.mark.parametrize(("message", "result"), COMPUTATIONS, ids=[m for m, _ in COMPUTATIONS])
def test_a_computation_is_still_computed(message, result):
    assert arithmetic.looks_like_arithmetic(message)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = SimulatedChatModel().invoke(message).content
    assert result in reply
