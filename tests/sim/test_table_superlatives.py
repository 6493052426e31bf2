"""A table's rows paired with their header and ranked by a column (issue 26; thirteenth H1,
SAME as tenth C4 / twelfth G5).

A fixed-width crosstable numbers its columns ("1  2  3"), so its header was no header and its
rows were read as words: "points" met nothing under "Pts", "the lowest rating" picked any row,
and "I don't know." was trusted. Now ``data_records.fixed_width_table`` takes a run of column
numbers as header cells, ``record_keys.header_words`` spells short headers out ("Rtg" ->
rating; data/sim/lexicons.yaml ``column_short_forms``), ``superlatives`` answers "highest /
lowest / cheapest / won" with the row holding the column's extreme (markdown, CSV and
fixed-width tables alike), and a question's name one letter from a document's name held beside
another of its names ("Nilson" beside "Ingrid") is read as meant, said so. Tables and wordings
are invented for this test; each behaviour case fails on the code before the change, the guards
pass on both.
"""

from __future__ import annotations

import pytest

from course_lib.sim.material import superlatives
from course_lib.sim.material.data_records import fixed_width_table
from course_lib.sim.material.record_keys import header_words
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_LEAGUE = """Sunday Five-a-side League - table after week 9
Pos  Team              Pld   GD    Pts
1    Harbour Rovers    9     +14   22
2    Mill Lane FC      9     +6    19
3    Old Boys United   9     -3    11
4    Quarry Athletic   9     -17   4
"""

_DARTS = """Tuesday darts round robin
No  Player            Avg     1    2    3    Total
1   Nilsen, Ingrid    61.2    *    1    1    2
2   Osei, Kwabena     58.9    0    *    0    0
3   Varga, Lili       64.0    0    1    *    1
"""

_PLANS = """| Plan     | Storage | Price   |
|----------|---------|---------|
| Starter  | 50 GB   | £3.99   |
| Family   | 2 TB    | £9.99   |
| Pro      | 1 TB    | £6.49   |
"""

_RUNNERS = """Runner,Club,Age,Time
Aoife Brennan,Dockside AC,34,41:12
Tomasz Wrona,Dockside AC,52,44:50
Grace Mensah,Hill Harriers,27,39:58
"""

_TRAILS = """Trail            Dist   Elev
Ridge loop       12     640
Lake shore       8      90
Beacon climb     6      710
"""

_DISKS = """Filesystem      Size  Used Avail Use%
/dev/sda1        50G   41G  9.0G  82%
/dev/sdb1       1.8T  0.9T  0.9T  50%
/dev/sdc1       512G  100G  412G  20%
"""


def test_a_run_of_column_numbers_is_part_of_the_header():
    title, header, rows = fixed_width_table(_DARTS.split("\n"))
    assert title == "Tuesday darts round robin"
    assert header == ["No", "Player", "Avg", "1", "2", "3", "Total"]
    assert rows[2][1] == "Varga, Lili" and rows[2][-1] == "1"


@pytest.mark.parametrize(("header", "words"), [
    ("Rtg", "rating"), ("Pts", "points"), ("Pld", "played games"), ("GD", "goal difference"),
    ("Qty.", "quantity"), ("Elev", "elevation"), ("Player", ""), ("Price", ""),
])
def test_a_short_header_is_spelled_out(header, words):
    assert header_words(header) == words


@pytest.mark.parametrize(("table", "question", "key", "value"), [
    (_LEAGUE, "Which team has the most points?", "Harbour Rovers", "22"),
    (_LEAGUE, "Which team has the lowest goal difference?", "Quarry Athletic", "-17"),
    (_DARTS, "Who won the round robin?", "Nilsen, Ingrid", "2"),
    (_DARTS, "Who threw the highest average?", "Varga, Lili", "64.0"),
    (_PLANS, "Which plan is cheapest?", "Starter", "£3.99"),
    (_RUNNERS, "Who is the oldest runner?", "Tomasz Wrona", "52"),
    (_TRAILS, "Which trail has the highest elevation?", "Beacon climb", "710"),
    (_TRAILS, "Which is the shortest trail by distance?", "Beacon climb", "6"),  # "shortest": the least length
])
def test_a_superlative_picks_the_row_with_the_columns_extreme(table, question, key, value):
    found = superlatives.ranked(question, [table])
    if key is None:
        assert found is None
        return
    assert found is not None and found.keys == (key,) and found.value == value, found


