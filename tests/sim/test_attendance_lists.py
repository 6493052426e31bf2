"""grounded/attendance_lists: a meeting's "Present:" / "Apologies:" lists read for who was there (issue 26)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.attendance_lists import Answer, read

ALLOTMENT = """Riverside Allotment Society - AGM notes, 12 Oct
Attendees: Moira Kent (secretary), Tom, Aziz and Bea; apologies received from: Keith, Lorna.
The water troughs will be drained on 1 Nov. Keith asked for plot 14 to be split.
Next AGM in October."""

CHOIR = """Choir committee, 3 March
In attendance: Gwen (chair), Rhys, Huw.
Absent: Alys.
Alys will send the concert poster to Rhys."""


@pytest.mark.parametrize(("question", "want"), [
    ("did keith come to the agm", "No: apologies received from: Keith, Lorna."),
    ("was bea there", "Yes: Attendees: Moira Kent (secretary), Tom, Aziz and Bea;"),
    ("how many people came", "4 people were there"),
    ("who sent apologies", "Keith, Lorna"),
])
def test_allotment_lists(question: str, want: str) -> None:
    found = read(question, [ALLOTMENT])
    assert isinstance(found, Answer)
    assert want.rstrip(";") in found.text


@pytest.mark.parametrize(("question", "want"), [
    ("was alys at the committee meeting", "No: Absent: Alys"),
    ("how many were at the meeting", "3 people were there"),
    ("who was missing", "Alys"),
    ("did huw attend", "Yes: In attendance: Gwen (chair), Rhys, Huw"),
])
def test_choir_lists(question: str, want: str) -> None:
    found = read(question, [CHOIR])
    assert isinstance(found, Answer) and want in found.text


@pytest.mark.parametrize("question", [
    "was dafydd at the meeting",          # in no list: the other readers answer
    "how many people were injured",       # a count of something else
    "who will send the concert poster",   # a who-question about a deed, not attendance
    "how many troughs are there",
    "who was the secretary at the agm",   # a role asked, not who was there
    "who is our chair at the meeting",
])
def test_not_attendance(question: str) -> None:
    assert read(question, [CHOIR, ALLOTMENT]) is None


def test_no_lists_no_answer() -> None:
    # a guard row: a document without a present list is not read
    assert read("was tom at the meeting", ["Tom chaired the meeting; Ann took notes."]) is None
