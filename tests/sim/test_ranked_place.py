"""A place in a ranking asked over a table of figures is never "I don't know" (``asked_kinds.ranked_place``;
issue 26, the forty-fifth set's NN5 (b)): when no reader ranks the rows (a comma-separated sheet, a
correction line), the working limit is stated. Material invented here (a regatta's sheet, a darts
league); the place rows fail on 91badf2a ("I don't know.")."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.asked_kinds import ranked_place
from tests.sim._chat import ask_rag

REGATTA = ("Harbour regatta - results\nrace,boat,helm,leg1,leg2,leg3,points\n1,Kittiwake,J Orr,3,1,2,6\n"
           "2,Sea Pink,A Bell,1,4,3,8\n3,Tern,M Dodd,2,2,1,5\n4,Puffin,R Kay,4,3,4,11\n"
           "Correction: Tern's leg2 was 3, not 2; Tern has 6 points. Ties are split by the last leg.")


@pytest.mark.parametrize(("question", "placed"), [
    ("Which boat came second?", True),
    ("Who finished in third place?", True),
    ("What place did Puffin get?", True),
    ("Who is the regatta's safety officer?", False),
    ("How many legs were sailed?", False),
])
def test_ranked_place(question, placed):
    assert ranked_place(question, [REGATTA]) is placed


def test_no_dont_know_for_a_place():
    text, limits = ask_rag(REGATTA, "Which boat came second?")
    assert text != "I don't know." and (limits or "Kittiwake" in text)


def test_prose_with_figures_is_no_table():
    assert not ranked_place("Who came third?", ["The race started at 10:15. Ten boats. Winds 12 knots."])
