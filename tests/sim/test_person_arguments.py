"""A person's name argument built of the wrong words (issue 26, nineteenth set N7): a possessive
("Ravi's Vegas round") gives its owner, "Ravi", to an argument the tool's description writes as
an owner ("an archer's round"), never "Ravi's Vegas"; and a user / member argument of a question
that names the person only by a pronoun ("Mute him for an hour") is absent: a stated limit and
no value, never the question's leftover words as a username. Invented tools and requests."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def log_round(archer: str, total: int) -> str:
    """Log an archer's round total."""
    return "ok"


@tool
def record_lap(driver: str, seconds: int) -> str:
    """Record a driver's lap time in seconds."""
    return "ok"


@tool
def mute_member(username: str, hours: int) -> str:
    """Mute a chat member for a number of hours."""
    return "muted"


def _call(tools, question: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return out, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("tools, question, field, owner", [
    ([log_round], "Record 540 for Ravi's Vegas round.", "archer", "Ravi"),
    ([log_round], "Put down 588 for Ingrid's Hereford round.", "archer", "Ingrid"),
    ([record_lap], "Please record 94 seconds for Lewin's Monza lap.", "driver", "Lewin"),
])
def test_a_possessive_gives_its_owner(tools, question, field, owner):
    out, _ = _call(tools, question)
    assert out.tool_calls and out.tool_calls[0]["args"][field] == owner, out.tool_calls


@pytest.mark.parametrize("tools, question, field", [
    ([mute_member], "Mute him for an hour, he keeps flooding the chat.", "username"),
    ([mute_member], "Mute her for an hour, she's posting spoilers.", "username"),
    ([mute_member], "Mute them for an hour, they're spamming links.", "username"),
])
def test_a_person_named_only_by_a_pronoun_is_absent(tools, question, field):
    out, limits = _call(tools, question)
    given = out.tool_calls[0]["args"].get(field) if out.tool_calls else ""
    assert limits and not given, (out.tool_calls, out.content)
