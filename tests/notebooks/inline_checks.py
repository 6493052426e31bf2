"""Run a notebook's cells in a kernel and, after the cell that defines a name, a check on it.

The notebooks build graphs, tools and routers inline (the lesson) that the library also
provides (what the CLI, Studio and later notebooks use). The checks that the two are the same
live here, in the tests, not in the learner's way: ``run_checks(notebook, [(name, code), ...])``
executes the notebook's code cells in order in one kernel (the simulator, as CI) and, right
after the first cell that assigns ``name``, runs ``code`` in the same kernel. It stops after
the last check (the rest of the notebook is nbval's business) and returns one line per check
that failed or whose name no cell assigns.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _assigns(source: str, name: str) -> bool:
    return re.search(rf"^(?:{re.escape(name)}\s*(?:,[^=\n]*)?=[^=]|def {re.escape(name)}\()", source,
                     re.MULTILINE) is not None


def run_checks(notebook: Path, checks: Sequence[tuple[str, str]], *, timeout: int = 900) -> list[str]:
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    nb = nbformat.read(notebook, as_version=4)
    env = dict(os.environ)
    env.update({"COURSE_LLM": "sim", "COURSE_BLOCK_NETWORK": "1"})
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3",
                            resources={"metadata": {"path": str(notebook.parent)}})
    pending = list(checks)
    failures: list[str] = []
    with client.setup_kernel(env=env):
        for index, cell in enumerate(list(nb.cells)):
            if not pending:
                break
            if cell.cell_type != "code":
                continue
            try:
                client.execute_cell(cell, index)
            except CellExecutionError as error:
                return failures + [f"cell {index} raised before the checks ran: {str(error)[-400:]}"]
            while pending and _assigns(cell.source, pending[0][0]):
                name, code = pending.pop(0)
                nb.cells.append(nbformat.v4.new_code_cell(code))  # nbclient writes outputs back by index
                try:
                    client.execute_cell(nb.cells[-1], len(nb.cells) - 1)
                except CellExecutionError as error:
                    last = re.sub(r"\x1b\[[0-9;]*m", "", str(error)).strip().splitlines()[-1]  # no colours
                    failures.append(f"after `{name}` (cell {index}): {last}")
                finally:
                    nb.cells.pop()
    failures += [f"no cell assigns `{name}` (the notebook changed: move the check)" for name, _ in pending]
    return failures
