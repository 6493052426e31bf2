"""A section that answers under a heading in the question's other words (``headed_sections``), on
documents of my own (a hostel's markdown rules, a boat club's AsciiDoc handbook): the one sentence
with the asked kind of value, a yes / no for a part of the day against the section's hours, a
documents limit when its sentences tie, and the absence trusted when no heading names the subject
or the section states no value of the asked kind."""
from __future__ import annotations

import pytest

from course_lib.sim.grounded import headed_sections
from tests.sim._chat import ask_rag

HOSTEL = """# Harbourside Hostel - House Rules

## Arriving

Reception opens at 15:00. Rucksacks may wait in the luggage room from 10:00 for €3 each.

## Leaving

Rooms must be vacated by 11:00. Staying on until 14:00 is €15, paid at the desk.

## Laundry

The machines take tokens from the bar."""

CLUB = """= Millpond Boat Club - Members' Handbook

== Boats

Rowing boats may be taken out 08:00–11:30 and 16:00–20:00 on weekdays.

== Parking

Members park free in the yard. Visitors pay £4 at the gate. After 18:00 the charge is £6.

== Guests

Each member may sign in two guests a month."""


@pytest.mark.parametrize(("question", "body", "verdict", "held"), [
    ("we get in around 9am, how much to drop our backpacks somewhere?", HOSTEL, "", "€3"),  # arrive: no word shared
    ("our flight is late in the day, what do we pay to keep the room till after lunch when we check out?", HOSTEL,
     "", "€15"),
    ("can we take a boat out at lunchtime?", CLUB, "No", "08:00–11:30"),  # 12:00-14:00 outside both
    ("can we take a boat out in the evening?", CLUB, "", ""),  # 18:00-22:00 past 20:00: in part, a doubt
])
def test_the_section_answers(question, body, verdict, held):
    got = headed_sections.read(question, [body])
    if not held:
        assert got is None or isinstance(got, headed_sections.Doubt) or got.verdict == "Yes"
        return
    assert isinstance(got, headed_sections.Answer), got
    assert got.verdict == verdict and held in got.sentence


@pytest.mark.parametrize(("question", "body"), [
    ("how much is it to stop the car there?", CLUB),  # Parking: £4 or £6, a tie
])
def test_a_tie_is_a_doubt(question, body):
    assert isinstance(headed_sections.read(question, [body]), headed_sections.Doubt)


@pytest.mark.parametrize(("question", "body"), [
    ("what's the door code?", HOSTEL),  # no heading names it
    ("how much is the laundry?", HOSTEL),  # the section states no amount: the absence trusted
    ("when do guests have to sign out?", CLUB),  # Guests: no time stated
])
def test_no_section_answer(question, body):
    assert headed_sections.read(question, [body]) is None


def test_a_clock_time_inside_the_hours_is_yes():
    got = headed_sections.read("could my kids take a boat out at 5pm?", [CLUB])
    assert isinstance(got, headed_sections.Answer) and got.verdict == "Yes"


@pytest.mark.parametrize(("question", "body", "held"), [
    ("we get in around 9am, how much to drop our backpacks somewhere?", HOSTEL, "€3"),
    ("can we take a boat out at lunchtime?", CLUB, "No"),
])
def test_the_reply_quotes_the_section_not_i_dont_know(question, body, held):
    text, limits = ask_rag(body, question)
    assert held in text and "don't know" not in text.lower() and not limits, text


def test_the_tie_is_a_stated_limit_not_i_dont_know():
    text, limits = ask_rag(CLUB, "how much is it to stop the car there?")
    assert limits, text
