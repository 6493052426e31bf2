"""The invented sets' helpers have one home, ``_oracles``: a set imports them from there, never from
another set, and keeps no copy of its own (a copy of ``_must_state`` would not even be counted as one:
``tally`` tells it by identity). Read from the files' text, so no set is run."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

HERE = Path(__file__).parent
SETS = sorted([HERE / "calibration_cases.py", HERE / "thread_probes.py",
               *(p for p in HERE.glob("*_set.py") if not p.name.startswith("test_"))])


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _shared_names() -> set[str]:
    return {n.name for n in _tree(HERE / "_oracles.py").body if isinstance(n, ast.FunctionDef | ast.ClassDef)}


@pytest.mark.parametrize("path", SETS, ids=lambda p: p.stem)
def test_a_set_imports_its_helpers_from_oracles_not_from_another_set(path):
    others = [n.module for n in ast.walk(_tree(path)) if isinstance(n, ast.ImportFrom) and n.module
              and n.module.startswith("tests.sim.fresh.") and n.module != "tests.sim.fresh._oracles"]
    assert not others, f"{path.name} imports from {others}: import from tests.sim.fresh._oracles"


@pytest.mark.parametrize("path", SETS, ids=lambda p: p.stem)
def test_a_set_keeps_no_copy_of_a_shared_helper(path):
    own = {n.name for n in _tree(path).body if isinstance(n, ast.FunctionDef | ast.ClassDef)}
    assert not own & _shared_names(), f"{path.name} defines its own {sorted(own & _shared_names())}"


def test_the_one_call_of_a_name_gives_its_arguments():
    from langchain_core.messages import AIMessage

    from tests.sim.fresh._oracles import _call_args

    def message(*names):
        return AIMessage("", tool_calls=[{"name": n, "args": {"x": i}, "id": f"c{i}"} for i, n in enumerate(names)])

    assert _call_args(message("a", "b"), "b") == {"x": 1}
    assert _call_args(message("a", "a"), "a") is None
    assert _call_args(message("a"), "b") is None
