"""A rate times the question's count is read from the line on the question's subject (issue 26, the
twenty-ninth set's X2): over two lines charged "per session", the one the question's own words name
("paddleboard hire") is the rate, never a tie and never the other line's. And "do 3 ... cost", "over 4
sessions" state the count the question multiplies by (``patterns.yaml`` ``workings.counted``)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage

PRICES = """Lakeside watersports - 2032 prices
Kayak hire: £11 per session
Paddleboard hire: £15 per session
Wetsuit hire: £5 per session
Lesson: £30 per person"""


@pytest.mark.parametrize("question,want,avoid", [
    ("how much is paddleboard hire for 3 sessions", "£45", ("£33", "£15 (")),
    ("how much would wetsuit hire cost for 2 sessions", "£10", ("£22", "£30")),
    ("what do 4 lessons cost", "£120", ()),
])
def test_the_rate_on_the_question_subject(question, want, avoid):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([HumanMessage(f"Context:\n{PRICES}\n\nQuestion: {question}")])
    assert want in out.content and not any(a in out.content for a in avoid), out.content
