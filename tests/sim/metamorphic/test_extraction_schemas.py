"""Extraction and classification schemas on passages of our own: every field read from the
passage by its name, type and description, ``None`` for an optional field the passage does not
give, never the passage copied into a field. The same facts in another schema style (pydantic,
TypedDict, a JSON schema dict) or another wording give the same values.
"""

from __future__ import annotations

from typing import Annotated, Literal

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field
from typing_extensions import TypedDict

from tests.sim.metamorphic._checks import sim

EXTRACT = SystemMessage(
    "Extract the requested fields from the user's message. Use null for anything not stated."
)


class Contact(BaseModel):
    """A contact card."""

    first_name: str | None = Field(default=None, description="given name")
    last_name: str | None = Field(default=None, description="family name")
    email: str | None = Field(default=None, description="e-mail address")
    phone: str | None = Field(default=None, description="phone number")
    city: str | None = Field(default=None, description="city they live in")
    country: str | None = Field(default=None, description="country they live in")
    age: int | None = Field(default=None, description="age in years")


class ContactDict(TypedDict):
    """A contact card."""

    first_name: Annotated[str | None, None, "given name"]
    last_name: Annotated[str | None, None, "family name"]
    email: Annotated[str | None, None, "e-mail address"]
    city: Annotated[str | None, None, "city they live in"]
    country: Annotated[str | None, None, "country they live in"]


CONTACT_JSON = {
    "title": "contact",
    "description": "A contact card.",
    "type": "object",
    "properties": {
        "firstName": {"type": ["string", "null"], "description": "given name"},
        "lastName": {"type": ["string", "null"], "description": "family name"},
        "email": {"type": ["string", "null"]},
        "city": {"type": ["string", "null"]},
        "country": {"type": ["string", "null"]},
    },
    "required": ["firstName", "lastName", "email", "city", "country"],
}

CONTACTS = [
    "Hi, I'm Ingrid Solberg, 41 years old, living in Bergen, Norway. Mail me at ingrid.s@example.no or call +47 912 34 567.",
    "Please add Ingrid Solberg (ingrid.s@example.no, +47 912 34 567). She is 41 and lives in Bergen, Norway.",
    "New contact: Ingrid Solberg. Age 41. Lives in Bergen in Norway. Phone +47 912 34 567, e-mail ingrid.s@example.no.",
]


@pytest.fixture(scope="module")
def llm():
    return sim()


@pytest.mark.parametrize("text", CONTACTS)
def test_contact_card_in_three_wordings(llm, text):
    card = llm.with_structured_output(Contact).invoke([EXTRACT, HumanMessage(text)])
    assert card == Contact(
        first_name="Ingrid", last_name="Solberg", email="ingrid.s@example.no",
        phone="+47 912 34 567", city="Bergen", country="Norway", age=41,
    )


@pytest.mark.parametrize("schema", [ContactDict, CONTACT_JSON], ids=["typeddict", "json-schema"])
def test_contact_card_in_other_schema_styles(llm, schema):
    card = llm.with_structured_output(schema).invoke([EXTRACT, HumanMessage(CONTACTS[0])])
    values = sorted(str(v) for v in card.values())
    assert values == sorted(["Ingrid", "Solberg", "ingrid.s@example.no", "Bergen", "Norway"])


def test_missing_fields_are_null_not_the_passage(llm):
    card = llm.with_structured_output(Contact).invoke([EXTRACT, HumanMessage("Lunch with Tomasz Wrona went well.")])
    assert card.first_name == "Tomasz" and card.last_name == "Wrona"
    assert card.email is None and card.phone is None and card.city is None and card.age is None


class Expense(BaseModel):
    amount: float | None = Field(default=None, description="amount spent")
    currency: str | None = Field(default=None, description="ISO currency code")
    merchant: str | None = Field(default=None, description="where the money was spent")


@pytest.mark.parametrize(
    "text",
    [
        "You paid €23.40 at Kaffebar Lille on 2026-11-30.",
        "Card payment of 23.40 EUR to Kaffebar Lille was approved.",
        "Kaffebar Lille: 23.40 euros charged to your card.",
    ],
)
def test_expense_from_a_payment_message(llm, text):
    out = llm.with_structured_output(Expense).invoke([EXTRACT, HumanMessage(text)])
    assert out.amount == 23.40 and out.currency == "EUR"
    assert out.merchant == "Kaffebar Lille"


class Query(BaseModel):
    places: list[str] = Field(description="place names mentioned")
    min_year: int | None = Field(default=None, description="first year asked about")
    max_year: int | None = Field(default=None, description="last year asked about")


def test_places_and_year_range(llm):
    q = llm.with_structured_output(Query).invoke(
        [EXTRACT, HumanMessage("How did ferry traffic change in Orkney and Shetland from 1998 to 2015?")]
    )
    assert q.places == ["Orkney", "Shetland"] and (q.min_year, q.max_year) == (1998, 2015)


class Review(BaseModel):
    sentiment: Literal["positive", "negative", "neutral"]
    confidence: float = Field(description="confidence between 0 and 1")


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("The soup was cold and the waiter ignored us for forty minutes.", "negative"),
        ("Absolutely loved the staff, we will be back!", "positive"),
        ("The shop opens at nine on weekdays.", "neutral"),
    ],
)
def test_review_sentiment_with_a_confidence(llm, text, label):
    out = llm.with_structured_output(Review).invoke([HumanMessage(f"Classify the sentiment of this review: {text!r}")])
    assert out.sentiment == label
    assert 0.0 <= out.confidence <= 1.0 and out.confidence > 0.2


class Tagged(BaseModel):
    language: str = Field(description="the language of the text")


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Der Zug nach Hamburg fährt heute später ab.", "German"),
        ("Le marché ouvre à huit heures le samedi.", "French"),
        ("明天的会议改到下午三点。", "Chinese"),
        ("The meeting moved to three in the afternoon.", "English"),
    ],
)
@pytest.mark.slow
def test_language_of_the_passage(llm, text, language):
    out = llm.with_structured_output(Tagged).invoke([HumanMessage(f"Tag this text.\n\nText: {text}")])
    assert out.language == language
