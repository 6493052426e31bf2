"""``recurrences``: the next time a recurring thing is due, from its interval and the weekday it last
was (issue 26). "a tablet every other day ... her last one was on Tuesday" was quoted for "when's the
next one due?". Invented lines; cues in ``patterns.yaml`` ``recurrences``."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.grounded.recurrences import Unworked, Worked, next_due


@pytest.mark.parametrize(("question", "sentence", "day"), [
    ("I fed the fish on Saturday; when do I feed them next?", "Feed the fish every three days, a pinch only.",
     "Tuesday"),
    ("when is the next bin collection?", "Green bins go out every two weeks; the last collection was on Friday.",
     "Friday two weeks later"),
    ("We watered the orchids on Wednesday. What day is the next watering?", "Water orchids weekly, from below.",
     "Wednesday the week after"),
])
def test_the_next_day(question, sentence, day):
    got = next_due(question, sentence)
    assert isinstance(got, Worked) and got.day == day, got


def test_an_interval_without_a_last_day_is_unworked():
    assert isinstance(next_due("when is the next change?", "The water filter is changed every 3 days."), Unworked)


@pytest.mark.parametrize(("question", "sentence"), [
    ("when is the next meeting?", "The committee meets weekly on Mondays."),  # the day it recurs on
    ("when is the filter changed?", "The water filter is changed every 3 days."),  # no "next" asked
    ("when's the next one?", "The last delivery was on Monday."),  # no interval
])
def test_no_next_day_worked(question, sentence):
    assert next_due(question, sentence) is None


def test_the_simulator_counts_the_next_day():
    from course_lib.sim import SimulatedChatModel

    notes = ("Hamster care\nClean the cage every other day; the last clean was on Sunday.\n"
             "Fresh water daily. Treats at weekends only.")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{notes}\n\n"
                                          "Question: when is the next cage clean due?")
    assert out.content.startswith("Tuesday"), out.content


@pytest.mark.parametrize(("question", "sentence"), [
    # the line states the next one; a field's key is no past day ("Collected: Friday")
    ("when is the blue bin next collected?", "Bin: Blue (recycling); Collected: Friday, every other week (next: 19 July)."),
    ("when is the green bin next emptied?", "Bin: Green; Emptied: Tuesday, every two weeks."),
])
def test_a_stated_next_or_a_keyed_day_is_no_last_day(question, sentence):
    assert not isinstance(next_due(question, sentence), Worked)
