"""A question's "on the day" read as under a day's notice against a notice rule in hours (issue
26; grounded_f "What if I cancel the same morning?" was a trusted "I don't know." beside
"Cancellations with less than 24 hours' notice are charged 50%"). Notes and wordings invented
for this test.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.same_day import ends, span
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture


@pytest.mark.parametrize(("question", "phrase"), [
    ("What if I cancel on the day?", "on the day"),
    ("can i still get a refund if i pull out the same morning", "the same morning"),
    ("What happens if we cancel on the morning of the trip?", "on the morning of"),
    ("Is there a fee for a same-day cancellation?", "same-day"),
    ("What if I cancel 3 hours before?", None),  # a figure of its own: the comparison reader's
    ("What's on the day's menu?", None),  # no phrase: "the day's" is no same-day notice
    ("Do I pay if I cancel on Monday?", None),
    ("What if I cancel the same day or the same morning?", None),  # two phrases: no one span
])
def test_a_same_day_phrase_is_found(question, phrase):
    found = span(question)
    assert (found.phrase if found else None) == phrase


def test_the_span_runs_from_minutes_to_under_a_day():
    _, shortest, longest = ends("What if I cancel on the day?")
    assert shortest == "What if I cancel 0.25 hours before?" and longest == "What if I cancel 23.5 hours before?"


DENTIST = """Brightsmile dental - appointment policy
Appointments cancelled with under 24 hours' notice incur a fee of £20.
Cancel 24 hours or more ahead and there is no charge."""

BOATS = """Harbour boat trips
Cancellations 12 hours or more before departure: full refund.
Cancellations with less than 12 hours' notice: no refund."""

CLASSES = """Pottery taster classes
If you cancel with less than 72 hours' notice we keep half the class fee.
Cancel earlier than that for a full refund."""


@pytest.mark.parametrize(("doc", "question", "right", "wrong"), [
    (DENTIST, "What if I cancel that morning?", "£20", "no charge"),
    (CLASSES, "what happens if I cancel the same day", "half", "full refund"),
    (DENTIST, "Do I pay anything if I cancel on the day?", "£20", "no charge"),
])
def test_the_rule_under_a_days_notice_answers(llm, doc, question, right, wrong):  # noqa: F811
    text, stated = _rag(llm, doc, question)
    assert right in text and wrong not in text and not stated, (text, stated)


def test_a_rule_the_day_straddles_is_not_settled_by_the_phrase(llm):  # noqa: F811
    # "on the day" may be 2 hours or 20 before departure: one line or the other, not known
    text, stated = _rag(llm, BOATS, "What if I cancel on the day?")
    assert stated and "12 hours" in stated[0], (text, stated)
