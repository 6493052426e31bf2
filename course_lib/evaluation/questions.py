"""The labelled questions of ``data/eval/questions.jsonl``: one loader for the whole course.

Each line is one question: ``id``, ``question``, ``category`` (one of :data:`CATEGORIES`),
``expected_tools`` (what a well-routed agent calls), ``expected_keywords`` (what a correct
answer contains, see ``course_lib.evaluation.grading``) and ``hops`` (retrievals a chain
needs). ``load_questions()`` reads them (or any JSONL file of the same shape, ``path=``);
``split_questions`` puts a fixed third of each category aside for exercise checks;
``select`` takes the first few of every category, a representative subset that keeps
notebooks fast; ``stratified_sample`` draws a fixed share of every category at random (with a
seed), notebook 06's measurement sample.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from course_lib.foundation.errors import CourseError


@dataclass(frozen=True)
class Category:
    """What one kind of labelled question is, and what answers it by design."""

    description: str
    strategy: str
    """The cheapest course pipeline that answers it (notebook 06's routers and oracle)."""
    route: tuple[str, str | None] | None = None
    """The adaptive router's (route, complexity) for it, ``None`` for either complexity;
    ``route=None``: not a question for the router's routes (the tool agent answers it)."""


CATEGORIES: dict[str, Category] = {
    "chitchat": Category("greetings, thanks and small talk: no tool, no retrieval", "direct",
                         ("direct", None)),
    "general": Category("general knowledge and translations the model knows: no tool", "direct",
                        ("direct", None)),
    "notes": Category("questions answered by one of the technical notes", "fixed",
                      ("knowledge_base", "simple")),
    "alias-mismatch": Category("notes questions worded with a synonym the notes never use", "fixed",
                               ("knowledge_base", "simple")),
    "calc": Category("arithmetic: the calculator", "tools"),
    "orders": Category("a customer's orders: the orders database", "tools"),
    "orders+calc": Category("orders, then arithmetic on them: two tools in a chain", "tools"),
    "multi-hop": Category("company questions that chain two or three wiki documents", "multihop",
                          ("knowledge_base", "complex")),
    "web": Category("recent public facts: web search", "tools", ("web", None)),
    "out-of-scope": Category("technical questions the notes do not cover: the answer is a refusal",
                             "fixed", ("knowledge_base", "simple")),
}
"""Every category of the labelled set, in the order of the file: the one table of categories.
``EXPECTED_ROUTES`` (``evaluation.tool_choice``) and ``STRATEGY_FOR_CATEGORY``
(``evaluation.tradeoff``) are read from it; a new kind of question is one entry here and its
questions in ``data/eval/questions.jsonl``."""

NOTES_ASSISTANT_CATEGORIES = tuple(c for c in CATEGORIES if c != "web")
"""What a notes assistant gets asked (notebook 02). Questions that need the open web are left
to notebook 03, where a web tool is on offer: with only the notes tool, no description can
route them anywhere useful."""


@dataclass(frozen=True)
class LabelledQuestion:
    """One labelled question of ``data/eval`` (fields as in the JSONL files)."""

    id: str
    question: str
    category: str
    expected_tools: tuple[str, ...] = ()
    expected_keywords: tuple[str, ...] = ()
    hops: int = 0
    alternatives: tuple[tuple[str, ...], ...] = ()
    """Other keyword sets a correct answer may contain instead (the same fact in other words)."""

    @classmethod
    def from_dict(cls, row: dict[str, Any]) -> LabelledQuestion:
        return cls(
            id=str(row["id"]),
            question=str(row["question"]),
            category=str(row.get("category", "")),
            expected_tools=tuple(row.get("expected_tools") or ()),
            expected_keywords=tuple(row.get("expected_keywords") or ()),
            hops=int(row.get("hops") or 0),
            alternatives=tuple(tuple(str(k) for k in keys) for keys in row.get("alternatives") or ()),
        )


def question_file(path: Path | str | None = None) -> Path:
    """The labelled question file: ``path``, or ``data/eval/questions.jsonl``."""
    if path is not None:
        return Path(path)
    from course_lib.foundation.config import data_dir

    return data_dir() / "eval" / "questions.jsonl"


def load_questions(*, categories: Iterable[str] | None = None,
                   path: Path | str | None = None) -> list[LabelledQuestion]:
    """The labelled questions, optionally only some categories, in file order (ids unique).

    A category name the file does not use is a mistake, reported in one sentence.
    """
    file = question_file(path)
    if not file.is_file():
        raise CourseError(f"No question file at {file}: give a JSONL file of labelled questions.")
    seen: set[str] = set()
    found: list[LabelledQuestion] = []
    for number, line in enumerate(_read_lines(file), start=1):
        if not line.strip():
            continue
        q = _parse_question(file, number, line)
        if q.id not in seen:
            seen.add(q.id)
            found.append(q)
    if categories is None:
        return found
    wanted = list(categories)
    unknown = [c for c in wanted if c not in {q.category for q in found}]
    if unknown:
        raise CourseError(f"No question of category {unknown[0]!r} in {file.name}: "
                          f"choose from {', '.join(dict.fromkeys(q.category for q in found))}.")
    return [q for q in found if q.category in wanted]


def _read_lines(file: Path) -> list[str]:
    try:
        return file.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError as exc:
        raise CourseError(f"{file} is not UTF-8 text (byte {exc.start}): save it as UTF-8.") from None
    except OSError as exc:
        raise CourseError(f"{file} cannot be read ({exc.strerror or exc}).") from None


def _parse_question(file: Path, number: int, line: str) -> LabelledQuestion:
    """One JSONL line as a question; a malformed line is one sentence naming it."""
    try:
        row = json.loads(line)
    except ValueError as exc:
        raise CourseError(f"{file}, line {number}, is not JSON ({exc.msg}): write one JSON "
                          "object per line.") from None
    if not isinstance(row, dict) or "id" not in row or "question" not in row:
        raise CourseError(f"{file}, line {number}, needs a JSON object with at least \"id\" and "
                          "\"question\".")
    try:
        return LabelledQuestion.from_dict(row)
    except (TypeError, ValueError) as exc:
        raise CourseError(f"{file}, line {number}, has a value of the wrong type ({exc}).") from None


def _rank(qid: str) -> str:
    return hashlib.sha256(qid.encode("utf-8")).hexdigest()


def split_questions(questions: Sequence[LabelledQuestion], *, held_back_share: float = 1 / 3
                    ) -> tuple[list[LabelledQuestion], list[LabelledQuestion]]:
    """``(dev, held_back)``: per category, a fixed share (by a hash of the id) is held back.

    The split depends only on the ids, so it is the same on every machine and does not move
    when questions are added to other categories.
    """
    held: set[str] = set()
    by_category: dict[str, list[LabelledQuestion]] = {}
    for q in questions:
        by_category.setdefault(q.category, []).append(q)
    for group in by_category.values():
        n = math.ceil(len(group) * held_back_share) if len(group) > 1 else 0
        held.update(q.id for q in sorted(group, key=lambda q: _rank(q.id))[:n])
    dev = [q for q in questions if q.id not in held]
    return dev, [q for q in questions if q.id in held]


def select(questions: Iterable[Any], *, per_category: int, categories: Iterable[str] | None = None) -> list[Any]:
    """The first ``per_category`` questions of each category, in file order: a representative
    subset that keeps every category (notebook 06 uses it to stay fast)."""
    wanted = set(categories) if categories is not None else None
    taken: dict[str, int] = {}
    chosen = []
    for q in questions:
        if wanted is not None and q.category not in wanted:
            continue
        if taken.get(q.category, 0) < per_category:
            taken[q.category] = taken.get(q.category, 0) + 1
            chosen.append(q)
    return chosen


def stratified_sample(questions: Iterable[Any], *, fraction: float, seed: int, at_least: int = 2) -> list[Any]:
    """A representative sample: in every category, ``fraction`` of its questions (rounded up,
    at least ``at_least``, at most all), drawn at random with ``seed``; returned in file order.

    The same ``seed`` gives the same sample on every machine. Notebook 06 measures one quarter
    of the labelled set this way; ``make bench`` runs the whole set."""
    import random

    if not 0 < fraction <= 1:
        raise CourseError(f"fraction must be in (0, 1], not {fraction!r}")
    questions = list(questions)
    by_category: dict[str, list[int]] = {}
    for i, q in enumerate(questions):
        by_category.setdefault(q.category, []).append(i)
    rng = random.Random(seed)
    kept: set[int] = set()
    for indices in by_category.values():  # categories in file order: the draw is reproducible
        size = min(len(indices), max(at_least, math.ceil(fraction * len(indices))))
        kept.update(rng.sample(indices, size))
    return [q for i, q in enumerate(questions) if i in kept]


__all__ = ["CATEGORIES", "NOTES_ASSISTANT_CATEGORIES", "Category", "LabelledQuestion", "load_questions",
           "question_file", "select", "split_questions",
           "stratified_sample"]
