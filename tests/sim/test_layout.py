"""The simulator's layout (issue 26, item 4: one design a newcomer can follow): course_lib/sim is
subpackages by concept, each a layer of pyproject.toml's contract for ``course_lib.sim``; a
module imports only modules of its own or a lower layer (imports inside functions count, those
under ``if TYPE_CHECKING:`` do not); a subpackage's ``__init__`` imports nothing and its docstring
names its modules. ``lint-imports`` (``make lint``) checks the same contract; this test keeps it
in ``make test`` too, and checks what the contract cannot (no module left flat, the docstrings).
"""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parents[2]
SIM = ROOT / "course_lib" / "sim"
CONTRACT_NAME = "The simulator's layers"


def sim_layers() -> list[str]:
    """The contract's layers for the simulator, top first (each a subpackage's dotted name)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    (contract,) = [c for c in config["tool"]["importlinter"]["contracts"]
                   if c["name"].startswith(CONTRACT_NAME)]
    return contract["layers"]


def subpackages() -> list[Path]:
    return sorted(p for p in SIM.iterdir() if (p / "__init__.py").is_file())


def layer_of(module: str, layers: list[str]) -> int | None:
    """The rank of the layer ``module`` belongs to, 0 the bottom (None: no layer's)."""
    for rank, layer in enumerate(reversed(layers)):
        if module == layer or module.startswith(layer + "."):
            return rank
    return None


def upward_imports(graph, layers: list[str]) -> list[str]:
    """``"importer -> imported"`` for each import of a module of the simulator's layers that
    reaches a higher layer."""
    found = []
    for importer in sorted(graph.modules):
        mine = layer_of(importer, layers)
        if mine is None:
            continue
        for imported in sorted(graph.find_modules_directly_imported_by(importer)):
            theirs = layer_of(imported, layers)
            if theirs is not None and theirs > mine:
                found.append(f"{importer} -> {imported}")
    return found


def test_the_finder_sees_an_upward_import_inside_a_function(tmp_path, monkeypatch):
    package = tmp_path / "stack"
    for name in ("", "low", "high"):
        (package / name).mkdir(exist_ok=True)
        (package / name / "__init__.py").write_text("")
    (package / "low" / "base.py").write_text("def f():\n    from stack.high import top\n    return top\n")
    (package / "high" / "top.py").write_text("from stack.low import base\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    graph = grimp.build_graph("stack", cache_dir=None)
    assert upward_imports(graph, ["stack.high", "stack.low"]) == ["stack.low.base -> stack.high.top"]


def test_no_module_is_left_flat():
    flat = sorted(p.name for p in SIM.glob("*.py") if p.name != "__init__.py")
    assert not flat, f"put these in a subpackage (python3 /work/notes/sim_layout.py): {flat}"


def test_every_subpackage_is_a_layer_of_the_contract_and_nests_no_package():
    named = {part.strip() for layer in sim_layers() for part in layer.replace("|", ":").split(":")}
    packages = {f"course_lib.sim.{p.name}" for p in subpackages()}
    assert packages == named, (f"not in the contract: {sorted(packages - named)}; "
                               f"no such subpackage: {sorted(named - packages)}")
    nested = [p for package in subpackages() for p in package.iterdir() if (p / "__init__.py").is_file()]
    assert not nested, f"a layer is one level of modules: {nested}"


def test_every_module_imports_only_its_own_or_lower_layers():
    graph = grimp.build_graph("course_lib", cache_dir=None, exclude_type_checking_imports=True)
    upward = upward_imports(graph, sim_layers())
    assert not upward, "imports from a higher layer of the simulator:\n" + "\n".join(upward)


@pytest.mark.parametrize("package", subpackages(), ids=lambda p: p.name)
def test_a_subpackage_imports_nothing_and_names_its_modules(package):
    tree = ast.parse((package / "__init__.py").read_text(encoding="utf-8"))
    docstring = ast.get_docstring(tree)
    assert docstring, f"course_lib/sim/{package.name}/__init__.py has no docstring"
    statements = tree.body[1:]
    assert all(isinstance(s, ast.ImportFrom) and s.module == "__future__" for s in statements), (
        f"course_lib/sim/{package.name}/__init__.py runs something at import")
    unnamed = sorted(p.stem for p in package.glob("*.py")
                     if p.name != "__init__.py" and f"``{p.stem}``" not in docstring)
    assert not unnamed, f"course_lib/sim/{package.name}'s docstring does not name {unnamed}"


def test_the_package_docstring_shows_every_layer():
    docstring = ast.get_docstring(ast.parse((SIM / "__init__.py").read_text(encoding="utf-8")))
    missing = [p.name for p in subpackages() if f"  {p.name}/" not in docstring]
    assert not missing, f"course_lib/sim/__init__.py's tree leaves out {missing}"
