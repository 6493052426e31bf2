"""The fields of a response-format tool beside its answer field, read from the agent's own reply
(``course_lib.sim.responders.reply_fields``; issue 26, FIRST_SIGHT's response-format wrapper).
``create_agent``'s ``response_format`` is bound as a tool called after the agent's searches; the
answer field holds the agent's reply, and every other field is filled only on evidence that reply
holds (a number of its kind, the one enum option it names, its opening yes/no for the question's
own flag), else the schema's safe value, with a stated limit for a required field or several
candidates. Shops, tools, schemas and wordings of my own (a bakery, a ferry, a tool library)."""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field
from typing_extensions import TypedDict

from course_lib.sim import SimulatedChatModel
from course_lib.sim.responders.reply_fields import filled, verdict

BAKERY = ["Rye loaf: £3.80, baked Tuesday to Saturday.",
          "Sourdough loaf: £4.60, baked every day.",
          "Cinnamon bun: £2.40 each.",
          "We are closed on Sundays."]


@tool
def search_bakery(query: str) -> str:
    """Search the bakery's price board."""
    words = {w.strip("?.,").lower() for w in query.split() if len(w) > 2}
    hits = [line for line in BAKERY if words & {w.strip(":;,.").lower() for w in line.split()}]
    return "\n".join(hits) or "Nothing found."


def _agent(schema, question: str, tools=(search_bakery,)):
    from langchain.agents import create_agent

    agent = create_agent(SimulatedChatModel(), list(tools), response_format=schema,
                         system_prompt="You answer the bakery's customers. Search the price board first.")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
    said = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out["structured_response"], said


class LoafReply(BaseModel):
    """The bakery's reply to a customer."""

    answer: str = Field(description="the answer to the customer")
    price_gbp: float | None = Field(default=None, description="the price in pounds, when a price is asked")
    section: Literal["bread", "cakes", "drinks", "unknown"] = Field(description="the counter the item is on")


def test_a_price_is_the_one_amount_the_reply_states_never_another_lines():
    reply, said = _agent(LoafReply, "How much is a sourdough loaf?")
    assert "4.60" in reply.answer
    assert reply.price_gbp == pytest.approx(4.6)  # start77: 3.8, the rye loaf's price from the results
    assert reply.section == "unknown"  # no counter named in the reply: the schema's own unknown option
    assert not said


def test_a_bool_that_is_the_questions_own_yes_no_takes_the_replys_verdict():
    class Opening(BaseModel):
        """The bakery's reply about opening days."""

        answer: str = Field(description="the answer to the customer")
        baked_that_day: bool = Field(description="true if the loaf is baked on the day the customer asks about")
        section: Literal["bread", "cakes"] | None = Field(default=None, description="the counter")

    reply, said = _agent(Opening, "Is the rye loaf baked on Mondays?")
    assert reply.answer.lower().startswith("no")
    assert reply.baked_that_day is False  # start77: True, the results read as a question of their own
    assert reply.section is None  # no counter named in the reply: None, never a pick
    assert not said


def test_a_required_flag_the_reply_does_not_settle_is_a_stated_limit_never_a_default():
    class Stock(TypedDict):
        answer: str
        gluten_free: bool

    reply, said = _agent(Stock, "How much is a cinnamon bun?")
    assert "2.40" in reply["answer"]
    assert reply["gluten_free"] is False  # the type's safe value, and the limit names the field
    assert any("'gluten_free'" in s for s in said)


def test_two_prices_in_the_reply_are_no_evidence_for_either():
    schema = {
        "title": "PriceReply",
        "description": "A reply to a customer about prices.",
        "type": "object",
        "properties": {
            "answer": {"type": "string", "description": "the answer to the customer"},
            "total_gbp": {"type": ["number", "null"], "description": "the price in pounds"},
        },
        "required": ["answer", "total_gbp"],
    }
    reply, said = _agent(schema, "What does a loaf cost?")
    assert "3.80" in reply["answer"] and "4.60" in reply["answer"]
    assert reply["total_gbp"] is None
    assert any("'total_gbp'" in s for s in said)


class Amount(BaseModel):
    value: float = Field(description="the amount")
    currency: str = Field(description="the ISO 4217 currency code")


class FerryReply(BaseModel):
    """The ferry office's reply to a passenger."""

    answer: str = Field(description="the reply to the passenger")
    fare: Amount | None = Field(default=None, description="the fare asked about, if any")


FERRY = ["Foot passenger single: €14.", "Car with driver single: €62.", "Dogs travel free on the outside deck.",
         "Check-in closes 30 minutes before departure."]


