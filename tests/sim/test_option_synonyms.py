"""An option named by another name (issue 26; ``lexicons.yaml`` ``option_synonyms``, read by
``choosing.named_option``): "just text me" names ``sms``, "the 7:40 boat" names ``ferry``,
"ring me" names ``phone``. Only when the text names no option by its own name, and never a
phrase said under a negation ("don't text me")."""

from __future__ import annotations

import warnings
from enum import Enum
from typing import Literal

import pytest
from pydantic import BaseModel


class Contact(Enum):
    EMAIL = "email"
    PHONE = "phone"
    SMS = "sms"


class Reminder(BaseModel):
    via: Contact


class Journey(BaseModel):
    transport: Literal["bus", "train", "ferry", "plane"]


def _fill(schema, text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return out, [str(w.message) for w in caught]


@pytest.mark.parametrize("schema,text,want", [
    (Reminder, "No e-mails please, just text me when the repair is done.", Contact.SMS),
    (Reminder, "Don't text me, send an e-mail instead.", Contact.EMAIL),
    (Reminder, "Ring me when the parcel arrives.", Contact.PHONE),
    (Journey, "We're taking the night boat to Bastia.", "ferry"),
    (Journey, "I fly to Oslo on Monday.", "plane"),
])
def test_an_option_named_by_another_name(schema, text, want):
    out, limits = _fill(schema, text)
    assert list(out.model_dump().values()) == [want] and not limits, (out, limits)


def test_no_name_at_all_is_still_a_limit():
    out, limits = _fill(Reminder, "Contact me whenever suits you.")
    assert limits, out
