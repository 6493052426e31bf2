"""Hops of a multi-hop run: one retrieval and its record, the grounded last step, the
per-question record (notebook 05).

Every multi-hop graph (:mod:`course_lib.rag.graphs.multihop_explicit`, ``multihop_parallel``,
``multihop_loop``) searches with :func:`search_hop`, which records a :class:`Hop` (the query,
the ids found, the ids that were new), and ends with :func:`make_answer_node`: a grounded
answer with citations, or an honest "I don't know" without a model call when nothing was found.

``record_run(result)`` reads a ``RunResult`` (``Pipeline.run``): the graph's own ``hops``
when it keeps them, else the retrievals the ``Ledger`` saw (the agent), plus the ledger's
LLM calls and tokens. Keep such a record per question in production: it is the evidence
trail of an answer (which hop, which query, which documents).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from typing_extensions import TypedDict  # for pydantic (Studio) on Python < 3.12

from course_lib.models.replies import reply_text
from course_lib.retrieval.documents import doc_key, format_documents, new_documents

NO_DOCUMENTS_ANSWER = "I don't know: the search found no documents for this question."


class Hop(TypedDict):
    """One retrieval: which hop, the query sent, what came back, what was new."""

    hop: int
    query: str
    found: list[str]
    new: list[str]


def search_hop(retriever: Any, query: str, *, existing: list | None, hop: int) -> tuple[list, Hop]:
    """Run one retrieval; return the documents and the ``Hop`` record (new = unseen ids).

    Called inside a graph node, the retriever inherits the run's callbacks, so the course's
    ``Ledger`` sees the query too.
    """
    found = retriever.invoke(query)
    fresh = new_documents(existing, found)
    record = Hop(hop=hop, query=query, found=[doc_key(d) for d in found],
                 new=[doc_key(d) for d in fresh])
    return found, record


def make_answer_node(llm: Any) -> Callable[[dict], dict[str, Any]]:
    """A node ``state -> {"answer": ...}`` over ``state["documents"]``."""
    from course_lib.rag.prompts import GROUNDED_ANSWER_PROMPT

    chain = GROUNDED_ANSWER_PROMPT | llm

    def generate(state: dict) -> dict[str, Any]:
        documents = state.get("documents") or []
        if not documents:
            return {"answer": NO_DOCUMENTS_ANSWER}
        reply = chain.invoke({"context": format_documents(documents), "question": state["question"]})
        return {"answer": reply_text(reply)}

    return generate


@dataclass
class MultiHopRecord:
    """What one question cost and used."""

    question: str
    answer: str
    hops: list[Hop] = field(default_factory=list)
    documents: list[str] = field(default_factory=list)  # what the answer was built from
    cited: list[str] = field(default_factory=list)
    llm_calls: int = 0
    calls_per_node: dict[str, int] = field(default_factory=dict)
    input_tokens: int = 0
    output_tokens: int = 0
    stop_reason: str = ""

    @property
    def queries(self) -> list[str]:
        return [h["query"] for h in self.hops]

    @property
    def tokens(self) -> int:
        return self.input_tokens + self.output_tokens

    def text(self, *, width: int = 6) -> str:
        """A readable summary (what ``print(record)`` shows)."""
        lines = [f"question: {self.question}"]
        for h in self.hops:
            shown = ", ".join(h["found"][:width]) + (" ..." if len(h["found"]) > width else "")
            lines.append(f"  hop {h['hop']}: {h['query']!r}")
            lines.append(f"         found {len(h['found'])}, new {len(h['new'])}: {shown}")
        if self.stop_reason:
            lines.append(f"  stopped: {self.stop_reason}")
        per_node = ", ".join(f"{k} {v}" for k, v in self.calls_per_node.items())
        lines.append(f"  LLM calls: {self.llm_calls} ({per_node})   tokens: {self.input_tokens} in, "
                     f"{self.output_tokens} out")
        lines.append(f"  documents used: {len(self.documents)}   cited: {', '.join(self.cited) or '-'}")
        lines.append(f"answer: {self.answer}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()


def _ledger_hops(ledger: Any) -> list[Hop]:
    hops: list[Hop] = []
    seen: set[str] = set()
    for i, r in enumerate(ledger.retrievals, 1):
        found = list(dict.fromkeys(r.sources))  # the ledger sees sources, one per chunk
        new = [s for s in found if s not in seen]
        seen.update(found)
        hops.append(Hop(hop=i, query=r.query, found=found, new=new))
    return hops


def record_run(result: Any) -> MultiHopRecord:
    """Build the record of one ``RunResult``."""
    from course_lib.rag.pipeline import cited_sources

    state = result.state if isinstance(result.state, dict) else {}
    ledger = result.ledger
    if "hops" in state:
        hops = list(state.get("hops") or [])
        documents = [doc_key(d) for d in state.get("documents") or []]
    else:
        hops = _ledger_hops(ledger)
        documents = ledger.sources()
    return MultiHopRecord(
        question=result.question,
        answer=result.answer,
        hops=hops,
        documents=documents,
        cited=cited_sources(result.answer),
        llm_calls=len(ledger.llm_calls),
        calls_per_node=ledger.calls_per_node(),
        input_tokens=ledger.input_tokens,
        output_tokens=ledger.output_tokens,
        stop_reason=str(state.get("stop_reason", "")),
    )


__all__ = ["NO_DOCUMENTS_ANSWER", "Hop", "MultiHopRecord", "make_answer_node", "record_run", "search_hop"]
