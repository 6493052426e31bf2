"""A required plain string argument of a tool (a job "title", a "product") that no reader of a
kind fills takes, from a command ("Find ...", "Look for ...", "Search for ..."), the words after
the command verb up to a preposition, without the words other arguments took (a flag's
"remote", "part-time", "in stock"), the tool's own nouns ("jobs") and articles; a command that
leaves no such word gets the safe value with a stated limit (issue 26, eleventh set D6). Before,
the argument got the whole question ("Find remote data engineer jobs"). Invented tools."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib import get_chat_model


@tool
def search_vacancies(title: str, part_time: bool = False) -> list:
    """Search vacancies by job title, optionally only part-time ones."""
    return []


@tool
def find_courses(skill: str, free_only: bool = False) -> list:
    """Find online courses by skill, optionally only free ones."""
    return []


@tool
def search_shop(product: str, in_stock: bool = False) -> list:
    """Search the shop's catalogue by product, optionally only items in stock."""
    return []


def call(tools, question):
    llm = get_chat_model("sim").bind_tools(tools)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke(question)
    return out.tool_calls, out.response_metadata.get("simulator_limit", "")


@pytest.mark.parametrize("tools, question, arg, value, flag", [
    ([search_vacancies], "Look for part-time nursing vacancies.", "title", "nursing", "part_time"),
    ([find_courses], "Find free watercolour courses.", "skill", "watercolour", "free_only"),
    ([search_shop], "Search for wireless headphones in stock, please.", "product", "wireless headphones", "in_stock"),
    ([search_vacancies], "Can you find barista vacancies in Porto?", "title", "barista", None),
])
def test_the_thing_a_command_asks_for(tools, question, arg, value, flag):
    calls, limit = call(tools, question)
    assert len(calls) == 1
    assert calls[0]["args"][arg] == value
    if flag:
        assert calls[0]["args"][flag] is True
    assert not limit


def test_a_command_with_no_thing_states_a_limit():
    calls, limit = call([search_vacancies], "Find part-time vacancies.")
    assert not calls or calls[0]["args"]["title"] in ("", None)
    assert "title" in limit