@tool
def search_ferry(query: str) -> str:
    """Search the ferry company's fares and rules."""
    words = {w.strip("?.,").lower() for w in query.split() if len(w) > 2}
    hits = [line for line in FERRY if words & {w.strip(":;,.").lower() for w in line.split()}]
    return "\n".join(hits) or "Nothing found."


def test_a_nested_object_filled_from_the_reply_and_none_when_the_reply_holds_none_of_it():
    fare, said = _agent(FerryReply, "What is the fare for a foot passenger?", tools=(search_ferry,))
    assert "14" in fare.answer
    assert fare.fare is not None and fare.fare.value == pytest.approx(14) and fare.fare.currency == "EUR"
    assert not said
    two, said = _agent(FerryReply, "How much is a foot passenger single?", tools=(search_ferry,))
    assert "14" in two.answer and "62" in two.answer  # two fares quoted: the object is none, with the limit
    assert two.fare is None
    assert any("'fare'" in s for s in said)
    rule, said = _agent(FerryReply, "Where do dogs travel?", tools=(search_ferry,))
    assert "outside deck" in rule.answer
    assert rule.fare is None  # start77: an Amount made of the results' words
    assert not said


def test_a_limit_of_the_agents_reply_leaves_every_other_field_its_safe_value():
    class Discounted(BaseModel):
        """The bakery's reply."""

        answer: str = Field(description="the answer to the customer")
        price_gbp: float | None = Field(default=None, description="the price in pounds")

    board = BAKERY + ["Members get 15% off every loaf."]

    @tool
    def search_board(query: str) -> str:
        """Search the bakery's price board."""
        words = {w.strip("?.,").lower() for w in query.split() if len(w) > 2}
        hits = [line for line in board if words & {w.strip(":;,.%").lower() for w in line.split()}]
        return "\n".join(hits) or "Nothing found."

    reply, said = _agent(Discounted, "How much would members pay for a loaf?", tools=(search_board,))
    assert said and reply.answer.startswith("The offline simulator")
    assert reply.price_gbp is None  # start77: a price of the results beside the stated limit


@pytest.mark.parametrize("reply, want", [
    ("No: the documents say the hall is closed on bank holidays.", False),
    ("Yes, dogs are welcome on the outside deck.", True),
    ("不能。资料中说:春节期间暂停营业。", False),
    ("可以。每天都营业。", True),
    ("Non, le marché est fermé le lundi.", False),
    # guards: no opening verdict
    ("Nobody is named in the schedule.", None),
    ("Yesterday's delivery was late.", None),
    ("The hall opens at 9 am.", None),
])
def test_the_replys_opening_verdict(reply, want):
    assert verdict(reply) is want


def test_filled_directly_on_a_json_schema_with_an_enum_and_a_count():
    params = {
        "type": "object",
        "properties": {
            "reply": {"type": "string", "description": "the answer for the borrower"},
            "tool_kind": {"type": "string", "enum": ["drill", "ladder", "mower"], "description": "the tool asked about"},
            "loan_days": {"type": "integer", "description": "how many days the loan lasts"},
            "deposit_gbp": {"anyOf": [{"type": "number"}, {"type": "null"}], "default": None},
        },
        "required": ["reply", "tool_kind", "loan_days"],
    }
    out = filled(params, ["reply"], "The ladder can be borrowed for 3 days; the deposit is £10.",
                 "How long can I keep the ladder?", limited=False)
    assert out.args == {"reply": "The ladder can be borrowed for 3 days; the deposit is £10.", "tool_kind": "ladder",
                        "loan_days": 3, "deposit_gbp": 10.0}
    assert out.unresolved == []
    limited = filled(params, ["reply"], "The offline simulator can't tell ...", "How long can I keep the ladder?",
                     limited=True)
    assert limited.args["deposit_gbp"] is None and limited.args["loan_days"] == 0
    assert limited.unresolved == []  # the reply's own limit already says it
    assert set(limited.unknown) == {"tool_kind", "loan_days", "deposit_gbp"}


def test_a_response_format_without_an_answer_field_is_read_from_the_agents_reply_too():
    class Quote(BaseModel):
        """A price quote for a customer."""

        price_gbp: float = Field(description="the price in pounds")
        baked_daily: bool = Field(description="true if the loaf is baked every day")

    @tool
    def search_loaves(query: str) -> str:
        """Search the bakery's price board."""
        return "\n".join(BAKERY[:2])

    quote, said = _agent(Quote, "How much is a sourdough loaf?", tools=(search_loaves,))
    assert quote.price_gbp == pytest.approx(4.6)  # start77: 3.8, the first price of the results
    assert quote.baked_daily is False and any("'baked_daily'" in s for s in said)  # no verdict: the limit
