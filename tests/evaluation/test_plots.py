"""Notebook 06's figures, rendered with Agg: no two texts overlap, none leaves its axes or figure.

Checked on numbers like the notebook's and on invented, harder ones: points on top of each
other, in the corners, a crowd with long names, a perfect score, many pipelines.
"""

from __future__ import annotations

import itertools
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from course_lib.evaluation import plots

NOTEBOOK_LIKE = {"direct": (51, 0.40), "fixed": (720, 0.40), "agent": (1130, 0.70),
                 "adaptive": (1330, 0.70), "multihop": (2270, 0.50), "tools": (2780, 1.0),
                 "crag": (4120, 0.50)}
SAME_SPOT = {"alpha": (1000, 0.5), "beta": (1000, 0.5), "gamma": (1000, 0.5), "delta": (1010, 0.5)}
CORNERS = {"bottom left": (0, 0.0), "top left": (0, 1.0), "top right": (5000, 1.0),
           "bottom right": (5000, 0.0), "middle": (2500, 0.5)}
CROWD = {f"a rather long pipeline name {i}": (1000 + 15 * i, 0.60 + 0.01 * (i % 3))
         for i in range(8)}
CASES = {"notebook-like": NOTEBOOK_LIKE, "same spot": SAME_SPOT, "corners": CORNERS,
         "crowd": CROWD, "one point": {"only": (300, 1.0)}}


def _summaries(points: dict) -> dict:
    return {name: {"mean_tokens": x, "accuracy": acc} for name, (x, acc) in points.items()}


def _curve_rows(points: dict) -> list[dict]:
    kinds = itertools.cycle(["always", "always", "router", "oracle", "measured"])
    return [{"strategy": name, "kind": next(kinds), "mean_tokens": x, "accuracy": acc}
            for name, (x, acc) in points.items()]


def _texts(fig):
    """Every text the figure draws, with its box on the rendered figure (Agg)."""
    from matplotlib.text import Text

    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    found = []
    for ax in fig.axes:
        for name, text in (("title", ax.title), ("xlabel", ax.xaxis.label),
                           ("ylabel", ax.yaxis.label)):
            found.append((name, text))
        for axis, (lo, hi) in ((ax.xaxis, ax.get_xlim()), (ax.yaxis, ax.get_ylim())):
            for tick in axis.get_major_ticks():
                if min(lo, hi) <= tick.get_loc() <= max(lo, hi):
                    found.append(("tick", tick.label1))
        found += [("label", text) for text in ax.texts]
        if ax.get_legend():
            found += [("legend", text) for text in ax.get_legend().get_texts()]
    return [(kind, t.get_text(), Text.get_window_extent(t, renderer))
            for kind, t in found if t.get_visible() and t.get_text().strip()]


def assert_clean(fig):
    """No text overlaps another or leaves the figure; labels stay in their axes, off the
    points, lines and legend; the legend hides no point. Returns the labels' texts."""
    from matplotlib.text import Text

    texts = _texts(fig)
    width, height = fig.bbox.width, fig.bbox.height
    for kind, text, box in texts:
        assert box.x0 >= 0 and box.y0 >= 0 and box.x1 <= width and box.y1 <= height, (
            f"{kind} {text!r} leaves the figure")
    for ax in fig.axes:
        frame = ax.get_window_extent()
        legend = ax.get_legend().get_window_extent() if ax.get_legend() else None
        markers = [xy for c in ax.collections for xy in c.get_offset_transform().transform(
            c.get_offsets())] if ax.collections else []
        lines = [line.get_transform().transform(line.get_xydata()) for line in ax.lines]
        for text in ax.texts:
            box = Text.get_window_extent(text, fig.canvas.get_renderer())
            assert frame.contains(box.x0, box.y0) and frame.contains(box.x1, box.y1), (
                f"label {text.get_text()!r} leaves the axes")
            if legend is not None:
                assert not box.overlaps(legend), f"label {text.get_text()!r} covers the legend"
            for x, y in markers:
                assert not box.contains(x, y), f"label {text.get_text()!r} covers a point"
            for xy in lines:
                for (x0, y0), (x1, y1) in itertools.pairwise(xy):
                    for f in (i / 40 for i in range(41)):
                        assert not box.contains(x0 + f * (x1 - x0), y0 + f * (y1 - y0)), (
                            f"a line runs through label {text.get_text()!r}")
        if legend is not None:
            for x, y in markers:
                assert not legend.contains(x, y), "the legend hides a point"
    for (k1, t1, b1), (k2, t2, b2) in itertools.combinations(texts, 2):
        assert not b1.overlaps(b2), f"{k1} {t1!r} overlaps {k2} {t2!r}"
    labels = [t.get_text() for ax in fig.axes for t in ax.texts]
    return labels


@pytest.mark.slow
@pytest.mark.parametrize("case", list(CASES))
def test_quality_vs_cost_texts_never_collide(case):
    labels = assert_clean(plots.quality_vs_cost(_summaries(CASES[case])))
    assert labels == list(CASES[case])  # every point labelled, once


@pytest.mark.slow
@pytest.mark.parametrize("case", list(CASES))
def test_tradeoff_curve_texts_never_collide(case):
    labels = assert_clean(plots.tradeoff_curve(_curve_rows(CASES[case])))
    assert labels == list(CASES[case])


@pytest.mark.slow
@pytest.mark.parametrize("count", [1, 3, 7, 12])
def test_latency_distributions_texts_never_collide(count):
    names = [f"pipeline number {i}" for i in range(count)]
    records = [SimpleNamespace(pipeline=name, latency_s=0.2 + (i * 37 % 50) / 7 + row)
               for row, name in enumerate(names) for i in range(20)]
    assert_clean(plots.latency_distributions(records, names))


@settings(max_examples=15, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(
    st.text("abcdefghijklmnopqrstuvwxyz -", min_size=1, max_size=24).filter(str.strip),
    st.tuples(st.integers(0, 20_000), st.integers(0, 100).map(lambda p: p / 100)),
    min_size=1, max_size=9))
@pytest.mark.slow
def test_any_points_get_clean_labels(points):
    labels = assert_clean(plots.quality_vs_cost(_summaries(points)))
    assert labels == list(points)


def test_a_label_that_cannot_sit_by_its_point_gets_a_line_to_it():
    fig = plots.quality_vs_cost(_summaries(CROWD))
    assert any(text.arrow_patch is not None for text in fig.axes[0].texts)
    assert all(text.arrow_patch is None
               for text in plots.quality_vs_cost(_summaries(NOTEBOOK_LIKE)).axes[0].texts)
