"""The quick loop (``make test-fast``, ``-m "not slow"``) does not collect the folders whose
every test is slow (tests/conftest.py): the same tests run, without importing those modules."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from tests import conftest

ROOT = Path(conftest.__file__).resolve().parent.parent


def _config(markexpr: str):
    return SimpleNamespace(rootpath=ROOT, getoption=lambda name, default=None: markexpr)


@pytest.mark.parametrize("path, ignored", [
    ("tests/chaos", True),
    ("tests/chaos/test_cli.py", True),
    ("tests/notebooks/test_classroom.py", True),
    ("tests/thirdparty/test_langgraph_crag.py", True),
    ("tests/sim/metamorphic/test_questions.py", True),
    ("tests/sim/test_speed.py", False),  # beside the slow judge suites, not in them
    ("tests/sim", False),
    ("tests/exercises/test_registry.py", False),  # slow tests by mark, fast ones beside them
])
def test_under_not_slow_only_the_all_slow_folders_are_left_out(path, ignored):
    assert conftest.pytest_ignore_collect(ROOT / path, _config("not slow")) is (True if ignored else None)


@pytest.mark.parametrize("markexpr", ["", "slow", "not slow and chaos"])
def test_any_other_selection_collects_them(markexpr):
    assert conftest.pytest_ignore_collect(ROOT / "tests/chaos/test_cli.py", _config(markexpr)) is None


def test_a_path_outside_the_tree_is_left_to_pytest(tmp_path):
    assert conftest.pytest_ignore_collect(tmp_path / "test_x.py", _config("not slow")) is None


def test_every_test_of_those_folders_is_slow():
    """What makes leaving them out safe: ``-m "not slow"`` would deselect all of them anyway."""
    item = SimpleNamespace(nodeid="tests/chaos/test_cli.py::test_x", markers=[],
                           add_marker=lambda m: item.markers.append(m.name))
    conftest.pytest_collection_modifyitems(None, [item])
    assert "slow" in item.markers
