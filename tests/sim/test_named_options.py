"""When nothing else tells the options apart, an option the question names as a whole word, and
no other, is the choice: a ``Literal``
route ("Write me a limerick about ..." for limerick / haiku / sonnet) and a string field whose
description lists its values ("Should be `NORTH` or `SOUTH`."), in any case. Before (issue 26,
seventh batch of ports: LangGraph's workflow router and LangChain's multiple-retrievers
``Search.person``), every option scored 0 and the first was returned with a limit ("joke" went
to "poem", "ankush" to HARRISON). Invented schemas; a question naming two options, or none, is
decided as before."""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from pydantic import BaseModel, Field

from course_lib import get_chat_model
from course_lib.sim.responders.choosing import named_option


class Form(BaseModel):
    form: Literal["limerick", "haiku", "sonnet"] = Field(None, description="The next step in the writing process")


class Lookup(BaseModel):
    """Look up records of a depot."""

    query: str = Field(..., description="Query to look up")
    depot: str = Field(..., description="Depot to look things up for. Should be `NORTH` or `SOUTH`.")


def structured(schema, system, question):
    llm = get_chat_model("sim")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.with_structured_output(schema, include_raw=True).invoke([("system", system), ("human", question)])
    return out["parsed"], out["raw"].response_metadata.get("simulator_limit", "")


@pytest.mark.parametrize("question, form", [
    ("Write me a limerick about a lazy otter", "limerick"),
    ("I'd love a haiku on autumn rain", "haiku"),
])
def test_a_route_the_question_names(question, form):
    parsed, limit = structured(Form, "Route the input to limerick, haiku, or sonnet based on the user's request.", question)
    assert parsed.form == form
    assert not limit


@pytest.mark.parametrize("question, depot", [
    ("what did the south depot ship on Monday", "SOUTH"),
    ("Which trucks left North today?", "NORTH"),
])
def test_a_described_value_the_question_names(question, depot):
    parsed, limit = structured(Lookup, "You can issue search queries about the depots.", question)
    assert parsed.depot == depot
    assert not limit


def test_two_named_or_none_named_is_no_choice_by_name():
    assert named_option(["NORTH", "SOUTH"], "compare north and south") is None
    assert named_option(["NORTH", "SOUTH"], "what shipped today") is None
    assert named_option(["web_search", "vectorstore"], "search the web") is None
