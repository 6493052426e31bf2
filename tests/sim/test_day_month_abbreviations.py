"""Weekday and month abbreviations read as their full names before rows are matched (issue 26; the
twenty-second set's Q2, seen before as O5 / N1): "Sat 4 Oct" in a table cell meets a question
about "saturday", "Sept" meets "september", and "on Thu" in a question meets a note's "Thursday"
(``day_month_abbreviations``, reading the abbreviations ``weekdays`` and ``calendar_dates`` know).
Before, the day or month was no word of the row, so rows that shared only the question's other
words tied and were listed (or the first month's row was quoted for "september"). A question
naming a day no row has stays a stated limit. All tables and notes are invented here.
"""

from __future__ import annotations

import pytest

from course_lib.sim.words.day_month_abbreviations import full_name, full_name_stems
from course_lib.sim.words.text import content_terms, stem
from tests.sim._chat import ask_rag

FERRY = """| Sailing | Wind | Sea state | Status |
|---|---|---|---|
| Fri 3 Oct | Strong | Rough | Cancelled |
| Sat 4 Oct | Light | Calm | Running |
| Sun 5 Oct | Moderate | Choppy | Delayed |
| Tue 7 Oct | Strong | Rough | Cancelled |
"""

RAIN = """| Month | Rainfall | Sunny days |
|---|---|---|
| Aug | 62 mm | 14 |
| Sept | 80 mm | 11 |
| Oct | 95 mm | 8 |
| Nov | 110 mm | 6 |
"""

ROTA = ("Bin rota for Elm Court\n"
        "Mon: general waste\n"
        "Wed: recycling\n"
        "Thurs: garden waste\n")


@pytest.mark.parametrize("token, name", [("Thu", "thursday"), ("Thurs", "thursday"), ("Sept", "september"),
                                         ("Oct", "october"), ("Sat.", "saturday"), ("sat", None), ("sun", None),
                                         ("Sunday", None), ("May", None)])
def test_a_capitalised_abbreviation_stands_for_the_full_name(token, name):
    assert full_name(token) == name


def test_the_full_names_are_read_only_where_an_abbreviation_is_written():
    text = "Sat in late Oct, the sun was out and we sat by the water."
    assert full_name_stems(text, frozenset(content_terms(text))) == {stem("saturday"), stem("october")}
    header = "S1; Mon: Orchid; Wed: Maple"  # a grid's column headers in a row: no day of the row's own
    assert full_name_stems(header, frozenset(content_terms(header))) == set()
    dated = "Sat 4 Oct"  # a month beside a figure is part of a date (read whole elsewhere), no month alone
    assert full_name_stems(dated, frozenset(content_terms(dated))) == {stem("saturday")}
    plain = "we sat in the sun"
    assert full_name_stems(plain, frozenset(content_terms(plain))) == set()


@pytest.mark.parametrize("context, question, wanted, unwanted", [
    (FERRY, "what is the sea state on sunday", "Choppy", ("Calm", "Rough")),
    (FERRY, "is the sea rough on tuesday", "Tue 7 Oct", ("Fri 3 Oct",)),
    (FERRY, "what's the wind on friday", "Strong", ("Light", "Moderate")),
    (RAIN, "how much rainfall in september", "80 mm", ("62 mm", "95 mm")),
    (RAIN, "how many sunny days in november", "6", ("14", "11")),
    (ROTA, "which bin goes out on thursday?", "garden waste", ("recycling", "general waste")),
])
def test_a_row_keyed_by_an_abbreviation_answers_for_the_full_name(context, question, wanted, unwanted):
    reply, limits = ask_rag(context, question)
    assert wanted in reply, reply
    assert not any(u in reply for u in unwanted), reply
    assert "could not find" not in reply and not limits, reply


def test_a_question_written_with_an_abbreviation_meets_the_full_name():
    notes = ("The chess club meets on Thursday evenings in the upstairs room of the Crown.\n"
             "Junior sessions run on Saturday mornings at the library.\n")
    reply, _ = ask_rag(notes, "Where does the chess club meet on Thu?")
    assert "upstairs room" in reply and "Junior" not in reply


@pytest.mark.parametrize("question", ["is the ferry cancelled on monday", "is the sailing cancelled on Thursday"])
def test_a_day_no_row_has_is_a_stated_limit_not_the_rows_listed(question):
    reply, limits = ask_rag(FERRY, question)
    assert limits, reply
    assert "Fri 3 Oct" not in reply
