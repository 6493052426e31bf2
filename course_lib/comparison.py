"""Running pipelines side by side on labelled questions: one row per question (notebook 01).

``compare_pipelines([fixed, agent], questions)`` runs every question through every pipeline
and returns a pandas DataFrame with what each run cost (LLM calls, retrievals, tokens,
simulated latency), the tools it called, a shortened answer and whether the answer contains
the question's expected keywords. ``totals(df)`` sums it per pipeline (and per category).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from course_lib.evaluation.grading import is_correct

COST_COLUMNS = ["llm_calls", "retrievals", "input_tokens", "output_tokens", "latency_s"]


def shorten(text: str, width: int = 70) -> str:
    """One line, at most ``width`` characters (an ellipsis marks a cut)."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= width else flat[: width - 1].rstrip() + "…"


def run_row(pipeline: Any, question: Any, *, width: int = 70) -> dict[str, Any]:
    """One labelled question through one pipeline, as a table row."""
    result = pipeline.run(question.question)
    s = result.ledger.summary()
    return {
        "id": question.id,
        "category": question.category,
        "question": question.question,
        "pipeline": pipeline.name,
        "tools": ", ".join(t["name"] for t in s["tool_calls"]) or "-",
        **{c: s[c] for c in COST_COLUMNS},
        "answer": shorten(result.answer, width),
        "ok": is_correct(result.answer, question.expected_keywords),
    }


def compare_pipelines(pipelines: Sequence[Any], questions: Sequence[Any], *, width: int = 70):
    """Every question through every pipeline (pandas DataFrame, one row per run)."""
    import pandas as pd

    return pd.DataFrame([run_row(p, q, width=width) for p in pipelines for q in questions])


def totals(df, *, by: Sequence[str] = ("pipeline",)):
    """Sum the cost columns (and count correct answers) per pipeline, or per ``by``."""
    agg = df.groupby(list(by), sort=False)[[*COST_COLUMNS, "ok"]].sum()
    agg["latency_s"] = agg["latency_s"].round(2)
    return agg.rename(columns={"ok": "answers_ok"})
