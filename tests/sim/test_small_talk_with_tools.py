"""A message read as small talk whose other words name a bound tool's verb is a request to that tool
(``course_lib.sim.responders.agent._asks_a_tools_action``; found on an invented library thread, issue 26): "I
want to pay my fine" with ``pay_fine`` bound is no "I'm fine", and gets the question back for the
amount; "thanks, that's fine" stays small talk. Wordings of my own."""

from __future__ import annotations

import warnings

from langchain_core.tools import tool


@tool
def pay_parking_fine(amount: float) -> str:
    """Pay a parking fine, an amount in pounds."""
    return "ok"


@tool
def book_pitch(day: str) -> str:
    """Book a five-a-side pitch for a day."""
    return "ok"


def _reply(question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools([pay_parking_fine, book_pitch]).invoke(question)


def test_a_tools_verb_makes_a_request():
    out = _reply("morning! I'd like to pay my fine")
    assert "amount" in out.content and "?" in out.content, out.content


def test_small_talk_stays_small_talk():
    out = _reply("thanks, that's fine")
    assert not out.tool_calls and "amount" not in out.content, out.content
