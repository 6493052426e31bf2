"""A field is typed as an id by its name's whole words (issue 26; ``field_readers.is_id_name``,
lexicons.yaml id_name_last / id_name_inner / id_name_after): "booking_ref", "ticketNumber",
"invoice_no". Before, a piece of a word did it: "preferred_shift" holds "ref" and "ferr", so a
volunteer's shift was read as an id (none found: a stated limit on a value the text writes)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel


@pytest.mark.parametrize("name,is_id", [
    ("order_id", True), ("ticketNumber", True), ("bookingRef", True), ("booking_reference", True),
    ("invoice_no", True), ("case_nr", True), ("sku", True), ("barcode", True), ("book_barcode", True), ("orderID", True), ("ref_code", True),
    ("preferred_shift", False), ("preferredSeat", False), ("refund_method", False), ("referral_source", False),
    ("prefix", False), ("no", False), ("piano", False), ("idea", False), ("valid_until", False),
])
def test_id_names_table(name, is_id):
    from course_lib.sim.values.field_readers import is_id_name

    assert is_id_name(name) is is_id


class ChoirSignup(BaseModel):
    singer: str
    preferred_voice_part: str


class Refill(BaseModel):
    medicine: str
    refill_pharmacy: str


def _fill(schema, text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().with_structured_output(schema, include_raw=True).invoke(text)


def test_a_preferred_field_is_no_id():
    out = _fill(ChoirSignup, "Singer: Maya Lund\nPreferred voice part: alto\n")
    assert out["parsed"].preferred_voice_part.strip().lower() == "alto"


def test_a_refill_field_is_no_id():
    out = _fill(Refill, "Medicine: salbutamol inhaler\nRefill pharmacy: Greenway Chemist\n")
    assert "greenway" in out["parsed"].refill_pharmacy.lower()


@tool
def change_seat(booking_ref: str, preferred_seat: str) -> str:
    """Change the seat on a booking."""
    return "ok"


def test_a_tool_keeps_its_id_and_its_preference_apart():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([change_seat]).invoke("Booking XK-4410: I'd like seat 14A please.")
    assert [c["args"].get("booking_ref") for c in out.tool_calls] == ["XK-4410"], out.tool_calls
