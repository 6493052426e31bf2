"""A span of time before an event read against "up to N days before" (issue 26;
``values.comparisons``: ``compare_time_points``): "up to 7 days before" is a point counted back
from the event, so cancelling 10 days before is inside it and 5 days before is not; a question's
number word is read as its figure ("three days before"). Material and wordings invented here. The
behaviour rows fail on e764df6c (it read "up to 7 days" as a ceiling: 5 days "is at most 7 days",
the full refund quoted; 20 days was a limit); the rows in words and the guard rows hold on both
(a number word was no quantity: the line was quoted whole).
"""

from __future__ import annotations

import pytest

from course_lib.sim.values import comparisons
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_TERMS = ("Boat hire terms.\n"
          "Deposit: £40, paid when you book.\n"
          "Cancellations: deposit refunded up to 14 days before your hire date; kept after that.\n"
          "Life jackets are included.\n")


@pytest.mark.parametrize(("sentence", "op"), [
    ("deposit refunded up to 14 days before your hire date", ">="),
    ("changes are free until 48 hours in advance", ">="),
    ("you may swap dates up to 3 weeks ahead of arrival", ">="),
    ("bags up to 23 kg", "<="),  # guard: a weight is no point in time
    ("sessions last up to 2 hours", "<="),  # guard: no 'before' after it
    ("cancellations less than 48 hours before are charged in full", "<"),  # guard: a span, as written
])
def test_a_time_point_is_a_floor_on_the_span_before(sentence, op):
    found = comparisons.thresholds(sentence)
    assert [t.op for t in found] == [op], found


@pytest.mark.parametrize("span", ["20", "twenty"])
def test_a_span_inside_the_point_gets_the_line(llm, span):  # noqa: F811 - the fixture
    reply, limits = _rag(llm, _TERMS, f"If I cancel {span} days before, do I get my deposit back?")
    assert "refunded up to 14 days" in reply and not limits, (reply, limits)


@pytest.mark.parametrize("span", ["4", "four"])
def test_a_span_past_the_point_is_no_refund_quoted_as_met(llm, span):  # noqa: F811 - the fixture
    reply, limits = _rag(llm, _TERMS, f"I have to cancel {span} days before - is my deposit refunded?")
    assert "is at most" not in reply and (limits or "kept" in reply), (reply, limits)
