"""A yes/no whose values (a number, a colour, a name) are spread over different rows, none
holding them all: "No" with the closest row, never two rows quoted as the answer
(``near_miss``; issue 26, the twentieth set's class O5). Invented wordings, none of the set's."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import near_miss
from tests.sim._chat import ask_rag

LOCKERS = """Gym lockers - who has which
Locker   Member          Band
112      Dara Walsh      blue
245      Imelda Ross     red
318      Tomas Kerr      blue
"""

PETS = """Adoption board - Riverside Shelter
Name    Kind    Colour
Milo    dog     black
Luna    cat     grey
Pip     cat     black
"""

LOTTERY = """Club draw results
Prize   Number   Name on card
Gold    88       Ruth
Silver  14       Colm
Bronze  61       Ruth
"""


@pytest.mark.parametrize(("context", "question", "closest"), [
    (LOCKERS, "Is locker 245 Dara Walsh's?", "245"),
    (PETS, "Is Luna the black one?", "Luna"),
    (LOTTERY, "My card says Colm, number 88 - did I win?", "88"),
])
def test_values_spread_over_rows_get_no_with_the_closest_row(context, question, closest):
    reply, limits = ask_rag(context, question)
    assert reply.startswith("No"), reply
    assert closest in reply.split("is:", 1)[-1], reply


def test_a_row_holding_every_value_is_answered_by_the_usual_reading():
    assert near_miss.spread("Is locker 318 Tomas Kerr's?", ["Locker: 318; Member: Tomas Kerr; Band: blue.",
                                                            "Locker: 112; Member: Dara Walsh; Band: blue."]) is None


def test_joined_values_are_no_near_miss():
    rows = ["Member: Dara Walsh; Band: blue.", "Member: Tomas Kerr; Band: blue."]
    assert near_miss.spread("Are Dara and Tomas both in the blue band?", rows) is None
    assert near_miss.spread("Which band is Dara in?", rows) is None
