"""Times of day read as values (issue 26, ``times_of_day``): opening hours as texts write them and
the time a question asks about, on invented wordings."""

from __future__ import annotations

import pytest

from course_lib.sim.words import times_of_day
from course_lib.sim.words.times_of_day import Span


def _h(hours: float) -> int:
    return round(hours * 60)


@pytest.mark.parametrize(("text", "spans"), [
    ("09:00-13:00", [(9, 13)]),
    ("9am-5pm", [(9, 17)]),
    ("8–18 h", [(8, 18)]),
    ("10.30 to 4pm", [(10.5, 16)]),
    ("9-5pm", [(9, 17)]),
    ("noon - midnight", [(12, 24)]),
    ("6:30am-9pm, 10am-2pm", [(6.5, 21), (10, 14)]),
])
def test_opening_hours(text: str, spans: list[tuple[float, float]]) -> None:
    assert [(s.start, s.end) for s in times_of_day.hours(text)] == [(_h(a), _h(b)) for a, b in spans]


def test_ranges_of_other_things_are_no_hours() -> None:
    assert times_of_day.hours("ages 12-4") == []
    assert times_of_day.starts("Room 12, 3 seats") == []
    assert times_of_day.starts("Spin 18:30") == [_h(18.5)]
    assert times_of_day.starts("late opening until 21:00") == []  # a closing time, no start


@pytest.mark.parametrize(("question", "span"), [
    ("Is it open at 7pm?", Span(_h(19), _h(19) + 1)),
    ("Can I come at 19:30?", Span(_h(19.5), _h(19.5) + 1)),
    ("Open after 6?", Span(_h(18), 24 * 60, vague=True)),
    ("Can I go before noon?", Span(0, _h(12), vague=True)),
    ("Are they open in the afternoon?", Span(_h(12), _h(18), vague=True)),
    ("Is it open on 3 May?", None),
])
def test_the_time_a_question_asks_about(question: str, span: Span | None) -> None:
    assert times_of_day.asked_time(question) == span


def test_cover() -> None:
    day = Span(_h(9), _h(18))
    assert times_of_day.covers(day, Span(_h(12), _h(18), vague=True)) == "all"
    assert times_of_day.covers(day, Span(_h(19), _h(19) + 1)) == "none"
    assert times_of_day.covers(Span(_h(10), _h(16)), Span(_h(12), _h(18), vague=True)) == "part"
    assert times_of_day.part_of_day("Afternoon") and not times_of_day.part_of_day("Dr Lind")


@pytest.mark.parametrize(("text", "found"), [
    ("doors 9:30, close 14.05", ["9:30", "14.05"]),
    ("version 1.234 on 2024", []),  # three decimals: no clock
    ("at 930", []),
])
def test_clock_figures(text, found):
    assert times_of_day.CLOCK_FIGURE_RE.findall(text) == found


@pytest.mark.parametrize("text", ["Opening day: 2031-04-12", "booked for 12/03-15/03", "valid 01-03-2031", "on 2030-6-9"])
def test_parts_of_a_date_are_no_span_of_hours(text):
    assert times_of_day.hours(text) == []


@pytest.mark.parametrize(("text", "span"), [("Sat 10:00-17:00 (2031-04-12)", (10, 17)), ("2031: open 9am-1pm", (9, 13))])
def test_a_span_beside_a_date_is_still_read(text, span):
    assert times_of_day.hours(text) == [Span(_h(span[0]), _h(span[1]))]


# clock_times (moved here from grounded.other_forms with its code, invent75): a time in either clock
@pytest.mark.parametrize(("text", "times"), [
    ("Doors 7pm, curfew 23:30", {1140: "12", 1410: "24"}),
    ("Open 9.30am to 5 p.m.", {570: "12", 1020: "12"}),
    ("Tickets 3.50 each, version 2.10", {}),  # guard: prices and versions are no clock times
])
def test_clock_times(text, times):
    from course_lib.sim.words.times_of_day import clock_times

    assert clock_times(text) == times
