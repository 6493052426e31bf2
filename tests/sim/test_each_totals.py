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
    from course_lib.sim.field_readers import each_total

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
