"""What one pipeline is: a compiled graph plus how to feed it a question and read its answer.

:class:`Pipeline` (``run(question)`` attaches a :class:`~course_lib.measurement.ledger.Ledger`
and returns a :class:`RunResult`), and the two readers the builders of
:mod:`course_lib.rag.assembly` use: :func:`last_ai_text` and :func:`cited_sources`. The
course's pipelines themselves, one spec each, are :mod:`course_lib.rag.pipelines` (notebook 06).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from course_lib.measurement.ledger import Ledger

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
            from course_lib.models.replies import reply_text

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
    corpus: str | None = None

    @property
    def cited(self) -> list[str]:
        """The sources the answer cites (``[notes/x.md]``), in the order it cites them."""
        return cited_sources(self.answer)

    @property
    def retrieved(self) -> list[str]:
        """Every source a retrieval returned during the run, cited or not."""
        return self.ledger.sources()

    @property
    def sources(self) -> list[str]:
        """The sources the answer cites, among those the run retrieved (a citation to a
        document nobody retrieved is not one); else every source retrieved."""
        retrieved = self.retrieved
        cited = [s for s in self.cited if s in retrieved or not retrieved]
        return cited or retrieved

    def to_dict(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "answer": self.answer,
            "pipeline": self.pipeline,
            "corpus": self.corpus,
            **self.ledger.summary(),
            "cited": self.cited,
            "retrieved": self.retrieved,
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
    corpus: str | None = None  # the knowledge base it searches (DEFAULT_CORPUS when not given)

    def run(self, question: str, *, config: dict | None = None, callbacks: list | None = None) -> RunResult:
        from course_lib.foundation.safe_text import question_text
        from course_lib.measurement.ledger import Ledger

        question = question_text(question)  # before any model call: one sentence if empty
        ledger = Ledger()
        calls_before = getattr(self.embeddings, "calls", 0)
        run_config = {"recursion_limit": self.recursion_limit, **(config or {})}
        run_config["callbacks"] = [ledger, *(callbacks or [])]
        state = self.graph.invoke(self.make_input(question), config=run_config)
        ledger.embedding_calls = getattr(self.embeddings, "calls", 0) - calls_before
        return RunResult(self.name, question, self.read_answer(state), state, ledger, self.corpus)


__all__ = ["Pipeline", "RunResult", "cited_sources", "last_ai_text"]
