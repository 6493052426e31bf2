"""course_lib.sim.words.number_words: the one home of English number words, and that its readers agree (day names too: calendar_dates)."""

from __future__ import annotations

import re

import pytest

from course_lib.sim.words.number_words import VALUES, alternation, values, words


@pytest.mark.parametrize(("word", "value"), [("zero", 0), ("one", 1), ("eleven", 11), ("twelve", 12),
                                             ("nineteen", 19), ("twenty", 20), ("fifty", 50), ("ninety", 90)])
def test_values(word, value):
    assert VALUES[word] == value


@pytest.mark.parametrize(("first", "last", "expected"), [
    (1, 3, ["one", "two", "three"]),
    (11, 12, ["eleven", "twelve"]),
    (18, 30, ["eighteen", "nineteen", "twenty", "thirty"]),  # no compounds: 21-29 are not words here
    (20, 50, ["twenty", "thirty", "forty", "fifty"]),
    (13, 13, ["thirteen"]),
])
def test_words_in_a_range(first, last, expected):
    assert words(first, last) == expected


def test_values_is_a_fresh_dict_the_caller_may_extend():
    mine = values(0, 2)
    mine["a"] = 1
    assert "a" not in values(0, 2) and "a" not in VALUES


def test_a_range_upside_down_is_a_clear_error():
    with pytest.raises(ValueError, match="first"):
        words(5, 2)


@pytest.mark.parametrize(("text", "found"), [("eleven places", "eleven"), ("twelve", "twelve"), ("a dozen", None),
                                             ("someone", None), ("twentyone", None)])
def test_alternation_is_whole_words_in_a_group(text, found):
    m = re.search(rf"\b(?:{alternation(1, 20)})\b", text)
    assert (m.group(0) if m else None) == found


# The readers take their words from here: each agrees with VALUES (one of them had left "eleven" out).
@pytest.mark.parametrize(("module", "name", "first", "last"), [
    ("calendar_dates", "_SMALL_NUMBERS", 0, 12), ("relative_days", "_COUNTS", 0, 12), ("validity", "_NUMBERS", 0, 12),
    ("field_readers", "_HOUR_WORDS", 1, 12),
])
def test_readers_share_the_values(module, name, first, last):
    import importlib

    from tests.helpers.sim_modules import dotted

    table = getattr(importlib.import_module(dotted(module)), name)
    for word in words(first, last):
        assert table[word] == VALUES[word]


def test_a_rule_with_eleven_in_words_is_read():
    from course_lib.sim.grounded import rule_lines

    assert re.fullmatch(rule_lines._COUNT, "eleven")



# Day names have one home too (day_names: WEEKDAYS, MONTHS, DAY_ABBREVIATIONS): the value reader
# takes them from there, so every abbreviation weekdays knows is a date ("Weds" was not).
@pytest.mark.parametrize(("text", "is_date"), [
    ("Choir practice is Weds 19:30 in the hall.", True),
    ("Open Thurs-Sat.", True),
    ("The parish meets on Tuesdays.", True),
    ("She weds him, sadly.", False),  # a verb in lower case, no time after it
])
def test_day_names_are_dates_from_their_one_home(text, is_date):
    from course_lib.sim.words.quantities import value_types

    assert ("date" in value_types(text)) is is_date


def test_a_weekday_or_month_is_no_person():
    from course_lib.sim.values.named_people import not_a_person

    assert not_a_person("Sunday", "See you Sunday.") and not_a_person("March", "March was wet.")
    assert not not_a_person("Priya", "Priya said so.")
