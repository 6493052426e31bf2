"""Printing an evaluation: tables, totals and ``python -m course_lib eval`` (notebooks 01, 03, 06).

``totals(table)`` sums an ``Evaluation.table()`` per pipeline (or per ``by`` columns): LLM
calls, retrievals, tokens, latency and the number of correct answers (``answers_ok``).

``format_summaries(summaries)`` renders one row per pipeline (accuracy, mean LLM calls and
tokens, mean/p50/p99 latency, dollars per 1,000 questions) and a second table of accuracy by
category. ``run_cli(args)`` is the ``eval`` subcommand: ``--pipelines`` (default: all
available), ``--questions`` (a JSONL file, default ``data/eval/questions.jsonl``),
``--categories``, ``--corpus`` (the corpus policy, ``auto`` by default: see
:mod:`course_lib.evaluation.corpora`) and ``--json`` (one summary per pipeline). The progress
bar goes to stderr.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

COST_COLUMNS = ["llm_calls", "retrievals", "input_tokens", "output_tokens", "latency_s"]


def shorten(text: str, width: int = 70) -> str:
    """One line, at most ``width`` characters (an ellipsis marks a cut)."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= width else flat[: width - 1].rstrip() + "…"


def totals(table, *, by: Sequence[str] = ("pipeline",)):
    """Sum the cost columns (and count correct answers) of a run table per pipeline, or per ``by``."""
    agg = table.groupby(list(by), sort=False)[[*COST_COLUMNS, "ok"]].sum()
    agg["latency_s"] = agg["latency_s"].round(2)
    return agg.rename(columns={"ok": "answers_ok"})


HEADLINE = [
    ("pipeline", "pipeline", "{}"),
    ("accuracy", "acc", "{:.0%}"),
    ("mean_llm_calls", "LLM calls", "{:.2f}"),
    ("mean_tokens", "tokens", "{:,.0f}"),
    ("latency_mean_s", "mean s", "{:.2f}"),
    ("latency_p50_s", "p50 s", "{:.2f}"),
    ("latency_p99_s", "p99 s", "{:.2f}"),
    ("cost_per_1k_usd", "$/1k q", "{:.3f}"),
]


TABLE_WIDTH = 100
"""The widest line the eval tables print (a terminal of 100 columns shows them whole)."""


def _table(header: list[str], rows: list[list[str]], *, width: int = TABLE_WIDTH) -> str:
    """A text table, first column left-aligned, the others right-aligned.

    When the columns do not fit in ``width`` characters, they are printed in blocks one above
    the other, each block repeating the first column.
    """
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(header)]
    blocks, block = [], [0]
    for i in range(1, len(header)):
        if block != [0] and sum(widths[j] + 2 for j in block) + widths[i] > width:
            blocks.append(block)
            block = [0]
        block.append(i)
    blocks.append(block)

    def line(cells: list[str], columns: list[int]) -> str:
        return "  ".join(cells[i].ljust(widths[i]) if i == 0 else cells[i].rjust(widths[i])
                         for i in columns).rstrip()

    parts = []
    for columns in blocks:
        lines = [line(header, columns), "  ".join("-" * widths[i] for i in columns)]
        lines += [line(r, columns) for r in rows]
        parts.append("\n".join(lines))
    return "\n\n".join(parts)


def format_summaries(summaries: Mapping[str, Mapping[str, Any]], *, by_category: bool = True) -> str:
    """The headline table, then correct answers by category (right/total, one row per category,
    one column per pipeline). No line is wider than :data:`TABLE_WIDTH`.

    An ``errors`` column appears when a pipeline raised on some questions (they count as wrong),
    a ``defaults`` column when structured-output replies fell back to their safe defaults.
    """
    columns = list(HEADLINE)
    if any(s.get("errors") for s in summaries.values()):  # a pipeline raised on some questions
        columns.append(("errors", "errors", "{}"))
    if any(s.get("structured_defaults") for s in summaries.values()):  # replies that broke the schema
        columns.append(("structured_defaults", "defaults", "{}"))
    rows = [[fmt.format(s[key]) for key, _, fmt in columns] for s in summaries.values()]
    text = _table([label for _, label, _ in columns], rows)
    if by_category and summaries:
        categories = list(dict.fromkeys(c for s in summaries.values() for c in s["accuracy_by_category"]))
        cat_rows = []
        for c in categories:
            cells = []
            for s in summaries.values():
                right, total, _ = s["accuracy_by_category"].get(c, [0, 0, 0.0])
                cells.append(f"{right}/{total}" if total else "-")
            cat_rows.append([c, *cells])
        text += "\n\n" + _table(["correct by category", *summaries], cat_rows)
    return text