def test_a_tie_names_every_row_tied():
    table = "| Cook | Score |\n|---|---|\n| Ana | 9 |\n| Bo | 7 |\n| Cy | 9 |\n"
    found = superlatives.ranked("Who got the highest score?", [table])
    assert found is not None and found.keys == ("Ana", "Cy")
    assert superlatives.answer(found).startswith("Ana and Cy (a tie).")


@pytest.mark.parametrize(("table", "question"), [
    (_DISKS, "Which filesystem has the most space available?"),  # 9.0G, 0.9T, 412G: figures of two forms
    (_RUNNERS, "Who is the oldest runner from Hill Harriers?"),  # a word that picks rows: not read
    (_LEAGUE, "Which team has the most points and the best goal difference?"),  # two columns named
    (_LEAGUE, "Which team had the most points after week 4?"),  # a figure of the question's own picks rows
    (_LEAGUE, "Which team won the most games?"),  # "games" names Pld, where every row ties: no rank
    (_RUNNERS, "Which runners are at least as old as Aoife Brennan?"),  # "at least": a bound
    (_LEAGUE, "Which team won the most matches?"),  # "most matches": no column of wins; not the points
    (_LEAGUE, "Which team has the highest position?"),  # an order's "highest" is its 1: never ranked by value
    ("| Rank | Band | Votes |\n|---|---|---|\n| 1 | Owls | 310 |\n| 2 | Moths | 280 |\n", "Which band is ranked highest?"),
    ("The oldest oak in the park is about 400 years old.", "What is the oldest tree?"),  # no table
])
def test_a_reading_that_is_not_clear_is_left_to_the_usual_path(table, question):  # guard: None before too
    assert superlatives.ranked(question, [table]) is None


@pytest.mark.parametrize(("table", "question", "right", "wrong"), [
    (_LEAGUE, "Which team has the fewest points?", "Quarry Athletic", ("Mill Lane", "Harbour")),
    (_DARTS, "Who had the lowest average?", "Osei", ("Nilsen", "Varga")),
    (_RUNNERS, "Who is the youngest runner?", "Grace Mensah", ("Aoife", "Tomasz")),
])
def test_the_reply_names_the_row_and_nothing_else(llm, table, question, right, wrong):  # noqa: F811
    text, stated = _rag(llm, table, question)
    assert right in text and not any(w in text for w in wrong) and not stated, (text, stated)


@pytest.mark.parametrize(("table", "question", "value"), [
    (_LEAGUE, "What is the goal difference of Mill Lane FC?", "GD: +6"),
    (_DARTS, "What is Lili Varga's average?", "Avg: 64.0"),
])
def test_a_short_header_meets_the_questions_words(llm, table, question, value):  # noqa: F811
    text, stated = _rag(llm, table, question)
    assert value in text and "could not find" not in text and not stated, (text, stated)


def test_a_name_one_letter_off_beside_another_held_name_is_read_as_meant(llm):  # noqa: F811
    text, stated = _rag(llm, _DARTS, "What was Ingrid Nilson's average?")
    assert "61.2" in text and "'Nilson' as 'Nilsen'" in text and not stated, (text, stated)


def test_a_name_one_letter_off_alone_is_not_read_as_another(llm):  # noqa: F811  guard: passed before too
    notes = "Lunch orders\nMark: tomato soup\nAnya: falafel wrap\nOlu: jacket potato"
    text, stated = _rag(llm, notes, "What did Mary order?")
    assert text == "I don't know." and not stated, (text, stated)
