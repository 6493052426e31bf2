"""Watching a run: an agent's tool trajectory (notebook 02) and a graph's steps (notebook 04).

``ask(agent, question)`` runs one turn of a ``create_agent`` agent and prints what the model
did: every tool call in order (name and arguments), then the answer and a one-line cost
summary. With a checkpointer, pass the same ``thread_id`` to continue a conversation:
only the new turn's tool calls are shown.

``run_turn`` does the same without printing and returns a ``Turn`` to inspect in code.

``run_traced(graph, question)`` streams a graph once (``stream_mode="updates"``) and returns
the final state and one :class:`Step` per node that ran; ``format_trace`` prints them with
sources relative to the data folder, so the output is the same on every machine.
"""

from __future__ import annotations

import json
import textwrap
import threading
from dataclasses import dataclass, field, replace
from typing import Any

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.documents import Document
from langchain_core.messages import BaseMessage, HumanMessage

from course_lib.measurement.ledger import Ledger
from course_lib.models.structured import STRUCTURED_EVENT, StructuredEvent


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
            f"{s['latency_s']:.2f} s {latency_kind(self.ledger)}",
        ]
        lines += [f"Warning:  {describe_event(e)}" for e in self.ledger.structured_events]
        return "\n".join(lines)


def latency_kind(ledger: Ledger) -> str:
    """How the ledger's latency was obtained: ``simulated`` (the simulator's formula),
    ``measured`` (wall-clock time of a real model), or ``from cache`` (no model was asked)."""
    calls = ledger.llm_calls
    if calls and all(getattr(c, "cached", False) for c in calls):
        return "from cache"
    if calls and all(c.simulated for c in calls):
        return "simulated"
    return "measured"


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
    from course_lib.foundation.safe_text import question_text

    question = question_text(question)  # before any model call: one sentence if empty
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


# --- graph runs, node by node (notebook 04) ---------------------------------------------

@dataclass
class Step:
    node: str
    update: dict
    structured: list[StructuredEvent] = field(default_factory=list)  # repairs, retries, defaults

    def describe(self, width: int = 90) -> str:
        """One line: what this node did (and a line per structured-output repair or default)."""
        text = self._describe(width)
        notes = [f"{'':>14}! {describe_event(e)}" for e in self.structured]
        return "\n".join([text, *notes])

    def _describe(self, width: int) -> str:
        u = self.update or {}
        if "grades" in u:
            kept = len(u.get("documents", []))
            text = f"{kept} of {len(u['grades'])} relevant: {', '.join(u['grades']) or '-'}"
        elif "answer" in u:
            text = _short(u["answer"], width)
        elif "retries" in u:
            text = f"query={u.get('query', '')!r} (retry {u['retries']})"
        elif "documents" in u:
            docs = u["documents"]
            query = f"query={u['query']!r} -> " if "query" in u else ""
            text = f"{query}{len(docs)} docs: {', '.join(_sources(docs)) or '-'}"
        else:
            text = _short(repr(u), width)
        return f"{self.node:<10} {text}"


def _sources(docs: list[Document]) -> list[str]:
    seen: dict[str, None] = {}
    for doc in docs:
        seen.setdefault(str(doc.metadata.get("source", "?")), None)
    return list(seen)


def _short(text: str, width: int) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= width else text[: width - 3] + "..."


def run_traced(
    graph: Any, question: str | dict, *, config: dict | None = None, recursion_limit: int | None = None
) -> tuple[dict, list[Step]]:
    """Run ``graph`` once; return the final state and the steps in the order they ran."""
    inputs = {"question": question} if isinstance(question, str) else question
    cfg = dict(config or {})
    if recursion_limit is not None:
        cfg["recursion_limit"] = recursion_limit
    events = _StructuredEvents()
    cfg["callbacks"] = _with_handler(cfg.get("callbacks"), events)
    steps: list[Step] = []
    state: dict = dict(inputs)
    for mode, chunk in graph.stream(inputs, cfg, stream_mode=["updates", "values"]):
        if mode == "values":
            state = chunk
            continue
        for node, update in chunk.items():
            if not node.startswith("__"):
                steps.append(Step(node, dict(update or {}), events.take(node)))
    return state, steps


def describe_event(event: StructuredEvent) -> str:
    """One line for a structured-output call that needed help (see ``course_lib.models.structured``)."""
    what = {
        "repaired": "reply did not fit the schema; read anyway",
        "retried": "reply did not fit the schema; the retry did",
        "default": f"reply did not fit the schema, twice; used the safe default {event.default}",
        "failed": "reply did not fit the schema, twice; no default",
    }[event.outcome]
    return f"{event.schema} from {event.model}: {what} ({event.error})"


class _StructuredEvents(BaseCallbackHandler):
    """Collects structured-output events by graph node, for ``run_traced``."""

    def __init__(self) -> None:
        self.pending: list[StructuredEvent] = []
        self._lock = threading.Lock()

    def on_custom_event(self, name, data, *, run_id, metadata=None, **kwargs):
        if name == STRUCTURED_EVENT and isinstance(data, StructuredEvent):
            node = data.node or str((metadata or {}).get("langgraph_node", ""))
            with self._lock:
                self.pending.append(replace(data, node=node))

    def take(self, node: str) -> list[StructuredEvent]:
        with self._lock:
            mine = [e for e in self.pending if e.node == node]
            self.pending = [e for e in self.pending if e.node != node]
        return mine


def _with_handler(callbacks: Any, handler: BaseCallbackHandler) -> Any:
    if callbacks is None:
        return [handler]
    if isinstance(callbacks, list):
        return [*callbacks, handler]
    manager = callbacks.copy()  # a CallbackManager
    manager.add_handler(handler, inherit=True)
    return manager


def format_trace(steps: list[Step], width: int = 90) -> str:
    """The steps, one numbered line each."""
    return "\n".join(f"{i:>2}. {step.describe(width)}" for i, step in enumerate(steps, 1))


def node_path(steps: list[Step]) -> list[str]:
    return [step.node for step in steps]


__all__ = ["Step", "ToolStep", "Turn", "ask", "describe_event", "final_text", "format_trace", "latency_kind", "node_path", "run_traced",
           "run_turn", "this_turn", "tool_trajectory"]
