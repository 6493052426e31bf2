"""The library's layers: no import cycle among course_lib's modules, every layer in the contract.

Imports inside functions count (they are imports all the same, made later); imports under
``if TYPE_CHECKING:`` do not (they never run). The layers contract itself is pyproject.toml's
``[tool.importlinter]``, checked by ``lint-imports`` in ``make lint``.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[1]

def import_cycles(graph) -> list[set[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    groups: list[set[str]] = []
    counter = 0
    for root in sorted(graph.modules):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.find_modules_directly_imported_by(child)))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.add(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(group)
    return groups


def test_the_cycle_finder_finds_a_cycle_through_a_function_local_import(tmp_path, monkeypatch):
    package = tmp_path / "knot"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "low.py").write_text("def f():\n    from knot import high\n    return high\n")
    (package / "high.py").write_text("from knot import low\n")
    (package / "apart.py").write_text("import knot.low\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    graph = grimp.build_graph("knot", cache_dir=None)
    assert import_cycles(graph) == [{"knot.low", "knot.high"}]


def test_no_import_cycle_among_course_lib_modules():
    graph = grimp.build_graph("course_lib", cache_dir=None, exclude_type_checking_imports=True)
    cycles = [sorted(c) for c in import_cycles(graph)]
    assert not cycles, f"import cycles: {cycles}"


def test_every_subpackage_of_course_lib_is_a_layer_of_the_contract():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contract = config["tool"]["importlinter"]["contracts"][0]
    named = {part.strip() for layer in contract["layers"] for part in layer.replace("|", ":").split(":")}
    packages = {f"course_lib.{p.name}" for p in (ROOT / "course_lib").iterdir()
                if (p / "__init__.py").is_file()}
    assert packages == named, (
        f"not in the layers contract: {sorted(packages - named)}; "
        f"no such package: {sorted(named - packages)}")
    modules = sorted(p.name for p in (ROOT / "course_lib").glob("*.py"))
    assert modules == ["__init__.py", "__main__.py"], f"put these in a layer: {modules}"
