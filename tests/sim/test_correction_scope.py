"""A correction applies to a pick only when its subject is the pick's and its struck value of the
pick's form (``grounded.moved_values.struck_out`` / ``other_subjects``; issue 26, the forty-sixth
set's OO3). Wordings and material are my own (branch fix48a), none from a fresh set or my probe
``kinds_d``: a netball league with a corrected result between two other teams, a swimming club's
price list with a lane-hire notice beside a question about its season, a darts ladder. The
"other's" rows fail on 51a15e7a (the correction about another team or band was given as the
answer); the "own" rows pass on both."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.moved_values import other_subjects, struck_out
from tests.sim._chat import ask_rag

NETBALL = ("Riverside Netball League - table\nTeam | Played | Won | Points\nKestrels | 5 | 4 | 12\n"
           "Harriers | 5 | 3 | 9\nOtters | 5 | 1 | 3\nMerlins | 5 | 2 | 6\n"
           "Amended: Kestrels v Harriers finished 2-1, not 2-2, so the Kestrels have 14 points and the Harriers 8.")
SWIM = ("Dolphins Swimming Club - fees\nMembership runs for the school year, September to July.\n"
        "Seniors: £45 a month.\nJuniors: £38 a month.\n"
        "Update (May): the Seniors fee is £48 a month, not £45, from September.")

DANCE = ("Step Up Dance School - fees\nFees are paid for 10 months, September to June.\n"
         "Grade 1 class: £30 a month.\nGrade 2 class: £36 a month.\n"
         "Change notice: from January the Grade 2 fee rises to £40 a month.")

OTHERS = [  # (notes, question, said, not said)
    (NETBALL, "How many games have the Otters won?", "1", "2-1"),
    (NETBALL, "How many games have the Merlins won?", "2", "2-1"),
    (DANCE, "Which months are the fees paid for?", "September to June", "£40"),
    (NETBALL, "How many points do the Merlins have?", "6", "14 points"),
    (SWIM, "How much is the Juniors fee a month?", "£38", "£48"),
]

OWN = [
    (SWIM, "How much is the Seniors fee a month?", "£48"),
]


@pytest.mark.parametrize(("notes", "question", "said", "not_said"), OTHERS)
def test_a_correction_about_another_item_is_not_applied(notes, question, said, not_said):
    reply, _ = ask_rag(notes, question)
    assert said in reply and not_said not in reply, reply


@pytest.mark.parametrize(("notes", "question", "said"), OWN)
def test_a_correction_about_the_item_is_applied(notes, question, said):
    reply, _ = ask_rag(notes, question)
    assert said in reply, reply


@pytest.mark.parametrize(("picked", "sentence", "struck"), [
    ("Team: Otters; Won: 1; Points: 3", "Otters v Kestrels ended 1-0, not 1-1.", True),
    ("Team: Merlins; Won: 2; Points: 6", "Otters v Kestrels ended 1-0, not 1-1.", False),
    ("Bouts: 5; Wins: 3", "The final was 5-4, not 5-3.", False),
    ("Pick-up is at 3:30pm.", "Please collect them at 4:15pm, not 3:30pm.", True),
])
def test_a_struck_score_is_no_cell_of_its_figures(picked, sentence, struck):
    assert (struck_out(picked, [sentence]) is not None) is struck


@pytest.mark.parametrize(("correction", "picked", "other"), [
    ("The match Harriers v Kestrels ended 2-1.", "Team: Otters; Points: 3", True),
    ("The Band C rate for Seniors falls to £20.", "Lessons for Juniors run from October to June.", True),
    ("Update 3 March: rehearsals move to Fridays.", "Rehearsals are on Thursdays in Quay Hall.", False),
    ("We went for Pale Sage in the end.", "Colour for the walls: Harbour Grey.", False),
    ("Dr Osei now sees patients on Tuesday, not Monday.", "Dr Osei sees patients on Monday.", False),
    ("the fee is now £30, not £25", "The fee is £25.", False),
])
def test_other_subjects(correction, picked, other):
    assert other_subjects(correction, picked) is other
