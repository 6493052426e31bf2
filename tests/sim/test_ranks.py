"""Rank words over a ranked table (L1 of the seventeenth set's classes, K4b of the sixteenth): "top",
"bottom", "in the lead" name the first or last rows of a table ranked by a score column or called
a ranking, and a rule that points at a rank ("The bottom two go down.") is resolved to its rows;
anything else is left to the other readers. Invented tables, none of the sets' own; a fixed-width
header may hold "+" ("Shots+  Shots-")."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import ranks
from tests.sim._chat import ask_rag as _ask

BOWLS = """Summer bowls ladder
Rink           Played  Shots+  Shots-  Pts
Greenside      8       212     140     21
Jackhammers    8       190     151     17
The Woods      8       175     180     11
Short Ends     8       150     236     6
The top rink represents the club at the county finals. The bottom two play a relegation match.
"""

CHESS = """| Player | Games | Score |
|---|---|---|
| Okafor | 7 | 3.5 |
| Lindqvist | 7 | 6 |
| Ferreira | 7 | 2 |
| Zhou | 7 | 4.5 |

The winner of the club championship gets a trophy; the player in last place sets up the boards."""

STEPS = """Office step challenge - week 3 ranking
Name    Steps   Days
Hamid   81200   7
Ruth    74050   7
Colm    60300   6
Ines    52010   7
Top walker picks the next team lunch.
"""

TIED = """Pub golf standings
Team     Pts
Eagles   9
Birdies  5
Bogeys   5
The bottom team buys the first round.
"""

SHOPPING = """Shopping list
Item     Qty
Apples   6
Milk     2
Bread    1
"""

TAX = """Income tax bands
Band          Income              Rate
Basic         up to 50,270        20%
Higher        50,271 to 125,140   40%
Additional    over 125,140        45%
"""





@pytest.mark.parametrize(("context", "question", "right", "wrong"), [
    (BOWLS, "Who is top of the ladder?", ["Greenside"], ["Short Ends", "Jackhammers"]),
    (BOWLS, "Which rink is bottom?", ["Short Ends"], ["Greenside", "The Woods"]),
    (BOWLS, "Which rinks have to play the relegation match?", ["The Woods", "Short Ends"], ["Greenside"]),
    (BOWLS, "Who goes to the county finals?", ["Greenside"], ["Short Ends", "Jackhammers"]),
    (CHESS, "Who is in the lead?", ["Lindqvist"], ["Okafor", "Ferreira", "Zhou"]),  # by Score, not row order
    (CHESS, "Who is last?", ["Ferreira"], ["Okafor", "Lindqvist", "Zhou"]),
    (CHESS, "Who sets up the boards?", ["Ferreira"], ["Okafor", "Lindqvist", "Zhou"]),
    (STEPS, "Who is top of the step challenge?", ["Hamid"], ["Ines", "Colm"]),
    (STEPS, "Who picks the next team lunch?", ["Hamid"], ["Ines", "Ruth", "Colm"]),
    (STEPS, "And who's bottom?", ["Ines"], ["Hamid", "Ruth"]),
])
def test_a_rank_word_names_its_rows(context, question, right, wrong):
    reply, limits = _ask(context, question)
    assert all(r in reply for r in right) and not any(w in reply for w in wrong) and not limits, reply


def test_a_tie_at_the_boundary_is_a_stated_limit():
    reply, limits = _ask(TIED, "Which team buys the first round?")
    assert limits and "Bogeys" not in reply.split(":")[0]


@pytest.mark.parametrize(("text", "found"), [
    ("Who is top?", ("top", True, 1)),
    ("The bottom two are relegated.", ("bottom", False, 2)),
    ("Who is in the lead?", ("lead", True, 1)),
    ("Who finished last?", ("last", False, 1)),
    ("What did we do last week?", None),  # "last" dates the week
    ("How long is the lead time?", None),  # "lead time" measures
    ("Who leads the team?", None),
])
def test_rank_word(text, found):
    assert ranks.rank_word(text) == found


@pytest.mark.parametrize(("context", "question"), [
    (SHOPPING, "What is at the top of the list?"),  # no score column, not called a ranking
    (TAX, "Which is the top band?"),  # a band table: no score column
    (BOWLS, "How many points does the top rink have?"),  # asks a value, not a row
    ("We met at the top of the hill. Last came Ana.", "Who was last?"),  # no table
])
def test_no_ranked_table_or_no_row_asked_is_left_alone(context, question):
    assert ranks.resolved(question, [context]) is None
