"""A superlative word of the table that is the verb of the asked thing ("What does the winning crew
win?") or a rank below the top ("the runners-up", "second place") is no question for the top row
(issue 26; the twenty-second set's Q1, part, seen before as M3): ``superlatives.asked`` reads no
rank then, and the usual reading goes on (a prize line, or a stated limit). Before, "win" ranked
the table and the winner's row answered. "Who won?" still ranks. All tables are invented here.
"""

from __future__ import annotations

import pytest

from course_lib.sim.material.superlatives import asked
from tests.sim._chat import ask_rag

RACE = """| Crew | Heat 1 | Heat 2 | Points |
|---|---|---|---|
| Swans | 3 | 1 | 11 |
| Herons | 1 | 2 | 14 |
| Otters | 2 | 3 | 9 |
The winning crew takes home the Mill Cup.
"""

DARTS = ("Team\tLeg 1\tLeg 2\tTotal\n"
         "The Flights\t40\t61\t101\n"
         "Double Top\t55\t70\t125\n"
         "Oche Dears\t38\t44\t82\n"
         "Prize: a crate of cider for the winners.\n")


@pytest.mark.parametrize("question", [
    "What does the winning crew win?", "What do the runners-up win?", "Who came second?",
    "What did the second-placed team win?", "what will the third place crew win",
])
def test_no_rank_is_read(question):
    assert asked(question) is None


@pytest.mark.parametrize("question", ["Who won?", "Which crew won the regatta?", "who has the lowest total"])
def test_a_rank_is_still_read(question):
    assert asked(question) is not None


@pytest.mark.parametrize("context, question, top", [
    (RACE, "What does the winning crew win?", "Herons"),
    (DARTS, "What do the runners-up win?", "Double Top"),
    (DARTS, "What did the second-placed team win?", "Double Top"),
])
def test_the_top_row_is_no_answer(context, question, top):
    reply, _ = ask_rag(context, question)
    assert top not in reply and "is the highest" not in reply, reply


def test_the_prize_line_answers_what_the_winners_win():
    reply, limits = ask_rag(RACE, "What does the winning crew win?")
    assert "Mill Cup" in reply and not limits


def test_who_won_still_names_the_top_row():
    reply, _ = ask_rag(DARTS, "Who won?")
    assert reply.startswith("Double Top")
