"""A finishing place counted from the bottom (issue 26, the fifty-ninth set's XW9): "second to last",
"third from bottom", "last but one", "penultimate", "came last" with the field size the text states
("out of 10", "of 12 teams") is N - k + 1, never the ordinal's own place ("second" -> 2); with no
field size it is a stated limit, not a guess. ``field_readers.place_from_bottom`` / ``stated_place``
and the structured-output place field. Invented texts (a rowing regatta, a pub quiz, a chess
congress, a bake-off). ``test_no_place_from_the_bottom`` and the "Second-to-last again" row of
``test_stated_place_works_it_from_the_top`` are guards (what must stay unread): they pass before the
change too (bar the import of a reader that did not exist then)."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib import SimulatorLimitWarning
from course_lib.sim.values.field_readers import place_from_bottom, stated_place


@pytest.mark.parametrize("text, from_bottom, size", [
    ("Of the 9 crews at the regatta we came second to last.", 2, 9),
    ("Our quiz team ended up third from bottom out of fifteen tables.", 3, 15),
    ("She was last but one among 7 entrants in the bake-off.", 2, 7),
    ("Penultimate of 11 players at the chess congress.", 2, 11),
    ("He finished last of 30 in the fun run.", 1, 30),
    ("We came 4th from last, no idea how many teams entered.", 4, None),
    ("Second-to-last again, sigh.", 2, None),
])
def test_a_place_counted_from_the_bottom(text, from_bottom, size):
    found = place_from_bottom(text)
    assert found is not None and (found.from_bottom, found.field_size) == (from_bottom, size)


@pytest.mark.parametrize("text", [
    "Last year our crew came third.",  # "last year": no place
    "The bottom tier of the cake collapsed; we came fifth.",  # "the bottom tier": no place
    "They rowed from first to last light.",  # a span
])
def test_no_place_from_the_bottom(text):
    assert place_from_bottom(text) is None


@pytest.mark.parametrize("text, place", [
    ("Of the 9 crews at the regatta we came second to last.", 8),
    ("Our quiz team ended up third from bottom out of fifteen tables.", 13),
    ("He finished last of 30 in the fun run.", 30),
    ("Second-to-last again, sigh.", None),  # no field size: no place from the top
])
def test_stated_place_works_it_from_the_top(text, place):
    assert stated_place(text) == place


class Result(BaseModel):
    position: int | None = Field(None, description="The finishing position")


def _fill(text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(Result).invoke(text)
    return out, [w for w in caught if issubclass(w.category, SimulatorLimitWarning)]


def test_a_structured_place_from_the_bottom_with_a_field_size():
    out, limits = _fill("Out of twelve boats on Sunday ours came third to last.")
    assert out.position == 10 and not limits


def test_a_structured_place_from_the_bottom_without_one_is_a_stated_limit():
    out, limits = _fill("Our pub quiz team came second to last again.")
    assert out.position != 2 and limits
