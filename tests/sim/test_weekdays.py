"""Days of the week read as values (issue 26, ``weekdays``): names, abbreviations, ranges, lists,
groups, exceptions and closed days, on invented lines (no fresh set's strings)."""

from __future__ import annotations

import pytest

from course_lib.sim.words import weekdays

MON, TUE, WED, THU, FRI, SAT, SUN = range(7)


@pytest.mark.parametrize(("text", "days"), [
    ("Mon-Fri 8-18", {MON, TUE, WED, THU, FRI}),
    ("Monday to Saturday 9am-6pm", {MON, TUE, WED, THU, FRI, SAT}),
    ("Tue–Thu 10:00-16:00", {TUE, WED, THU}),
    ("Tue and Thu mornings", {TUE, THU}),
    ("Mon/Wed/Fri 07:00", {MON, WED, FRI}),
    ("Thurs 18:30", {THU}),
    ("weekdays 7-19", {MON, TUE, WED, THU, FRI}),
    ("Weekends: 10am-4pm", {SAT, SUN}),
    ("daily except Sun", {MON, TUE, WED, THU, FRI, SAT}),
    ("Fri-Mon late opening", {FRI, SAT, SUN, MON}),
    ("Samstag 9-13", {SAT}),
    ("Live chat: 24/7", {MON, TUE, WED, THU, FRI, SAT, SUN}),
    ("lundi au vendredi", {MON, TUE, WED, THU, FRI}),
])
def test_the_days_a_line_names(text: str, days: set[int]) -> None:
    found = weekdays.phrases(text)
    assert found and frozenset().union(*(p.days for p in found)) == days


@pytest.mark.parametrize(("text", "closed"), [
    ("Sun closed", {SUN}),
    ("closed Sundays and bank holidays", {SUN}),
    ("Mon: closed", {MON}),
    ("Sat 9-13", set()),
    ("Live chat: 24/7", set()),
    ("No buses run on Sundays.", {SUN}),
    ("Deliveries Mon-Fri; no deliveries at weekends", {SAT, SUN}),
    ("There are no lessons on Mondays.", {MON}),
    # guards (read so before "no <things> on <day>" was a closing phrase): listed nouns, and a "no" that closes nothing
    ("Ferries hourly, no sailings on Tuesdays", {TUE}),
    ("Open daily, no trains on Mondays", {MON}),
    ("Open Mon-Sat, no charge on Sundays", set()),
    ("Walk-ins welcome, no need to book on Saturdays", set()),
    ("Please reply no later than Friday", set()),
])
def test_closed_days(text: str, closed: set[int]) -> None:
    assert {d for p in weekdays.phrases(text) if p.closed for d in p.days} == closed


@pytest.mark.parametrize("text", ["Thus the lane was shut.", "We sat on the bench in the sun.", "They wed in June."])
def test_words_that_only_look_like_days(text: str) -> None:
    assert weekdays.phrases(text) == ()


def test_a_whole_cell_may_be_a_lower_case_abbreviation() -> None:
    assert weekdays.cell_days("wed") == {WED}
    assert weekdays.cell_days("Mon-Fri") == {MON, TUE, WED, THU, FRI}
    assert weekdays.cell_days("Wed lunch") is None


@pytest.mark.parametrize(("question", "day"), [
    ("Are they open on Saturday afternoon?", SAT),
    ("Is there a class on Thursdays?", THU),
    ("What's on Tue period 3?", TUE),
    ("Is it open at the weekend?", None),  # two days
    ("When does it open?", None),
    ("Is it open on Monday or Tuesday?", None),
])
def test_the_day_a_question_asks_about(question: str, day: int | None) -> None:
    assert weekdays.asked_day(question) == day


def test_day_names() -> None:
    assert weekdays.day_name(SAT) == "Saturday"
    assert weekdays.day_number("Thurs") == THU and weekdays.day_number("sat") is None


@pytest.mark.parametrize(("text", "days"), [
    # "daily" before a noun it qualifies is a rate per day, no days named
    ("Daily rate £42, 3 days charged", []),
    ("The daily limit is 500 MB.", []),
    # before a time, a colon, an exception or a preposition it names every day
    ("Open daily 10-4", [set(range(7))]),
    ("Daily: 8am-8pm", [set(range(7))]),
    ("Trains run daily between 6am and midnight", [set(range(7))]),
    ("daily except Mondays", [{TUE, WED, THU, FRI, SAT, SUN}]),
])
def test_daily_as_a_rate_or_as_days(text, days):
    assert [set(p.days) for p in weekdays.phrases(text)] == days


@pytest.mark.parametrize(("header", "expected"), [
    ("Mon-Fri", ({0, 1, 2, 3, 4}, "")),
    ("Standard (Mon-Fri)", ({0, 1, 2, 3, 4}, "")),
    ("Busy (weekends & bank holidays)", ({5, 6}, "")),
    ("Saver (Mon-Thu, before 5pm)", ({0, 1, 2, 3}, "before 5pm")),
    ("Quiet [Tue; term time]", ({1}, "term time")),
    ("Adult", None),
    ("Price (EUR)", None),
    ("Split (Mon-Wed, Sat)", None),  # two parts name days: not one column's days
    ("Sunday (Mon-Fri)", None),  # a day in the label too
])
def test_header_days_reads_days_in_brackets_after_a_label(header, expected):
    """fix65c (the sixtieth set's YW3): a function new on this branch (every row fails before it)."""
    found = weekdays.header_days(header)
    assert (None if found is None else (set(found[0]), found[1])) == expected
