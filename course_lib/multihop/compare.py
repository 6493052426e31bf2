"""Comparing multi-hop pipelines on the wiki's labelled questions (notebook 05).

Accuracy is judged by expected keywords (every keyword must appear in the answer, ignoring
case): crude but deterministic, and enough to see which pipeline answers both halves of a
chain. Costs come from each run's ``Ledger``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from course_lib.evaluation.grading import is_correct
from course_lib.multihop.record import MultiHopRecord, record_run


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            rows.append(json.loads(line))
    return rows


def multihop_questions(path: Path | str | None = None, *, category: str = "multi-hop") -> list[dict[str, Any]]:
    """The labelled multi-hop questions: ``data/eval/questions.jsonl``, else its parts."""
    from course_lib.config import data_dir

    if path is not None:
        files = [Path(path)]
    else:
        merged = data_dir() / "eval" / "questions.jsonl"
        files = [merged] if merged.is_file() else sorted((data_dir() / "eval" / "parts").glob("*.jsonl"))
    rows: list[dict[str, Any]] = []
    for file in files:
        rows.extend(r for r in _read_jsonl(file) if r.get("category") == category)
    return rows


def run_questions(pipelines: Mapping[str, Any], questions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per (pipeline, question): correct, hops, LLM calls, tokens, the record."""
    rows = []
    for name, pipe in pipelines.items():
        for q in questions:
            record: MultiHopRecord = record_run(pipe.run(q["question"]))
            rows.append({
                "pipeline": name,
                "id": q.get("id", ""),
                "hops_needed": q.get("hops"),
                "correct": is_correct(record.answer, q.get("expected_keywords", [])),
                "retrievals": len(record.hops),
                "llm_calls": record.llm_calls,
                "tokens": record.tokens,
                "record": record,
            })
    return rows


def summarise(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per pipeline: accuracy and mean costs, overall and by hops needed."""
    out = []
    for name in dict.fromkeys(r["pipeline"] for r in rows):
        mine = [r for r in rows if r["pipeline"] == name]
        n = len(mine)
        row: dict[str, Any] = {
            "pipeline": name,
            "questions": n,
            "accuracy": round(sum(r["correct"] for r in mine) / n, 2),
            "retrievals": round(sum(r["retrievals"] for r in mine) / n, 2),
            "llm_calls": round(sum(r["llm_calls"] for r in mine) / n, 2),
            "tokens": round(sum(r["tokens"] for r in mine) / n),
        }
        for hops in sorted({r["hops_needed"] for r in mine if r["hops_needed"]}):
            group = [r for r in mine if r["hops_needed"] == hops]
            row[f"calls ({hops}-hop)"] = round(sum(r["llm_calls"] for r in group) / len(group), 2)
        out.append(row)
    return out


def compare_pipelines(pipelines: Mapping[str, Any], questions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``summarise(run_questions(...))``: the comparison table of notebook 05."""
    return summarise(run_questions(pipelines, questions))
