"""Measurements for notebook 04: how often a grader says yes, and fixed RAG against CRAG.

``yes_rate`` grades (question, document) pairs with a grading prompt and reports the share
of "yes": run it on documents known to be irrelevant to compare a strict prompt with a
lenient one. ``compare_pipelines`` runs pipelines on labelled questions and reports answer
accuracy (every expected keyword present), LLM calls and tokens per question.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from langchain_core.documents import Document
from langchain_core.language_models import BaseChatModel
from langchain_core.prompts import ChatPromptTemplate

from course_lib.documents import format_document
from course_lib.evaluation.grading import is_correct
from course_lib.schemas import GradeDocument


def grade_pairs(
    grader_llm: BaseChatModel, pairs: Iterable[tuple[str, Document]], *, prompt: ChatPromptTemplate
) -> list[str]:
    """The yes/no grade of each (question, document) pair under ``prompt``."""
    grader = prompt | grader_llm.with_structured_output(GradeDocument)
    grades = []
    for question, doc in pairs:
        result = grader.invoke({"question": question, "document": format_document(doc)})
        grades.append("yes" if str(getattr(result, "binary_score", "")).lower() == "yes" else "no")
    return grades


def yes_rate(grader_llm: BaseChatModel, pairs: Sequence[tuple[str, Document]], *, prompt: ChatPromptTemplate) -> float:
    """Share of pairs graded "yes" (0.0 for no pairs)."""
    grades = grade_pairs(grader_llm, pairs, prompt=prompt)
    return grades.count("yes") / len(grades) if grades else 0.0


@dataclass
class QuestionRecord:
    pipeline: str
    id: str
    category: str
    correct: bool
    llm_calls: int
    input_tokens: int
    output_tokens: int
    answer: str


def compare_pipelines(pipelines: Mapping[str, Any], questions: Sequence[Any]) -> list[QuestionRecord]:
    """Run every pipeline (a ``Pipeline`` with ``run``) on every labelled question."""
    records = []
    for name, pipe in pipelines.items():
        for q in questions:
            result = pipe.run(q.question)
            ledger = result.ledger
            records.append(QuestionRecord(
                pipeline=name, id=q.id, category=q.category,
                correct=is_correct(result.answer, q.expected_keywords),
                llm_calls=len(ledger.llm_calls), input_tokens=ledger.input_tokens,
                output_tokens=ledger.output_tokens, answer=result.answer,
            ))
    return records


def summarise(records: Sequence[QuestionRecord]) -> list[dict[str, Any]]:
    """One row per (pipeline, category): accuracy and mean calls and tokens per question."""
    groups: dict[tuple[str, str], list[QuestionRecord]] = {}
    for r in records:
        groups.setdefault((r.pipeline, r.category), []).append(r)
    rows = []
    for (pipeline, category), group in groups.items():
        n = len(group)
        rows.append({
            "pipeline": pipeline,
            "category": category,
            "questions": n,
            "accuracy": round(sum(r.correct for r in group) / n, 2),
            "llm_calls": round(sum(r.llm_calls for r in group) / n, 1),
            "tokens": round(sum(r.input_tokens + r.output_tokens for r in group) / n),
        })
    return rows


def format_table(rows: Sequence[Mapping[str, Any]]) -> str:
    """Rows of dicts as a fixed-width text table."""
    if not rows:
        return "(no rows)"
    columns = list(rows[0])
    widths = {c: max(len(c), *(len(str(r[c])) for r in rows)) for c in columns}
    lines = ["  ".join(c.ljust(widths[c]) for c in columns)]
    lines.append("  ".join("-" * widths[c] for c in columns))
    lines += ["  ".join(str(r[c]).ljust(widths[c]) for c in columns) for r in rows]
    return "\n".join(lines)


__all__ = [
    "QuestionRecord",
    "compare_pipelines",
    "format_table",
    "grade_pairs",
    "summarise",
    "yes_rate",
]
