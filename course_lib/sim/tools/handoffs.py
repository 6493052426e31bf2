"""Multi-agent turns (issue 26): a handoff tool passes control, it returns no result.

A supervisor's handoff tool ("transfer_to_research_agent") answers with an acknowledgement
("Successfully transferred to research_agent"); the agent that receives control answers the
user's question with its own tools (``reading`` keeps another agent's tool results out of a
model's own rounds), and when control comes back the supervisor finds the other agents' replies
after its handoff. Reading those replies for whether the task is done, or which agent should take
its next part, is beyond the simulator's word matching: a stated limit (``agent``), never the
acknowledgement read as a fruitless search ("I don't know: I could not find the answer ...").
Cues: ``handoffs`` in data/sim/patterns.yaml.
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns

_CUE = patterns("handoffs")
_MAX_ACK = 200  # an acknowledgement is one short line


def is_handoff(name: str, result: str) -> bool:
    """True when a tool call named ``name`` that returned ``result`` handed control to another
    agent: its result acknowledges a transfer, or a tool named as a handoff returned one short line."""
    text = result.strip()
    if len(text) > _MAX_ACK:
        return False
    return bool(_CUE.acknowledgement.search(text)) or (bool(_CUE.name.search(name)) and "\n" not in text)


def is_handoff_name(name: str) -> bool:
    """A tool named as a handoff ("transfer_to_hotel_advisor")."""
    return bool(_CUE.name.search(name))


def handed_over(shown: tuple[str, ...]) -> bool:
    """True when the texts ``shown`` after the question hold a handoff's acknowledgement: another
    agent passed the task on, and this model does its own part of it."""
    return any(len(t) <= _MAX_ACK and _CUE.acknowledgement.search(t.strip()) for t in shown)


def replies_after(shown: tuple[str, ...], acknowledgement: str) -> list[str]:
    """What came back after the last ``acknowledgement`` among the texts ``shown`` after the
    question (the other agents' replies and tool results), in order."""
    at = max((i for i, text in enumerate(shown) if text == acknowledgement), default=-1)
    return [text for text in shown[at + 1 :] if text.strip()] if at >= 0 else []
