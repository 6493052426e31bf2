"""Each fact about a pipeline once: the specs, and the files and tables written from them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from course_lib.app.pipeline_docs import BEGIN, END, langgraph_config, readme_table, with_table
from course_lib.evaluation.budget import TYPICAL_CALLS as BUDGET_CALLS
from course_lib.evaluation.corpora import SELF_ROUTING
from course_lib.rag.pipelines import CHOOSES_ITSELF, DEFAULT_CORPUS, REGISTRY, SPECS

ROOT = Path(__file__).resolve().parents[2]


def test_the_readme_table_is_written_from_the_specs():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert with_table(readme) == readme, "run `python -m course_lib.app.pipeline_docs`"
    for spec in SPECS:
        assert f"| `{spec.name}` | {spec.summary} |" in readme_table()


def test_langgraph_json_is_written_from_the_specs():
    studio = json.loads((ROOT / "langgraph.json").read_text(encoding="utf-8"))
    assert studio == langgraph_config(), "run `python -m course_lib.app.pipeline_docs`"
    assert list(studio["graphs"]) == [s.name for s in SPECS if s.studio]


def test_every_pipeline_has_a_typical_cost_and_one_routing_fact():
    assert list(BUDGET_CALLS) == list(REGISTRY)  # the estimates know every pipeline
    assert all(calls >= 1 and tokens > 0 for calls, tokens in BUDGET_CALLS.values())
    # the CLI's auto corpus and the evaluation's corpus policy read the same fact
    assert SELF_ROUTING <= CHOOSES_ITSELF
    assert CHOOSES_ITSELF - SELF_ROUTING == {n for n, c in DEFAULT_CORPUS.items() if c is None}


def test_a_readme_without_the_markers_is_one_clear_error():
    with pytest.raises(ValueError, match="no .* block"):
        with_table("# a README\n")
    text = f"before\n{BEGIN}\nold rows\n{END}\nafter\n"
    assert with_table(text) == f"before\n{BEGIN}\n{readme_table()}\n{END}\nafter\n"
