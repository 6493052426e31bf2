"""course_lib.app.studio and langgraph.json: every registered pipeline in LangGraph's dev server."""

from __future__ import annotations

import asyncio
import importlib.util
import json
from pathlib import Path

import pytest

from course_lib.rag.pipelines import REGISTRY

ROOT = Path(__file__).resolve().parents[2]


def _studio_config() -> dict:
    return json.loads((ROOT / "langgraph.json").read_text(encoding="utf-8"))


def test_langgraph_json_is_written_from_the_registry():
    from course_lib.app.studio import langgraph_config

    assert _studio_config() == langgraph_config(), (
        "langgraph.json differs from course_lib.rag.pipelines.REGISTRY: run "
        "`python -c 'from course_lib.app.studio import write_langgraph_json; write_langgraph_json()'`")
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

    module = _load_by_path(ROOT / "course_lib" / "app" / "studio.py")
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


@pytest.mark.parametrize("name", list(REGISTRY))
def test_every_studio_graph_has_typed_input_and_output_schemas(name):
    """What `langgraph dev` asks of a graph to show Studio's input form (GET .../schemas)."""
    path, _, attr = _studio_config()["graphs"][name].partition(":")
    graph = asyncio.run(getattr(_load_by_path(ROOT / path), attr)({"configurable": {}}))
    schemas = {"input": graph.get_input_jsonschema(), "output": graph.get_output_jsonschema()}
    for kind, schema in schemas.items():
        assert schema.get("type") == "object" and schema.get("properties"), (name, kind)
    asks = set(schemas["input"]["properties"])
    assert asks & {"question", "messages"}, f"{name}: Studio's form has nowhere to ask"
    gives = set(schemas["output"]["properties"])
    assert gives & {"answer", "messages"}, f"{name}: no answer in the output schema"
    json.dumps(schemas)  # plain JSON, as the server sends it


def _state_classes():
    """Every TypedDict a module of course_lib/rag/graphs (or hops.py) defines."""
    import importlib
    import inspect

    names = ["course_lib.rag.hops", *(f"course_lib.rag.graphs.{p.stem}" for p in
                                  sorted((ROOT / "course_lib" / "rag" / "graphs").glob("*.py"))
                                  if not p.stem.startswith("_"))]
    for module_name in names:
        module = importlib.import_module(module_name)
        for cls_name, cls in vars(module).items():
            if (inspect.isclass(cls) and cls.__module__ == module_name
                    and hasattr(cls, "__total__") and hasattr(cls, "__annotations__")):
                yield f"{module_name}.{cls_name}", cls


def test_every_library_state_makes_a_json_schema():
    """pydantic refuses typing.TypedDict on Python < 3.12 (the server's 'use
    typing_extensions.TypedDict' error), and a graph whose state it refuses gets no form."""
    from pydantic import TypeAdapter

    found = dict(_state_classes())
    assert len(found) >= 8, sorted(found)
    for name, cls in found.items():
        schema = TypeAdapter(cls).json_schema()
        assert schema.get("properties"), name


def _pins(path: Path) -> dict[str, str]:
    pins = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if "==" in line and not line.startswith("#"):
            name, _, version = line.split(";")[0].partition("==")
            pins[name.split("[")[0].strip().lower().replace("_", "-")] = version.strip()
    return pins


def test_the_studio_environment_is_the_course_stack_plus_the_server():
    """studio/requirements.txt (make studio-lock) keeps the course's versions, except the
    protobuf and grpcio the server needs, and leaves out JupyterLab and the test tools."""
    course, studio = _pins(ROOT / "requirements.txt"), _pins(ROOT / "studio" / "requirements.txt")
    assert {"langgraph-cli", "langgraph-api", "langgraph-runtime-inmem"} <= set(studio)
    differ = {name for name in set(course) & set(studio) if course[name] != studio[name]}
    assert differ <= {"protobuf", "grpcio"}, f"re-run `make studio-lock`: {sorted(differ)}"
    assert not {"jupyterlab", "nbval", "pytest", "scikit-learn", "jupytext"} & set(studio)
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    for requirement in project["dependencies"]:
        name = requirement.split(">")[0].split("<")[0].split("=")[0].split("[")[0].strip()
        assert name.lower().replace("_", "-") in studio, f"{name}: run `make studio-lock`"
