"""Near-tied tools whose names open with different verbs are told apart by the verb the request says
(``course_lib.sim.responders.agent._by_named_verb``; found on an invented library thread, issue 26's tool
requests): "renew my book please" over ``reserve_book(title)`` and ``renew_book(barcode)`` is for
renew_book (its barcode asked back), never reserve_book with the question's words as a title.
Wordings of my own."""

from __future__ import annotations

import warnings

from langchain_core.tools import tool


@tool
def hold_dvd(title: str) -> str:
    """Put a library DVD on hold by its title."""
    return "ok"


@tool
def return_dvd(barcode: str) -> str:
    """Return a borrowed library DVD by the barcode on its case."""
    return "ok"


def _reply(question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools([hold_dvd, return_dvd]).invoke(question)


def test_the_verb_said_picks_the_tool():
    out = _reply("I'd like to return my dvd")
    called = [c["name"] for c in out.tool_calls]
    assert "hold_dvd" not in called and ("return_dvd" in called or "barcode" in out.content), (called, out.content)


def test_the_other_verb_picks_the_other_tool():
    out = _reply("please hold the dvd of Paddington for me")
    assert [c["name"] for c in out.tool_calls] == ["hold_dvd"], out


@tool
def find_walk(query: str) -> str:
    """Search the club's saved walking routes."""
    return "ok"


@tool
def search_walks(query: str) -> str:
    """Search the club's saved walking routes."""
    return "ok"


def test_two_words_for_one_look_up_do_not_choose():
    """``find_walk`` / ``search_walks``: one action (a look-up) in two verbs, so "find a walk ..." does
    not choose find_walk by its verb; the true tie stays a stated limit."""
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([find_walk, search_walks]).invoke("find a walk along the canal")
    assert not out.tool_calls and out.response_metadata.get("simulator_limit"), (out.tool_calls, out.content)
