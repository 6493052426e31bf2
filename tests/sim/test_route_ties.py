"""Routes chosen by the question's kind when the routes have names only ("direct | rag | web |
clarify", no descriptions) (``course_lib.sim.responders.choosing.choose_option``, issue 26, ports17): a marked
cue (recency -> web, small talk or arithmetic -> direct) decides; the cues any unmarked question
gets ("simple" names direct, "kb" names rag) weigh half, and when they leave the top options tied
the pick is a stated limit, never the list's order passed off as a choice. Invented routers and
questions (the port: tests/thirdparty/test_de_multiagent_router_chatbot.py)."""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


class Pick(BaseModel):
    route: Literal["direct", "rag", "web", "clarify"] = Field(..., description="Selected path")
    reason: str = Field(..., description="Short rationale")


class Lane(BaseModel):
    lane: Literal["answer_directly", "search_web", "use_documents"]


SYSTEM = "You pick the path for a help-desk bot. Paths: direct | rag | web | clarify."
SYSTEM_LANES = "Send each message down one lane."


def _pick(schema, system: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(question)])
    return out["parsed"], out["raw"].response_metadata.get("simulator_limit")


MARKED = [
    (Pick, SYSTEM, "What's the weather in Lisbon today?", "route", "web"),
    (Pick, SYSTEM, "What are the latest news about the Orvane ferry strike?", "route", "web"),
    (Lane, SYSTEM_LANES, "Is it raining in Dunmere right now? What's the current forecast?", "lane", "search_web"),
]


@pytest.mark.parametrize(("schema", "system", "question", "field", "expected"), MARKED)
def test_a_marked_cue_outweighs_the_one_part_question(schema, system, question, field, expected):
    parsed, limit = _pick(schema, system, question)
    assert getattr(parsed, field) == expected and not limit


TIED = [
    (Pick, SYSTEM, "What does my lease say about subletting the spare room?"),
    (Pick, SYSTEM, "Which warranty applies to the pump in the handbook?"),
    (Lane, SYSTEM_LANES, "What does the onboarding guide say about laptop returns?"),
]


@pytest.mark.parametrize(("schema", "system", "question"), TIED)
def test_a_tie_of_unmarked_cues_is_a_stated_limit(schema, system, question):
    _parsed, limit = _pick(schema, system, question)
    assert limit


GUARDS = [  # marked small talk or arithmetic: direct, no limit
    (Pick, SYSTEM, "hi, how are you?", "route", "direct"),
    (Pick, SYSTEM, "What is 12 times 9?", "route", "direct"),
]


@pytest.mark.parametrize(("schema", "system", "question", "field", "expected"), GUARDS)
def test_small_talk_and_arithmetic_go_direct(schema, system, question, field, expected):
    parsed, limit = _pick(schema, system, question)
    assert getattr(parsed, field) == expected and not limit
