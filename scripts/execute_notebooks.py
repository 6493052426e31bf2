"""Re-execute notebooks in place with the simulator, so committed outputs are reproducible.

Usage: python scripts/execute_notebooks.py [--jobs N] notebooks/04_*.ipynb   (``make notebook
NB=04``; ``make notebooks`` runs them all, ``make notebooks NB_JOBS=2`` two at a time; both set
the offline environment).

Each notebook is a jupytext pair (``notebooks/jupytext.toml``): before running, the pair is
synced (the file edited last is the source), so an edit of ``NN_name.py`` is what runs. The
outputs go into ``NN_name.ipynb``. Prints each notebook's wall time and, one at a time, its CPU
time (its kernel's included: load on the machine inflates wall time far more than CPU time);
exits non-zero if a cell raised.

``--jobs N`` executes N notebooks at once, each in its own kernel (one event loop drives them
all). Every lane but the first gives its kernels a ``COURSE_CACHE_DIR`` of their own
(``<cache>/lane-N``: two processes must not write one Chroma store at once, DESIGN.md), as
each pytest-xdist worker of ``make nbval`` does; the outputs are the same as one at a time
(nothing a notebook shows depends on the cache's state, which ``make nbval`` checks on fresh
caches). Notebook 06, the longest, starts first.
"""

from __future__ import annotations

import asyncio
import os
import re
import resource
import sys
import time
from pathlib import Path

from course_lib.foundation.speedups import skip_iri_grammar

skip_iri_grammar()  # before nbformat: its jsonschema would build an IRI grammar (1 CPU s) for nothing

import nbformat  # noqa: E402
from nbclient import NotebookClient  # noqa: E402
from nbclient.exceptions import CellExecutionError  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT_S = 900  # per cell; 06 runs a sample of the question set through every pipeline


def sync(path: Path) -> None:
    """``jupytext --sync``: bring the .py and the .ipynb of a pair to the same cells."""
    from jupytext.cli import jupytext

    jupytext(["--sync", "--quiet", str(path)])


def cpu_seconds() -> float:
    """CPU seconds of this process and of its finished children (the kernels)."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def lane_env(lane: int) -> dict[str, str] | None:
    """The kernel environment of a lane: the first keeps ours, the others their own cache dir."""
    if not lane:
        return None
    base = Path(os.environ.get("COURSE_CACHE_DIR") or ROOT / ".cache" / "test")
    return {**os.environ, "COURSE_CACHE_DIR": str(base / f"lane-{lane}")}


async def execute(path: Path, lane: int = 0, timeout: int = TIMEOUT_S) -> float:
    """Execute the (synced) notebook at ``path`` in a new kernel and write its outputs back;
    returns the wall seconds."""
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}})
    env = lane_env(lane)
    start = time.perf_counter()
    await (client.async_execute(env=env) if env is not None else client.async_execute())
    elapsed = time.perf_counter() - start
    from nbconvert.preprocessors import CoalesceStreamsPreprocessor

    # Keep diffs small: merge stream chunks (how the kernel splits them depends on timing)
    # and drop per-run execution metadata.
    nb, _ = CoalesceStreamsPreprocessor().preprocess(nb, {})
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        drop_progress_bars(cell)
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, path)
    return elapsed


PROGRESS_BAR = re.compile(r"^[^\n|]*\d+%\|[^|\n]*\| *\d+/\d+ \[[^\]\n]*\]\s*$")
"""One tqdm progress line ("embedding notes: 100%|####| 146/146 [00:00<00:00, 6040.92chunk/s]")."""


def drop_progress_bars(cell) -> None:
    """Drop the stderr outputs of a cell tagged ``nbval-ignore-output`` that hold only progress
    bars. Such a bar shows whether a run found its knowledge base in the cache (notebook 00
    builds one): a first run on a fresh clone draws it, a second does not, and committing it
    would make ``make notebooks`` on a fresh clone leave a diff that says nothing. Any other
    output, and every output of an untagged cell, is kept."""
    if "nbval-ignore-output" not in cell.get("metadata", {}).get("tags", []):
        return
    outputs = cell.get("outputs")
    if not outputs:
        return
    cell["outputs"] = [
        out for out in outputs
        if not (out.get("output_type") == "stream" and out.get("name") == "stderr"
                and all(PROGRESS_BAR.match(line) for line in
                        out.get("text", "").replace("\r", "\n").splitlines() if line.strip())
                and out.get("text", "").strip())
    ]


def failure(path: Path, exc: CellExecutionError) -> str:
    lines = [line for line in str(exc).splitlines() if line.strip()]
    return f"FAILED {path}: " + ("\n".join(lines[-12:]) if lines else repr(exc))


async def run_all(paths: list[Path], jobs: int) -> tuple[float, int]:
    """Execute ``paths`` ``jobs`` at a time (06 first when parallel); prints a line per notebook
    as it ends. Returns (sum of the notebooks' wall seconds, how many failed)."""
    queue = sorted(paths, key=lambda p: not p.name.startswith("06_")) if jobs > 1 else list(paths)
    total, failed = 0.0, 0

    async def lane(number: int) -> None:
        nonlocal total, failed
        while queue:
            path = queue.pop(0)
            cpu = cpu_seconds()
            try:
                elapsed = await execute(path, number)
            except CellExecutionError as exc:
                failed += 1
                print(failure(path, exc), flush=True)
                continue
            total += elapsed
            used = f"  {cpu_seconds() - cpu:6.1f} s CPU" if jobs == 1 else ""
            print(f"{path.name:35s} {elapsed:6.1f} s{used}", flush=True)

    await asyncio.gather(*(lane(n) for n in range(min(jobs, len(queue)))))
    return total, failed


def main(argv: list[str]) -> int:
    jobs = 1
    if argv and argv[0].startswith("--jobs"):
        value = argv[0].partition("=")[2] if "=" in argv[0] else (argv[1] if len(argv) > 1 else "")
        argv = argv[1:] if "=" in argv[0] else argv[2:]
        if not value.isdigit() or not 1 <= int(value) <= 8:
            print(f"--jobs takes a number from 1 to 8, not {value!r}")
            return 2
        jobs = int(value)
    names = argv or sorted(str(p) for p in Path("notebooks").glob("*.ipynb"))
    if not names:
        print("no notebook given (make notebook NB=04)")
        return 2
    paths, missing = [], 0
    for name in names:
        path = Path(name).with_suffix(".ipynb")
        if path.is_file():
            paths.append(path)
        else:
            print(f"FAILED {path}: no such notebook")
            missing += 1
    for path in paths:
        sync(path)
    cpu, start = cpu_seconds(), time.perf_counter()
    total, failed = asyncio.run(run_all(paths, jobs))
    wall, used = time.perf_counter() - start, cpu_seconds() - cpu
    if jobs == 1:
        print(f"{'total':35s} {total:6.1f} s  {used:6.1f} s CPU")
    else:
        print(f"{'total':35s} {total:6.1f} s (the notebooks' own times); {wall:.1f} s wall, "
              f"{used:.1f} s CPU, {jobs} at a time")
    return 1 if failed or missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
