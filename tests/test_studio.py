"""course_lib.studio and langgraph.json: every registered pipeline in LangGraph's dev server."""

from __future__ import annotations

import asyncio
import importlib.util
import json
from pathlib import Path

import pytest

from course_lib.pipelines import REGISTRY

ROOT = Path(__file__).resolve().parent.parent


def _studio_config() -> dict:
    return json.loads((ROOT / "langgraph.json").read_text(encoding="utf-8"))


def test_langgraph_json_is_written_from_the_registry():
    from course_lib.studio import langgraph_config

    assert _studio_config() == langgraph_config(), (
        "langgraph.json differs from course_lib.pipelines.REGISTRY: run "
        "`python -c 'from course_lib.studio import write_langgraph_json; write_langgraph_json()'`")
    assert list(_studio_config()["graphs"]) == list(REGISTRY)
    for spec in _studio_config()["graphs"].values():
        path, _, attr = spec.partition(":")
        assert attr and (ROOT / path).is_file(), spec


def _load_by_path(path: Path):
    """Import a module from its file, the way the dev server loads a graph's module."""
    spec = importlib.util.spec_from_file_location(f"studio_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_studio_module_builds_nothing_at_import():
    from langgraph.pregel import Pregel

    module = _load_by_path(ROOT / "course_lib" / "studio.py")
    assert not [name for name, value in vars(module).items() if isinstance(value, Pregel)]


@pytest.mark.parametrize("name", list(REGISTRY))
def test_every_langgraph_json_graph_imports_and_builds(name):
    from langgraph.pregel import Pregel

    path, _, attr = _studio_config()["graphs"][name].partition(":")
    factory = getattr(_load_by_path(ROOT / path), attr)
    graph = asyncio.run(factory({"configurable": {}}))
    assert isinstance(graph, Pregel)
    assert graph.get_graph().nodes  # drawable, as Studio draws it
    assert graph.config["recursion_limit"] <= 100  # not LangGraph's default of 10,000 steps
