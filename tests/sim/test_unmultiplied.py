"""A partial answer to an amount question that misses the question's own count (issue 26, from my probe
grounded_m, the twenty-ninth set's X2 family): "what would two kayaks cost for 3 hours" answered by the
rate line and "I could not find anything about '3'" quotes the rate the count multiplies, not the
amount asked; the reply states the limit instead (``unworked_answers.unmultiplied``; cue
``patterns.yaml`` ``unworked_answers.question_count``)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage

NOTES = """Harbour boathouse
Boats go out from 09:00 to 17:30 in summer.
Rowing boats are hired at GBP 12 per boat per hour; life jackets are free."""


@pytest.mark.parametrize("question", ["what would it cost to keep a rowing boat out for 4 hours",
                                      "how much for a rowing boat over 3 hours"])
def test_a_partial_answer_missing_the_question_count_is_a_limit(question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([HumanMessage(f"Context:\n{NOTES}\n\nQuestion: {question}")])
    text = out.content
    assert out.response_metadata.get("simulator_limit") or ("48" in text or "36" in text), text
    assert "could not find anything about '4'" not in text and "could not find anything about '3'" not in text


RENTALS = """Lakeside cabins
Each cabin sleeps four and has its own wood stove.
A cabin uses about 30 litres of water a day; the tank holds 900 litres."""


def test_a_count_in_words_over_a_whole_between_them_is_a_limit():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([HumanMessage(f"Context:\n{RENTALS}\n\nQuestion: we've booked three "
                                                        "cabins - how many litres a day is that between them?")])
    limits = [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    assert limits or "90" in out.content, out.content
    assert "I don't know that part" not in out.content, out.content
