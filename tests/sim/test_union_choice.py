"""A structured output whose one field is a union of object schemas is a choice among them, made
as a tool choice (``course_lib/sim/responders/union_choice.py``, issue 26, the twenty-second batch of ports):
the member whose description and fields fit the request, filled with its values, never the first
member for every request. Invented schemas (a library desk: renew a loan, find a book's shelf,
a chat reply)."""

from __future__ import annotations

import warnings
from typing import Union

import pytest
from pydantic import BaseModel, Field

from course_lib import get_chat_model
from course_lib.sim.responders.union_choice import union_field


class ChatReply(BaseModel):
    """Reply to the patron in a friendly, conversational way."""

    reply: str = Field(description="A friendly reply to the patron's message")


class RenewLoan(BaseModel):
    """Renew a borrowed library book, by its loan id."""

    loan_id: str = Field(description="The loan id, such as L-20931")


class ShelfLookup(BaseModel):
    """Find the shelf where a book is kept, by the book's title."""

    title: str = Field(description="The title of the book")


class DeskOutput(BaseModel):
    output: Union[ChatReply, RenewLoan, ShelfLookup]  # noqa: UP007 (the how-to's spelling)


def _ask(message: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        raw = get_chat_model("sim").with_structured_output(DeskOutput, include_raw=True).invoke(message)
    return raw["parsed"].output, raw["raw"].response_metadata.get("simulator_limit") or ""


@pytest.mark.parametrize("message, kind, field, value", [
    ("Please renew my loan L-20931 for another two weeks.", RenewLoan, "loan_id", "L-20931"),
    ("Could you renew loan L-77410?", RenewLoan, "loan_id", "L-77410"),
    ("Which shelf is 'Moonfleet' on?", ShelfLookup, "title", "Moonfleet"),
])
def test_the_member_the_request_fits_is_filled(message, kind, field, value):
    output, limit = _ask(message)
    assert isinstance(output, kind) and getattr(output, field) == value and not limit, (output, limit)


def test_small_talk_is_the_text_member():
    output, limit = _ask("Good morning!")
    assert isinstance(output, ChatReply) and output.reply and "ChatReply" not in output.reply and not limit, output


def test_a_renewal_is_never_a_chat_reply():
    output, _ = _ask("Please renew my loan L-20931 for another two weeks.")
    assert isinstance(output, RenewLoan), output


def test_union_field_table():
    schema = DeskOutput.model_json_schema()
    field, members = union_field(schema)
    assert field == "output" and [m["title"] for m in members] == ["ChatReply", "RenewLoan", "ShelfLookup"]
    assert union_field(ChatReply.model_json_schema()) is None  # guard: no union
