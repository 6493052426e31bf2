"""A field the text declines in words (``course_lib.sim.values.declined_fields``; issue 26, the
twenty-eighth set's W8, the twenty-ninth's X8 (a)): an ``Optional`` field is ``None`` when the text
says it has none of the field's thing, never a value of its kind introduced by another noun.
Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim.values.declined_fields import declined, field_noun


@pytest.mark.parametrize("name, text, said", [
    ("fax_number", "Our fax: none, please email instead.", True),
    ("website", "We haven't got a website yet, just the shop.", True),
    ("nickname", "Everyone calls me by my full name, I've no nickname.", True),
    ("work_email", "I don't have a work email at all, use this one.", True),
    ("twitter_handle", "there's no twitter handle for the club", True),
    # guards: the noun named with a value, the noun as a modifier of another noun, no decline
    ("website", "No problem, our website is lark.example", False),
    ("mobile", "there's no mobile signal at the hut, my mobile is 07700 900777", False),
    ("email", "my email is pat@example.org", False),
    ("fax_number", "fax it to 0161 496 0000", False),
])
def test_a_field_declined_in_words(name, text, said):
    assert declined(name, text) is said


def test_the_noun_a_field_names():
    assert field_noun("phone_number") == ["phone"]
    assert field_noun("middleName") == ["middle", "name"]
    assert field_noun("id") is None


class Supplier(BaseModel):
    company: str
    website: str | None = Field(default=None, description="the supplier's own website")


class Caller(BaseModel):
    name: str
    mobile: str | None = Field(default=None, description="the caller's mobile phone number")


def _parse(schema, text):
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().with_structured_output(schema).invoke(
            [SystemMessage("Extract the details from the message."), HumanMessage(text)])


def test_a_declined_optional_field_is_none():
    got = _parse(Caller, "Hi, it's Wren - call the front desk on 0161 496 0123, I haven't got a mobile.")
    assert got.mobile is None


def test_a_given_optional_field_is_kept():
    got = _parse(Caller, "Hi, it's Wren Dale - my mobile is 07700 900321.")
    assert got.mobile is not None and got.mobile.replace(" ", "") == "07700900321"
