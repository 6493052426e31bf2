"""Which way each labelled question went: the tools a model calls, the route a router picks
(notebooks 02 and 03).

A model picks tools from their names and descriptions only, so a description is something to
measure, like a prompt. ``evaluate_routing`` asks a model (or any ``decide`` function) which
tools it would call for each labelled question and compares with the labels:

- correct: the set of tools called equals the set expected (among the tools offered);
- wasted: a tool was called that the question did not need (a retrieval paid for nothing);
- missed: a tool the question needed was not called (the answer cannot be grounded).

``first_turn_router`` looks at the model's first decision only (one LLM call per question, no
tool runs, ``TOOL_CHOICE_SYSTEM``): the right probe for a description. ``agent_router`` runs a
whole agent and collects every tool it called (notebook 03: chained calls such as orders then
calc); ``decide_from_runs`` replays runs already made.

A **confusion table** says *where the wrong ones went*: one row per category, one column per
choice (a tool, a chain of tools, or ``-`` for no tool), each cell a count. A healthy table
has one dominant column per row; a column that collects several categories is a tool whose
description attracts questions that are not its own.

**Per source** (``RoutingReport.by_source``): the same rows grouped by the data source a
question needs (the notes, the wiki, the web, the orders database, the calculator, or none),
so routing to the orders database is measured beside the notes and the web: how many of a
source's questions reached it, how many were routed exactly right, and where the others went.

For the adaptive router (notebook 03), ``EXPECTED_ROUTES`` says which route and complexity
each category should get, and ``route_decisions`` / ``route_confusion`` measure a router
function against it (one structured-output call per question, nothing else runs). The
labelled questions come from :mod:`course_lib.evaluation.questions`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from course_lib.evaluation.questions import CATEGORIES
from course_lib.rag.prompts import TOOL_CHOICE_SYSTEM

NO_TOOL = "-"

TOOL_SOURCES: dict[str, str] = {
    "search_notes": "notes",
    "search_wiki": "wiki",
    "web_search": "web",
    "query_orders": "orders database",
    "run_sql": "orders database",
    "calc": "calculator",
}
"""Tool name -> the data source it reads (``RoutingReport.by_source``); a tool not listed is
its own source."""

NO_SOURCE = "none (direct answer)"

Decide = Callable[[str], Sequence[str]]


# --- deciding -------------------------------------------------------------------------------

def first_turn_router(llm: Any, tools: Sequence[Any], *, system_prompt: str = TOOL_CHOICE_SYSTEM,
                      count_declined: bool = False) -> Decide:
    """``decide(question) -> tool names`` from the model's first reply (tools are not run).
    ``count_declined``: a tool the simulator chose but did not call, for want of a required
    argument (``response_metadata["simulator_declined_tool"]``), counts as chosen: a check of
    where questions go must not read that stated limit as "it went nowhere"."""
    from langchain_core.messages import HumanMessage, SystemMessage

    bound = llm.bind_tools(list(tools))

    def decide(question: str) -> list[str]:
        reply = bound.invoke([SystemMessage(system_prompt), HumanMessage(question)])
        names = [call["name"] for call in reply.tool_calls]
        declined = (reply.response_metadata or {}).get("simulator_declined_tool") if count_declined else None
        return names or ([declined] if declined else [])

    return decide


def agent_router(agent: Any) -> Decide:
    """``decide(question) -> tool names`` by running an agent for the whole question."""
    from course_lib.measurement.trace import run_turn

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


    def by_source(self, sources: dict[str, str] | None = None):
        """Routing per data source (pandas DataFrame, one row per source, in first-seen order).

        A question's source is that of its first expected tool (``TOOL_SOURCES``; an orders
        question followed by arithmetic needs the orders database first); no expected tool:
        ``NO_SOURCE``. Columns: ``questions``; ``reached``, the share whose chosen tools include
        one of the source's (for no source: no tool at all); ``accuracy``, the share routed
        exactly right; ``went instead``, the other sources chosen, with counts, most first.
        """
        import pandas as pd

        sources = TOOL_SOURCES if sources is None else sources

        def source_of(tool: str) -> str:
            return sources.get(tool, tool)

        groups: dict[str, list[RoutingRow]] = {}
        for row in self.rows:
            groups.setdefault(source_of(row.expected[0]) if row.expected else NO_SOURCE, []).append(row)
        records = []
        def reached(row: RoutingRow, source: str) -> bool:
            if source == NO_SOURCE:
                return not row.chosen
            return any(source_of(t) == source for t in row.chosen)

        for source, rows in groups.items():

            elsewhere: dict[str, int] = {}
            for row in rows:
                if not reached(row, source):
                    label = " + ".join(dict.fromkeys(source_of(t) for t in row.chosen)) or NO_SOURCE
                    elsewhere[label] = elsewhere.get(label, 0) + 1
            records.append({
                "source": source,
                "questions": len(rows),
                "reached": round(sum(reached(row, source) for row in rows) / len(rows), 3),
                "accuracy": round(sum(r.correct for r in rows) / len(rows), 3),
                "went instead": ", ".join(f"{k} ({n})" for k, n in sorted(elsewhere.items(), key=lambda kv: -kv[1]))
                or "-",
            })
        return pd.DataFrame(records).set_index("source")


def evaluate_routing(
    questions: Sequence[Any],
    *,
    llm: Any = None,
    tools: Sequence[Any] | None = None,
    decide: Decide | None = None,
    tool_names: Sequence[str] | None = None,
    system_prompt: str = TOOL_CHOICE_SYSTEM,
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
    from course_lib.evaluation import budget

    offered = tuple(tool_names)
    questions = list(questions)
    if llm is not None:
        budget.announce({label or "router": len(questions)}, llm=llm, calls_per_run={label or "router": 1})

    def row(q: Any) -> RoutingRow:
        chosen = tuple(dict.fromkeys(decide(q.question)))
        expected = tuple(t for t in dict.fromkeys(q.expected_tools) if t in offered)
        return RoutingRow(q.id, q.category, q.question, expected, chosen)

    rows = budget.map_in_order(row, questions, workers=budget.concurrency(llm) if llm is not None else 1)
    return RoutingReport(rows=rows, tools=offered, label=label)


def compare_reports(reports: Sequence[RoutingReport]):
    """One summary row per report (pandas DataFrame), e.g. good vs vague description."""
    import pandas as pd

    return pd.DataFrame([r.summary() for r in reports])


# --- where the questions went: confusion tables -----------------------------------------

EXPECTED_ROUTES: dict[str, tuple[str, str | None]] = {
    name: category.route for name, category in CATEGORIES.items() if category.route is not None
}
"""Category -> (route, complexity) the adaptive router should choose; ``None``: either
(from :data:`course_lib.evaluation.questions.CATEGORIES`).

