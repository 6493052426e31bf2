"""Numbers in the bounds of range filters of a structured output (``min_X`` / ``max_X``) are set
as a model sets them: a count filter only from a number written with its noun, one number in one
bound (the side its words say: "over" -> min, "under" -> max), and a number that fits no filter
is a stated limit. Before (issue 26, sixth batch of ports: rag-from-scratch's ``TutorialSearch``),
"published in 2023" gave ``min_view_count=2023, max_view_count=2023`` and "under 5 minutes" set
both length bounds and both view counts to 5, silently. Invented schema and questions."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib import get_chat_model


class PodcastSearch(BaseModel):
    """Search over a catalogue of podcast episodes."""

    topic: str = Field(..., description="Similarity search query applied to episode transcripts.")
    min_listen_count: int | None = Field(None, description="Minimum listen count filter, inclusive. Only use if explicitly specified.")
    max_listen_count: int | None = Field(None, description="Maximum listen count filter, exclusive. Only use if explicitly specified.")
    min_duration_sec: int | None = Field(None, description="Minimum episode length in seconds, inclusive. Only use if explicitly specified.")
    max_duration_sec: int | None = Field(None, description="Maximum episode length in seconds, exclusive. Only use if explicitly specified.")


BOUNDS = ("min_listen_count", "max_listen_count", "min_duration_sec", "max_duration_sec")


def search(question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = get_chat_model("sim").with_structured_output(PodcastSearch, include_raw=True).invoke(
            [("system", "Convert the user's question into a catalogue query."), ("human", question)])
    parsed = out["parsed"]
    return {b: getattr(parsed, b) for b in BOUNDS if getattr(parsed, b) is not None}, \
        out["raw"].response_metadata.get("simulator_limit", "")


@pytest.mark.parametrize(("question", "bounds"), [
    ("beekeeping episodes with over 5,000 listens", {"min_listen_count": 5000}),
    ("beekeeping episodes under 20 minutes", {"max_duration_sec": 1200}),
])
def test_a_stated_bound_fills_its_side_only(question, bounds):
    got, limit = search(question)
    assert got == bounds and not limit


def test_a_year_is_no_count_and_is_a_stated_limit():
    got, limit = search("beekeeping episodes from 2022")
    assert got == {} and limit
