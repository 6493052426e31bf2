"""Benchmark: how long the notebooks take to execute with the simulator (issue 26, "fast again").

Executes copies of the course's notebooks (in a temporary directory: the committed outputs are
never touched) as ``make notebooks`` does, one kernel each, and prints per notebook the median
wall time over ``--runs`` runs, the CPU time of the kernel process and its children (load on
the machine inflates wall time, much less CPU time), and the reference loop's time measured
right before each run (``sum(i*i for i in range(10**7))``, 0.45-0.8 s on a quiet 2-core
reference machine), so figures from a busy machine can be read against a quiet one.

Targets (issue 26): all nine at most 45 s on a quiet reference machine; notebook 06 at most
12 s (it measures a sample; its whole question set is ``make bench``'s harness figure).

    python bench/bench_notebooks.py [--runs 1] [--only 06 01] [--out DIR]
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def reference_loop() -> float:
    """Seconds for the pure-Python reference loop (the issue's yardstick for machine speed)."""
    start = time.perf_counter()
    sum(i * i for i in range(10**7))
    return time.perf_counter() - start


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def execute(path: Path, timeout: int = 900, out: Path | None = None) -> tuple[float, float]:
    """Wall and CPU seconds to execute the notebook at ``path`` (kernel CPU included); with
    ``out``, the executed notebook is written there (to compare its outputs with the course's)."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}})
    cpu0, start = _children_cpu() + time.process_time(), time.perf_counter()
    client.execute()
    wall = time.perf_counter() - start
    cpu = _children_cpu() + time.process_time() - cpu0
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, out / path.name)
    return wall, cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--only", nargs="*", default=None, help="notebook numbers, e.g. 06 01")
    parser.add_argument("--out", type=Path, default=None, help="keep the executed notebooks (last run) here")
    args = parser.parse_args(argv)
    if not 1 <= args.runs <= 20:
        parser.error("--runs must be between 1 and 20")
    sources = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
    if args.only:
        sources = [p for p in sources if p.name[:2] in set(args.only)]
    if not sources:
        parser.error("no notebook matches --only")
    os.environ.setdefault("COURSE_LLM", "sim")
    with tempfile.TemporaryDirectory(prefix="course-bench-") as tmp:
        work = Path(tmp) / "notebooks"
        shutil.copytree(ROOT / "notebooks", work)  # relative paths (../data) resolve as in the repo
        os.symlink(ROOT / "data", Path(tmp) / "data")
        from jupytext.cli import jupytext

        for source in sources:  # as make notebooks does: an edited NN_name.py is what runs
            jupytext(["--sync", "--quiet", str(work / source.name)])
        rows, totals, cpu_totals, refs = [], [0.0] * args.runs, [0.0] * args.runs, []
        for source in sources:
            walls, cpus = [], []
            for run in range(args.runs):
                refs.append(reference_loop())
                wall, cpu = execute(work / source.name, out=args.out)
                walls.append(wall)
                cpus.append(cpu)
                totals[run] += wall
                cpu_totals[run] += cpu
            rows.append((source.name, statistics.median(walls), statistics.median(cpus)))
            print(f"{source.name:35s} wall {rows[-1][1]:6.1f} s  cpu {rows[-1][2]:6.1f} s", flush=True)
    ref = statistics.median(refs)
    print(f"{'all of them':35s} wall {statistics.median(totals):6.1f} s  cpu {statistics.median(cpu_totals):6.1f} s "
          f"(median of {args.runs} run{'s' if args.runs > 1 else ''}; reference loop {ref:.2f} s, "
          f"median of {len(refs)} beside the runs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
