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


# Ordinal words have one home too (number_words.ORDINALS): a date's day, a step, a place, a school
# year, "every third week", "the second one" read their ranges from there.
@pytest.mark.parametrize(("first", "last", "expected"), [
    (1, 3, {"first": 1, "second": 2, "third": 3}),
    (2, 4, {"second": 2, "third": 3, "fourth": 4}),
    (11, 12, {"eleventh": 11, "twelfth": 12}),
    (20, 20, {"twentieth": 20}),
])
def test_ordinals_in_a_range(first, last, expected):
    from course_lib.sim.words import number_words

    assert number_words.ordinals(first, last) == expected
    assert number_words.ordinal_words(first, last) == list(expected)


@pytest.mark.parametrize(("n", "last", "word"), [(3, 20, "third"), (5, 5, "fifth"), (6, 5, None), (0, 20, None),
                                                 (21, 30, None)])
def test_ordinal_word(n, last, word):
    from course_lib.sim.words import number_words

    assert number_words.ordinal_word(n, last=last) == word


def test_ordinals_refuse_an_empty_range():
    from course_lib.sim.words import number_words

    with pytest.raises(ValueError):
        number_words.ordinal_words(5, 2)


@pytest.mark.parametrize(("module", "table", "first", "last"), [
    ("course_lib.sim.words.calendar_dates", "_ORDINAL_DAYS", 1, 20),
    ("course_lib.sim.grounded.evidence", "_ORDINAL_WORDS", 1, 10),
    ("course_lib.sim.grounded.allowances", "_ORDINAL_WORDS", 1, 10),
    ("course_lib.sim.grounded.later_corrections", "_ORDINALS", 1, 6),
    ("course_lib.sim.grounded.schedules", "_ORDINALS", 1, 10),
    ("course_lib.sim.values.year_bands", "_ORDINALS", 1, 12),
    ("course_lib.sim.values.field_readers", "_NTH", 2, 6),
])
def test_ordinal_readers_take_their_words_from_the_one_home(module, table, first, last):
    import importlib

    from course_lib.sim.words import number_words

    words = getattr(importlib.import_module(module), table)
    assert all(w in words for w in number_words.ordinal_words(first, last))


@pytest.mark.parametrize(("text", "place"), [
    ("She came in eleventh out of forty.", 11),
    ("Our choir was runner up this year.", 2),
    ("The relay team finished seventh.", 7),
])
def test_a_place_in_words_from_the_ordinals_and_place_words(text, place):
    from course_lib.sim.values.field_readers import stated_place
    from course_lib.sim.words.cues import read

    assert "runner-up" in read("lexicons.yaml")["place_words"]  # the lexicon keeps only the other words
    assert stated_place(text) == place


@pytest.mark.parametrize(("n", "figure"), [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"),
                                           (13, "13th"), (21, "21st"), (22, "22nd"), (101, "101st"), (112, "112th")])
def test_ordinal_figure(n, figure):
    from course_lib.sim.words import number_words

    assert number_words.ordinal_figure(n) == figure


@pytest.mark.parametrize(("word", "value"), [
    ("2nd", 2), ("3RD", 3), ("11th", 11), ("21st", 21), ("2th", None), ("second", None), ("12", None),
])
def test_figure_ordinal(word, value):
    """(the one reader of ordinals in figures the evidence compounds and ordinal_caps share; new function)"""
    from course_lib.sim.words.number_words import figure_ordinal

    assert figure_ordinal(word) == value
