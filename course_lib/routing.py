"""Where did each question go? Confusion tables for tool routing and for a router (notebook 03).

``routing_eval.evaluate_routing`` says *whether* each labelled question got the right tools;
a confusion table says *where the wrong ones went*: one row per category, one column per
choice (a tool, a chain of tools, or ``-`` for no tool), each cell a count. A healthy table
has one dominant column per row; a column that collects several categories is a tool whose
description attracts questions that are not its own.

For the adaptive router, ``EXPECTED_ROUTES`` says which route and complexity each category of
``data/eval`` should get, and ``route_decisions`` / ``route_confusion`` measure a router
function against it (one structured-output call per question, nothing else runs).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

NO_TOOL = "-"

EXPECTED_ROUTES: dict[str, tuple[str, str | None]] = {
    "chitchat": ("direct", None),
    "general": ("direct", None),
    "notes": ("knowledge_base", "simple"),
    "alias-mismatch": ("knowledge_base", "simple"),
    "out-of-scope": ("knowledge_base", "simple"),
    "multi-hop": ("knowledge_base", "complex"),
    "web": ("web", None),
}
"""Category -> (route, complexity) the adaptive router should choose; ``None``: either.

Orders and arithmetic questions have no route of their own: the router's three routes were
not designed for them (the tool-calling agent handles them).
"""


def choice_label(tools: Sequence[str]) -> str:
    """``("query_orders", "calc")`` -> ``"query_orders+calc"``; no tool -> ``"-"``."""
    return "+".join(dict.fromkeys(tools)) or NO_TOOL


def decide_from_runs(runs) -> Callable[[str], list[str]]:
    """A ``decide`` function for ``evaluate_routing`` that replays recorded runs.

    ``runs`` is a ``comparison.compare_pipelines`` table of one pipeline (its ``tools`` column
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
                    *, expected: dict[str, tuple[str, str | None]] | None = None):
    """One router decision per labelled question, judged against ``expected`` (DataFrame).

    ``route(question)`` returns an object (or dict) with ``route`` and ``complexity``, such as
    ``(ROUTER_PROMPT | llm.with_structured_output(RouteDecision)).invoke``-based functions.
    Questions whose category is not in ``expected`` are skipped.
    """
    import pandas as pd

    expected = EXPECTED_ROUTES if expected is None else expected
    rows = []
    for q in questions:
        if q.category not in expected:
            continue
        decision = route(q.question)
        get = decision.get if isinstance(decision, dict) else lambda k, d=decision: getattr(d, k, "")
        want_route, want_complexity = expected[q.category]
        ok = get("route") == want_route and (want_complexity is None or get("complexity") == want_complexity)
        rows.append({"id": q.id, "category": q.category, "question": q.question,
                     "route": get("route"), "complexity": get("complexity"), "ok": ok})
    return pd.DataFrame(rows)


def route_confusion(decisions):
    """Counts of category x ``route/complexity`` with the share routed as expected."""
    import pandas as pd

    df = decisions.assign(decision=decisions["route"] + "/" + decisions["complexity"])
    order = list(dict.fromkeys(df["category"]))
    table = pd.crosstab(df["category"], df["decision"]).reindex(index=order, fill_value=0)
    table.columns.name = "decision"
    table["accuracy"] = df.groupby("category", sort=False)["ok"].mean().round(2).reindex(order)
    return table


__all__ = ["EXPECTED_ROUTES", "NO_TOOL", "choice_label", "confusion_table", "decide_from_runs",
           "route_confusion", "route_decisions"]
