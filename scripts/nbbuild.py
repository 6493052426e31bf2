"""What every notebook build script shares: cells written as code, saved with nbformat.

A build script does ``from nbbuild import ROOT, cells, code, md, write_notebook``, appends
cells top to bottom with ``md(...)`` and ``code(...)``, and ends with
``write_notebook("01_fixed_vs_agentic")``. ``make build-notebooks`` runs every script and
then executes the notebooks with the simulator.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # build scripts import course_lib (exercise starters, titles)
    sys.path.insert(0, str(ROOT))

cells: list = []


def md(text: str) -> None:
    """Append a markdown cell."""
    cells.append(new_markdown_cell(text.strip("\n")))


def code(text: str, tags: list[str] | None = None) -> None:
    """Append a code cell, optionally tagged (``exercise``, ``nbval-ignore-output``, ...)."""
    cell = new_code_cell(text.strip("\n"))
    if tags:
        cell.metadata["tags"] = list(tags)
    cells.append(cell)


def thought(text: str, tags: list[str]) -> None:
    """Append a tagged markdown cell: the learner's answer to a thought question."""
    cell = new_markdown_cell(text)
    cell.metadata["tags"] = list(tags)
    cells.append(cell)


def write_notebook(stem: str) -> Path:
    """Write ``notebooks/<stem>.ipynb`` (or the path given as the script's first argument),
    with stable cell ids so rebuilding does not churn the diff."""
    for index, cell in enumerate(cells):
        cell.id = f"nb{stem[:2]}-{index:03d}"
    nb = new_notebook(cells=cells, metadata={
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
    })
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "notebooks" / f"{stem}.ipynb"
    nbformat.write(nb, out)
    print(f"wrote {out.name} ({len(cells)} cells)")
    return out
