"""Measuring routing: does the model call the right tools for labelled questions? (notebooks 02, 03)

A model picks tools from their names and descriptions only, so a description is something to
measure, like a prompt. ``evaluate_routing`` asks a model (or any ``decide`` function) which
tools it would call for each labelled question and compares with the labels:

- correct: the set of tools called equals the set expected (among the tools offered);
- wasted: a tool was called that the question did not need (a retrieval paid for nothing);
- missed: a tool the question needed was not called (the answer cannot be grounded).

``first_turn_router`` looks at the model's first decision only (one LLM call per question, no
tool runs): the right probe for a description. ``agent_router`` runs a whole agent and
collects every tool it called (notebook 03: chained calls such as orders then calc).

The labelled questions live in ``data/eval/questions.jsonl`` (``load_questions``);
``split_questions`` puts a fixed third of each category aside for exercise checks.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROUTING_SYSTEM = """\
You are a helpful assistant. You may call the tools you are given when they help answer the \
question; answer directly when no tool is needed."""
"""A neutral system prompt: it names no topic, so the tool descriptions decide alone."""

NOTES_ROUTING_CATEGORIES = ("chitchat", "general", "notes", "alias-mismatch", "out-of-scope",
                            "calc", "orders", "orders+calc", "multi-hop")
"""What a notes assistant gets asked (notebook 02). Questions that need the open web are left
to notebook 03, where a web tool is on offer: with only the notes tool, no description can
route them anywhere useful."""

Decide = Callable[[str], Sequence[str]]


@dataclass(frozen=True)
class LabelledQuestion:
    """One labelled question of ``data/eval`` (fields as in the JSONL files)."""

    id: str
    question: str
    category: str
    expected_tools: tuple[str, ...] = ()
    expected_keywords: tuple[str, ...] = ()
    hops: int = 0

    @classmethod
    def from_dict(cls, row: dict[str, Any]) -> LabelledQuestion:
        return cls(
            id=str(row["id"]),
            question=str(row["question"]),
            category=str(row.get("category", "")),
            expected_tools=tuple(row.get("expected_tools") or ()),
            expected_keywords=tuple(row.get("expected_keywords") or ()),
            hops=int(row.get("hops") or 0),
        )


def question_files(path: Path | str | None = None) -> list[Path]:
    """``questions.jsonl`` if it exists, else the parts it is assembled from."""
    if path is not None:
        return [Path(path)]
    from course_lib.config import data_dir

    folder = data_dir() / "eval"
    assembled = folder / "questions.jsonl"
    if assembled.is_file():
        return [assembled]
    return sorted((folder / "parts").glob("*.jsonl"))


def load_questions(*, categories: Iterable[str] | None = None,
                   path: Path | str | None = None) -> list[LabelledQuestion]:
    """The labelled questions, optionally only some categories, in file order (ids unique)."""
    wanted = set(categories) if categories is not None else None
    seen: set[str] = set()
    found: list[LabelledQuestion] = []
    for file in question_files(path):
        for number, line in enumerate(_read_lines(file), start=1):
            if not line.strip():
                continue
            q = _parse_question(file, number, line)
            if q.id in seen or (wanted is not None and q.category not in wanted):
                continue
            seen.add(q.id)
            found.append(q)
    return found


def _read_lines(file: Path) -> list[str]:
    from course_lib.errors import CourseError

    try:
        return file.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError as exc:
        raise CourseError(f"{file} is not UTF-8 text (byte {exc.start}): save it as UTF-8.") from None
    except OSError as exc:
        raise CourseError(f"{file} cannot be read ({exc.strerror or exc}).") from None


def _parse_question(file: Path, number: int, line: str) -> LabelledQuestion:
    """One JSONL line as a question; a malformed line is one sentence naming it."""
    from course_lib.errors import CourseError

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


# --- deciding -------------------------------------------------------------------------------

def first_turn_router(llm: Any, tools: Sequence[Any], *, system_prompt: str = ROUTING_SYSTEM) -> Decide:
    """``decide(question) -> tool names`` from the model's first reply (tools are not run)."""
    from langchain_core.messages import HumanMessage, SystemMessage

    bound = llm.bind_tools(list(tools))

    def decide(question: str) -> list[str]:
        reply = bound.invoke([SystemMessage(system_prompt), HumanMessage(question)])
        return [call["name"] for call in reply.tool_calls]

    return decide


