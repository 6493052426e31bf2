"""row_spans: the span between the two clock times of the row a question names, over midnight when
the second is earlier (invented wordings, topics and formats; none from the fresh sets)."""

import pytest

from course_lib.sim.grounded import row_spans
from course_lib.sim.grounded.stamp_spans import Span, Unworked

NIGHT_BUS = """| Run | Leaves depot | Back at depot |
|---|---|---|
| N1 | 23:20 | 04:05 |
| N2 | 00:35 | 05:50 |
"""
LAB = """instrument,booked by,start,end,notes
mass spec,Okafor,21:30,02:15,overnight run
confocal,Lindqvist,09:00,11:45,
"""
GIGS = """Date       Venue          Doors   Curfew
Fri 6 Jun  The Crypt      19:30   23:00
Sat 7 Jun  Boiler Rooms   20:00   01:30
"""
DOG_SITTER = """Day    Dropped off   Picked up   Walked
Mon    08:10         17:40       45 min
Tue    07:55         18:20       1h 10m
"""
THREE_TIMES = """| Day | Alarm | Up | Out |
|---|---|---|---|
| Wed | 06:30 | 06:50 | 07:40 |
"""

WORKED = [
    # (question, document, minutes)
    ("how long is the N1 run", NIGHT_BUS, 285),
    ("how long was the mass spec booked for", LAB, 285),
    ("how long was okafor's booking", LAB, 285),
    ("how many hours was the confocal in use", LAB, 165),
    ("how long was the boiler rooms gig on saturday", GIGS, 330),
    ("how long was the dog with the sitter on tuesday", DOG_SITTER, 625),
]

NOT_WORKED = [
    # not a span asked
    ("when does the N2 leave the depot", NIGHT_BUS),
    ("who booked the confocal", LAB),
    # no row named
    ("how long is a night bus run", NIGHT_BUS),
    # a duration column the question names by its header: the row states it, read it
    ("how long was the dog walked on monday", DOG_SITTER),
    # a prose note with no table
    ("how long is the night bus", "The night bus leaves at 23:20 and is back by 04:05."),
]

UNWORKED = [
    # two rows named equally with different spans
    ("how long is the N1 run", NIGHT_BUS + "| N1 | 23:50 | 04:00 |\n"),
    # the named row holds three clock times
    ("how long did wednesday take", THREE_TIMES),
]


@pytest.mark.parametrize("question,doc,minutes", WORKED)
def test_the_named_rows_two_times_are_subtracted_over_midnight(question, doc, minutes):
    got = row_spans.span(question, [doc])
    assert isinstance(got, Span) and got.minutes == minutes, got


@pytest.mark.parametrize("question,doc", NOT_WORKED)
def test_no_span_when_none_is_asked_named_or_needed(question, doc):
    assert row_spans.span(question, [doc]) is None


@pytest.mark.parametrize("question,doc", UNWORKED)
def test_an_unclear_row_or_pair_is_unworked_with_why(question, doc):
    got = row_spans.span(question, [doc])
    assert isinstance(got, Unworked) and got.reason


@pytest.mark.parametrize("question,asks", [
    ("how long was the shift", True), ("how many hours did she work", True), ("How many minutes was it", True),
    ("how long was tom's shift", True), ("what time did it end", False), ("how many rows are there", False),
])
def test_asks(question, asks):
    assert row_spans.asks(question) is asks
