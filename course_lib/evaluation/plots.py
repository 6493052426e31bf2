"""Figures for notebook 06: quality against cost, latency distributions, the trade-off curve.

Each function returns a ``matplotlib.figure.Figure`` built without pyplot (no global state,
nothing shown twice); end a notebook cell with it to display it (after ``%matplotlib inline``).
Matplotlib's logger is quietened first so a first-run font-cache notice never reaches stderr.

Point labels are placed by :func:`place_labels`, a layout that cannot collide: each label
takes the first of a fixed list of spots around its point whose box stays inside the axes and
clear of every marker, every label already placed and the legend; a label with no free spot
next to its point goes to the nearest free spot of the axes, joined to its point by a thin
line. It is deterministic (a fixed search, no iteration against a clock). A test renders every
figure and checks that no two texts overlap and that none leaves the axes or the figure.
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

LABEL_GAP = 4.0
"""Clearance, in points, between a label and its marker and around every label."""

# Spots around a point, in order of preference: (dx, dy, horizontal and vertical alignment).
_SPOTS = [(1, 0, "left", "center"), (-1, 0, "right", "center"), (0, 1, "center", "bottom"),
          (0, -1, "center", "top"), (1, 1, "left", "bottom"), (-1, 1, "right", "bottom"),
          (1, -1, "left", "top"), (-1, -1, "right", "top")]


def _figure(width: float = 7.5, height: float = 4.2):
    logging.getLogger("matplotlib").setLevel(logging.ERROR)
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), dpi=100)
    FigureCanvasAgg(fig)  # a renderer to measure the labels with before the figure is shown
    return fig, fig.add_subplot()


def _percent_axis(ax) -> None:
    """0-100 % with a little room beyond, so a score of 0 or 100 sits inside the frame."""
    ax.set_ylim(-5, 108)
    ax.set_yticks(range(0, 101, 20))


def place_labels(ax, points: Sequence[tuple[float, float]], labels: Sequence[str], *,
                 marker_sizes: float | Sequence[float] = 8.0, avoid: Sequence[Any] = ()) -> list:
    """Annotate every point with its label where the label collides with nothing.

    ``points`` are in data coordinates; ``marker_sizes`` is each marker's width in points (one
    number for all); ``avoid`` holds artists the labels must keep clear of: a legend (its box)
    or a line (its segments).
    Call it once the layout is final (after ``tight_layout``): boxes are measured on the
    figure as drawn. Returns the annotations, in the order of ``labels``.
    """
    from matplotlib.lines import Line2D

    if isinstance(marker_sizes, int | float):
        marker_sizes = [float(marker_sizes)] * len(points)
    fig = ax.figure
    ax.get_xlim(), ax.get_ylim()  # settle the autoscaled limits the points are placed in
    renderer = fig.canvas.get_renderer()
    scale = fig.dpi / 72.0  # display pixels per point
    gap = LABEL_GAP * scale
    frame = ax.get_window_extent(renderer)
    room = (frame.x0 + gap, frame.y0 + gap, frame.x1 - gap, frame.y1 - gap)
    centres = [tuple(ax.transData.transform(p)) for p in points]
    halves = [size * scale / 2 for size in marker_sizes]
    # Boxes as (x0, y0, x1, y1) in display pixels, grown by the gap: markers, the legend.
    taken = [(x - h - gap, y - h - gap, x + h + gap, y + h + gap)
             for (x, y), h in zip(centres, halves, strict=True)]
    segments = []
    for artist in avoid:
        if isinstance(artist, Line2D):
            xy = artist.get_transform().transform(artist.get_xydata())
            segments += [(tuple(a), tuple(b)) for a, b in zip(xy[:-1], xy[1:], strict=True)]
        else:
            taken.append(tuple(artist.get_window_extent(renderer).padded(gap).extents))

    def free(box, dx, dy) -> bool:
        x0, y0, x1, y1 = box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy
        return (room[0] <= x0 and x1 <= room[2] and room[1] <= y0 and y1 <= room[3]
                and not any(x0 < t[2] and t[0] < x1 and y0 < t[3] and t[1] < y1 for t in taken)
                and not any(_crosses(a, b, (x0, y0, x1, y1)) for a, b in segments))

    texts = []
    for (cx, cy), half, point, label in zip(centres, halves, points, labels, strict=True):
        boxes = _label_boxes(ax, label, point, renderer)
        near = [((dx * (half + gap * reach), dy * (half + gap * reach)), ha, va)
                for reach in (1, 2, 4) for dx, dy, ha, va in _SPOTS]
        spot = next((s for s in near if free(boxes[s[1], s[2]], *s[0])), None)
        line = spot is None
        if line:  # crowded: the nearest free spot of the axes, with a line to the point
            step = 3 * scale
            grid = [(room[0] + i * step - cx, room[1] + j * step - cy)
                    for i in range(int((room[2] - room[0]) / step) + 1)
                    for j in range(int((room[3] - room[1]) / step) + 1)]
            grid.sort(key=lambda g: (g[0] ** 2 + g[1] ** 2, g))
            centre = boxes["center", "center"]
            spot = next(((g, "center", "center") for g in grid if free(centre, *g)),
                        ((0.0, 0.0), "center", "center"))  # no room at all: on its point
        (dx, dy), ha, va = spot
        x0, y0, x1, y1 = boxes[ha, va]
        taken.append((x0 + dx - gap, y0 + dy - gap, x1 + dx + gap, y1 + dy + gap))
        arrow = ({"arrowstyle": "-", "lw": 0.6, "color": "0.35", "shrinkA": 1,
                  "shrinkB": half / scale + 1} if line else None)
        texts.append(ax.annotate(label, point, textcoords="offset points", ha=ha, va=va,
                                 xytext=(dx / scale, dy / scale), arrowprops=arrow))
    return texts


def _crosses(a, b, box) -> bool:
    """Whether the segment from ``a`` to ``b`` passes through ``box`` (x0, y0, x1, y1)."""
    (ax_, ay), (bx, by), (x0, y0, x1, y1) = a, b, box
    lo, hi = 0.0, 1.0  # the part of the segment inside the box (Liang-Barsky clipping)
    for delta, start, low, high in ((bx - ax_, ax_, x0, x1), (by - ay, ay, y0, y1)):
        if delta == 0:
            if not low <= start <= high:
                return False
            continue
        t0, t1 = sorted(((low - start) / delta, (high - start) / delta))
        lo, hi = max(lo, t0), min(hi, t1)
        if lo > hi:
            return False
    return True


def _label_boxes(ax, label: str, point, renderer) -> dict:
    """The label's box (display space) anchored on its point, for every alignment."""
    from matplotlib.text import Text

    probe = ax.annotate(label, point, textcoords="offset points", xytext=(0, 0))
    boxes = {}
    for ha in ("left", "center", "right"):
        for va in ("bottom", "center", "top"):
            probe.set(ha=ha, va=va)
            probe.update_positions(renderer)
            boxes[ha, va] = tuple(Text.get_window_extent(probe, renderer).extents)  # text only
    probe.remove()
    return boxes


