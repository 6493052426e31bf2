"""Digits joined by a slash in a message that asks nothing are a pair, not a division (issue 26):
"Blood pressure 131/82" with a blood-pressure tool bound got the reply "131 / 82 = 1.5976" (the
arithmetic path ran before the tools), as a hyphen pair ("4050-262") already did not. Now
``patterns.yaml`` arithmetic ``tight_pair`` takes a slash too; a message that asks ("what is
131/82?") is still a division. Invented tools and requests."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim.words.arithmetic import looks_like_arithmetic


@tool
def log_reading(systolic: int, diastolic: int) -> str:
    """Log a home blood pressure reading in mmHg."""
    return "ok"


@tool
def log_quiz_score(score: int, total: int) -> str:
    """Log a pub quiz score for the team's season table."""
    return "ok"


@tool
def set_aspect(width: int, height: int) -> str:
    """Set the projector's aspect ratio for the screen."""
    return "ok"


def _reply(tools, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return [(c["name"], c["args"]) for c in out.tool_calls], out.content


@pytest.mark.parametrize(("tools", "question", "want"), [
    ([log_reading], "Blood pressure reading after the walk: 142/91", ("log_reading", {"systolic": 142, "diastolic": 91})),
    ([log_quiz_score], "Pub quiz score tonight 31/40", ("log_quiz_score", {"score": 31, "total": 40})),
    ([set_aspect], "Set the projector aspect ratio to 16/9", ("set_aspect", {"width": 16, "height": 9})),
])
def test_a_slash_pair_goes_to_the_tool(tools, question, want):
    calls, _ = _reply(tools, question)
    assert calls == [want]


@pytest.mark.parametrize("text", ["BP 128/84 this morning", "Scored 17/20 on the quiz", "Ratio 4/3 please"])
def test_a_slash_pair_in_a_message_that_asks_nothing_is_no_sum(text):
    assert not looks_like_arithmetic(text)


@pytest.mark.parametrize("text", ["what is 128/84?", "Calculate 17/20", "12/4"])
def test_a_slash_in_a_question_is_still_a_division(text):
    assert looks_like_arithmetic(text)
