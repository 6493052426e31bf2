"""A follow-up glued to the previous question is answered in its own form (issue 26, thirtieth set
Y3's class): "who's leading?" / "Hannah Cole, on 24 points." / "and how many points behind her is
Marek?" reads "her" as the row the previous answer named and works the gap (``row_pronouns``,
``follow_up_answers.row_pronoun``; a "Pts" column met by "points" and a row by one word of its key in
``workings``); a follow-up whose glued reading only gives the previous answer again is a stated
conversation limit (``record_answers.Row``). Before, the rank reader answered "who's leading" again.
Invented tables and threads."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

LADDER = """Tuesday darts ladder, after week 9

| Pos | Player | P | W | L | Pts |
|-----|--------|---|---|---|-----|
| 1 | Hannah Cole | 9 | 8 | 1 | 24 |
| 2 | Dev Patel | 9 | 6 | 3 | 18 |
| 3 | Marek Nowak | 9 | 5 | 4 | 15 |
| 4 | Sian Lloyd | 9 | 2 | 7 | 6 |

The top two play in the county finals.
"""

QUIZ = """Pub quiz league, spring
Team            Played  Points
Brainy Bunch    10      41
Quizzly Bears   10      37
Trivia Newtons  10      30
"""


def _ask(notes: str, *turns: str):
    from course_lib.sim import SimulatedChatModel

    msgs = [SystemMessage(f"Answer from these notes only.\n\n{notes}")]
    msgs += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("notes, turns, result", [
    (LADDER, ("who's leading the ladder", "Hannah Cole is top, on 24 points.",
              "and how many points behind her is marek"), "9"),
    (QUIZ, ("which team is top?", "Brainy Bunch, on 41 points.",
            "and by how many points do they lead the newtons?"), "11"),
])
def test_the_follow_up_pronoun_is_the_named_row_and_its_own_form_is_answered(notes, turns, result):
    text, stated = _ask(notes, *turns)
    assert text.split()[0] == result and not stated, text


@pytest.mark.parametrize("turns", [
    ("who's leading the ladder", "Hannah Cole is top, on 24 points.", "and how many points does dev patel have"),
    ("who's at the bottom", "Sian Lloyd.", "and is that fair on the players"),
])
def test_never_the_previous_answer_again(turns):
    text, stated = _ask(LADDER, *turns)
    assert stated or "18" in text, text
    assert "Hannah Cole: the leading row" not in text and "Sian Lloyd: the bottom row" not in text, text


def test_a_plain_rank_follow_up_is_answered_in_its_own_form():
    text, stated = _ask(LADDER, "who's leading the ladder", "Hannah Cole is top, on 24 points.", "and who's bottom?")
    assert "Sian Lloyd" in text and not stated, text


@pytest.mark.parametrize("question, earlier, asked", [
    ("and what are her points?", ["Hannah Cole is top."], "and what are Hannah Cole's points?"),
    ("how far behind him is Sian", ["Dev Patel."], "how far behind Dev Patel is Sian"),
    ("and what about them?", ["Dev Patel and Hannah Cole."], None),  # two rows named: which one is unknown
    ("and how many did she win?", ["No one yet."], None),  # no row named
])
def test_the_pronoun_is_the_one_row_named_before(question, earlier, asked):
    from course_lib.sim.grounded.row_pronouns import resolved

    assert resolved(question, earlier, [LADDER]) == asked
