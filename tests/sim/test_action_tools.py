"""Tools that act on one object in different ways (``course_lib.sim.tools.action_tools``, issue 26,
ports13): near-tied ``add_`` / ``remove_`` / ``show_`` tools of one object are told apart by the
request's action, else a stated limit. Invented tools (the port that found it:
tests/thirdparty/test_langchain_tool_runtime.py, whose "please forget my favorite pets" called
``list_favorite_pets``)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim.tools import action_tools


@tool
def add_watched_stocks(tickers: list[str]) -> str:
    """Add tickers to the watched stocks.

    Args:
        tickers: ticker symbols to watch
    """
    return "ok"


@tool
def remove_watched_stocks() -> str:
    """Remove the watched stocks."""
    return "ok"


@tool
def show_watched_stocks() -> str:
    """Show the watched stocks if any."""
    return "[]"


TOOLS = [add_watched_stocks, remove_watched_stocks, show_watched_stocks]


def _calls(text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = SimulatedChatModel().bind_tools(TOOLS).invoke(text)
    return [c["name"] for c in reply.tool_calls], reply


@pytest.mark.parametrize("text,want", [
    ("please forget my watched stocks", "remove_watched_stocks"),
    ("which stocks am I watching?", "show_watched_stocks"),
])
def test_the_requests_action_picks_the_tool(text, want):
    names, reply = _calls(text)
    assert names == [want], reply


def test_no_action_named_is_no_confused_pick():
    names, reply = _calls("my watched stocks and me, a long story")
    assert names in ([], ["add_watched_stocks"]) or reply.response_metadata.get("simulator_limit"), reply
    assert "show_watched_stocks" not in names and "remove_watched_stocks" not in names


def test_same_object_and_families():
    assert action_tools.split_name("update_favorite_pets") == ("update", "favorite_pets")
    assert action_tools.split_name("listFavoritePets") == ("list", "favorite_pets")
    assert action_tools.same_object(["update_favorite_pets", "delete_favorite_pets", "list_favorite_pets"])
    assert not action_tools.same_object(["get_weather", "get_time"])  # two objects
    assert not action_tools.same_object(["get_pets", "list_pets"])  # one family twice
    assert action_tools.family("forget") == "delete" and action_tools.family("zebra") is None


def test_pick():
    names = ["update_favorite_pets", "delete_favorite_pets", "list_favorite_pets"]
    required = {"update_favorite_pets": ["pets"]}
    assert action_tools.pick(names, "please forget my favorite pets", required) == "delete_favorite_pets"
    assert action_tools.pick(names, "what are my favorite pets?", required) == "list_favorite_pets"
    assert action_tools.pick(names, "my favorite pets are cats", required) == "update_favorite_pets"
    assert action_tools.pick(names, "show them, then delete them", required) is None