def quality_vs_cost(summaries: Mapping[str, Mapping[str, Any]], *, x: str = "mean_tokens"):
    """One point per pipeline: accuracy against mean tokens per question (or ``x``)."""
    fig, ax = _figure()
    points = [(float(s[x]), float(s["accuracy"]) * 100) for s in summaries.values()]
    for point in points:
        ax.scatter(*point, s=60)
    ax.set_xlabel("tokens per question (mean)" if x == "mean_tokens" else x)
    ax.set_ylabel("correct answers (%)")
    ax.set_title("Quality against cost")
    _percent_axis(ax)
    ax.margins(x=0.06)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    place_labels(ax, points, list(summaries), marker_sizes=60 ** 0.5)
    return fig


def latency_distributions(records: Sequence[Any], pipelines: Sequence[str]):
    """Per-question latency of each pipeline as a strip of dots, with p50 and p99 marked."""
    fig, ax = _figure(height=0.55 * len(pipelines) + 1.6)
    for row, name in enumerate(pipelines):
        values = [r.latency_s for r in records if r.pipeline == name]
        jitter = [((i * 7) % 11 - 5) * 0.03 for i in range(len(values))]  # deterministic spread
        ax.scatter(values, [row + j for j in jitter], s=12, alpha=0.5, color="tab:blue")
        if values:
            p50, p99 = percentile(values, 50), percentile(values, 99)
            ax.plot([p50, p50], [row - 0.3, row + 0.3], color="black", lw=2)
            ax.plot([p99, p99], [row - 0.3, row + 0.3], color="tab:red", lw=2)
    ax.plot([], [], color="black", lw=2, label="p50")
    ax.plot([], [], color="tab:red", lw=2, label="p99")
    ax.set_yticks(range(len(pipelines)), list(pipelines))
    ax.set_ylim(len(pipelines) - 0.4, -0.6)  # first pipeline on top
    ax.set_xlabel("latency per question (s, simulated)")
    ax.set_title("Latency distributions")
    # The legend sits above the plot, beside the title's line, where no dot can be.
    ax.legend(loc="lower right", bbox_to_anchor=(1.0, 1.0), ncols=2, frameon=False,
              borderaxespad=0.2)
    ax.grid(axis="x", alpha=0.3)
    fig.tight_layout()
    return fig


def tradeoff_curve(rows: Sequence[Mapping[str, Any]]):
    """The rows of ``routing.tradeoff``: accuracy against mean tokens, styled by kind."""
    fig, ax = _figure()
    points, sizes = [], []
    for row in rows:
        style = KIND_STYLE.get(row["kind"], KIND_STYLE["measured"])
        size = 110 if row["kind"] == "oracle" else 60
        point = (float(row["mean_tokens"]), float(row["accuracy"]) * 100)
        ax.scatter(*point, s=size, marker=style["marker"], color=style["color"])
        points.append(point)
        sizes.append(size ** 0.5)
    always = sorted((r for r in rows if r["kind"] == "always"), key=lambda r: r["mean_tokens"])
    lines = []
    if len(always) > 1:
        lines = ax.plot([r["mean_tokens"] for r in always], [r["accuracy"] * 100 for r in always],
                        ls="--", color=KIND_STYLE["always"]["color"], alpha=0.6)
    for kind, style in KIND_STYLE.items():
        if any(r["kind"] == kind for r in rows):
            label = "pipeline (measured)" if kind == "measured" else kind
            ax.scatter([], [], marker=style["marker"], color=style["color"], label=label)
    ax.set_xlabel("tokens per question (mean)")
    ax.set_ylabel("correct answers (%)")
    ax.set_title("The trade-off curve")
    _percent_axis(ax)
    ax.margins(x=0.06)
    # The legend stands right of the plot, where it can hide no point and no label.
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), borderaxespad=0.0)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    place_labels(ax, points, [r["strategy"] for r in rows], marker_sizes=sizes, avoid=lines)
    return fig
