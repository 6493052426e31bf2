"""``grounded.plural_which``: a plural which-question answered by one of several lines that each
answer it gets them all (round 67; "Which bills are in Zara's name?" got the energy line alone).
Invented material."""

import pytest

from course_lib.sim.grounded.plural_which import completed
from tests.sim._chat import ask_rag

KIT = """Scout camp kit list - who is bringing what
Tents: the Okafors, packed by Friday.
Stove and gas: Mr Hughes.
Cool boxes: the Okafors.
First aid kit: Leader Jen.
"""


def test_every_line_that_answers():
    reply = completed("Which things are the Okafors bringing?", "Tents: the Okafors, packed by Friday.", [KIT])
    assert reply == "Tents: the Okafors, packed by Friday.\nCool boxes: the Okafors."


@pytest.mark.parametrize(("question", "reply"), [
    ("Which thing is Mr Hughes bringing?", "Stove and gas: Mr Hughes."),  # guard: a singular question
    ("Which things are the Okafors bringing?", "Tents: the Okafors, packed by Friday. Cool boxes: the Okafors."),  # all said
    ("Which things need packing by Friday?", "Tents: the Okafors, packed by Friday."),  # guard: one line holds it
])
def test_left_alone(question, reply):
    assert completed(question, reply, [KIT]) is None


def test_end_to_end():
    reply, limits = ask_rag(KIT, "Which things are the Okafors bringing?")
    assert "Tents" in reply and "Cool boxes" in reply and not limits


def test_a_line_holding_every_word_keeps_them_all():  # guard: a change notice holds "fee" alone
    notes = ("Tap club - fees\nFees are paid for 10 months, September to June.\n"
             "Change notice: from January the junior fee rises to £35 a month.\n")
    assert completed("Which months are the fees paid for?", "Fees are paid for 10 months, September to June.",
                     [notes]) is None
