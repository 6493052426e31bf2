"""A structured-output schema is the reply's form, no tool of the assistant's (issue 26, the
twenty-second batch of ports): small talk answered into a schema ("Hello!" into a reply object)
never says "I can use these tools: <the schema's name>" (``direct_replies.small_talk``). A Chinese
course's program asked "你好，请你介绍一下你自己" of ``with_structured_output(FinalResponse)`` and
was told "我可以使用这些工具：FinalResponse". Invented schemas; with real tools bound, the tools
are still named (guard)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib import get_chat_model


class DeskReply(BaseModel):
    """Reply to the visitor in a friendly way."""

    reply: str = Field(description="A friendly reply to the visitor's message")


class Envelope(BaseModel):
    out: DeskReply


@pytest.mark.parametrize("schema", [DeskReply, Envelope])
@pytest.mark.parametrize("message", ["Hello there!", "你好！", "What can you do?"])
def test_small_talk_into_a_schema_names_no_tool(schema, message):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = get_chat_model("sim").with_structured_output(schema).invoke(message)
    text = result.reply if isinstance(result, DeskReply) else result.out.reply
    assert text and schema.__name__ not in text and "these tools" not in text and "这些工具" not in text, text


@tool
def find_locker(number: str) -> str:
    """Find which floor a gym locker is on, by its number."""
    return "Floor 2"


def test_bound_tools_are_still_named():  # guard
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = get_chat_model("sim").bind_tools([find_locker]).invoke("Hello there!")
    assert "find_locker" in reply.content, reply.content
