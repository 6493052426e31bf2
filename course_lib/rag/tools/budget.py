"""What the tools of one agent run may cost: how many calls, how much text (notebook 01's cap,
issue 16).

The agents' model-call cap (``call_limit``, six calls) does not bound the tools: a model can
ask for fifty tool calls in one reply. :class:`ToolBudget` is a ``create_agent`` middleware
that wraps every tool call of a run: after ``MAX_TOOL_CALLS`` calls since the question
(parallel calls in one reply count one by one), further calls are not run and the model is
told so; and no tool result reaching the model is longer than ``MAX_TOOL_OUTPUT_CHARS``
characters (a longer one is cut and says so). It adds no node to the graph.
"""

from __future__ import annotations

from typing import Any

from langchain.agents.middleware import AgentMiddleware
from langchain_core.messages import HumanMessage, ToolMessage

MAX_TOOL_CALLS = 12
"""Tool calls allowed per question (two for each of the six model calls)."""
MAX_TOOL_OUTPUT_CHARS = 8000
"""Longest tool result given to the model (four retrieved chunks are about 4,000)."""


def clip_output(text: str, limit: int = MAX_TOOL_OUTPUT_CHARS) -> str:
    """``text`` cut to ``limit`` characters, saying how much was left out."""
    if len(text) <= limit:
        return text
    note = f"\n... (cut: {len(text) - limit} more characters; ask for less)"
    return text[: max(0, limit - len(note))] + note


def calls_so_far(messages: list, call_id: str | None) -> int:
    """Tool calls made since the last human message, this one's earlier siblings included."""
    used = 0
    for message in reversed(messages):
        if isinstance(message, HumanMessage):
            break
        if isinstance(message, ToolMessage):
            used += 1
    last = messages[-1] if messages else None
    siblings = [c.get("id") for c in getattr(last, "tool_calls", None) or []]
    return used + (siblings.index(call_id) if call_id in siblings else 0)


class ToolBudget(AgentMiddleware):
    """Caps the tool calls of one agent run and the length of each tool result."""

    def __init__(self, max_calls: int = MAX_TOOL_CALLS, max_chars: int = MAX_TOOL_OUTPUT_CHARS) -> None:
        super().__init__()
        self.max_calls, self.max_chars = max_calls, max_chars

    def _refusal(self, request) -> ToolMessage | None:
        call = request.tool_call
        messages = (request.state or {}).get("messages", []) if isinstance(request.state, dict) else \
            getattr(request.state, "messages", [])
        if calls_so_far(list(messages), call.get("id")) < self.max_calls:
            return None
        return ToolMessage(
            content=(f"Error: this question already used its {self.max_calls} tool calls, so "
                     f"{call.get('name')} was not run. Answer with what the earlier results say."),
            tool_call_id=call.get("id") or "", name=call.get("name"), status="error",
        )

    def _clipped(self, result: Any) -> Any:
        if isinstance(result, ToolMessage) and isinstance(result.content, str) \
                and len(result.content) > self.max_chars:
            result.content = clip_output(result.content, self.max_chars)
        return result

    def wrap_tool_call(self, request, handler):
        refusal = self._refusal(request)
        return refusal if refusal is not None else self._clipped(handler(request))

    async def awrap_tool_call(self, request, handler):
        refusal = self._refusal(request)
        return refusal if refusal is not None else self._clipped(await handler(request))


__all__ = ["MAX_TOOL_CALLS", "MAX_TOOL_OUTPUT_CHARS", "ToolBudget", "calls_so_far", "clip_output"]
