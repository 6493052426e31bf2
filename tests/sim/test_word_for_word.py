"""``course_lib.sim.responders.word_for_word``: a "no" from a grounded or useful grader over an answer in a
language the simulator matches only word for word states a limit when the answer shares a word
with the documents (a particle joined to a word may hide the rest); an off-subject answer's "no"
and any "yes" stay silent (issue 26, ports16). Table-driven on invented Korean, German and English
answers, then through the simulator's structured grader."""

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.reports import limits
from course_lib.sim.responders import word_for_word


@pytest.fixture
def stated(monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(limits, "state", lambda cannot, why, real, **_: said.append(why) or why)
    return said


CASES = [
    # (task, answer, level, against, limit stated)
    ("grade_grounded", "오르순 도서관은 아홉시에 문을 엽니다입니다.", "irrelevant", "오르순 도서관은 오전 9시에 연다.", True),
    ("grade_useful", "케식 항구의 만조는 06시 40분입니다.", "irrelevant", "케식 항구 만조 시간은?", True),
    ("grade_grounded", "Die Fähre nach Kessick fährt sonntags um neun Uhr.", "irrelevant", "Fähre Kessick: sonntags 9 Uhr", True),
    ("grade_grounded", "판교역 근처 딤섬 전문점이 인기입니다.", "irrelevant", "오르순 도서관은 오전 9시에 연다.", False),
    ("grade_grounded", "오르순 도서관은 9시에 엽니다.", "relevant", "오르순 도서관은 오전 9시에 연다.", False),
    ("grade_grounded", "The Orsund library opens at nine.", "irrelevant", "The Orsund library opens at 9.", False),
    ("grade_relevance", "오르순 도서관은 9시에 엽니다.", "irrelevant", "오르순 도서관", False),
    ("grade_grounded", "오르순", "irrelevant", "오르순 도서관", False),
]


@pytest.mark.parametrize(("task", "answer", "level", "against", "expected"), CASES)
def test_unsure_negative(task, answer, level, against, expected, stated):
    out = word_for_word.unsure_negative(task, answer, level, against)
    assert bool(out) is expected
    assert bool(stated) is expected


class Grounded(BaseModel):
    """Binary score for hallucination present in generation answer."""

    binary_score: str = Field(description="Answer is grounded in the facts, 'yes' or 'no'")


GROUNDED = [
    ("오르순 시립도서관은 평일 오전 9시에 문을 열고 오후 8시에 닫는다.", "오르순 시립도서관입니다."),
    ("한빛연구소는 모델 '누리-7B'를 공개했다. 누리-7B는 7천억 토큰으로 학습되었다.",
     "누리-7B입니다.\n\n**Source**\n- brief.pdf (page 2)"),
    ("한빛연구소는 모델 '누리-7B'를 공개했다.", "한빛연구소가 공개한 모델은 누리-7B입니다."),
]


@pytest.mark.parametrize(("facts", "generation"), GROUNDED)
def test_a_korean_grounded_no_is_a_limit_through_the_grader(facts, generation):
    prompt = [
        ("system", "You are a grader assessing whether an LLM generation is grounded in / supported by a set of "
                   "retrieved facts. Give a binary score 'yes' or 'no'."),
        ("human", f"Set of facts: \n\n {facts} \n\n LLM generation: {generation}"),
    ]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Grounded, include_raw=True).invoke(prompt)
    assert out["parsed"].binary_score == "yes" or out["raw"].response_metadata.get("simulator_limit")
