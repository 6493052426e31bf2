"""A bare day of the month ("on the 17th") over dated rows of one month (L4 of the seventeenth set's
classes): read as the rows' own date ("17 May"), so the row of that day answers; a day no row
names, or rows of several months, leave the question as asked. Invented tables only."""

from __future__ import annotations

import pytest

from course_lib.sim.words.calendar_dates import month_day
from tests.sim._chat import ask_rag as _ask

BINS = """Bin collections - October
Date     Bin
06 Oct   green (garden)
13 Oct   black (general)
20 Oct   blue (recycling)
27 Oct   black (general)
"""

CLASSES = """Pottery course, April
Date    Teacher   Topic
3 Apr   Noor      centring
10 Apr  Ewa       pulling walls
17 Apr  Noor      trimming
"""

TWO_MONTHS = """Dentist visits
Date     Note
12 Jan   check-up
12 Feb   filling
"""





@pytest.mark.parametrize(("question", "bodies", "read"), [
    ("Which bin goes out on the 20th?", (BINS,), "Which bin goes out on 20 Oct?"),
    ("Who teaches on the 10th?", (CLASSES,), "Who teaches on 10 Apr?"),
    ("what's the topic on the 3rd", (CLASSES,), "what's the topic on 3 Apr"),
    ("What happened on the 12th?", (TWO_MONTHS,), "What happened on the 12th?"),  # which month?
    ("Which bin goes out on the 21st?", (BINS,), "Which bin goes out on the 21st?"),  # no row of that day
    ("Who teaches on the 10th of May?", (CLASSES,), "Who teaches on the 10th of May?"),  # a month named
])
def test_month_day(question, bodies, read):
    assert month_day(question, bodies) == read


@pytest.mark.parametrize(("context", "question", "right", "wrong"), [
    (BINS, "Which bin goes out on the 20th?", "blue", ["green", "black"]),
    (CLASSES, "Who teaches on the 10th?", "Ewa", ["Noor"]),
    (CLASSES, "What is the topic on the 17th?", "trimming", ["centring", "pulling"]),
])
def test_a_bare_day_meets_its_row(context, question, right, wrong):
    reply, limits = _ask(context, question)
    assert right in reply and not any(w in reply for w in wrong) and not limits, reply
