"""A field named for a total in a unit ("total_weight_kg") over "4 boxes at 1500 g each" is the
count times each thing's quantity, converted (6 kg), never one thing's quantity nor nothing
(issue 26, the thirty-third set's "3 parcels of ... each" limit; ``field_readers.each_total``).
Wordings invented for this test; guards named."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel


class Delivery(BaseModel):
    boxes: int
    total_weight_kg: float


class Fence(BaseModel):
    total_length_m: float


@tool
def ship(boxes: int, total_weight_kg: float) -> str:
    """Book a courier for some boxes."""
    return ""


@pytest.mark.parametrize(("name", "text", "want"), [
    ("total_weight_kg", "Shipping 4 boxes at 1500 g each.", "6"),
    ("total_length_m", "two planks of 180 cm each", "3.6"),
    ("weight_kg", "Shipping 4 boxes at 1500 g each.", None),  # guard: no total asked
])
def test_each_total(name, text, want):
    from course_lib.sim.values.field_readers import each_total

    assert each_total(name, text) == want


def test_structured_total():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        got = SimulatedChatModel().with_structured_output(Delivery).invoke("Shipping 4 boxes at 1500 g each.")
    assert got.boxes == 4 and got.total_weight_kg == pytest.approx(6.0)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        fence = SimulatedChatModel().with_structured_output(Fence).invoke("We need 12 panels of 1.8 m each.")
    assert fence.total_length_m == pytest.approx(21.6)


def test_tool_total():
    from course_lib.sim import SimulatedChatModel

    out = SimulatedChatModel().bind_tools([ship]).invoke("ship 4 boxes at 1500 g each")
    assert out.tool_calls and out.tool_calls[0]["args"] == {"boxes": 4, "total_weight_kg": 6.0}


@tool
def set_loan(total_days: int) -> str:
    """Set how long a library loan lasts, in days."""
    return ""


class Window(BaseModel):
    total_hours: int


@pytest.mark.parametrize(("question", "want"), [
    ("the loan is 14 days plus a 7-day renewal, set it", 21),  # was 14, the base alone
    ("set the loan: 21 days, then a 14 day extension", 35),
    ("set the loan to 14 days", 14),  # guard: nothing added
])
def test_a_base_and_its_extension_are_summed_for_a_total(question, want):
    from course_lib.sim import SimulatedChatModel

    out = SimulatedChatModel().bind_tools([set_loan]).invoke(question)
    assert out.tool_calls and out.tool_calls[0]["args"]["total_days"] == want


def test_a_structured_total_of_a_base_and_its_extension():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        got = SimulatedChatModel().with_structured_output(Window).invoke(
            "Late returns are accepted for 48 hours plus a 24-hour grace period.")
    assert got.total_hours == 72
