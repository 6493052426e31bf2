"""A conversation whose last message is the simulator's own stated limit (issue 26, the twelfth
batch of ports).

In a graph of several model calls, one call's reply becomes the next call's input: LangChain
Academy's research assistant puts the analyst's question (one model call) before the expert's
answer (another). When the first call stated a limit ("The offline simulator can't ..."), the
second read the conversation's last human message instead and answered beside the point ("I
don't know.", or a sentence of the context about something else), with no limit: its input was
a failed step. When the last message of the conversation is an AI message that is the
simulator's stated limit, the reply is a stated ``conversation`` limit that says so.
"""

from __future__ import annotations

from course_lib.sim.reports import limits
from course_lib.sim.request.reading import Request


def earlier_limit(request: Request) -> str:
    """The stated limit that ends the conversation (the last message after the last human one is
    an AI message that opens with the limit's prefix), or ``""``."""
    if request.rounds or not request.shown:
        return ""
    last = request.shown[-1].strip()
    return last if last.startswith(limits.PREFIX) else ""


def limit(request: Request) -> str:
    """The stated limit for a reply to a failed step (``""`` when the conversation has none)."""
    earlier = earlier_limit(request)
    if not earlier:
        return ""
    return limits.state(
        "reply to the conversation's last message",
        f"it is the simulator's own stated limit from an earlier step ('{earlier[:100]}...'), not a "
        "message to answer",
        "reply to what the earlier step would have said",
        kind="conversation",
    )
