"""``values.joined_negations``: a yes/no field's thing named only joined to a negating affix ("non-",
"-free") is false (the forty-ninth set's RR9). Invented wordings."""

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.joined_negations import flag


@pytest.mark.parametrize(("name", "text", "want"), [
    ("smoking_allowed", "A non-smoking cottage sleeping four.", False),
    ("refundable", "Deposit is nonrefundable.", False),
    ("dairy", "The sponge is dairy-free and nut-free.", False),
    ("accepts_cash", "We're a cashless cafe.", False),
    ("alcohol", "A booze-free, alcohol-free night.", False),
    ("gluten_free", "Make it gluten-free please.", None),  # the field's own name holds the affix
    ("non_stop", "I want a non-stop flight.", None),
    ("smoking_allowed", "Non-smoking rooms upstairs; smoking allowed in the garden.", None),  # also bare
    ("pets_allowed", "Pets are welcome.", None),
    ("parking", "Free parking at the back.", None),  # "free" before, not joined after
])
def test_flag(name, text, want):
    assert flag(name, text) is want


class Venue(BaseModel):
    smoking_allowed: bool = Field(description="whether smoking is allowed")
    capacity: int = Field(description="number of guests")


class Fare(BaseModel):
    refundable: bool = Field(description="whether the fare can be refunded")


def _parsed(schema, text):
    llm = SimulatedChatModel()
    return llm.with_structured_output(schema).invoke(f"Extract the details.\n\n{text}")


def test_structured_non_prefix():
    out = _parsed(Venue, "A non-smoking barn for up to 80 guests.")
    assert out.smoking_allowed is False and out.capacity == 80


def test_structured_free_suffix_guard():
    class Menu(BaseModel):
        nut_free: bool = Field(description="whether the menu is nut-free")

    assert _parsed(Menu, "Every dish on it is nut-free.").nut_free is True


@tool
def book_fare(route: str, refundable: bool = True) -> str:
    """Book a train fare on a route; refundable or not."""
    return "ok"


def test_tool_flag():
    llm = SimulatedChatModel()
    out = llm.bind_tools([book_fare]).invoke("book me a non-refundable fare on the Leeds to York route")
    assert out.tool_calls and out.tool_calls[0]["args"].get("refundable") is False
