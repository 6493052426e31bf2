"""A node-by-node trace of a Corrective RAG run (notebook 04).

``run_traced(graph, question)`` streams the graph once (``stream_mode="updates"``) and
returns the final state and one :class:`Step` per node that ran; ``format_trace`` prints
them with sources relative to the data folder, so the output is the same on every machine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from langchain_core.documents import Document


@dataclass
class Step:
    node: str
    update: dict

    def describe(self, width: int = 90) -> str:
        """One line: what this node did."""
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
    steps: list[Step] = []
    state: dict = dict(inputs)
    for mode, chunk in graph.stream(inputs, cfg, stream_mode=["updates", "values"]):
        if mode == "values":
            state = chunk
            continue
        for node, update in chunk.items():
            if not node.startswith("__"):
                steps.append(Step(node, dict(update or {})))
    return state, steps


def format_trace(steps: list[Step], width: int = 90) -> str:
    """The steps, one numbered line each."""
    return "\n".join(f"{i:>2}. {step.describe(width)}" for i, step in enumerate(steps, 1))


def node_path(steps: list[Step]) -> list[str]:
    return [step.node for step in steps]


__all__ = ["Step", "format_trace", "node_path", "run_traced"]
