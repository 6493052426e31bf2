"""Watching an agent decide: the tool trajectory of one turn and ``ask()`` (notebook 02).

``ask(agent, question)`` runs one turn of a ``create_agent`` agent and prints what the model
did: every tool call in order (name and arguments), then the answer and a one-line cost
summary. With a checkpointer, pass the same ``thread_id`` to continue a conversation:
only the new turn's tool calls are shown.

``run_turn`` does the same without printing and returns a ``Turn`` to inspect in code.
"""

from __future__ import annotations

import json
import textwrap
from dataclasses import dataclass, field
from typing import Any

from langchain_core.messages import BaseMessage, HumanMessage

from course_lib.ledger import Ledger


@dataclass(frozen=True)
class ToolStep:
    """One tool call the model made: the tool's name and the arguments it chose."""

    name: str
    args: dict[str, Any]

    def __str__(self) -> str:
        args = ", ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in self.args.items())
        return f"{self.name}({args})"


@dataclass
class Turn:
    """One question put to an agent: the answer, the tool trajectory and what it cost."""

    question: str
    answer: str
    steps: list[ToolStep]
    messages: list[BaseMessage]  # this turn's messages only (the question onwards)
    ledger: Ledger = field(repr=False)
    thread_id: str | None = None

    @property
    def tools(self) -> list[str]:
        """Names of the tools called, in order (repeats kept)."""
        return [s.name for s in self.steps]

    def format(self, *, width: int = 92) -> str:
        """The trace as ``ask`` prints it."""
        s = self.ledger.summary()
        trajectory = " -> ".join(str(step) for step in self.steps) or "(no tool called)"
        answer = textwrap.fill(self.answer, width=width, subsequent_indent=" " * 10,
                               break_long_words=False, break_on_hyphens=False)
        lines = [
            f"Question: {self.question}",
            f"Tools:    {trajectory}",
            f"Answer:   {answer}",
            f"Cost:     {s['llm_calls']} LLM calls, {s['retrievals']} retrievals, "
            f"{s['input_tokens']} input + {s['output_tokens']} output tokens, "
            f"{s['latency_s']:.2f} s simulated",
        ]
        return "\n".join(lines)


def this_turn(messages: list[BaseMessage]) -> list[BaseMessage]:
    """The messages from the last human message onwards (the current turn of a thread)."""
    for i in range(len(messages) - 1, -1, -1):
        if isinstance(messages[i], HumanMessage):
            return list(messages[i:])
    return list(messages)


def tool_trajectory(messages: list[BaseMessage]) -> list[ToolStep]:
    """Every tool call requested by the AI messages, in order."""
    steps = []
    for message in messages:
        for call in getattr(message, "tool_calls", None) or []:
            steps.append(ToolStep(name=call["name"], args=dict(call.get("args") or {})))
    return steps


def final_text(messages: list[BaseMessage]) -> str:
    """The text of the last AI message that is not a tool request."""
    for message in reversed(messages):
        if message.type == "ai" and not getattr(message, "tool_calls", None):
            return str(message.text)
    return ""


def run_turn(agent: Any, question: str, *, thread_id: str | None = None,
             callbacks: list | None = None, recursion_limit: int = 25) -> Turn:
    """Ask ``agent`` one question and return the ``Turn`` (nothing is printed).

    ``thread_id`` continues (or starts) a conversation; it needs an agent compiled with a
    checkpointer, such as ``InMemorySaver()``.
    """
    ledger = Ledger()
    config: dict[str, Any] = {"callbacks": [ledger, *(callbacks or [])],
                              "recursion_limit": recursion_limit}
    if thread_id is not None:
        config["configurable"] = {"thread_id": thread_id}
    state = agent.invoke({"messages": [HumanMessage(question)]}, config=config)
    messages = this_turn(state["messages"])
    return Turn(question=question, answer=final_text(messages), steps=tool_trajectory(messages),
                messages=messages, ledger=ledger, thread_id=thread_id)


def ask(agent: Any, question: str, *, thread_id: str | None = None) -> None:
    """Ask ``agent`` one question; print the tool trajectory, the answer and the cost."""
    print(run_turn(agent, question, thread_id=thread_id).format())
