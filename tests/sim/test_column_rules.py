"""A rule over a table's column, applied (``course_lib.sim.grounded.column_rules``, twentythirdfixA: the
twenty-third set's R4). A prize line with a bound on a word naming a column ("an average under
45" ~ "Avg") picks the rows it keeps, ranked by a rank word of the rule when several; a tie line
("Ties on legs won are broken by average.") orders the rows for "who came second"; either is a
stated limit when it cannot pick one row, never the rule quoted. Invented tables, none of the
set's: a darts league, a pub quiz; negatives beside them."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import column_rules
from course_lib.sim.material.plain_text import plain_text
from tests.sim._chat import ask_rag

DARTS = """| Player | Avg | Legs won | Legs lost |
|---|---|---|---|
| Alf Brennan | 61.2 | 14 | 4 |
| Bea Okonjo | 55.0 | 12 | 6 |
| Cal Whitby | 48.5 | 12 | 6 |
| Dee Sandoval | 39.9 | 5 | 13 |

Ties on legs won are broken by average.
The Rookie Shield goes to the player with an average under 45; a medal to every player with 12 or more legs won.
"""

QUIZ = """Team,Members,Round 1,Total
Owls,4,18,71
Newts,6,20,69
Hares,3,15,69
Moles,5,12,50

Ties on total are settled by round 1.
Prizes: a free pizza to the best team with no more than 4 members, and a bottle of wine to any team with a total over 100.
"""

ALPHABETICAL = """| Player | Avg | Legs won |
|---|---|---|
| Alf Brennan | 61.2 | 12 |
| Bea Okonjo | 55.0 | 14 |
| Cal Whitby | 48.5 | 12 |

Ties on legs won are broken by average.
"""

NO_TIE_LINE = """| Team | Total |
|---|---|
| Owls | 71 |
| Newts | 69 |
"""


def _docs(*bodies: str) -> list[str]:
    return [plain_text(b) for b in bodies]


@pytest.mark.parametrize(("body", "question", "key"), [
    (DARTS, "Who gets the Rookie Shield?", "Dee Sandoval"),  # one row kept by "average under 45"
    (QUIZ, "which team gets the free pizza", "Owls"),  # two kept (4, 3 members), "best": the first by total
])
def test_a_rule_over_a_column_picks_its_row(body, question, key):
    found = column_rules.by_rule(question, _docs(body))
    assert isinstance(found, column_rules.Applied) and found.key == key, found


@pytest.mark.parametrize(("body", "question", "key"), [
    (DARTS, "Who came second?", "Bea Okonjo"),  # 12 legs each: average 55.0 over 48.5
    (DARTS, "who finished third", "Cal Whitby"),
    (QUIZ, "Which team was runner-up?", "Newts"),  # 69 each: round 1 20 over 15
    (QUIZ, "who came first", "Owls"),
])
def test_a_tie_line_orders_the_rows_for_a_place(body, question, key):
    found = column_rules.placed(question, _docs(body))
    assert isinstance(found, column_rules.Applied) and found.key == key, found


@pytest.mark.parametrize(("body", "question"), [
    (DARTS, "Who gets a medal?"),  # three rows kept, no rank word: which?
    (QUIZ, "Who gets the bottle of wine?"),  # no row over 100
])
def test_a_rule_that_picks_no_one_row_is_unworked(body, question):
    assert isinstance(column_rules.by_rule(question, _docs(body)), column_rules.Unworked)


def test_a_tie_line_the_written_order_disagrees_with_is_unworked():
    assert isinstance(column_rules.placed("Who came second?", _docs(ALPHABETICAL)), column_rules.Unworked)


@pytest.mark.parametrize(("body", "question"), [
    (NO_TIE_LINE, "Who came second?"),  # no tie line: the other readings
    (DARTS, "What does the Rookie Shield go to?"),  # asks the rule, not a row
    (DARTS, "How many legs did Cal win?"),
    (QUIZ, "Who came second in round 1?"),  # a figure of its own... and a round, not a place in the standings
    ("Children under 12 get a free drink.\n\n" + NO_TIE_LINE, "Who gets a free drink?"),  # no column named
])
def test_no_rule_or_place_read(body, question):
    docs = _docs(body)
    assert column_rules.by_rule(question, docs) is None and column_rules.placed(question, docs) is None


@pytest.mark.parametrize(("body", "question", "expected", "not_said"), [
    (DARTS, "Who gets the Rookie Shield?", "Dee Sandoval", "Alf"),
    (QUIZ, "Who came second?", "Newts", "Hares:"),
])
def test_the_row_is_the_reply(body, question, expected, not_said):
    reply, limits = ask_rag(body, question)
    assert reply.startswith(expected) and not_said not in reply and not limits, (reply, limits)


def test_a_rule_that_keeps_several_rows_is_a_stated_limit_not_the_rule():
    reply, limits = ask_rag(DARTS, "Who gets a medal?")
    assert limits, reply
