"""Near-tied tools acting on one object by different verbs (cancel / pause a subscription, track /
refund a parcel): the request's verb, or an everyday phrase of it ("put it on hold", "I want my
money back": ``verb_phrases`` in data/sim/lexicons.yaml), picks the tool; a request that says none
gets a stated limit and no call, never the most generic tool silently (issue 26, AA6). Invented tools."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel


@tool
def cancel_subscription(subscription_id: str) -> str:
    """Cancel a subscription for good."""
    return "ok"


@tool
def pause_subscription(subscription_id: str) -> str:
    """Pause a subscription for a while; it restarts later."""
    return "ok"


@tool
def track_parcel(parcel_id: str) -> str:
    """Show where a parcel is on its way."""
    return "ok"


@tool
def refund_parcel(parcel_id: str, reason: str) -> str:
    """Ask for a refund on a parcel that arrived damaged or wrong."""
    return "ok"


SUBS = [cancel_subscription, pause_subscription]
PARCELS = [track_parcel, refund_parcel]


def _ask(tools, question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return out, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("tools,question,want", [
    (SUBS, "put subscription SB-4471 on hold please, I'm travelling", "pause_subscription"),
    (PARCELS, "parcel PX-20931 came smashed, I want my money back", "refund_parcel"),
    (SUBS, "cancel subscription SB-4471", "cancel_subscription"),  # guard: the verb said
])
def test_the_phrase_of_a_verb_picks_the_tool(tools, question, want):
    out, _ = _ask(tools, question)
    assert out.tool_calls and out.tool_calls[0]["name"] == want, out.tool_calls


@pytest.mark.parametrize("tools,question", [
    (SUBS, "subscription SB-4471, sort it out"),
    (PARCELS, "parcel PX-20931 please"),
])
def test_no_verb_said_is_a_stated_limit_and_no_call(tools, question):
    out, limits = _ask(tools, question)
    assert not out.tool_calls and limits
