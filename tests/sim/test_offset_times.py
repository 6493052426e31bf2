"""offset_times: a time the notes state as an offset from another time, worked out (invented
wordings, topics and formats; none from the fresh sets)."""

import pytest

from course_lib.sim.grounded import offset_times
from course_lib.sim.grounded.offset_times import Offset, Unworked

COACH = """Coach trip to the coast
Pick-up: 08:15 outside the library
Boarding starts 15 minutes before pick-up, so be early.
Return coach leaves Seaview at 17:30."""
MATCH = """Sunday league fixture
Kick-off 10:30, pitch 4
Warm-up begins half an hour before kick-off. Referee arrives an hour before kick-off."""
CLINIC = "Appointment: Tues 14:20. Please arrive 10 minutes before your appointment time."
EXAM = """Exam starts: 09:00
Students may leave 45 minutes after the start."""
MUSEUM = """Open 10:00 to 17:00 (Mon-Fri) and 10:00 to 16:00 (Sat-Sun).
Last admission is 30 minutes before closing time."""
BAR = "The bar shuts 20 minutes before the band finishes."

WORKED = [
    # (question, notes, the time worked out)
    ("what time does boarding start", COACH, "08:00"),
    ("when does the warm-up begin", MATCH, "10:00"),
    ("what time does the referee arrive", MATCH, "09:30"),
    ("what time can i leave the exam", EXAM, "09:45"),
    ("what time should i arrive for my appointment", CLINIC, "14:10"),
]

UNWORKED = [
    # the anchor stands at two times
    ("what's the last admission", MUSEUM),
    # the anchor stands at no time the notes give
    ("what time does the bar shut", BAR),
]

NONE = [
    # no rule's event is the question's
    ("what time is pick-up", COACH),
    ("when does the return coach leave", COACH),
    # no time asked
    ("where is the pitch", MATCH),
    ("how much is the trip", COACH),
    # the rule's verb only, its event another's: "Doors open ..." is no answer to when the pool opens
    ("what time does the pool open", "Pool: 06:00 to 21:00. Doors open 40 minutes before the gala starts."),
]


@pytest.mark.parametrize("question,notes,time", WORKED)
def test_the_rule_applied_to_its_anchors_time(question, notes, time):
    got = offset_times.worked(question, [notes])
    assert isinstance(got, Offset) and got.time == time, got
    assert got.text().startswith(time)


@pytest.mark.parametrize("question,notes", UNWORKED)
def test_an_anchor_at_no_one_time_is_unworked_naming_the_rule(question, notes):
    got = offset_times.worked(question, [notes])
    assert isinstance(got, Unworked) and "rule" in got.reason, got


@pytest.mark.parametrize("question,notes", NONE)
def test_no_rule_for_the_question(question, notes):
    assert offset_times.worked(question, [notes]) is None
