"""Exercise checks on untouched starters (what every Run All executes): seconds per check cell,
with and without the warm-up, each notebook's checks in a fresh process per mode, alternating.

The warm-up judges the reference solution in the kernel before the judging fork (so that forks
for real answers start warm); for an untouched starter it is skipped (``Problem.is_untouched_starter``).
``--mode old`` puts it back for every answer. The process first imports what a notebook kernel
has loaded by the time it reaches its exercises (the model layer, LangGraph), so the fork's own
imports are not counted against the new mode. Wall seconds include the fork; CPU seconds are
the kernel's own.

    python bench/bench_starter_checks.py [--notebooks 01 05 06] [--pairs 2]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = r"""
import json, sys, time, io, contextlib, warnings
warnings.simplefilter("ignore")
import course_lib.models.structured, course_lib.exercises.model_watch, langgraph.graph  # a kernel's state
from course_lib import get_chat_model
get_chat_model()
from course_lib.exercises import load
from course_lib.exercises.problem import Problem
if sys.argv[2] == "old":
    Problem.is_untouched_starter = lambda self, answer: False
wall = cpu = 0.0
for problem in load(sys.argv[1]):
    answer = problem.starter_answer()
    w, c = time.perf_counter(), time.process_time()
    with contextlib.redirect_stdout(io.StringIO()):
        problem.evaluate(answer)
    wall += time.perf_counter() - w
    cpu += time.process_time() - c
print(json.dumps({"wall": wall, "cpu": cpu}))
"""


def run(notebook: str, mode: str) -> dict:
    out = subprocess.run([sys.executable, "-c", CHILD, notebook, mode], capture_output=True, text=True,
                         cwd=ROOT, env={**os.environ, "COURSE_LLM": "sim"}, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notebooks", nargs="*", default=[f"{i:02d}" for i in range(9)])
    parser.add_argument("--pairs", type=int, default=2)
    args = parser.parse_args(argv)
    print(f"{'notebook':9s} {'old wall':>9s} {'new wall':>9s} {'old CPU':>8s} {'new CPU':>8s}  (medians of {args.pairs})")
    totals = {"old": [0.0, 0.0], "new": [0.0, 0.0]}
    for notebook in args.notebooks:
        runs: dict[str, list[dict]] = {"old": [], "new": []}
        for _ in range(args.pairs):
            for mode in ("old", "new"):
                runs[mode].append(run(notebook, mode))
        med = {m: {k: sorted(r[k] for r in rs)[len(rs) // 2] for k in ("wall", "cpu")} for m, rs in runs.items()}
        for m in med:
            totals[m][0] += med[m]["wall"]
            totals[m][1] += med[m]["cpu"]
        print(f"{notebook:9s} {med['old']['wall']:9.2f} {med['new']['wall']:9.2f} "
              f"{med['old']['cpu']:8.2f} {med['new']['cpu']:8.2f}", flush=True)
    print(f"{'total':9s} {totals['old'][0]:9.2f} {totals['new'][0]:9.2f} {totals['old'][1]:8.2f} {totals['new'][1]:8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
