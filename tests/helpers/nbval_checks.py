"""A pytest plugin for ``make nbval``: the inline-build checks run inside nbval's own execution.

A notebook builds graphs, tools and routers inline (the lesson) that the library also provides;
``tests/notebooks/test_inline_graphs.py`` lists, per notebook, checks that the two are the same
(``CHECKS``: ``{stem: [(name, code), ...]}``). nbval already executes every notebook once, in
one kernel, with the simulator; this plugin adds each check as one more cell of that run, right
after the first code cell that assigns ``name`` (the check's outputs are not compared; it fails
when it raises). So the checks cost no kernel and no execution of their own. A check whose name
no cell assigns fails as an item of its own (the notebook changed: move the check).

``--nbval-checks MODULE:NAME`` reads the checks from elsewhere (the plugin's own test).
"""

from __future__ import annotations

import importlib
import re
from collections import defaultdict
from pathlib import Path

import pytest

DEFAULT = "tests.notebooks.test_inline_graphs:CHECKS"


def assigns(source: str, name: str) -> bool:
    """True when a cell's source binds ``name`` at its top level (``name = ...``,
    ``name, other = ...`` or ``def name(``)."""
    return re.search(rf"^(?:{re.escape(name)}\s*(?:,[^=\n]*)?=[^=]|def {re.escape(name)}\()", source,
                     re.MULTILINE) is not None


def pytest_addoption(parser) -> None:
    parser.getgroup("nbval").addoption(
        "--nbval-checks", default=DEFAULT, metavar="MODULE:NAME",
        help=f"where the inline-build checks are ({{stem: [(name, code), ...]}}; default {DEFAULT})")


class MissingCheck(pytest.Item):
    """A check whose name no cell of the notebook assigns."""

    def __init__(self, *, check: str, **kwargs):
        super().__init__(**kwargs)
        self.check = check

    def runtest(self) -> None:
        raise AssertionError(f"no code cell assigns `{self.check}` (the notebook changed: move the check)")

    def reportinfo(self):
        return self.path, 0, self.name


def _load(spec: str) -> dict[str, list[tuple[str, str]]]:
    module, _, name = spec.partition(":")
    return getattr(importlib.import_module(module), name or "CHECKS")


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(session, config, items) -> None:
    if not config.getoption("nbval", default=False) and not config.getoption("nbval_lax", default=False):
        return
    from nbformat.v4 import new_code_cell
    from nbval.plugin import IPyNbCell

    checks = _load(config.getoption("nbval_checks"))
    pending: dict[object, list[tuple[str, str]]] = {}  # per notebook (nbval's file item)
    result = []
    for item in items:
        parent = getattr(item, "parent", None)
        if not isinstance(item, IPyNbCell):
            result.append(item)
            continue
        if parent not in pending:
            pending[parent] = list(checks.get(Path(str(parent.path)).stem, ()))
        result.append(item)
        todo = pending[parent]
        while todo and assigns(item.cell.source, todo[0][0]):
            name, code = todo.pop(0)
            cell = new_code_cell(code)  # never run: nbval compares no output, and fails if it raises
            options = defaultdict(bool, check=False)
            result.append(IPyNbCell.from_parent(parent, name=f"Cell {item.cell_num} check {name}",
                                                cell_num=item.cell_num, cell=cell, options=options))
    # A check left over: its name is assigned by no cell (or only after a later check's cell).
    for parent, left in pending.items():
        last = max(i for i, item in enumerate(result) if getattr(item, "parent", None) is parent)
        for name, _ in reversed(left):
            result.insert(last + 1, MissingCheck.from_parent(parent, name=f"check {name} no cell", check=name))
    items[:] = result
