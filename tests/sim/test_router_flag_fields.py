"""A yes/no schema field whose name holds a need word about something other than retrieval
("passport_needed", "deposit_required", "helmet_required") is not the "needs retrieval" router
flag (issue 26): it is read by the ordinary readers or gets the stated limit, never True because
the question has no direct answer. The router flags themselves ("needs_retrieval",
"requires_search", a bare "needed" described as a search) keep the router's reading."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field


class Trip(BaseModel):
    passport_needed: bool = Field(description="does the traveller have to carry a passport")


class Rental(BaseModel):
    deposit_required: bool = Field(description="must the renter pay a deposit")


class BikeHire(BaseModel):
    helmet_required: bool = Field(description="is wearing a helmet compulsory")


class Route(BaseModel):
    needs_retrieval: bool = Field(description="whether to look the answer up in the documents")


class Router(BaseModel):
    requires_search: bool


def _parse(schema, text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        msg = SimulatedChatModel().with_structured_output(schema, include_raw=True).invoke(text)
    limited = any(w.category.__name__ == "SimulatorLimitWarning" for w in caught)
    return msg["parsed"], limited


@pytest.mark.parametrize("schema,text,field", [
    (Trip, "We're just driving over to the next town for lunch.", "passport_needed"),
    (Rental, "You can pick the van up whenever suits you.", "deposit_required"),
    (BikeHire, "Bikes are out front, go ahead and take one.", "helmet_required"),
])
def test_a_need_of_something_else_is_not_the_router_flag(schema, text, field):
    parsed, limited = _parse(schema, text)
    value = getattr(parsed, field) if parsed is not None else None
    assert value is not True or limited, (value, limited)  # never a silent True from the router rule


@pytest.mark.parametrize("name,description,router", [
    ("passport_needed", "does the traveller have to carry a passport", False),
    ("deposit_required", "must the renter pay a deposit", False),
    ("helmet_required", "", False),
    ("needs_retrieval", "", True),
    ("requires_search", "", True),
    ("need_context", "", True),
    ("needed", "whether a document search is needed", True),
    ("required", "", True),
])
def test_router_flag_names(name, description, router):
    from course_lib.sim.responders.structured import _router_flag

    assert _router_flag(name, description) is router


def test_the_router_flag_still_routes():
    parsed, _ = _parse(Router, "What is the capital of France?")
    assert parsed is not None and isinstance(parsed.requires_search, bool)
