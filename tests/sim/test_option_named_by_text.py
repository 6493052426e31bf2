"""An option the text names verbatim beats the question's cue scores, and the "simple" /
"complex" cue scores only the options of a field about questions, queries or steps (issue 26,
eleventh set D8). Before, every question not chained got the cue "simple", whose words include
"one single", so a ``Literal`` named "single" won 4.0 to 0 over the option the text named ("a
twin cabin" -> "single"), with no limit. Invented schemas and wordings."""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from pydantic import BaseModel, Field

from course_lib import get_chat_model


class Cabin(BaseModel):
    passenger: str = Field(description="The passenger's full name")
    cabin: Literal["single", "twin", "family"] = Field(description="Cabin booked")


class Ticket(BaseModel):
    fare: Literal["single", "return", "season"]


class Coffee(BaseModel):
    size: Literal["single", "double", "triple"] = Field(description="Espresso shots")


class Triage(BaseModel):
    """Classify how to answer the user's question."""

    kind: Literal["simple", "complex"] = Field(description="Is the question one lookup or several steps?")


def structured(schema, text, system="Extract the booking."):
    llm = get_chat_model("sim")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.with_structured_output(schema, include_raw=True).invoke([("system", system), ("human", text)])
    return out["parsed"], out["raw"].response_metadata.get("simulator_limit", "")


@pytest.mark.parametrize("schema, text, field, value", [
    (Cabin, "Book Maria Lopez into a twin cabin on the night ferry.", "cabin", "twin"),
    (Cabin, "Cabin for the Okafor family: family cabin, two adults and two kids.", "cabin", "family"),
    (Ticket, "I'd like a return to Leeds, leaving on Friday.", "fare", "return"),
    (Coffee, "A triple espresso with oat milk, please.", "size", "triple"),
])
def test_the_option_the_text_names(schema, text, field, value):
    parsed, limit = structured(schema, text)
    assert getattr(parsed, field) == value
    assert not limit


def test_the_complexity_cue_still_scores_a_field_about_questions():
    parsed, _ = structured(Triage, "What is the boiling point of water at sea level?", "Classify the question.")
    assert parsed.kind == "simple"
