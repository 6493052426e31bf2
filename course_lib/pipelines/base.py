"""What every pipeline shares: a compiled graph, how to feed it, how to read its answer."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from course_lib.ledger import Ledger

_CITATION = re.compile(r"\[(?:source:\s*)?([\w./-]+\.md)(?:#\d+)?\]")


def cited_sources(answer: str) -> list[str]:
    """Sources cited in an answer as ``[notes/x.md]`` or ``[source: notes/x.md]``."""
    seen: dict[str, None] = {}
    for match in _CITATION.findall(answer or ""):
        seen.setdefault(match, None)
    return list(seen)


def last_ai_text(state: dict) -> str:
    """The text of the last AI message of an agent's state."""
    for message in reversed(state.get("messages", [])):
        if getattr(message, "type", "") == "ai" and not getattr(message, "tool_calls", None):
            content = message.content
            return content if isinstance(content, str) else str(content)
    return ""


@dataclass
class RunResult:
    """One question through one pipeline: the answer, the final state and the ledger."""

    pipeline: str
    question: str
    answer: str
    state: dict
    ledger: Ledger

    @property
    def sources(self) -> list[str]:
        """The sources the answer cites, among those the run retrieved (a citation to a
        document nobody retrieved is not one); else every source retrieved."""
        retrieved = self.ledger.sources()
        cited = [s for s in cited_sources(self.answer) if s in retrieved or not retrieved]
        return cited or retrieved

    def to_dict(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "answer": self.answer,
            "pipeline": self.pipeline,
            **self.ledger.summary(),
            "sources": self.sources,
        }


@dataclass
class Pipeline:
    """A compiled graph plus the two adapters that make it answer a plain question."""

    name: str
    graph: Any
    make_input: Callable[[str], dict] = field(default=lambda q: {"question": q})
    read_answer: Callable[[dict], str] = field(default=lambda s: s.get("answer", ""))
    recursion_limit: int = 40
    embeddings: Any = None

    def run(self, question: str, *, config: dict | None = None, callbacks: list | None = None) -> RunResult:
        ledger = Ledger()
        calls_before = getattr(self.embeddings, "calls", 0)
        run_config = {"recursion_limit": self.recursion_limit, **(config or {})}
        run_config["callbacks"] = [ledger, *(callbacks or [])]
        state = self.graph.invoke(self.make_input(question), config=run_config)
        ledger.embedding_calls = getattr(self.embeddings, "calls", 0) - calls_before
        return RunResult(self.name, question, self.read_answer(state), state, ledger)
