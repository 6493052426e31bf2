"""Run All on every notebook with a model that takes 1.5 s per call, twice (cold, then cached).

The model is the ``slow`` chaos model (``course_lib.models.chaos``: each call lasts ``--delay``
seconds of real waiting, the simulator's own work inside them as a real endpoint's compute is
inside its latency; reported like a real model), plugged in with
``COURSE_LLM=python:course_lib.models.chaos:slow``; everything else is at default settings
(``COURSE_SAMPLE_SIZE``, ``COURSE_CONCURRENCY``, the SQLite LLM cache). The notebooks run one
after another, as a learner's Run All would, each in a fresh kernel, on copies (the committed
outputs are not touched). The first pass starts from an empty LLM cache, the second reuses
it. Printed per notebook and in total: model calls actually made (cache hits are not calls),
tokens, wall time, and the seconds with a model call in flight (``model s``: what the run would take on a
machine with no work of its own); first, the same Run All with the simulator, the share of the time that
is the machine's own (kernel start, imports, the course's work), so a busy machine can be told
apart from model time.

    python bench/bench_real_model.py [--delay 1.5] [--notebooks 03 04] [--runs 2] [--cells 5]

About 8 minutes at the default settings (README, "Running the course with a real model").
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_notebook(path: Path, env: dict[str, str], cells: list | None = None) -> tuple[float, list[str]]:
    """Run All on a copy of ``path``; ``cells`` (if given) receives, per code cell, its index, its
    first source line and its (start, end) epoch seconds (nbclient's recorded timing)."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    errors: list[str] = []

    def on_cell_error(cell, cell_index, execute_reply):  # the reply's status, whatever the outputs
        content = execute_reply.get("content", {})
        errors.append(f"cell {cell_index}: {content.get('ename')}: {str(content.get('evalue'))[:120]}")

    client = NotebookClient(nb, timeout=1800, kernel_name="python3", allow_errors=True,
                            on_cell_error=on_cell_error,
                            resources={"metadata": {"path": str(path.parent)}})
    started = time.perf_counter()
    client.execute(env=env)
    wall = time.perf_counter() - started
    if cells is not None:
        from datetime import datetime

        for index, cell in enumerate(nb.cells):
            timing = cell.get("metadata", {}).get("execution", {})
            begin, end = timing.get("iopub.execute_input"), timing.get("shell.execute_reply")
            if cell.cell_type == "code" and begin and end:
                first = next((line for line in cell.source.splitlines() if line.strip()), "")
                cells.append((index, first[:60], datetime.fromisoformat(begin.replace("Z", "+00:00")).timestamp(),
                              datetime.fromisoformat(end.replace("Z", "+00:00")).timestamp()))
    return wall, errors


def per_cell(cells: list, log: Path, delay: float, top: int) -> list[str]:
    """The ``top`` cells by wall time, each with its model calls and seconds with a call in flight."""
    ends = sorted(json.loads(line)["t"] for line in log.read_text().splitlines() if line.strip()) \
        if log.exists() else []
    rows = []
    for index, first, begin, end in cells:
        inside = [t for t in ends if begin <= t <= end + 0.05]
        busy, covered_to = 0.0, float("-inf")
        for t in inside:
            busy += t - max(t - delay, covered_to, begin)
            covered_to = t
        rows.append((end - begin, index, len(inside), busy, peak_in_flight(inside, delay), first))
    rows.sort(reverse=True)
    return [f"    cell {index:3d} {calls:5d} calls {wall:7.1f} s wall {busy:7.1f} s model {peak:3d} at most at once  {first}"
            for wall, index, calls, busy, peak, first in rows[:top]]


def peak_in_flight(ends: list[float], delay: float) -> int:
    """The most calls in flight at one moment (each ended at its time stamp and lasted ``delay``):
    a cell whose peak is ``COURSE_CONCURRENCY`` is held back by it, one whose peak is 1 is a
    serial chain (its model s is calls x delay)."""
    events = sorted([(t - delay, 1) for t in ends] + [(t, -1) for t in ends], key=lambda e: (e[0], e[1]))
    most = now = 0
    for _, step in events:
        now += step
        most = max(most, now)
    return most


def calls_in(log: Path) -> tuple[int, int, int]:
    """(calls, input tokens, output tokens) logged by the chaos model."""
    if not log.exists():
        return 0, 0, 0
    rows = [json.loads(line) for line in log.read_text().splitlines() if line.strip()]
    return len(rows), sum(r["in"] for r in rows), sum(r["out"] for r in rows)


def model_busy_s(log: Path, delay: float) -> float:
    """Seconds during which at least one model call was in flight (each logged call ends at its
    time stamp and lasted ``delay``): the wall time a machine with no work of its own would show."""
    if not log.exists():
        return 0.0
    ends = sorted(json.loads(line)["t"] for line in log.read_text().splitlines() if line.strip())
    busy, covered_to = 0.0, float("-inf")
    for end in ends:
        busy += end - max(end - delay, covered_to)
        covered_to = end
    return busy


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--delay", type=float, default=1.5, help="seconds per model call")
    parser.add_argument("--notebooks", nargs="*", default=None, help="e.g. 03 04 (default: all)")
    parser.add_argument("--runs", type=int, default=2, help="passes over the notebooks (cache kept)")
    parser.add_argument("--cells", type=int, default=0, metavar="N",
                        help="also print each notebook's N slowest cells (calls, wall, model s)")
    parser.add_argument("--no-baseline", action="store_true",
                        help="skip the first pass with the simulator (the machine's own share of the time)")
    args = parser.parse_args(argv)
    paths = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
    if args.notebooks:
        paths = [p for p in paths if p.name[:2] in args.notebooks]
    work = Path(tempfile.mkdtemp(prefix="bench-real-model-"))
    base = {k: v for k, v in os.environ.items() if not k.startswith(("COURSE_SAMPLE", "COURSE_CONCURRENCY"))}
    base.update({"COURSE_LLM": "python:course_lib.models.chaos:slow", "COURSE_CHAOS_DELAY_S": str(args.delay),
                 "COURSE_LLM_CACHE": str(work / "llm-cache.sqlite"), "COURSE_BLOCK_NETWORK": "1"})
    print(f"== Run All with a {args.delay:g} s-per-call model (chaos 'slow'), default settings, "
          f"LLM cache {work / 'llm-cache.sqlite'} ==")
    failed = False
    if not args.no_baseline:  # what the same Run All costs with no model time at all
        print("\n-- baseline: the simulator (no model time: kernels, imports, the course's own work) --")
        total_s = 0.0
        for path in paths:
            seconds, errors = run_notebook(path, {**base, "COURSE_LLM": "sim"})
            total_s += seconds
            print(f"{path.name:30s} {'':6s} {'':9s} {seconds:8.1f}", flush=True)
            failed = failed or bool(errors)
        print(f"{'total':30s} {'':6s} {'':9s} {total_s:8.1f}  ({total_s / 60:.1f} min)")
    for run in range(1, args.runs + 1):
        label = "cold cache" if run == 1 else "warm cache"
        total_s = total_calls = total_tokens = total_in = total_out = total_busy = 0
        print(f"\n-- pass {run} ({label}) --")
        print(f"{'notebook':30s} {'calls':>6s} {'tokens':>9s} {'wall s':>8s} {'model s':>8s} {'no call s':>9s}")
        for path in paths:
            log = work / f"calls-{run}-{path.stem}.jsonl"
            cells: list = []
            seconds, errors = run_notebook(path, {**base, "COURSE_CHAOS_LOG": str(log)}, cells)
            calls, n_in, n_out = calls_in(log)
            busy = model_busy_s(log, args.delay)
            total_busy += busy
            tokens = n_in + n_out
            total_in, total_out = total_in + n_in, total_out + n_out
            total_s += seconds
            total_calls += calls
            total_tokens += tokens
            print(f"{path.name:30s} {calls:6d} {tokens:9,d} {seconds:8.1f} {busy:8.1f} {seconds - busy:9.1f}"
                  + (f"   RAISED {len(errors)}: {errors[0]}" if errors else ""), flush=True)
            failed = failed or bool(errors)
            (work / f"cells-{run}-{path.stem}.json").write_text(json.dumps(cells))  # for a later look
            if args.cells:
                print("\n".join(per_cell(cells, log, args.delay, args.cells)), flush=True)
        print(f"{'total':30s} {total_calls:6d} {total_tokens:9,d} {total_s:8.1f} {total_busy:8.1f}  "
              f"({total_s / 60:.1f} min; {total_busy / 60:.1f} min with a model call in flight)")
        from course_lib.models.pricing import load_prices

        prices = load_prices()
        print(f"{total_in:,d} input + {total_out:,d} output tokens: "
              f"${prices.chat_cost('gpt-4o-mini', total_in, total_out):.3f} at gpt-4o-mini prices "
              f"(data/prices.yaml, {prices.as_of})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
