"""``values.covered_amounts``: the units of a thing an area needs, from what one unit covers (issue 26,
operand74; the fifty-fifth set's tool-paint). Invented wordings: varnish, wallpaper rolls, decking oil,
turf. Every row but the guards fails on start74 (where the module did not exist)."""

from __future__ import annotations

import pytest

from course_lib.sim.values.covered_amounts import covered, one_of_rate


@pytest.mark.parametrize(("name", "text", "whole", "want"), [
    ("litres", "the deck is 18 square metres, three coats, a litre of oil covers 9 square metres", False, "6"),
    ("tins", "floor 20 m2, one tin does 6 m2, 2 coats", True, "7"),
    ("rolls", "the wall is 4m by 2.5m, a roll covers 5 m²", True, "2"),
    ("boxes", "patio of 10 square metres, 2.5 square metres per box", True, "4"),
])
def test_worked(name, text, whole, want):
    assert covered(name, text, whole) == want


@pytest.mark.parametrize(("name", "text"), [
    ("litres", "order 5 litres of paint"),  # guard: no coverage
    ("litres", "a box covers 2 square metres, the room is 12 square metres"),  # guard: another noun's coverage
    ("tins", "a tin covers 8 square metres"),  # guard: no area
])
def test_guard_none(name, text):
    assert covered(name, text) is None


def test_one_of_rate():
    assert one_of_rate("boxes", 1, "one box covers 1.5 square metres, order them")
    assert not one_of_rate("boxes", 3, "3 boxes please, one box covers 1.5 square metres")  # guard