Orders and arithmetic questions have no route of their own: the router's three routes were
not designed for them (the tool-calling agent handles them).
"""


def choice_label(tools: Sequence[str]) -> str:
    """``("query_orders", "calc")`` -> ``"query_orders+calc"``; no tool -> ``"-"``."""
    return "+".join(dict.fromkeys(tools)) or NO_TOOL


def decide_from_runs(runs) -> Callable[[str], list[str]]:
    """A ``decide`` function for ``evaluate_routing`` that replays recorded runs.

    ``runs`` is an ``Evaluation.table()`` of one pipeline (its ``tools`` column
    lists the tools each question called, ``-`` for none), so the routing of a whole agent
    is scored from runs already made instead of running every question again.
    """
    recorded = {row.question: ([] if row.tools == NO_TOOL else row.tools.split(", "))
                for row in runs.itertuples()}

    def decide(question: str) -> list[str]:
        return recorded[question]

    return decide


def confusion_table(report: Any, *, rows: str = "category", accuracy: bool = True):
    """Counts of (row, choice) over a ``RoutingReport`` (pandas DataFrame).

    ``rows="category"`` (default) or ``rows="expected"`` (the expected tool set). With
    ``accuracy=True`` a last column gives the share of each row routed correctly.
    """
    import pandas as pd

    records = []
    for r in report.rows:
        key = r.category if rows == "category" else choice_label(r.expected)
        records.append({rows: key, "chosen": choice_label(r.chosen), "correct": r.correct})
    df = pd.DataFrame(records)
    order = list(dict.fromkeys(df[rows]))
    columns = sorted(set(df["chosen"]), key=lambda c: (c == NO_TOOL, c))
    table = pd.crosstab(df[rows], df["chosen"]).reindex(index=order, columns=columns, fill_value=0)
    table.columns.name = "chosen"
    if accuracy:
        table["accuracy"] = df.groupby(rows, sort=False)["correct"].mean().round(2).reindex(order)
    return table


def route_decisions(route: Callable[[str], Any], questions: Sequence[Any],
                    *, expected: dict[str, tuple[str, str | None]] | None = None, llm: Any = None):
    """One router decision per labelled question, judged against ``expected`` (DataFrame).

    ``route(question)`` returns an object (or dict) with ``route`` and ``complexity``, such as
    ``(ROUTER_PROMPT | structured_output(llm, RouteDecision, default=...)).invoke``-based
    functions (``course_lib.models.structured``).
    Questions whose category is not in ``expected`` are skipped. ``llm``: the model behind
    ``route`` (default: the ``COURSE_LLM`` setting), for the estimate and the concurrency of
    ``course_lib.evaluation.budget``; the rows keep the questions' order.
    """
    import pandas as pd

    from course_lib.evaluation import budget

    expected = EXPECTED_ROUTES if expected is None else expected
    asked = [q for q in questions if q.category in expected]
    budget.announce({"router": len(asked)}, llm=llm, calls_per_run={"router": 1})

    def row(q: Any) -> dict[str, Any]:
        decision = route(q.question)
        get = decision.get if isinstance(decision, dict) else lambda k, d=decision: getattr(d, k, "")
        want_route, want_complexity = expected[q.category]
        ok = get("route") == want_route and (want_complexity is None or get("complexity") == want_complexity)
        return {"id": q.id, "category": q.category, "question": q.question,
                "route": get("route"), "complexity": get("complexity"), "ok": ok}

    return pd.DataFrame(budget.map_in_order(row, asked, workers=budget.concurrency(llm)))


def route_confusion(decisions):
    """Counts of category x ``route/complexity`` with the share routed as expected."""
    import pandas as pd

    df = decisions.assign(decision=decisions["route"] + "/" + decisions["complexity"])
    order = list(dict.fromkeys(df["category"]))
    table = pd.crosstab(df["category"], df["decision"]).reindex(index=order, fill_value=0)
    table.columns.name = "decision"
    table["accuracy"] = df.groupby("category", sort=False)["ok"].mean().round(2).reindex(order)
    return table


__all__ = ["EXPECTED_ROUTES", "NO_SOURCE", "NO_TOOL", "TOOL_SOURCES", "RoutingReport", "RoutingRow", "agent_router", "choice_label",
           "compare_reports", "confusion_table", "decide_from_runs", "evaluate_routing",
           "first_turn_router", "route_confusion", "route_decisions"]
