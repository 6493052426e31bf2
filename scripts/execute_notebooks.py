"""Re-execute notebooks in place with the simulator, so committed outputs are reproducible.

Usage: python scripts/execute_notebooks.py notebooks/04_*.ipynb   (``make notebook NB=04``;
``make notebooks`` runs them all; both set the offline environment).

Each notebook is a jupytext pair (``notebooks/jupytext.toml``): before running, the pair is
synced (the file edited last is the source), so an edit of ``NN_name.py`` is what runs. The
outputs go into ``NN_name.ipynb``. Prints each notebook's wall time; exits non-zero if a cell
raised.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError


def sync(path: Path) -> None:
    """``jupytext --sync``: bring the .py and the .ipynb of a pair to the same cells."""
    from jupytext.cli import jupytext

    jupytext(["--sync", "--quiet", str(path)])


def execute(path: Path, timeout: int = 900) -> float:  # 06 runs the whole question set
    sync(path)
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}})
    start = time.perf_counter()
    client.execute()
    elapsed = time.perf_counter() - start
    from nbconvert.preprocessors import CoalesceStreamsPreprocessor

    # Keep diffs small: merge stream chunks (how the kernel splits them depends on timing)
    # and drop per-run execution metadata.
    nb, _ = CoalesceStreamsPreprocessor().preprocess(nb, {})
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, path)
    return elapsed


def main(argv: list[str]) -> int:
    failed = 0
    total = 0.0
    names = argv or sorted(str(p) for p in Path("notebooks").glob("*.ipynb"))
    if not names:
        print("no notebook given (make notebook NB=04)")
        return 2
    for name in names:
        path = Path(name).with_suffix(".ipynb")
        if not path.is_file():
            print(f"FAILED {path}: no such notebook")
            failed += 1
            continue
        try:
            elapsed = execute(path)
        except CellExecutionError as exc:
            failed += 1
            lines = [line for line in str(exc).splitlines() if line.strip()]
            print(f"FAILED {path}: " + ("\n".join(lines[-12:]) if lines else repr(exc)))
            continue
        total += elapsed
        print(f"{path.name:35s} {elapsed:6.1f} s")
    print(f"{'total':35s} {total:6.1f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
