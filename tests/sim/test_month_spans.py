""""How many months" between two full dates of one sentence, in whole calendar months, or a reason
it is not a whole number (issue 26, the forty-first set's JJ1; ``stamp_spans``, cue ``asks_months``
in patterns.yaml). Wordings of my own (branch fix43a): a bike loan, a sublet, an allotment lease, a
course. Every row fails on b45463ca (no span worked for months)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.stamp_spans import Span, Unworked, span


@pytest.mark.parametrize("question, body, months", [
    ("How many months is the bike loan?", "The bike loan runs from 15 March 2040 to 15 September 2040.", 6),
    ("How many months does the sublet last?", "Sublet agreement: the room is let from 1 October 2039 to 31 March 2040.", 6),
    ("How many months is the allotment lease for?", "The allotment lease is from 1 January 2041 until 31 December 2041.", 12),
])
def test_whole_months_between_two_dates(question, body, months):
    got = span(question, [body])
    assert isinstance(got, Span) and got.months == months, got
    assert f"{months} months" in got.text()


def test_dates_no_whole_number_of_months_apart_are_a_reason():
    got = span("How many months is the evening course?", ["The evening course runs from 3 March 2040 to 20 June 2040."])
    assert isinstance(got, Unworked) and "whole number of months" in got.reason
