"""Whether an event is still on, over a calendar or listing with one called off
(``course_lib.sim.grounded.events_off``).

Material invented here (a cricket club's fixtures, a cinema society's .ics, a garden open days list)
that the course's data, the fresh sets and the probe ``people_h`` do not use. An event a line calls
off or puts off is "no" with that line; an event on, or two events the question could mean, is no
answer of this reader (guards).
"""

from __future__ import annotations

from course_lib.sim.grounded.events_off import off_line
from course_lib.sim.material.record_frames import frames_as_text

CINEMA = """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:c1@reel.example
DTSTART:20330905T193000
SUMMARY:Reel Society - Brief Encounter
LOCATION:Guildhall
END:VEVENT
BEGIN:VEVENT
UID:c2@reel.example
DTSTART:20330912T140000
SUMMARY:Reel Society - Kes
STATUS:CANCELLED
LOCATION:Guildhall
END:VEVENT
BEGIN:VEVENT
UID:c3@reel.example
DTSTART:20330912T193000
SUMMARY:Reel Society - Paris, Texas
LOCATION:Guildhall
END:VEVENT
END:VCALENDAR"""

GARDENS = """Open gardens, summer 2033
* 3 Jun - Orchard House, Little Marlow
* 17 Jun - The Old Rectory, Hambleden - postponed (waterlogged lawns), new date to follow
* 1 Jul - Mill End Cottage"""


def test_a_cancelled_calendar_event_by_day_part():
    line = off_line("Can we still come to the afternoon screening on the 12th?", [frames_as_text(CINEMA)])
    assert line is not None and "Kes" in line


def test_a_cancelled_calendar_event_by_title():
    assert "Kes" in off_line("Is Kes still on?", [frames_as_text(CINEMA)])


def test_a_postponed_listing_line():
    line = off_line("Can I still go to the Old Rectory open garden in June?", [GARDENS])
    assert line is not None and "postponed" in line


def test_guards_an_event_on_or_two_events_meant():
    assert off_line("Is Brief Encounter still on?", [frames_as_text(CINEMA)]) is None  # guard: on
    assert off_line("Is the evening screening on the 12th still on?", [frames_as_text(CINEMA)]) is None  # guard: on
    assert off_line("Is the June open garden still on?", [GARDENS]) is None  # guard: two June gardens
    assert off_line("What time does Kes start?", [frames_as_text(CINEMA)]) is None  # guard: no "still on?"
