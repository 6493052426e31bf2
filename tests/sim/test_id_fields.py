"""A structured-output field named as an id's holds the one id the text writes, whole (issue 26;
leftovers_h schema-order-ref, fourth / fifteenth sets): ``order_ref``, ``ticket_number`` or
``booking_reference`` were left empty with a stated limit though the text wrote "KT-40917"; and
an id's figures are no count or length ("My flight LX 318 was cancelled" gives no 318 minutes).
Texts and field names invented for this test.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.field_readers import Field as SchemaField
from course_lib.sim.values.field_readers import kind_of, read_field


@pytest.mark.parametrize(("name", "text", "value"), [
    ("order_ref", "Hi, I'd like to send back order KT-40917, the kettle leaks.", "KT-40917"),
    ("ticket_number", "Ticket AB-112 is still open: the printer jams.", "AB-112"),
    ("booking_reference", "my booking reference is QX-7731 for Friday", "QX-7731"),
    ("parcel_id", "Parcel ZR-55018 never arrived at the depot.", "ZR-55018"),
    ("case_no", "About case inv-7781: the refund is late.", "inv-7781"),
    ("order_ref", "I'd like to send back the kettle, it leaks.", None),  # no id written
    ("order_ref", "Orders KT-40917 and KT-40918 both arrived broken.", None),  # two: which one is not known
])
def test_an_id_field_reads_the_one_id_whole(name, text, value):
    assert read_field(name, "", "string", text) == value


@pytest.mark.parametrize("name", ["postcode", "zip_code", "country_code", "promo_code", "code", "airport_code"])
def test_fields_named_like_ids_that_hold_none_are_no_id_fields(name):
    assert kind_of(SchemaField.of(name, "", "string")) != "id"


@pytest.mark.parametrize(("name", "kind", "text"), [
    ("delay_minutes", "integer", "My flight LX 318 was cancelled outright."),
    ("nights", "integer", "Booking ref HB-204 is for the lake view room."),
    ("weight_kg", "number", "Parcel ZR-55 was left at the door."),
])
def test_an_ids_figures_are_no_count_or_length(name, kind, text):
    assert read_field(name, "", kind, text) is None


class Complaint(BaseModel):
    order_ref: str
    damaged: bool = False


def test_the_chat_model_fills_the_id_field_without_a_limit():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(Complaint, include_raw=True).invoke(
            [SystemMessage("Extract the information from the text."),
             HumanMessage("Order PT-2291 came with a cracked lid.")])
    limits = [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    assert out["parsed"].order_ref == "PT-2291" and not any("order_ref" in str(w.message) for w in limits)
