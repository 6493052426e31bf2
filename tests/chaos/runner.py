"""Execute notebooks under a chat-model spec (a copy: the committed outputs are not touched).

``run_notebooks([(notebook, spec), ...], workers=2)`` returns, per pair, the cells that raised
(index, the error's name and value, from the execute reply: a cell whose reply has status
``error`` has failed whatever its outputs show) and the text outputs. The notebooks of one
spec run one after another in one kernel, its namespace reset between them (``%reset -f``;
imported modules are kept, as a learner's kernel keeps them from one notebook to the next),
so the stack's imports and the knowledge base's opening are paid once per spec, not once per
notebook; each notebook's cells run in order from its first, its setup cell, as in a fresh
kernel. (That a notebook runs from a fresh kernel is what nbval proves, with the simulator.)
Specs run in parallel, ``workers`` at a time; results come back in the order asked.
"""

from __future__ import annotations

import os
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))


@dataclass
class NotebookRun:
    notebook: str
    spec: str
    seconds: float
    errors: list[tuple[int, str]] = field(default_factory=list)  # (cell index, error line)
    outputs: list[str] = field(default_factory=list)  # every text output, in cell order

    def text(self) -> str:
        return "\n".join(self.outputs)


def _env(spec: str, extra: dict[str, str] | None) -> dict[str, str]:
    env = dict(os.environ)
    env.update({"COURSE_LLM": spec, "COURSE_LLM_CACHE": "off", "COURSE_BLOCK_NETWORK": "1"})
    env.update(extra or {})
    return env


RESET = """%reset -f
import gc as _gc, os as _os, sys as _sys
if "matplotlib.pyplot" in _sys.modules:
    _sys.modules["matplotlib.pyplot"].close("all")
_os.chdir({cwd!r})
_gc.collect()
del _gc, _os, _sys
"""
"""Between two notebooks in one kernel: a fresh namespace, no figure left open, the working
directory the next notebook expects."""


def _text_outputs(nb) -> list[str]:
    texts = []
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            if out.get("output_type") == "stream":
                texts.append(out.get("text", ""))
            elif "data" in out and "text/plain" in out["data"]:
                texts.append(out["data"]["text/plain"])
    return texts


def run_in_one_kernel(paths: Sequence[Path], spec: str, *, extra_env: dict[str, str] | None = None,
                      timeout: int = 600) -> list[NotebookRun]:
    """Run ``paths`` one after another in one kernel started with ``COURSE_LLM=spec``."""
    import nbformat
    from nbclient import NotebookClient

    failed: list[tuple[int, str]] = []

    def on_cell_error(cell, cell_index, execute_reply):
        # A cell failed when its execute reply says so, whatever its outputs show.
        content = execute_reply.get("content", {})
        failed.append((cell_index, f"{content.get('ename')}: {str(content.get('evalue'))[:300]}"))

    client = NotebookClient(nbformat.v4.new_notebook(), timeout=timeout, kernel_name="python3",
                            allow_errors=True, on_cell_error=on_cell_error,
                            resources={"metadata": {"path": str(paths[0].parent)}})
    runs: list[NotebookRun] = []
    with client.setup_kernel(env=_env(spec, extra_env)):
        for number, path in enumerate(paths):
            if number:
                reset = nbformat.v4.new_code_cell(RESET.format(cwd=str(path.parent)))
                client.nb = nbformat.v4.new_notebook(cells=[reset])
                client.execute_cell(reset, 0)
                if failed:
                    raise RuntimeError(f"the kernel could not be reset before {path.name}: {failed}")
            nb = nbformat.read(path, as_version=4)
            client.nb = nb
            failed.clear()
            start = time.perf_counter()
            for index, cell in enumerate(nb.cells):
                client.execute_cell(cell, index)
            runs.append(NotebookRun(path.name, spec, time.perf_counter() - start, errors=list(failed),
                                    outputs=_text_outputs(nb)))
            failed.clear()
    return runs


def run_notebook(path: Path, spec: str, *, extra_env: dict[str, str] | None = None,
                 timeout: int = 600) -> NotebookRun:
    """One notebook in a kernel of its own."""
    return run_in_one_kernel([path], spec, extra_env=extra_env, timeout=timeout)[0]


def run_notebooks(pairs: Sequence[tuple[Path, str]], *, workers: int = 2,
                  extra_env: dict[str, str] | None = None) -> list[NotebookRun]:
    """Every (notebook, spec) pair; one kernel per spec, running its notebooks in the order given."""
    by_spec: dict[str, list[Path]] = {}
    for path, spec in pairs:
        by_spec.setdefault(spec, []).append(path)
    # The longest chains first, so that the short ones fill in beside them.
    order = sorted(by_spec, key=lambda spec: -len(by_spec[spec]))
    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        futures = {spec: pool.submit(run_in_one_kernel, by_spec[spec], spec, extra_env=extra_env)
                   for spec in order}
        done = {(run.notebook, run.spec): run for spec in order for run in futures[spec].result()}
    return [done[(path.name, spec)] for path, spec in pairs]


if __name__ == "__main__":  # python tests/chaos/runner.py SPEC [NN ...]
    import sys

    spec, wanted = sys.argv[1], sys.argv[2:]
    paths = [p for p in NOTEBOOKS if not wanted or p.name[:2] in wanted]
    for run in run_notebooks([(p, spec) for p in paths]):
        status = "ok" if not run.errors else f"{len(run.errors)} raised"
        print(f"{run.notebook:32s} {run.seconds:6.1f} s  {status}")
        for index, line in run.errors:
            print(f"    cell {index}: {line}")
