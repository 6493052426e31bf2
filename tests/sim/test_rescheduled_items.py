"""A later line that moves a numbered item ("Rescheduled (3 May): appointment 1 moves to ...",
"Rescheduled (1 July): lesson 1 has been moved to ...") corrects the line giving that item's first
date ("first appointment Tuesday 12 May"): the change label is data
(``later_corrections.yaml``; issue 26, the forty-second set's notable limits: the original first
session quoted beside "Reschedule (20 April): session 1 moves to ..."). Wordings invented here;
the cases marked guard pass on 947509df too, the others fail there.
"""

from __future__ import annotations

import pytest

from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_DENTIST = """BRIGHTSMILE DENTAL - TREATMENT PLAN
Patient: R. Osei    Dentist: Dr Lamb
Appointments: 2 appointments of 45 minutes; first appointment Tuesday 12 May at 09:30
Fee: GBP 95 per appointment
Rescheduled (3 May): appointment 1 moves to Thursday 14 May at 15:00."""

_DRIVING = """Driving lessons - booking for Ana
Lessons: 3 lessons; first lesson Monday 6 July at 17:00
Meeting point: the library car park
Rescheduled (1 July): lesson 1 has been moved to Wednesday 8 July at 18:00."""

_PLAIN = """Driving lessons - booking for Ana
Lessons: 3 lessons; first lesson Monday 6 July at 17:00
Meeting point: the library car park
Note (1 July): please bring your provisional licence to lesson 1."""


@pytest.mark.parametrize(("doc", "question", "new", "old"), [
    (_DENTIST, "When is my first appointment?", "14 May", "12 May"),
    (_DRIVING, "When is my first lesson?", "8 July", "6 July"),
])
def test_the_moved_item_s_new_date(llm, doc, question, new, old):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert not limits and new in text and (old not in text or f"not {old}" in text or "instead of" in text), text


def test_a_later_line_that_moves_nothing_changes_nothing(llm):  # noqa: F811 - guard
    text, limits = _rag(llm, _PLAIN, "When is my first lesson?")
    assert not limits and "6 July" in text
