""""Twin" / "triplet" before a plural people noun counts them ("our triplet babies": 3 children),
and a count field of children or adults never takes a number written before the other group's
noun ("four adults" for ``children``) (``family_counts``: ``multiple_adjectives``,
``figure_kinds``; the thirty-seventh set's FF10). Invented wordings."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel


@pytest.mark.parametrize("text,split", [
    ("Zoo tickets for two grown-ups and our triplet babies.", (2, 3)),
    ("table for my wife and our twin toddlers", (1, 2)),
    ("Zoo tickets for 4 adults and 2 children.", (4, 2)),
])
def test_by_age_table(text, split):
    from course_lib.sim.values.family_counts import by_age

    assert by_age(text) == split


@pytest.mark.parametrize("text,figure,kinds", [
    ("Booking for 4 adults tonight", "4", {"adult"}),
    ("Booking for four adults tonight", "4", {"adult"}),
    ("Party with 6 kids", "6", {"child"}),
    ("Room 6 is free", "6", set()),
])
def test_figure_kinds_table(text, figure, kinds):
    from course_lib.sim.values.family_counts import figure_kinds

    assert figure_kinds(text, figure) == kinds


class Tickets(BaseModel):
    adults: int
    children: int


def _parsed(text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(Tickets).invoke(text)
    return out, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_triplet_babies_are_three_children():
    out, limits = _parsed("Zoo tickets for two grown-ups and our triplet babies please.")
    assert (out.adults, out.children) == (2, 3) and not limits, (out, limits)


def test_children_never_takes_the_adults_number():
    out, limits = _parsed("Zoo tickets for four adults.")
    assert out.adults == 4 and out.children != 4 and limits, (out, limits)
