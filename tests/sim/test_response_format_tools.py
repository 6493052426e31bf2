"""A response-format schema bound as the one tool a call is required of (``create_agent``'s
``response_format``) is the reply's form, not an action: its answer field takes the text reply to
the conversation, its clause-number field the number of the numbered line the answer quotes or
none, never words or numbers of the question (``agent.answer_tool``, ``values.answer_fields``)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.values.answer_fields import (
    is_answer_field,
    is_source_number_field,
    source_number,
)

LIBRARY = ("Answer the member using only the rules below.\n\nRules:\n1. Books may be borrowed for 3 weeks.\n"
           "2. DVDs may be borrowed for 7 days and cost GBP 1.50 per loan.\n3. Late returns are charged 20p per day.")


def _tool(answer_name: str, answer_description: str) -> dict:
    return {"type": "function", "function": {
        "name": "MemberReply", "description": "What to tell the member.",
        "parameters": {"type": "object", "required": [answer_name], "properties": {
            answer_name: {"type": "string", "description": answer_description},
            "rule_no": {"anyOf": [{"type": "integer"}, {"type": "null"}], "default": None,
                        "description": "the number of the rule it comes from"}}}}}


def _args(tool: dict, question: str) -> dict:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = SimulatedChatModel().bind_tools([tool], tool_choice="any").invoke(
            [SystemMessage(LIBRARY), HumanMessage(question)])
    return m.tool_calls[0]["args"]


@pytest.mark.parametrize("name, description", [("answer", "a short answer to the member"),
                                               ("text", "the reply to the member")])
def test_the_answer_field_takes_the_text_reply_and_its_rule(name, description):
    args = _args(_tool(name, description), "How long can I keep a DVD for?")
    assert args == {name: "DVDs may be borrowed for 7 days and cost GBP 1.50 per loan.", "rule_no": 2}


def test_an_unanswered_question_cites_no_rule():
    args = _args(_tool("answer", "a short answer to the member"), "Can I renew 4 books online?")
    assert args == {"answer": "I don't know.", "rule_no": None}


@pytest.mark.parametrize("name, description, expected", [
    ("answer", "", True), ("reply", "", True), ("text", "the reply to the customer", True),
    ("summary", "a brief answer to the question", True), ("text", "the text to translate", False),
    ("message", "the SMS to send", False), ("city", "", False),
])
def test_answer_fields(name, description, expected):
    assert is_answer_field(name, description) is expected


@pytest.mark.parametrize("name, description, expected", [
    ("clause", "", True), ("rule_no", "", True), ("ref", "the number of the section it comes from", True),
    ("nights", "how many nights", False), ("count", "", False),
])
def test_source_number_fields(name, description, expected):
    assert is_source_number_field(name, description) is expected


def test_source_number_reads_only_a_quoted_numbered_line():
    text = "Terms\n1. Pets stay free.\n2) Check-out is at 11:00.\n3. Parking is GBP 5 a night."
    assert source_number("Check-out is at 11:00.", text) == 2
    assert source_number("I don't know.", text) is None
