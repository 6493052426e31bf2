"""Schema fields read from the words that state them (issue 26, the fifty-seventh set's VV6): a rating
field takes "N out of M" / "N/M" and a scale written without "from" ("1 to 5", "(1-10)"); a field of a
finishing place takes an ordinal ("came second", "7th", "runner-up"), never a race's distance ("the
10k"); a list of names drops one the text leaves out right after it ("..., but not Pat") or says can't
come ("Pat can't"). ``field_readers.rating_scale`` / ``stated_out_of`` / ``is_place_field`` /
``stated_place``, ``attending_names.taken_off``. Invented texts (a cafe, a swim gala, a book club).
The rows expecting ``None`` and the last two rows of ``test_a_name_left_out_of_any_list`` are guards
(what must stay unread; the ``taken_off`` ones pass before the change too)."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim.values.attending_names import taken_off
from course_lib.sim.values.field_readers import (
    is_place_field,
    is_rating_field,
    rating_scale,
    stated_out_of,
    stated_place,
)


def _fill(schema, text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().with_structured_output(schema).invoke(text)


@pytest.mark.parametrize("label, scale", [
    ("score the score, 1 to 10", (1.0, 10.0)),
    ("stars stars (1-5)", (1.0, 5.0)),
    ("rating rating 0–4", (0.0, 4.0)),
    ("nights how many nights, 1-14", None),  # no rating: a range of anything
    ("rating the rating in stars", None),  # no scale written
])
def test_a_rating_fields_bare_scale(label, scale):
    assert rating_scale(label) == scale


@pytest.mark.parametrize("text, value", [
    ("The coffee was great, seven out of ten.", 7.0),
    ("Solid 3/5 for the cake.", 3.0),
    ("Booked for 4/5/2031, no rating yet.", None),  # a date, no rating
    ("Starter 2/5, main 4/5.", None),  # two ratings: which one is a guess
    ("Nothing rated here.", None),
])
def test_a_rating_stated_out_of(text, value):
    assert stated_out_of(text) == value


def test_rating_field_words():
    assert is_rating_field("stars the rating") and not is_rating_field("minutes the length")


@pytest.mark.parametrize("text, place", [
    ("Mia swam second in the 100m heat.", 2),
    ("Our relay team finished 7th.", 7),
    ("Runner-up in the club 10k again.", 2),
    ("He won a third of the medals.", None),  # a fraction, no place
    ("He ran the 10k in 41 minutes.", None),  # a distance, no place
    ("First of all, she finished 5th.", 5),  # "first of all" is no place
    ("At first he led; he came sixth.", 6),
])
def test_a_place_stated_with_an_ordinal(text, place):
    assert stated_place(text) == place


@pytest.mark.parametrize(("text", "place"), [
    ("Every third lap she drank water; in the end she finished fourth.", 4),  # "every third": no place
    ("The second half went badly and the crew came in fifth.", 5),
    ("It was a third place finish for the choir.", 3),  # "place" after it: a place after all
    ("The Harriers were runners-up again.", 2),  # lexicons.yaml place_words, shared with column_rules
])
def test_the_words_that_make_an_ordinal_no_place_are_data(text, place):
    """The words around an ordinal that make it a fraction or no place are data (``lexicons.yaml``
    place_fraction_before / place_not_after / place_not_before)."""
    from course_lib.sim.words.cues import lexicon

    assert "every" in lexicon("place_fraction_before") and "half" in lexicon("place_not_after")
    assert stated_place(text) == place


def test_place_field_words():
    assert is_place_field("position where she finished") and is_place_field("rank")
    assert not is_place_field("distance_km how far")


class Gala(BaseModel):
    position: int = Field(description="where the swimmer finished")


class Cafe(BaseModel):
    score: int = Field(description="the score, 1 to 10")


class Club(BaseModel):
    members: list[str] = Field(description="the names of the members asked")


@pytest.mark.parametrize("schema, text, field, want", [
    (Gala, "Mia came fourth in the 200m.", "position", 4),
    (Cafe, "Lovely brunch, an eight out of ten.", "score", 8),
    (Club, "Ask Noor, Ilse and Bram, but not Tove.", "members", ["Noor", "Ilse", "Bram"]),
    (Club, "Ask Noor, Ilse and Bram. Bram can't make Thursdays.", "members", ["Noor", "Ilse"]),
])
def test_the_schema_field_reads_it(schema, text, field, want):
    assert getattr(_fill(schema, text), field) == want


@pytest.mark.parametrize("names, text, kept", [
    (["Noor", "Ilse", "Tove"], "Noor and Ilse - except Tove", ["Noor", "Ilse"]),
    (["Noor", "Ilse"], "Not Noor, but Ilse and Noor both.", ["Noor", "Ilse"]),  # named before: no list left out of
    (["Ilse", "Bram"], "Ilse and Bram can't wait.", ["Ilse", "Bram"]),  # "can't wait" is no refusal
])
def test_a_name_left_out_of_any_list(names, text, kept):
    assert taken_off(names, text) == kept
