"""The course's pipelines: one registry, one interface (CLI ``ask`` and ``eval``, Studio, notebook 06).

A pipeline is a compiled graph plus how to feed it a question and read its answer
(:class:`Pipeline`); ``run(question)`` attaches a :class:`~course_lib.measurement.ledger.Ledger` and
returns a :class:`RunResult`. :data:`REGISTRY` names the course's pipelines and the graph
module that builds each: every such module (under :mod:`course_lib.rag.graphs`) has a
``pipeline(llm=..., corpus=..., extra_docs=...)`` function. The CLI (``--pipeline``), the
evaluation harness, :mod:`course_lib.app.studio` and ``langgraph.json`` (checked by a test) all
read this one table.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from course_lib.foundation.errors import CourseError

if TYPE_CHECKING:
    from course_lib.measurement.ledger import Ledger

REGISTRY: dict[str, str] = {
    "direct": "course_lib.rag.graphs.direct",  # notebook 06: no retrieval, one model call
    "fixed": "course_lib.rag.graphs.fixed_rag",  # notebook 01
    "agent": "course_lib.rag.graphs.agent",  # notebooks 01, 02
    "tools": "course_lib.rag.graphs.knowledge_agent",  # notebook 03
    "adaptive": "course_lib.rag.graphs.adaptive",  # notebook 03
    "crag": "course_lib.rag.graphs.crag",  # notebook 04
    "multihop": "course_lib.rag.graphs.multihop_loop",  # notebook 05
    "selfrag": "course_lib.rag.graphs.self_rag",  # notebook 07
}
"""Pipeline name -> the graph module whose ``pipeline()`` builds it, in the course's order."""

DEFAULT_CORPUS: dict[str, str | None] = {
    "direct": None,  # no retrieval
    "fixed": "notes",
    "agent": "notes",
    "tools": "all",  # search_notes and search_wiki, the model picks
    "adaptive": "all",  # the router's store holds both; its research agent has both tools
    "crag": "notes",
    "multihop": "wiki",
    "selfrag": "notes",  # the bottom rung of its ladder: notes, then wiki, then the web snapshot
}
"""The knowledge base each pipeline searches when given none: ``notes`` (the technical notes),
``wiki`` (the company wiki), ``all`` (both; the pipeline chooses), ``None`` (no retrieval).
Each module's ``pipeline()`` applies its own default; a test checks this table against them."""

CHOOSES_ITSELF = frozenset(name for name, corpus in DEFAULT_CORPUS.items() if corpus in (None, "all"))
"""Pipelines that pick among the knowledge bases themselves (or use none): ``auto`` leaves
them their own default."""

AUTO = "auto"
AUTO_CANDIDATES = ("notes", "wiki")

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


def available() -> list[str]:
    """The names of the course's pipelines, in the order of :data:`REGISTRY`."""
    return list(REGISTRY)


def choose_corpus(name: str, question: str, corpus: str | None = AUTO, *, extra_docs=None) -> str | None:
    """The knowledge base to build pipeline ``name`` with for ``question`` (``ask --corpus``).

    ``auto``: a pipeline that chooses among the knowledge bases itself (``tools``,
    ``adaptive``) or uses none (``direct``) keeps its own default; any other gets the
    knowledge base, notes or wiki, whose best match for the question scores higher (cosine
    similarity of the embeddings; ``extra_docs`` count with the notes), its own default when
    neither matches at all. ``None`` means the pipeline's default; anything else is returned
    as it is.
    """
    if corpus is None:
        return DEFAULT_CORPUS.get(name)
    if corpus != AUTO:
        return corpus
    if name in CHOOSES_ITSELF:
        return DEFAULT_CORPUS.get(name)
    from course_lib.retrieval.embeddings import get_embeddings
    from course_lib.retrieval.kb import build_knowledge_base

    embeddings = get_embeddings()
    best: tuple[float, str] = (0.0, DEFAULT_CORPUS.get(name) or AUTO_CANDIDATES[0])
    for candidate in AUTO_CANDIDATES:
        kb = build_knowledge_base(candidate, embeddings=embeddings, progress=False,
                                  extra_docs=extra_docs if candidate == "notes" else None)
        hits = kb.search(question, k=1)
        if hits and hits[0][1] > best[0]:
            best = (hits[0][1], candidate)
    return best[1]


def get_pipeline(name: str, *, llm=None, corpus: str | None = None, extra_docs=None) -> Pipeline:
    """Build a named pipeline with the configured chat model unless ``llm`` is given.

    ``corpus=None`` is the pipeline's own default (:data:`DEFAULT_CORPUS`); ``"auto"`` needs a
    question, so resolve it first with :func:`choose_corpus`.
    """
    if name not in REGISTRY:
        raise CourseError(f"Unknown pipeline {name!r}: choose one of {', '.join(REGISTRY)}.")
    if corpus == AUTO:
        raise CourseError("corpus 'auto' depends on the question: pass choose_corpus(name, question).")
    if llm is None:
        from course_lib.models.llm import get_chat_model

        llm = get_chat_model()
    module = importlib.import_module(REGISTRY[name])
    return module.pipeline(llm=llm, corpus=corpus, extra_docs=extra_docs)


__all__ = ["AUTO", "CHOOSES_ITSELF", "DEFAULT_CORPUS", "REGISTRY", "Pipeline", "RunResult",
           "available", "choose_corpus", "cited_sources", "get_pipeline", "last_ai_text"]
