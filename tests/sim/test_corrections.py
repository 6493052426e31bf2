"""``corrections``: a turn that corrects the previous one ("No, I meant ...", "13, not 12."), and the
previous question asked again about what was meant. Invented turns."""

from __future__ import annotations

import pytest

from course_lib.sim.request.corrections import corrected_question, correction, swapped


@pytest.mark.parametrize(("turn", "expected"), [("No, I meant the sea bass.", ("the sea bass", None)),
                                                ("What about dessert?", None)])
def test_correction(turn, expected):
    assert correction(turn) == expected


def test_swaps_and_the_question_asked_again():
    assert swapped("Thursday, not Tuesday.") == ("Thursday", "Tuesday")
    assert swapped("Tea, not coffee.") is None  # not values of one kind
    assert corrected_question("No, I meant the sea bass.", "How much is the tiramisu?") == "How much is the sea bass?"
    assert corrected_question("Thanks!", "How much is the tiramisu?") is None
