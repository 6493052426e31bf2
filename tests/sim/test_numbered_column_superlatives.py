"""A superlative asked of one of several numbered columns ranks that column (fix43b, the forty-first
set's JJ6): "the most goals in week 2" over columns "Week 1", "Week 2", "Week 3" ranks "Week 2",
where a figure in the question used to stop the ranking ("a figure that picks rows") and a rule
line holding "most" was quoted instead. The question's figures must be part of the one column's
header; a figure naming no column still stops it. Tables and wordings invented for this test."""

from __future__ import annotations

import pytest

from course_lib.sim.material.superlatives import ranked

_GOALS = """| Player | Week 1 | Week 2 | Week 3 |
|---|---|---|---|
| Hana | 2 | 0 | 3 |
| Obi | 1 | 4 | 1 |
| Rui | 3 | 1 | 0 |"""

_STALLS = """stall,Day 1 sales,Day 2 sales
Jam & Co,140,95
Pie Hut,88,160
Cheese Wheel,120,130"""

_SALES_2019 = """| Shop | Sales |
|---|---|
| North | 410 |
| South | 380 |"""


@pytest.mark.parametrize(("question", "body", "key"), [
    ("Who scored the most goals in week 2?", _GOALS, "Obi"),
    ("Which player had the fewest goals in week 3?", _GOALS, "Rui"),
    ("Which stall had the highest sales on day 2?", _STALLS, "Pie Hut"),
])
def test_the_numbered_column_is_ranked(question, body, key):
    found = ranked(question, [body])
    assert found is not None and found.keys == (key,), found


@pytest.mark.parametrize(("question", "body"), [
    ("Which shop had the highest sales in 2019?", _SALES_2019),  # the figure names no column
    ("Who scored the most goals in week 4?", _GOALS),  # no such column
    ("Who scored the most goals in week 1 and week 2?", _GOALS),  # two columns
])
def test_a_figure_naming_no_one_column_ranks_nothing(question, body):
    assert ranked(question, [body]) is None
