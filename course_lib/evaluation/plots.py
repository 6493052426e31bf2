"""Figures for notebook 06: quality against cost, latency distributions, the trade-off curve.

Each function returns a ``matplotlib.figure.Figure`` built without pyplot (no global state,
nothing shown twice); end a notebook cell with it to display it (after ``%matplotlib inline``).
Matplotlib's logger is quietened first so a first-run font-cache notice never reaches stderr.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any

from course_lib.evaluation.stats import percentile

KIND_STYLE = {
    "always": {"marker": "s", "color": "tab:blue"},
    "router": {"marker": "o", "color": "tab:green"},
    "oracle": {"marker": "*", "color": "tab:red"},
    "measured": {"marker": "D", "color": "tab:gray"},
}


def _figure(width: float = 7.5, height: float = 4.2):
    logging.getLogger("matplotlib").setLevel(logging.ERROR)
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), dpi=100)
    return fig, fig.add_subplot()


def quality_vs_cost(summaries: Mapping[str, Mapping[str, Any]], *, x: str = "mean_tokens"):
    """One point per pipeline: accuracy against mean tokens per question (or ``x``)."""
    fig, ax = _figure()
    for name, s in summaries.items():
        ax.scatter(s[x], s["accuracy"] * 100, s=60)
        ax.annotate(name, (s[x], s["accuracy"] * 100), textcoords="offset points", xytext=(6, 4))
    ax.set_xlabel("tokens per question (mean)" if x == "mean_tokens" else x)
    ax.set_ylabel("correct answers (%)")
    ax.set_title("Quality against cost")
    ax.set_ylim(0, 100)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    return fig


def latency_distributions(records: Sequence[Any], pipelines: Sequence[str]):
    """Per-question latency of each pipeline as a strip of dots, with p50 and p99 marked."""
    fig, ax = _figure(height=0.55 * len(pipelines) + 1.6)
    for row, name in enumerate(pipelines):
        values = [r.latency_s for r in records if r.pipeline == name]
        jitter = [((i * 7) % 11 - 5) * 0.03 for i in range(len(values))]  # deterministic spread
        ax.scatter(values, [row + j for j in jitter], s=12, alpha=0.5, color="tab:blue")
        p50, p99 = percentile(values, 50), percentile(values, 99)
        ax.plot([p50, p50], [row - 0.3, row + 0.3], color="black", lw=2)
        ax.plot([p99, p99], [row - 0.3, row + 0.3], color="tab:red", lw=2)
    ax.plot([], [], color="black", lw=2, label="p50")
    ax.plot([], [], color="tab:red", lw=2, label="p99")
    ax.set_yticks(range(len(pipelines)), list(pipelines))
    ax.invert_yaxis()
    ax.set_xlabel("latency per question (s, simulated)")
    ax.set_title("Latency distributions")
    ax.legend(loc="lower right")
    ax.grid(axis="x", alpha=0.3)
    fig.tight_layout()
    return fig


def tradeoff_curve(rows: Sequence[Mapping[str, Any]]):
    """The rows of ``routing.tradeoff``: accuracy against mean tokens, styled by kind."""
    fig, ax = _figure()
    for row in rows:
        style = KIND_STYLE.get(row["kind"], KIND_STYLE["measured"])
        ax.scatter(row["mean_tokens"], row["accuracy"] * 100, s=110 if row["kind"] == "oracle" else 60,
                   marker=style["marker"], color=style["color"])
        ax.annotate(row["strategy"], (row["mean_tokens"], row["accuracy"] * 100),
                    textcoords="offset points", xytext=(6, 4))
    always = sorted((r for r in rows if r["kind"] == "always"), key=lambda r: r["mean_tokens"])
    if len(always) > 1:
        ax.plot([r["mean_tokens"] for r in always], [r["accuracy"] * 100 for r in always],
                ls="--", color=KIND_STYLE["always"]["color"], alpha=0.6)
    for kind, style in KIND_STYLE.items():
        if any(r["kind"] == kind for r in rows):
            label = "pipeline (measured)" if kind == "measured" else kind
            ax.scatter([], [], marker=style["marker"], color=style["color"], label=label)
    ax.set_xlabel("tokens per question (mean)")
    ax.set_ylabel("correct answers (%)")
    ax.set_title("The trade-off curve")
    ax.set_ylim(0, 100)
    ax.legend(loc="lower right")
    ax.grid(alpha=0.3)
    fig.tight_layout()
    return fig
