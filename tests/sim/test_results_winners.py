"""Who won, read from a results table's own position column (issue 26; ``rank_positions.asks_winner``),
and a position column never taken as the column that names the rows (``superlatives.key_column``).
Tables and wordings invented here. The behaviour rows fail on e764df6c ("Who won?" was the records
limit; "Who came second?" over a "Rank" column of "1st", "2nd" named the row "2nd"); the guard rows
(marked) hold on both.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import rank_positions
from course_lib.sim.material import superlatives
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_SWIM = ("Lakeside open water swim, 1.5 km - results\n\n"
         "place,swimmer,age group,time\n"
         "1,Orla Byrne,W35,24:51\n"
         "2,Tomasz Wrona,M40,25:07\n"
         "3,Kiri Walker,W20,25:30\n"
         "4,Ben Ashdown,M50,27:12\n")

_BAKE = """### Village bake-off: the judges' scores

| Rank | Baker | Score |
|------|-------|-------|
| 1st | Maud Ellery | 47 |
| 2nd | Sanjay Rao | 45 |
| 3rd | Pip Trent | 41 |
"""

_NO_PLACES = "swimmer,age group,time\nOrla Byrne,W35,24:51\nTomasz Wrona,M40,25:07\n"


@pytest.mark.parametrize(("doc", "question", "said", "not_said"), [
    (_SWIM, "Who won?", "Orla Byrne", "Tomasz"),
    (_SWIM, "so who came first in the open water swim?", "Orla Byrne", "Kiri"),
    (_BAKE, "Which baker won?", "Maud Ellery", "Sanjay"),
    (_BAKE, "Who won the bake-off?", "Maud Ellery", "1st."),
    (_BAKE, "Who came second?", "Sanjay Rao", "2nd:"),
])
def test_the_winner_is_the_row_placed_first(llm, doc, question, said, not_said):  # noqa: F811 - the fixture
    reply, limits = _rag(llm, doc, question)
    assert said in reply and not_said not in reply and not limits, (reply, limits)


@pytest.mark.parametrize(("question", "doc", "asks"), [
    ("Who won?", _SWIM, True),
    ("Which swimmer won?", _SWIM, True),
    ("Who won the open water swim?", _SWIM, True),
    ("Who won the M40 group?", _SWIM, False),  # a cell's value: a category to filter by
    ("Who won on time?", _SWIM, False),  # a column named
    ("Who won the men's race?", _SWIM, False),  # a word the documents do not hold: a filter, maybe
    ("Who came second?", _SWIM, False),  # guard: a lower rank is ``asked_position``'s
])
def test_asks_winner(question, doc, asks):
    assert rank_positions.asks_winner(question, [doc]) is asks


def test_a_position_column_does_not_name_the_rows():
    from course_lib.sim.material.superlatives import tables

    rows = tables(_BAKE)[0]
    assert superlatives.key_column(rows) == "Baker"


def test_a_filtered_winner_is_no_answer_of_the_overall_winner(llm):  # noqa: F811 - the fixture
    reply, limits = _rag(llm, _SWIM, "Who won the men's race?")
    assert "Orla Byrne" not in reply or limits, reply


def test_no_position_column_no_winner_read():  # guard
    assert rank_positions.placed("Who won?", [_NO_PLACES]) is None


_DOMINOES = """Domino drive at the Legion, Friday - totals
1. Harold & Vi - 212
2. The Cassidys - 198
3. Mick and Jean - 187
4. Dot's table - 160
"""

_RELAY = """Relay heats - times
1. Otters: 4:41
2. Kingfishers: 4:49
3. Herons: 5:02
The Otters missed a changeover and are disqualified.
"""

_STEPS = """How to re-pot an orchid
1. Water the plant the day before
2. Ease it out of the old pot
3. Cut away dead roots
"""


@pytest.mark.parametrize(("doc", "question", "said", "not_said"), [
    (_DOMINOES, "Who won the domino drive?", "Harold & Vi", "Cassidys"),
    (_DOMINOES, "who came third?", "Mick and Jean", "Harold"),
    (_RELAY, "Which team won the relay?", "Kingfishers", "Otters:"),
    (_RELAY, "Who came second?", "Herons", "Kingfishers:"),
])
def test_a_numbered_list_of_placings(llm, doc, question, said, not_said):  # noqa: F811 - the fixture
    reply, limits = _rag(llm, doc, question)
    assert said in reply and not_said not in reply and not limits, (reply, limits)


def test_a_removal_that_names_no_item_is_unsettled():
    doc = _RELAY.replace("The Otters missed a changeover and are", "One team was")
    assert isinstance(rank_positions.placed("Who came second?", [doc]), rank_positions.Unsettled)


def test_a_numbered_list_without_figures_is_no_placings():  # guard
    assert rank_positions.placed("Which came second?", [_STEPS]) is None
