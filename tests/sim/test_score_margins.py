"""score_margins: the margin of a result written as a score (issue 26, the fifty-second set's fx-margin).
Invented material: a cricket club's results, a basketball league's scores, a darts night; none from the sets."""

import pytest

from course_lib.sim.grounded import workings
from course_lib.sim.grounded.score_margins import asks_margin, margin

CRICKET = ("Results\n- Sat 3 May: Ashby 182-167 Fenwick; Oakley 140-141 Bramcote\n"
           "- Points: win 10, tie 5, loss 0.")
HOOPS = "Week 6 scores\nTigers 88–75 Lions\nBears 60–58 Wolves\nNext week: Tigers v Bears"


@pytest.mark.parametrize("question,high,low", [
    ("by how many runs did ashby win", 182, 167),
    ("by how many runs did oakley lose", 141, 140),
])
def test_the_named_side_s_score_is_the_pair(question, high, low):
    got = margin(question, [CRICKET])
    assert got is not None and not isinstance(got, str) and got[:2] == (high, low), got


def test_the_worked_margin_takes_no_figure_from_the_points_line():
    found = workings.worked("by how many runs did ashby win on saturday", [CRICKET])
    assert isinstance(found, workings.Worked) and found.result == "15 runs", found  # never 182 − 10


def test_a_margin_worked_for_the_team_named():
    found = workings.worked("by how many points did the bears beat the wolves", [HOOPS])
    assert isinstance(found, workings.Worked) and found.result == "2 points", found


def test_two_results_naming_the_subject_equally_are_a_reason():
    assert isinstance(margin("by how many points did the tigers win", [HOOPS, "Tigers 70-64 Hawks"]), str)


@pytest.mark.parametrize("question,text", [
    ("by how many points did the bears win", "Bears played on 2034-03-05 at 10:00."),  # guard: a date, no score
    ("how many more members in may than april", "April: 12-15 members. May: 20."),  # guard: no margin asked
])
def test_no_score_no_margin(question, text):
    assert margin(question, [text]) is None


def test_the_margin_question_is_read():
    assert asks_margin("by how many goals did the hawks win in rd 1")
    assert asks_margin("what was the winning margin")
    assert not asks_margin("how many goals did the hawks score")  # guard


def test_an_age_band_is_no_score():  # the twenty-ninth set's gala-winning-margin had become "1 (12 − 11)"
    assert margin("what was the winning margin in event 7",
                  ["Event 7  Girls 11–12 50m Breaststroke (final)\n1. Ada Moss 41.2\n2. Jo Lee 41.9"]) is None
