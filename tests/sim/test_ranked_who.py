"""The answer's kind for a who-question over ranked rows and footnoted rules (issue 26, the
forty-sixth set's OO2): a rule line saying how rows are ranked ("by X, then by Y") orders them
(``grounded.ranking_rules``, read by ``ranks`` and ``rank_positions``); a who-question over a table of
people answered by no row and no name is the limit (``asked_kinds``); a footnote's text alone is read
with the line carrying its mark (``asked_kinds.lone_footnote``). Wordings and material are my own
(branch fix48a), none from a fresh set or my probe ``kinds_d``: a quiz league ranked by points then
tiebreak answers, a darts ladder ranked by legs then fewest darts, a bowls club's rules page with
footnotes. Rows marked "51a15e7a" fail on that base (the written order or the rule line given, the
note alone); the others pass on both."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import ranking_rules
from course_lib.sim.grounded.asked_kinds import lone_footnote, unmet
from course_lib.sim.material.superlatives import tables
from tests.sim._chat import ask_rag

QUIZ = ("Thursday Quiz League - standings\nTeam | Points | Tiebreak answers\nThe Know-Alls | 41 | 3\n"
        "Quizteama Aguilera | 44 | 1\nLes Quizerables | 44 | 4\nUniversally Challenged | 38 | 5\n"
        "Teams are ranked by points, then by tiebreak answers.")
DARTS = ("Crown darts ladder\nPlayer | Legs won | Darts thrown\nBev Ashworth | 12 | 310\nKwame Osei | 12 | 288\n"
         "Lin Fairweather | 9 | 240\nPositions are settled by legs won, then by fewest darts thrown.")
BOWLS = ("Greenside Bowls Club - rules\n1. Members may bring up to three guests a month.[1]\n"
         "2. Flat-soled shoes only on the green.\n3. Club matches start at 2 pm sharp.[2]\n"
         "[1] Guests pay a green fee of £4 per visit.\n[2] On county match days the start is moved to 1 pm.")
SEEDS = ("Club singles - seeding\nPlayer | Wins | Games\nOla Nowak | 3 | 7\nTim Berry | 4 | 9\nAda Quist | 3 | 8\n"
         "Seeding is by wins, then by games won. The top two seeds get a bye.")

ASKED = [  # (notes, question, said, not said)
    (QUIZ, "Who is top of the quiz league?", "Les Quizerables", "The Know-Alls:"),  # 51a15e7a
    (QUIZ, "Which team is second in the standings?", "Quizteama Aguilera", "Les Quizerables:"),
    (DARTS, "Who is top of the darts ladder?", "Kwame Osei", "Bev Ashworth:"),  # 51a15e7a
    (SEEDS, "Who is seeded second?", "Ada Quist", "Ola Nowak:"),  # 51a15e7a
    (BOWLS, "When do club matches start on county match days?", "1 pm", "The offline simulator"),
]


@pytest.mark.parametrize(("notes", "question", "said", "not_said"), ASKED)
def test_the_asked_row(notes, question, said, not_said):
    reply, _ = ask_rag(notes, question)
    assert said in reply and not_said not in reply, reply


def test_the_rule_line_orders_the_rows():
    (rows,) = tables(DARTS)
    order, keys, columns, _ = ranking_rules.order(DARTS, rows)
    assert columns == ("Legs won", "Darts thrown") and order == [1, 0, 2]


def test_a_rule_naming_no_column_is_not_read():
    body = QUIZ.replace("by points, then by tiebreak answers", "by goodwill, then by raffle luck")
    (rows,) = tables(body)
    assert ranking_rules.order(body, rows) is None


@pytest.mark.parametrize(("question", "reply", "kind"), [  # 51a15e7a: the first two rows
    ("Who gets a bye?", "Seeding is by wins, then by games won. The top two seeds get a bye.", "person"),
    ("Who has the most games?", "The top two seeds get a bye.", "person"),
    ("Who has the most games?", "Tim Berry: 9 games.", None),
    ("Who runs the seeding?", "The club captain, Mo Reyes, does the seeding.", None),
])
def test_a_who_question_over_a_table_of_people(question, reply, kind):
    found = unmet(question, reply, [SEEDS])
    assert (found.asked if found else None) == kind


@pytest.mark.parametrize(("reply", "worked"), [  # 51a15e7a: lone_footnote is new
    ("Guests pay a green fee of £4 per visit.",
     "1. Members may bring up to three guests a month (Guests pay a green fee of £4 per visit)."),
    ("Members may bring up to three guests a month. Guests pay a green fee of £4 per visit.", None),
    ("Flat-soled shoes only on the green.", None),
])
def test_a_footnote_alone_is_read_with_its_line(reply, worked):
    found = lone_footnote(reply, [BOWLS])
    assert (found.worked if found else None) == worked