def agent_router(agent: Any) -> Decide:
    """``decide(question) -> tool names`` by running an agent for the whole question."""
    from course_lib.trace import run_turn

    def decide(question: str) -> list[str]:
        return run_turn(agent, question).tools

    return decide


# --- scoring --------------------------------------------------------------------------------

@dataclass(frozen=True)
class RoutingRow:
    """One question: what was expected, what the model chose, and the verdict."""

    id: str
    category: str
    question: str
    expected: tuple[str, ...]
    chosen: tuple[str, ...]

    @property
    def wasted(self) -> tuple[str, ...]:
        return tuple(t for t in self.chosen if t not in self.expected)

    @property
    def missed(self) -> tuple[str, ...]:
        return tuple(t for t in self.expected if t not in self.chosen)

    @property
    def correct(self) -> bool:
        return not self.wasted and not self.missed

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "category": self.category,
            "question": self.question,
            "expected": ", ".join(self.expected) or "-",
            "chosen": ", ".join(self.chosen) or "-",
            "correct": self.correct,
        }


@dataclass
class RoutingReport:
    """Routing accuracy, wasted and missed tool calls over a set of labelled questions."""

    rows: list[RoutingRow]
    tools: tuple[str, ...]
    label: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def n(self) -> int:
        return len(self.rows)

    @property
    def accuracy(self) -> float:
        return sum(r.correct for r in self.rows) / self.n if self.rows else 0.0

    @property
    def wasted(self) -> int:
        """Tool calls the questions did not need (e.g. a retrieval for "Hello!")."""
        return sum(len(r.wasted) for r in self.rows)

    @property
    def missed(self) -> int:
        """Tool calls the questions needed but did not get."""
        return sum(len(r.missed) for r in self.rows)

    def summary(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.label:
            out["description"] = self.label
        out.update({"questions": self.n, "accuracy": round(self.accuracy, 3),
                    "wasted": self.wasted, "missed": self.missed})
        return out

    def mistakes(self) -> list[RoutingRow]:
        return [r for r in self.rows if not r.correct]

    def table(self):
        """One row per question (pandas DataFrame)."""
        import pandas as pd

        return pd.DataFrame([r.to_dict() for r in self.rows])

    def by_category(self):
        """Accuracy, wasted and missed per category (pandas DataFrame)."""
        import pandas as pd

        records = []
        for category in dict.fromkeys(r.category for r in self.rows):
            rows = [r for r in self.rows if r.category == category]
            records.append({
                "category": category,
                "questions": len(rows),
                "accuracy": round(sum(r.correct for r in rows) / len(rows), 3),
                "wasted": sum(len(r.wasted) for r in rows),
                "missed": sum(len(r.missed) for r in rows),
            })
        return pd.DataFrame(records).set_index("category")


def evaluate_routing(
    questions: Sequence[LabelledQuestion],
    *,
    llm: Any = None,
    tools: Sequence[Any] | None = None,
    decide: Decide | None = None,
    tool_names: Sequence[str] | None = None,
    system_prompt: str = ROUTING_SYSTEM,
    label: str = "",
) -> RoutingReport:
    """Score routing decisions on labelled questions.

    Either give ``llm`` and ``tools`` (the model's first reply is judged, see
    ``first_turn_router``) or your own ``decide`` function with the ``tool_names`` on offer.
    A question's expected tools are its labels restricted to the tools on offer: with only
    ``search_notes`` available, an orders question should call nothing.
    """
    if decide is None:
        if llm is None or not tools:
            raise ValueError("evaluate_routing needs llm and tools, or a decide function.")
        decide = first_turn_router(llm, tools, system_prompt=system_prompt)
    if tool_names is None:
        if not tools:
            raise ValueError("evaluate_routing needs tool_names when only decide is given.")
        tool_names = [t.name for t in tools]
    offered = tuple(tool_names)
    rows = []
    for q in questions:
        chosen = tuple(dict.fromkeys(decide(q.question)))
        expected = tuple(t for t in dict.fromkeys(q.expected_tools) if t in offered)
        rows.append(RoutingRow(q.id, q.category, q.question, expected, chosen))
    return RoutingReport(rows=rows, tools=offered, label=label)


def compare_reports(reports: Sequence[RoutingReport]):
    """One summary row per report (pandas DataFrame), e.g. good vs vague description."""
    import pandas as pd

    return pd.DataFrame([r.summary() for r in reports])
