"""The course's pipelines: one registry, one interface (CLI ``ask`` and ``eval``, Studio, notebook 06).

A pipeline is a compiled graph plus how to feed it a question and read its answer
(:class:`Pipeline`); ``run(question)`` attaches a :class:`~course_lib.ledger.Ledger` and
returns a :class:`RunResult`. :data:`REGISTRY` names the course's pipelines and the graph
module that builds each: every such module (under :mod:`course_lib.graphs`) has a
``pipeline(llm=..., corpus=..., extra_docs=...)`` function. The CLI (``--pipeline``), the
evaluation harness, :mod:`course_lib.studio` and ``langgraph.json`` (checked by a test) all
read this one table.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from course_lib.errors import CourseError

if TYPE_CHECKING:
    from course_lib.ledger import Ledger

REGISTRY: dict[str, str] = {
    "direct": "course_lib.graphs.direct",  # notebook 06: no retrieval, one model call
    "fixed": "course_lib.graphs.fixed_rag",  # notebook 01
    "agent": "course_lib.graphs.agent",  # notebooks 01, 02
    "tools": "course_lib.graphs.knowledge_agent",  # notebook 03
    "adaptive": "course_lib.graphs.adaptive",  # notebook 03
    "crag": "course_lib.graphs.crag",  # notebook 04
    "multihop": "course_lib.graphs.multihop_loop",  # notebook 05
}
"""Pipeline name -> the graph module whose ``pipeline()`` builds it, in the course's order."""

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
            from course_lib.replies import reply_text

            return reply_text(message)
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
        from course_lib.ledger import Ledger

        ledger = Ledger()
        calls_before = getattr(self.embeddings, "calls", 0)
        run_config = {"recursion_limit": self.recursion_limit, **(config or {})}
        run_config["callbacks"] = [ledger, *(callbacks or [])]
        state = self.graph.invoke(self.make_input(question), config=run_config)
        ledger.embedding_calls = getattr(self.embeddings, "calls", 0) - calls_before
        return RunResult(self.name, question, self.read_answer(state), state, ledger)


def available() -> list[str]:
    """The names of the course's pipelines, in the order of :data:`REGISTRY`."""
    return list(REGISTRY)


def get_pipeline(name: str, *, llm=None, corpus: str | None = None, extra_docs=None) -> Pipeline:
    """Build a named pipeline with the configured chat model unless ``llm`` is given."""
    if name not in REGISTRY:
        raise CourseError(f"Unknown pipeline {name!r}: choose one of {', '.join(REGISTRY)}.")
    if llm is None:
        from course_lib.llm import get_chat_model

        llm = get_chat_model()
    module = importlib.import_module(REGISTRY[name])
    return module.pipeline(llm=llm, corpus=corpus, extra_docs=extra_docs)


__all__ = ["REGISTRY", "Pipeline", "RunResult", "available", "cited_sources", "get_pipeline",
           "last_ai_text"]
