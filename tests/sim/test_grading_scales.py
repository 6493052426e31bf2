"""A grader's scale in the learner's words and its graded field (issue 26, ``values.grading_scales``,
``responders.scaled_grades``; fix58b).

Wordings invented for this test; behaviour rows fail on BASE (no modules; the lowest value or a number
of the answer); guards marked.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.reading import read_request
from course_lib.sim.responders import scaled_grades
from course_lib.sim.values.grading_scales import Scale, scale


@pytest.mark.parametrize(("text", "found"), [
    ("Grade the reply: 1 = off topic, 4 = nails it perfectly", Scale(1.0, 4.0, 4.0)),
    ("Give between 0 and 6 points (6 points = complete answer).", Scale(0.0, 6.0, 6.0)),
    ("Score it from 1 (best) to 9 (worst).", Scale(1.0, 9.0, 1.0)),
    ("评分1到10分,10分最好", Scale(1.0, 10.0, 10.0)),
    ("Rate 1-8 where 1 is flawless and 8 is useless.", Scale(1.0, 8.0, 1.0)),
    ("Rate the reply 1-5.", Scale(1.0, 5.0, None)),  # guard: no direction said
    ("The shop opens 9-5.", None),  # guard: no grade asked
])
def test_scale(text, found):
    assert scale(text) == found


class Points(BaseModel):
    points: int = Field(description="the points on the scale given")


_SYSTEM = "Grade the reply: 1 = off topic, 4 = nails it perfectly."


def _graded(human: str) -> int:
    out = SimulatedChatModel().with_structured_output(Points).invoke([SystemMessage(_SYSTEM), HumanMessage(human)])
    return out.points


def test_a_spot_on_answer_gets_the_good_end():
    assert _graded("Q: What year did the bridge open?\nA: The bridge opened in 1932.") == 4


def test_an_off_topic_answer_gets_the_bad_end():
    assert _graded("Q: What year did the bridge open?\nA: Our café serves soup until 3pm.") <= 2


def test_no_answer_to_judge_is_no_scaled_grade():  # guard: the field is read the usual way
    request = read_request([SystemMessage(_SYSTEM), HumanMessage("The bridge opened in 1932.")])
    assert scaled_grades.grade("points", "points on the scale given", "integer", request, None, None) is None


def test_rating_a_quality_reads_high_as_good():
    # (the merger, round 72: the ported self-RAG utility prompt scored 0 with fix58b's limit)
    from course_lib.sim.values.grading_scales import rates_a_quality

    assert rates_a_quality("Rate the usefulness of this summary from 1 to 7.")
    assert not rates_a_quality("Give a number from 1 to 5 for the answer.")  # a guard: no quality named


def _graded_with_limit(human: str) -> tuple[int, str | None]:
    raw = SimulatedChatModel().with_structured_output(Points, include_raw=True).invoke(
        [SystemMessage(_SYSTEM), HumanMessage(human)])
    return raw["parsed"].points, raw["raw"].response_metadata.get("simulator_limit")


@pytest.mark.parametrize("human", [
    "Q: how hot should the oven be for scones\nA: 220 degrees Celsius.",
    "Question: how deep is the harbour at low tide\nAnswer: 4.5 metres",
])
def test_a_bare_quantity_answer_is_a_stated_limit_not_a_silent_mark(human):
    # the value names nothing of the question: whether it is the asked one is not read, and said so
    _, limit = _graded_with_limit(human)
    assert limit and "bare value" in limit


def test_a_sentence_answer_keeps_its_mark_without_a_limit():  # guard
    points, limit = _graded_with_limit("Q: What year did the bridge open?\nA: The bridge opened in 1932.")
    assert points == 4 and not limit
