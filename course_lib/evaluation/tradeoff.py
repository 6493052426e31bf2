"""Routers on the quality-against-cost curve, composed from measured records (notebook 06).

Run a few *strategies* over the same questions once (for example ``direct``: no retrieval;
``fixed``: one retrieval; ``tools``: the multi-step agent loop). A router only decides which
strategy each question takes, so its result on a question is the chosen strategy's record,
plus whatever the routing itself costs. ``compose`` builds those records without re-running
anything, which makes it cheap to compare many routers:

- always-X: every question takes strategy X;
- a rule router: a function of the question text (free: code, no LLM call);
- a small classifier (``NearestNeighbourRouter``): the category of the most similar
  labelled questions, then the strategy that category needs (``STRATEGY_FOR_CATEGORY``);
  it costs one embedding of the question and no LLM call;
- an oracle router: knows each question's true category and sends each category to the
  strategy that answers it best (ties: fewest tokens). No router that decides by category
  can beat it, so it bounds what routing can gain (the Adaptive-RAG paper's oracle);
- a learned or LLM router (the ``adaptive`` pipeline) is measured directly instead; its
  classifier call is part of its records.

``tradeoff`` puts them all on one table of accuracy against mean tokens and cost;
``tokens_saved`` is the headline figure of a pre-router against always-agentic.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from course_lib.evaluation.questions import CATEGORIES
from course_lib.evaluation.stats import summarize

Route = Callable[[Any], str]
"""``route(question) -> strategy name``; ``question`` is a labelled question."""


@dataclass(frozen=True)
class Strategy:
    """A named routing policy and how to draw it on the curve."""

    name: str
    route: Route
    kind: str = "router"  # "always", "router", "oracle"


def _by_id(records: Sequence[Any]) -> dict[str, dict[str, Any]]:
    table: dict[str, dict[str, Any]] = {}
    for r in records:
        table.setdefault(r.pipeline, {})[r.id] = r
    return table


def compose(records: Sequence[Any], questions: Sequence[Any], route: Route, *, name: str,
            overhead: Callable[[Any], Mapping[str, float]] | None = None) -> list[Any]:
    """The records a router would produce: for each question the record of the strategy
    ``route(question)`` picks, renamed ``name``. ``overhead(question)`` may add the routing's
    own cost (keys ``llm_calls``, ``input_tokens``, ``output_tokens``, ``latency_s``,
    ``cost_usd``); a rule in code costs nothing."""
    table = _by_id(records)
    out = []
    for q in questions:
        choice = route(q)
        if choice not in table or q.id not in table[choice]:
            raise KeyError(f"no record of strategy {choice!r} for question {q.id!r}: run it first")
        rec = replace(table[choice][q.id], pipeline=name,
                      calls_per_node=dict(table[choice][q.id].calls_per_node))
        if overhead is not None:
            extra = overhead(q)
            rec = replace(
                rec,
                llm_calls=rec.llm_calls + int(extra.get("llm_calls", 0)),
                input_tokens=rec.input_tokens + int(extra.get("input_tokens", 0)),
                output_tokens=rec.output_tokens + int(extra.get("output_tokens", 0)),
                latency_s=round(rec.latency_s + float(extra.get("latency_s", 0.0)), 4),
                cost_usd=rec.cost_usd + float(extra.get("cost_usd", 0.0)),
            )
        out.append(rec)
    return out


STRATEGY_FOR_CATEGORY: dict[str, str] = {name: c.strategy for name, c in CATEGORIES.items()}
"""What each kind of question needs, by design: no retrieval, one retrieval from the notes,
the agent with its tools (orders, calculator, web), or the multi-hop loop over the wiki
(from :data:`course_lib.evaluation.questions.CATEGORIES`)."""


class NearestNeighbourRouter:
    """A small classifier as a pre-router (notebook 06): no model call, one embedding.

    It embeds the labelled examples once. A new question is compared with them by cosine
    similarity; its ``k`` nearest examples each vote, weighted by their similarity, for the
    strategy their category needs (``table``); the strategy with the most weight wins (ties:
    the first to get a vote). An example never votes for itself (same id), so routing the
    labelled questions themselves is a fair leave-one-out test.
    """

    def __init__(self, examples: Sequence[Any], *, embeddings: Any = None, k: int = 5,
                 table: Mapping[str, str] = STRATEGY_FOR_CATEGORY) -> None:
        import numpy as np

        if embeddings is None:
            from course_lib.retrieval.embeddings import get_embeddings

            embeddings = get_embeddings()
        self.examples = list(examples)
        self.embeddings = embeddings
        self.k = k
        self.table = dict(table)
        self._matrix = np.array(embeddings.embed_documents([q.question for q in self.examples]))

    def votes(self, question: Any) -> dict[str, float]:
        """``{strategy: summed similarity}`` of the ``k`` nearest other examples."""
        import numpy as np

        text = getattr(question, "question", question)
        own_id = getattr(question, "id", None)
        scores = self._matrix @ np.array(self.embeddings.embed_query(text))
        ranked = [i for i in np.argsort(-scores, kind="stable") if self.examples[i].id != own_id]
        votes: dict[str, float] = {}
        for i in ranked[: self.k]:
            strategy = self.table[self.examples[i].category]
            votes[strategy] = votes.get(strategy, 0.0) + float(scores[i])
        return votes

    def __call__(self, question: Any) -> str:
        votes = self.votes(question)
        return max(votes, key=votes.__getitem__)


def always(strategy: str) -> Route:
    """The router that sends every question to ``strategy``."""
    return lambda q: strategy


def oracle_route(records: Sequence[Any], strategies: Sequence[str]) -> tuple[Route, dict[str, str]]:
    """The best category-level router, from the records: each category goes to the strategy
    with the most correct answers on it (ties: the fewest mean tokens, then the order given).

    Returns ``(route, table)`` where ``table`` is ``{category: strategy}``.
    """
    score: dict[str, dict[str, list[float]]] = {}
    for r in records:
        if r.pipeline not in strategies:
            continue
        cell = score.setdefault(r.category, {}).setdefault(r.pipeline, [0, 0, 0])
        cell[0] += bool(r.correct)
        cell[1] += r.input_tokens + r.output_tokens
        cell[2] += 1
    table = {}
    for category, cells in score.items():
        ranked = sorted(cells, key=lambda s: (-cells[s][0], cells[s][1] / cells[s][2], strategies.index(s)))
        table[category] = ranked[0]
    return (lambda q: table[q.category]), table


def tradeoff(records: Sequence[Any], questions: Sequence[Any], strategies: Sequence[Strategy],
             *, measured: Sequence[str] = ()) -> list[dict[str, Any]]:
    """One row per strategy (composed) and per measured pipeline: accuracy, mean LLM calls,
    mean tokens, p99 latency, cost per 1,000 questions, sorted by mean tokens."""
    rows = []
    for s in strategies:
        summary = summarize(compose(records, questions, s.route, name=s.name), pipeline=s.name)
        rows.append(_point(summary, s.kind))
    ids = {q.id for q in questions}
    for name in measured:
        own = [r for r in records if r.pipeline == name and r.id in ids]
        rows.append(_point(summarize(own, pipeline=name), "measured"))
    return sorted(rows, key=lambda row: row["mean_tokens"])


def _point(summary: Mapping[str, Any], kind: str) -> dict[str, Any]:
    return {
        "strategy": summary["pipeline"],
        "kind": kind,
        "accuracy": summary["accuracy"],
        "mean_llm_calls": summary["mean_llm_calls"],
        "mean_tokens": summary["mean_tokens"],
        "latency_p99_s": summary["latency_p99_s"],
        "cost_per_1k_usd": summary["cost_per_1k_usd"],
    }


def tokens_saved(router: Mapping[str, Any], baseline: Mapping[str, Any]) -> float:
    """The share of the baseline's mean tokens a router saves (0.3 = 30 % fewer tokens)."""
    if not baseline["mean_tokens"]:
        return 0.0
    return round(1 - router["mean_tokens"] / baseline["mean_tokens"], 4)
