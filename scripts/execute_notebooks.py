"""Re-execute notebooks in place with the simulator, so committed outputs are reproducible.

Usage: python scripts/execute_notebooks.py [--jobs N] notebooks/04_*.ipynb   (``make notebook
NB=04``; ``make notebooks`` runs them all, two at a time on a machine with two cores or more
(``NB_JOBS=1``: one at a time); both set the offline environment).

Each notebook is a jupytext pair (``notebooks/jupytext.toml``): before running, the pair is
synced (the file edited last is the source), so an edit of ``NN_name.py`` is what runs. The
outputs go into ``NN_name.ipynb``. Prints each notebook's wall time (its first cell to its
last) and its kernel's CPU time (load on the machine inflates wall time far more than CPU
time), then the whole run's wall and CPU time; exits non-zero if a cell raised.

Each notebook runs in a kernel of its own, as in JupyterLab. The kernel of the next notebook
is started while the current one runs, and a finished notebook's kernel is stopped while the
next one runs (:class:`Kernel`): about half a second of start-up and a tenth of shutdown per
notebook that no notebook waits for.

``--jobs N`` executes N notebooks at once (one event loop drives them all), the longest first
(by the last run's times, kept in ``<cache>/notebook-times.json``) so the lanes end together.
Every lane but the first gives its kernels a ``COURSE_CACHE_DIR`` of their own
(``<cache>/lane-N``: two processes must not write one Chroma store at once, DESIGN.md), as
each pytest-xdist worker of ``make nbval`` does; the outputs are the same as one at a time
(nothing a notebook shows depends on the cache's state, which ``make nbval`` checks on fresh
caches).
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


KERNEL_ARGS = ["--HistoryManager.hist_file=:memory:"]  # what nbclient gives the kernels it starts
STARTUP_TIMEOUT_S = 60  # nbclient's default wait for a new kernel to answer
SLOW_STOP_S = 1.0  # a kernel stops in about 0.1 s; one that takes longer is named in the output
STOP_GRACE_S = 2.0
"""How long a kernel asked to stop may take before it is killed: SIGTERM after half of it, SIGKILL
after all of it (jupyter_client's ``shutdown_wait_time``, 5 s by default). A notebook's kernel
exits in about 0.1 s (``quick_exit``); now and then one does not answer the request at all (seen
once for notebook 00 in ten runs on a busy machine: 2.6 s, the default's SIGTERM) and the run's
last kernels are waited for, so the wait is cut to 1 s. Every cell has run and written its
outputs by then; the course writes nothing at exit."""


class Kernel:
    """A kernel started (and answering) before its notebook's turn, and its client.

    A new kernel costs about 0.5 s of wall time before its first cell (the process starts and
    imports ipykernel; jupyter_client then waits for it to answer and for 0.2 s of silence on
    its output channel), and its shutdown another 0.1 to 0.2 s: paid nine times one after the
    other, that is 5 to 6 s of ``make notebooks``. Started while the previous notebook runs,
    and shut down while the next one runs, neither waits for the other.
    """

    def __init__(self, manager, client, cwd: Path):
        self.manager, self.client, self.cwd = manager, client, cwd

    @classmethod
    async def start(cls, cwd: Path, env: dict[str, str] | None) -> Kernel:
        from jupyter_client.manager import AsyncKernelManager

        manager = AsyncKernelManager(kernel_name="python3", shutdown_wait_time=STOP_GRACE_S)
        await manager.start_kernel(extra_arguments=list(KERNEL_ARGS), cwd=str(cwd),
                                   env=dict(env if env is not None else os.environ))
        client = manager.client()
        client.start_channels()
        try:
            await client.wait_for_ready(timeout=STARTUP_TIMEOUT_S)
        except Exception:
            await cls(manager, client, cwd).shutdown()
            raise
        client.allow_stdin = False
        return cls(manager, client, cwd)

    def cpu_seconds(self) -> float | None:
        """CPU seconds the kernel process (and any children) has used so far, or None."""
        import psutil

        try:
            times = psutil.Process(self.manager.provisioner.process.pid).cpu_times()
        except (AttributeError, psutil.Error):
            return None
        return times.user + times.system + times.children_user + times.children_system

    async def shutdown(self, name: str = "") -> None:
        """Ask the kernel to stop (terminated after half of ``STOP_GRACE_S``, killed after all of
        it, with no CPU used meanwhile); prints a line when that took more than ``SLOW_STOP_S``,
        naming the notebook it ran, as such a wait is invisible otherwise."""
        started = time.perf_counter()
        try:
            self.client.stop_channels()
            if await self.manager.is_alive():
                await self.manager.shutdown_kernel(now=False)
        finally:
            await self.manager.cleanup_resources()
        waited = time.perf_counter() - started
        if waited > SLOW_STOP_S:
            print(f"(the kernel {'of ' + name if name else 'started ahead'} took {waited:.1f} s to stop)", flush=True)


async def execute(path: Path, kernel: Kernel, timeout: int = TIMEOUT_S) -> float:
    """Execute the (synced) notebook at ``path`` in ``kernel`` and write its outputs back;
    returns the wall seconds from its first cell's start to its last cell's end (the kernel is
    started beforehand and stopped afterwards by the caller)."""
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, km=kernel.manager, timeout=timeout, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}})
    client.kc = kernel.client
    start = time.perf_counter()
    await client.async_execute()
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


def longest_first(paths: list[Path], seconds: dict[str, float]) -> list[Path]:
    """``paths`` in the order to hand them to the lanes: the longest (by ``seconds``, the last
    run's times by notebook name) first, so that no lane is left with a long notebook when the
    others are done; notebooks never timed go first (they may be long), in name order."""
    return sorted(paths, key=lambda p: (p.name in seconds, -seconds.get(p.name, 0.0), p.name))


def times_file() -> Path:
    """Where a run keeps each notebook's wall seconds, for the next run's order."""
    return Path(os.environ.get("COURSE_CACHE_DIR") or ROOT / ".cache" / "test") / "notebook-times.json"


def read_times() -> dict[str, float]:
    import json

    try:
        data = json.loads(times_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: float(v) for k, v in data.items() if isinstance(v, (int, float))} if isinstance(data, dict) else {}


def write_times(seconds: dict[str, float]) -> None:
    import json

    path = times_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({**read_times(), **seconds}, indent=1, sort_keys=True), encoding="utf-8")
    except OSError:  # a read-only cache: the next run keeps name order
        pass


async def run_all(paths: list[Path], jobs: int) -> tuple[dict[str, tuple[float, float | None]], int]:
    """Execute ``paths`` ``jobs`` at a time, each in a kernel of its own; prints a line per
    notebook as it ends. With more than one lane the longest notebooks go first (the last
    run's times), one at a time they go in the order given. Each lane starts the kernel of its
    next notebook while the current one runs, and stops a finished notebook's kernel while the
    next one runs. Returns ({notebook name: (wall seconds, its kernel's CPU seconds or None)}
    for the notebooks that ran to the end, how many failed)."""
    queue = longest_first(paths, read_times()) if jobs > 1 else list(paths)
    failed, times = 0, {}
    stopping: list[asyncio.Task] = []
    ahead = 0  # kernels being started for notebooks still in the queue

    def start_ahead(lane: int) -> asyncio.Task | None:
        nonlocal ahead
        if len(queue) <= ahead:  # every notebook left already has a kernel coming
            return None
        ahead += 1
        return asyncio.ensure_future(Kernel.start(queue[ahead - 1].parent, lane_env(lane)))

    async def lane(number: int) -> None:
        nonlocal failed, ahead
        coming = start_ahead(number)
        while coming is not None:
            kernel = await coming
            ahead -= 1
            path = queue.pop(0)
            if kernel.cwd != path.parent:  # notebooks from several folders: start one where it lives
                stopping.append(asyncio.ensure_future(kernel.shutdown()))
                kernel = await Kernel.start(path.parent, lane_env(number))
            coming = start_ahead(number)
            try:
                elapsed = await execute(path, kernel)
            except CellExecutionError as exc:
                failed += 1
                print(failure(path, exc), flush=True)
                continue
            finally:
                cpu = kernel.cpu_seconds()
                stopping.append(asyncio.ensure_future(kernel.shutdown(path.name)))
            times[path.name] = (elapsed, cpu)
            used = f"  {cpu:6.1f} s CPU (its kernel)" if cpu is not None else ""
            print(f"{path.name:35s} {elapsed:6.1f} s{used}", flush=True)

    try:
        await asyncio.gather(*(lane(n) for n in range(min(jobs, len(queue)))))
    finally:
        await asyncio.gather(*stopping, return_exceptions=True)
    write_times({name: round(wall, 2) for name, (wall, _) in times.items()})
    return times, failed


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
    times, failed = asyncio.run(run_all(paths, jobs))
    wall, used = time.perf_counter() - start, cpu_seconds() - cpu
    total = sum(seconds for seconds, _ in times.values())
    print(f"{'total':35s} {total:6.1f} s (the notebooks' own times); {wall:.1f} s wall, "
          f"{used:.1f} s CPU, {jobs} at a time")
    return 1 if failed or missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
