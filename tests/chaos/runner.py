"""Execute notebooks under a chat-model spec (a copy: the committed outputs are not touched).

``run_notebooks([(notebook, spec), ...], workers=2)`` executes each notebook in its own
kernel with ``COURSE_LLM=spec`` and returns, per pair, the cells that raised (index, the
error's name and value, from the execute reply: a cell whose reply has status ``error`` has
failed whatever its outputs show). Kernels run in parallel, ``workers`` at a time; results come back in the
order asked.
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


def run_notebook(path: Path, spec: str, *, extra_env: dict[str, str] | None = None,
                 timeout: int = 600) -> NotebookRun:
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    failed: list[tuple[int, str]] = []

    def on_cell_error(cell, cell_index, execute_reply):
        # A cell failed when its execute reply says so, whatever its outputs show.
        content = execute_reply.get("content", {})
        failed.append((cell_index, f"{content.get('ename')}: {str(content.get('evalue'))[:300]}"))

    client = NotebookClient(nb, timeout=timeout, kernel_name="python3", allow_errors=True,
                            on_cell_error=on_cell_error,
                            resources={"metadata": {"path": str(path.parent)}})
    start = time.perf_counter()
    client.execute(env=_env(spec, extra_env))
    run = NotebookRun(path.name, spec, time.perf_counter() - start, errors=failed)
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            if out.get("output_type") == "stream":
                run.outputs.append(out.get("text", ""))
            elif "data" in out and "text/plain" in out["data"]:
                run.outputs.append(out["data"]["text/plain"])
    return run


def run_notebooks(pairs: Sequence[tuple[Path, str]], *, workers: int = 2,
                  extra_env: dict[str, str] | None = None) -> list[NotebookRun]:
    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        futures = [pool.submit(run_notebook, path, spec, extra_env=extra_env) for path, spec in pairs]
        return [f.result() for f in futures]


if __name__ == "__main__":  # python tests/chaos/runner.py SPEC [NN ...]
    import sys

    spec, wanted = sys.argv[1], sys.argv[2:]
    paths = [p for p in NOTEBOOKS if not wanted or p.name[:2] in wanted]
    for run in run_notebooks([(p, spec) for p in paths]):
        status = "ok" if not run.errors else f"{len(run.errors)} raised"
        print(f"{run.notebook:32s} {run.seconds:6.1f} s  {status}")
        for index, line in run.errors:
            print(f"    cell {index}: {line}")
