"""Lines written one entry a line without list marks or full stops are read one a unit when they
share a shape (figures and marks in the same order), instead of being joined as one hard-wrapped
"sentence" that quotes every entry (a class list asked "who teaches yoga" answered with all three
classes); and a record's first line that is a whole sentence is no head quoted with every field's
answer. Hard-wrapped prose is still joined. Notes invented (issue 26, templates_i's control)."""

from __future__ import annotations

import pytest

from course_lib.sim.material.prose import units


@pytest.mark.parametrize("text", [
    "Spin - Tuesday 07:00, Studio 2, instructor Keisha\nYoga - Wednesday 18:30, Studio 1, instructor Ben\n"
    "HIIT - Friday 12:15, Studio 2, instructor Keisha",
    "Route 5 - Monday 08:10 from stand B, arrives 08:55\nRoute 9 - Monday 08:25 from stand D, arrives 09:20\n"
    "Bring exact change on every route; drivers give none.",
    "Allotment 14 (Mrs Okafor) - water butt cracked, needs replacing\nAllotment 22 (Mr Dunne) - shed door "
    "off its hinges, needs fixing\nAllotment 31 (Ms Varga) - compost bin full, needs emptying",
    "Week 1: Plymouth away, kick-off 15:00 at Home Park\nWeek 2: Exeter home, kick-off 19:45 at the Ashgrove\n"
    "Week 3: Torquay away, kick-off 15:00 at Plainmoor",
])
def test_entries_of_one_shape_stay_one_a_line(text):
    got = [u.text for u in units(text)]
    entries = [x for x in text.split("\n") if not x.endswith(".")]
    for entry in entries:
        assert entry in got, (entry, got)


@pytest.mark.parametrize("text", [
    # hard-wrapped prose: lines of different shapes, joined into sentences as before
    "The committee agreed that the spring fair, which ran late last year, should close\n"
    "by 4 pm this time, and that the car park - as before - will be free for stallholders\n"
    "who arrive before 9 am.",
    "Please remember that the hall must be left as you found it, with the chairs stacked\n"
    "at the side and the kitchen wiped down; the key goes back through the letterbox of\n"
    "number 12 when you leave.",
])
def test_wrapped_prose_is_still_joined(text):
    got = [u.text for u in units(text)]
    assert len(got) <= 2, got
    assert not any(u == line for u in got for line in text.split("\n")[:1]), got


def test_a_sentence_over_fields_is_no_head_of_them():
    text = ("Your Fiesta's next service is due at 42,000 miles or on 3 May 2031, whichever comes first.\n"
            "Engine oil: 5W-20 fully synthetic.\nTyre pressures: 32 psi front, 30 psi rear.")
    got = units(text)
    oil = next(u for u in got if u.text.startswith("Engine oil"))
    assert oil.record_head == ""


@pytest.mark.parametrize("text", [
    "Flat 3\nRent: £640 a month\nDeposit: £740",  # a record's name heads its fields
    "Interviewer: How many boats do you run on the crossing?\nCaptain Ruiz: Three boats.\nSeason: April to October",
])
def test_a_name_or_a_question_still_heads_its_fields(text):
    got = units(text)
    assert got[-1].record_head == text.split("\n")[0]
