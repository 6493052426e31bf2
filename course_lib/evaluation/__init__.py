"""Measuring pipelines: the evaluation harness, its grading and summaries (notebook 06).

- ``harness``: ``evaluate(pipelines, questions)`` -> ``Evaluation`` (per-question records,
  one summary per pipeline), each pipeline built once and reused;
- ``grading``: keyword grading, honest refusals for out-of-scope questions;
- ``corpora``: which knowledge base each pipeline searches for each question;
- ``stats``: ``percentile`` and ``summarize`` (accuracy by category, mean/p50/p99
  latency, tokens, cost per 1,000 questions);
- ``routing``: composing a router from measured records; always-single-step,
  always-multi-step, a classifier pre-router and an oracle router on one
  quality-against-cost curve;
- ``baselines``: ``direct``, the no-retrieval strategy (one model call, no context);
- ``plots``: quality against cost, latency distributions with p50/p99, the trade-off curve;
- ``report``: the text table and ``run_cli``, behind ``python -m course_lib eval``.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "evaluate": "harness",
    "Evaluation": "harness",
    "QuestionRecord": "harness",
    "PipelineCache": "harness",
    "run_question": "harness",
    "select": "harness",
    "is_correct": "grading",
    "is_refusal": "grading",
    "percentile": "stats",
    "summarize": "stats",
    "corpus_for": "corpora",
    "format_summaries": "report",
    "run_cli": "report",
    "compose": "routing",
    "Strategy": "routing",
    "tradeoff": "routing",
    "oracle_route": "routing",
    "tokens_saved": "routing",
    "NearestNeighbourRouter": "routing",
    "STRATEGY_FOR_CATEGORY": "routing",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'course_lib.evaluation' has no attribute {name!r}")
    return getattr(importlib.import_module(f"course_lib.evaluation.{module}"), name)
