"""Every notebook executes with no raised cell under the chaos models (see matrix.py).

One kernel per chaos model runs the nine notebooks one after another (runner.py): 3 kernels,
not 19. The slow model's kernel mostly waits (1.5 s per call, really slept), so it runs beside
the other two rather than after them."""

from __future__ import annotations

import pytest

from tests.chaos.matrix import habits, spec
from tests.chaos.runner import NOTEBOOKS, run_notebooks

SLOW_NOTEBOOK = "00_setup.ipynb"


@pytest.fixture(scope="module")
def runs():
    pairs = [(path, spec(habit)) for habit in habits() for path in NOTEBOOKS]
    pairs.append((next(p for p in NOTEBOOKS if p.name == SLOW_NOTEBOOK), spec("slow")))
    workers = len({s for _, s in pairs})  # two chains that compute, one that mostly sleeps
    return {(r.notebook, r.spec): r for r in run_notebooks(pairs, workers=workers)}


@pytest.mark.parametrize("habit", habits())
@pytest.mark.parametrize("notebook", [p.name for p in NOTEBOOKS])
def test_no_cell_raises(runs, notebook, habit):
    run = runs[(notebook, spec(habit))]
    assert not run.errors, run.errors


def test_slow_model_no_cell_raises_and_latency_is_measured(runs):
    run = runs[(SLOW_NOTEBOOK, spec("slow"))]
    assert not run.errors, run.errors
    assert "s (measured)" in run.text() and "simulated" not in run.text().split("latency:")[1].splitlines()[0]


def test_a_chaos_run_shows_its_model_and_its_sample(runs):
    run = runs[("03_multi_tool_routing.ipynb", spec(habits()[0]))]
    assert "chat model: python:course_lib.models.chaos:" in run.text()
    assert "a sample for a real model" in run.text()


def test_a_chaos_run_reports_the_claims_and_goes_on(runs):
    """With a model other than the simulator a claim is reported, never raised."""
    for habit in habits():
        for path in NOTEBOOKS[1:]:
            text = runs[(path.name, spec(habit))].text()
            assert "the lesson's claims on your model:" in text, (path.name, habit)
            assert "DOES NOT HOLD" not in text, (path.name, habit)

