"""A ranked table's rule lines met in everyday words (issue 26, thirtieth set Y4 (a)'s class): "who
would go up?" over "The top two are promoted to Division 1." reads the rule ("go up", "move up" and
read as "promoted", "go down" as "relegated": ``rank_rule_aliases`` in data/sim/lexicons.yaml, only
against a rank rule; elsewhere "go up" is a rise), the rule sharing
the most of the question's words wins over a sibling rule ("promoted to Division 1" over "relegated
to Division 3"), and a leading condition ("if the season ended now, who ...") still asks a row
(``ranks._rule``, ``ranks.asks_a_row``). Before, "I don't know." or the rule lines quoted. Invented
tables."""

from __future__ import annotations

import pytest

from tests.sim._chat import ask_rag

QUIZ = """Thursday quiz league, Division 2, after week 12

| Pos | Team | P | W | L | Pts |
|-----|------|---|---|---|-----|
| 1 | Brainy Bunch | 12 | 10 | 2 | 30 |
| 2 | Quizzly Bears | 12 | 8 | 4 | 24 |
| 3 | Trivia Newtons | 12 | 6 | 6 | 18 |
| 4 | Les Quizerables | 12 | 4 | 8 | 12 |
| 5 | Universally Challenged | 12 | 2 | 10 | 6 |

The top two are promoted to Division 1. The bottom team is relegated to Division 3.
"""


@pytest.mark.parametrize("question, rows", [
    ("if the season ended now, who would go up?", ("Brainy Bunch", "Quizzly Bears")),
    ("who'd move up a division", ("Brainy Bunch", "Quizzly Bears")),
    ("which team goes down?", ("Universally Challenged",)),
    ("if it all stopped today who would move up", ("Brainy Bunch", "Quizzly Bears")),
    ("who gets promoted?", ("Brainy Bunch", "Quizzly Bears")),  # guard: the rule's own word
])
def test_the_rule_is_met_in_other_words(question, rows):
    text, stated = ask_rag(QUIZ, question)
    assert all(r in text for r in rows) and "Trivia Newtons" not in text and not stated, text
