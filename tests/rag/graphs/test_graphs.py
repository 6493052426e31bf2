"""course_lib.rag.graphs: one module per lesson graph, each naming its notebook; one equality helper."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
from pathlib import Path

import pytest

import course_lib.rag.graphs as graphs
from course_lib.rag.graphs import reachable, same_graph

LIBRARY = Path(graphs.__file__).resolve().parents[2]
NOTEBOOKS = LIBRARY.parent / "notebooks"
MODULES = sorted(m.name for m in pkgutil.iter_modules(graphs.__path__))


def test_every_graph_module_names_its_notebook_and_is_in_the_readme_table():
    table = (LIBRARY.parent / "README.md").read_text(encoding="utf-8")
    rows = [line for line in table.splitlines() if line.startswith("| ") and "`graphs/" in line]
    assert len(rows) == len(MODULES), "README.md: one row per module of course_lib/rag/graphs"
    for name in MODULES:
        module = importlib.import_module(f"course_lib.rag.graphs.{name}")
        assert re.search(r"notebooks? 0\d", module.__doc__ or ""), f"{name}: name the notebook"
        row = next((line for line in rows if f"`graphs/{name}.py`" in line), None)
        assert row, f"README.md: add graphs/{name}.py to the graphs table"
        factory = re.findall(r"`(make_\w+)`", row)[-1]
        assert callable(getattr(module, factory)), f"{name}.{factory}"


def test_notebooks_check_their_graphs_with_the_one_helper():
    """No notebook writes its own graph comparison: they use same_graph."""
    for path in sorted(NOTEBOOKS.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert ".get_graph()" not in text, f"{path.name}: compare graphs with course_lib.rag.graphs.same_graph"
        assert "mermaid(" not in text or path.name.startswith("00_"), path.name


def test_same_graph_and_reachable():
    from course_lib.models.testing import StaticRetriever, scripted
    from course_lib.rag.graphs.direct import make_direct_graph
    from course_lib.rag.graphs.fixed_rag import make_fixed_rag_graph

    llm = scripted(text="x")
    fixed = make_fixed_rag_graph(llm=llm, retriever=StaticRetriever())
    assert same_graph(fixed, make_fixed_rag_graph(llm=llm, retriever=StaticRetriever()))
    assert not same_graph(fixed, make_direct_graph(llm=llm))
    assert reachable(fixed, "retrieve") == {"generate", "__end__"}


@pytest.mark.slow
def test_no_module_has_a_lazy_facade():
    """Plain imports everywhere: the only PEP 562 ``__getattr__`` are the two packages' tables of
    public names (``course_lib`` and ``course_lib.sim``, both made by ``foundation.lazy_exports``),
    whether written as a function or assigned."""
    def defines_getattr(node) -> bool:
        if isinstance(node, ast.FunctionDef):
            return node.name == "__getattr__"
        if isinstance(node, ast.Assign):
            names = [t for target in node.targets for t in (target.elts if isinstance(target, ast.Tuple) else [target])]
            return any(isinstance(t, ast.Name) and t.id == "__getattr__" for t in names)
        return False

    offenders = []
    for path in LIBRARY.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if any(defines_getattr(n) for n in tree.body):
            offenders.append(path.relative_to(LIBRARY).as_posix())
    assert sorted(offenders) == ["__init__.py", "sim/__init__.py"]
