"""A rating the text states wins over its tone (issue 26): a ``Field(ge=1, le=5)`` scale field
takes the number written for the field's noun, in digits or words ("two stars", "4/5", "rated
it 6 out of 10"; ``field_readers.stated_on_scale``, stars counted for a field named "rating":
``lexicons.yaml`` ``rating_units``). A review's rating stated nowhere is read from a clear tone
only (``structured._rating_by_tone``, ``thresholds.yaml`` ``rating_tone_clear``); a mixed tone
gives the middle with a stated limit."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field


class Review(BaseModel):
    rating: int = Field(ge=1, le=5)


class Film(BaseModel):
    score: int = Field(ge=1, le=10, description="the critic's score out of 10")


class Stay(BaseModel):
    stars: int = Field(ge=1, le=5, description="the guest's rating, 1 to 5")


def _parse(model, text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(model).invoke(text)
    return out, [str(w.message) for w in caught]


@pytest.mark.parametrize("model,text,field,want", [
    (Review, "Lovely staff, awful noise. Two stars.", "rating", 2),
    (Review, "Great pasta, I'd give it four stars even though the wait was long.", "rating", 4),
    (Stay, "Terrible wifi but honestly the best breakfast ever - 3/5.", "stars", 3),
    (Film, "A dull, overlong mess, but the cast is great: 8/10.", "score", 8),
])
def test_a_stated_rating_wins_over_the_tone(model, text, field, want):
    out, _ = _parse(model, text)
    assert getattr(out, field) == want


def test_a_clear_tone_gives_the_rating_when_none_is_stated():
    for text, want in (("Absolutely wonderful, everything was perfect!", 5),
                       ("Awful. Rude staff, filthy room, never again.", 1)):
        out, limits = _parse(Review, text)
        assert out.rating == want and not limits, text


def test_a_mixed_tone_with_no_stated_rating_is_a_limit():
    out, limits = _parse(Review, "The view was nice but the bed was hard.")
    assert out.rating == 3 and any("rating" in m for m in limits), limits


def test_stated_on_scale_reads_number_words_beside_the_unit():
    from course_lib.sim.values.field_readers import stated_on_scale

    assert stated_on_scale("Two stars from us, sadly.", ["rating"], (1.0, 5.0)) == 2.0
    assert stated_on_scale("Solid 4/5.", ["stars"], (1.0, 5.0)) == 4.0
    assert stated_on_scale("Seven stars!", ["rating"], (1.0, 5.0)) is None  # off the scale
