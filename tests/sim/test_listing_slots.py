"""``listing_slots``: "what's on <section> at <time>" over a listing of start times under section
headings, by the last start at or before the time. Invented listings."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.listing_slots import on_at, sections

GYM = """Riverside Gym - studio classes

TUESDAY
07:15  Spin
08:00  Pilates
12:30  Circuits
18:00  Boxfit

THURSDAY
06:45  Yoga flow
17:30  Spin
19:00  Zumba
"""

STAGE = """Field Day running order
Big Top
14:00 - The Marram Band
15:10 - Sister Kettle
16:40 - DJ Okonkwo
"""

RADIO = """Evening on Coastline Radio
19:00  The Tide Report
19:30  Jazz Kitchen
21:00  Late Reads
"""


@pytest.mark.parametrize(("question", "body", "title", "start", "end"), [
    ("what's on tuesday at 1", GYM, "Circuits", "12:30", "18:00"),            # 13:00 in a day listing
    ("whats on thursday at 7pm", GYM, "Zumba", "19:00", None),               # the last: no end
    ("what's on tuesday at 8", GYM, "Pilates", "08:00", "12:30"),            # a start at the time asked
    ("what is on thursday at 18:10", GYM, "Spin", "17:30", "19:00"),
    ("what's playing at 3.30", STAGE, "Sister Kettle", "15:10", "16:40"),     # one section: no name needed
    ("whats on at 8", RADIO, "Jazz Kitchen", "19:30", "21:00"),               # "at 8" in an evening listing
    ("what's on at 10:15 pm", RADIO, "Late Reads", "21:00", None),
])
def test_the_last_start_at_or_before_the_time_in_the_named_section(question, body, title, start, end):
    slot = on_at(question, [body])
    assert slot is not None and slot.title == title
    assert slot.text().startswith(f"{title} (from {start}")
    assert (f"until {end}" in slot.text()) if end else "until" not in slot.text()


@pytest.mark.parametrize(("question", "body"), [
    ("what's on at 9", GYM),                    # two sections, none named: not this reader's to guess
    ("what's on tuesday", GYM),                 # no time asked
    ("when is spin on tuesday", GYM),           # asks a time, not what is on
    ("what's on thursday at 6", GYM),           # 06:00 before the first start; 18:00 is not assumed
    ("what's on tuesday at 9", "Opening hours\nTuesday 9-5\n"),  # no listing of starts
    ("what's on friday at 9", GYM),             # no such section
])
def test_none_when_it_is_not_a_listing_question(question, body):
    assert on_at(question, [body]) is None


def test_a_section_needs_a_heading_and_two_timed_lines():
    assert [s.heading for s in sections(GYM)] == ["TUESDAY", "THURSDAY"]
    assert sections("Notes\n09:00  Only one line\n") == ()
    assert len(sections("\n".join(["H", *("10:00  x" for _ in range(1000))]))[0].starts) < 1000  # capped
