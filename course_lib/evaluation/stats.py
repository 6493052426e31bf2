"""Summaries of an evaluation: accuracy, latency percentiles, tokens, cost (notebook 06).

Latency is per question (the sum of its model calls, simulated offline). p50 is the median;
p99 is the latency that 99 % of questions stay under, computed like ``numpy.percentile``
(linear interpolation between the two nearest ranks). A mean hides the tail: an agent
that usually makes two calls but sometimes six has a p99 far above its mean, and a
latency promise (an SLA) is broken by the tail, not by the mean.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any


def percentile(values: Iterable[float], q: float) -> float:
    """The ``q``-th percentile (0-100) with linear interpolation, as ``numpy.percentile``."""
    data = sorted(float(v) for v in values)
    if not data:
        return 0.0
    if not 0 <= q <= 100:
        raise ValueError("q must be between 0 and 100")
    position = (len(data) - 1) * q / 100
    low, high = math.floor(position), math.ceil(position)
    return data[low] + (data[high] - data[low]) * (position - low)


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def summarize(records: Sequence[Any], *, pipeline: str | None = None) -> dict[str, Any]:
    """One pipeline's summary from its per-question records (``QuestionRecord`` or dicts).

    Keys: ``pipeline``, ``questions``, ``correct``, ``accuracy``, ``accuracy_by_category``
    (``{category: [correct, total, accuracy]}``), ``tool_accuracy`` (None when the pipeline
    called no tools), ``errors``, ``structured_defaults`` (schema fallbacks), ``mean_llm_calls``, ``mean_input_tokens``,
    ``mean_output_tokens``, ``mean_tokens``, ``mean_retrievals``, ``latency_mean_s``,
    ``latency_p50_s``, ``latency_p99_s``, ``latency_max_s``, ``cost_usd``,
    ``cost_per_1k_usd``, ``refusals`` (answers that say they do not know or cannot answer) and
    ``fabrications`` (answers no retrieved document supports; None unless the records were
    graded for groundedness, notebook 07).
    """
    rows = [r if isinstance(r, dict) else r.to_dict() for r in records]
    n = len(rows)
    by_category: dict[str, list[int]] = {}
    for r in rows:
        right_total = by_category.setdefault(r["category"], [0, 0])
        right_total[0] += bool(r["correct"])
        right_total[1] += 1
    any_tools = any(r["tools_used"] for r in rows)
    latencies = [r["latency_s"] for r in rows]
    cost = sum(r["cost_usd"] for r in rows)
    correct = sum(bool(r["correct"]) for r in rows)
    return {
        "pipeline": pipeline or (rows[0]["pipeline"] if rows else ""),
        "questions": n,
        "correct": correct,
        "accuracy": round(correct / n, 4) if n else 0.0,
        "accuracy_by_category": {
            cat: [right, total, round(right / total, 4)] for cat, (right, total) in by_category.items()
        },
        "tool_accuracy": round(_mean([bool(r["tools_match"]) for r in rows]), 4) if any_tools else None,
        "errors": sum(1 for r in rows if r.get("error")),
        "structured_defaults": sum(int(r.get("structured_defaults", 0) or 0) for r in rows),
        "mean_llm_calls": round(_mean([r["llm_calls"] for r in rows]), 3),
        "mean_input_tokens": round(_mean([r["input_tokens"] for r in rows]), 1),
        "mean_output_tokens": round(_mean([r["output_tokens"] for r in rows]), 1),
        "mean_tokens": round(_mean([r["input_tokens"] + r["output_tokens"] for r in rows]), 1),
        "mean_retrievals": round(_mean([r["retrievals"] for r in rows]), 3),
        "latency_mean_s": round(_mean(latencies), 3),
        "latency_p50_s": round(percentile(latencies, 50), 3),
        "latency_p99_s": round(percentile(latencies, 99), 3),
        "latency_max_s": round(max(latencies, default=0.0), 3),
        "cost_usd": round(cost, 6),
        "cost_per_1k_usd": round(1000 * cost / n, 4) if n else 0.0,
        "refusals": sum(bool(r.get("refused")) for r in rows),
        "fabrications": (sum(r.get("grounded") is False and not r.get("refused") for r in rows)
                         if any(r.get("grounded") is not None for r in rows) else None),
    }
