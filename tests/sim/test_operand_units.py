"""``operand_units``: a sentence on the question's subject gives the operands of the value asked
(figures joined by "for", "at ... per ..."), not the value. Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.operand_units import unworked


@pytest.mark.parametrize(
    ("body", "unread"),
    [("Labour: 3 painters for 2 days at EUR 200 per painter per day.", True),
     ("Labour is included in the quote.", False), ("Labour costs EUR 1,200 in all.", False)],
)
def test_unworked(body, unread):
    assert (unworked("How much is the labour?", [body]) is not None) is unread
