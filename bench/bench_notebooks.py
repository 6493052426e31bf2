"""Benchmark: how long ``make notebooks`` takes with the simulator (issue 26, "fast again").

Executes copies of the course's notebooks (in a temporary directory: the committed outputs are
never touched) with ``make notebooks``' own runner (``scripts/execute_notebooks.py``: a kernel
per notebook, started while the previous notebook runs; ``--jobs`` at a time, by default as
``make notebooks``), and prints per notebook the median wall time over ``--runs`` runs (its
first cell to its last) and its kernel's CPU time, then the whole run's wall and CPU time (the
runner and every kernel; load on the machine inflates wall time, much less CPU time), with the
reference loop's time measured right before each run (``sum(i*i for i in range(10**7))``,
0.45-0.8 s on a quiet 2-core reference machine), so figures from a busy machine can be read
against a quiet one.

Targets (issue 26): all nine at most 45 s on a quiet reference machine; notebook 06 at most
12 s (it measures a sample; its whole question set is ``make bench``'s harness figure).

    python bench/bench_notebooks.py [--runs 1] [--jobs 2] [--only 06 01] [--out DIR]
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
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


def runner():
    """``scripts/execute_notebooks.py`` as a module: what ``make notebooks`` runs."""
    spec = importlib.util.spec_from_file_location("execute_notebooks", ROOT / "scripts" / "execute_notebooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def default_jobs() -> int:
    """What ``make notebooks`` uses: two lanes on a machine with two cores or more."""
    return 2 if (os.cpu_count() or 1) >= 2 else 1


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(script, paths: list[Path], jobs: int) -> tuple[dict[str, tuple[float, float | None]], float, float]:
    """One run of ``make notebooks``' runner over ``paths``: per notebook (wall, kernel CPU),
    the whole run's wall seconds and CPU seconds (runner and kernels)."""
    cpu0, start = _children_cpu() + time.process_time(), time.perf_counter()
    times, failed = asyncio.run(script.run_all(paths, jobs))
    wall = time.perf_counter() - start
    if failed:
        raise SystemExit(f"{failed} notebook(s) failed")
    return times, wall, _children_cpu() + time.process_time() - cpu0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=default_jobs(), help="notebooks at once (make notebooks: NB_JOBS)")
    parser.add_argument("--only", nargs="*", default=None, help="notebook numbers, e.g. 06 01")
    parser.add_argument("--out", type=Path, default=None, help="keep the executed notebooks (last run) here")
    args = parser.parse_args(argv)
    if not 1 <= args.runs <= 20:
        parser.error("--runs must be between 1 and 20")
    if not 1 <= args.jobs <= 8:
        parser.error("--jobs must be between 1 and 8")
    sources = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
    if args.only:
        sources = [p for p in sources if p.name[:2] in set(args.only)]
    if not sources:
        parser.error("no notebook matches --only")
    os.environ.setdefault("COURSE_LLM", "sim")
    script = runner()  # first: it keeps nbformat (which jupytext imports) from building an IRI grammar
    with tempfile.TemporaryDirectory(prefix="course-bench-") as tmp:
        work = Path(tmp) / "notebooks"
        shutil.copytree(ROOT / "notebooks", work)  # relative paths (../data) resolve as in the repo
        os.symlink(ROOT / "data", Path(tmp) / "data")
        from jupytext.cli import jupytext

        for source in sources:  # as make notebooks does: an edited NN_name.py is what runs
            jupytext(["--sync", "--quiet", str(work / source.name)])
        paths = [work / source.name for source in sources]
        runs, refs = [], []
        for _ in range(args.runs):
            refs.append(reference_loop())
            runs.append(run(script, paths, args.jobs))
        if args.out is not None:
            args.out.mkdir(parents=True, exist_ok=True)
            for path in paths:
                shutil.copy2(path, args.out / path.name)
    print()
    for source in sources:
        walls = [times[source.name][0] for times, _, _ in runs]
        cpus = [c for times, _, _ in runs if (c := times[source.name][1]) is not None]
        cpu = f"{statistics.median(cpus):6.1f} s" if cpus else "     ?"
        print(f"{source.name:35s} wall {statistics.median(walls):6.1f} s  cpu {cpu} (its kernel)")
    ref = statistics.median(refs)
    print(f"{'all of them':35s} wall {statistics.median(w for _, w, _ in runs):6.1f} s  "
          f"cpu {statistics.median(c for _, _, c in runs):6.1f} s (the whole run, kernel start-ups included, "
          f"{args.jobs} at a time; median of {args.runs} run{'s' if args.runs > 1 else ''}; reference loop "
          f"{ref:.2f} s, median of {len(refs)} beside the runs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
