"""A router whose options include a person to hand the message to: a request that asks for a
person ("let me talk to a real human", "I need to speak to someone") goes to that option, not to
the option a noun of its circumstances meets ("my invoice", "the app") (issue 26, AA9: cue
``asks_person`` in data/sim/patterns.yaml, lexicon ``person_options``). Invented routers."""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


class Route(BaseModel):
    target: Literal["billing_db", "faq_search", "human_agent"] = Field(description=(
        "billing_db: questions about an existing invoice or payment; faq_search: general how-to questions; "
        "human_agent: complaints or anything that needs a real person"))


class Desk(BaseModel):
    desk: Literal["sales", "support", "person"] = Field(description=(
        "sales: buying a new plan; support: fixing a problem with the app; person: when the user asks for a human"))


@pytest.mark.parametrize("schema,text,want", [
    (Route, "Let me talk to a real human, my invoice has been wrong for two months running.", "human_agent"),
    (Desk, "I need to talk to someone, the app keeps crashing and nobody fixes it.", "person"),
    (Route, "Can I get a copy of my last invoice?", "billing_db"),  # guard: no person asked for
    (Desk, "the app keeps crashing when I upload photos", "support"),  # guard
])
def test_a_person_asked_for_routes_to_the_person_option(schema, text, want):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    assert list(out.model_dump().values())[0] == want
