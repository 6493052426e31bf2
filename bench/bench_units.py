"""The simulator's pint registry per kernel: before and after ``course_lib.sim.words.units`` (issue 26, item 5).

Before, ``conversion`` and ``field_readers`` each built a ``pint.UnitRegistry()`` (pint's
definitions parsed and every unit's dimensions derived), so a kernel that converted a unit and
read a quantity field paid for two. After, one registry, read back from pint's disk cache in the
course's cache folder. Each figure is the CPU seconds of a fresh interpreter importing pint,
getting the registry(ies) and converting one quantity; the two kinds of run alternate, so load on
the machine falls on both alike. Medians of ``--runs``, with the reference loop's time beside.

    python bench/bench_units.py [--runs 7]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time

PY = sys.executable

BEFORE = """
import time
t = time.process_time()
import pint
a, b = pint.UnitRegistry(), pint.UnitRegistry()  # conversion's and field_readers'
a.Quantity(30, "mile").to("km"); b.parse_expression("kg")
print(time.process_time() - t)
"""

AFTER = """
import time
t = time.process_time()
from course_lib.sim.words.units import registry
r = registry()
r.Quantity(30, "mile").to("km"); r.parse_expression("kg")
print(time.process_time() - t)
"""


def _run(code: str, cache: str) -> float:
    out = subprocess.run([PY, "-c", textwrap.dedent(code)], capture_output=True, text=True, check=True,
                         env={**os.environ, "COURSE_BLOCK_NETWORK": "1", "COURSE_CACHE_DIR": cache})
    return float(out.stdout.strip().splitlines()[-1])


def loop_time() -> float:
    t = time.time()
    sum(i * i for i in range(10**7))
    return time.time() - t


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as cache:
        first = _run(AFTER, cache)  # fills the cache: what the first kernel on a machine pays
        before, after = [], []
        for _ in range(args.runs):
            before.append(_run(BEFORE, cache))
            after.append(_run(AFTER, cache))
    print(f"reference loop: {loop_time():.2f} s")
    print(f"pint per kernel, CPU s (median of {args.runs}): before (two registries) "
          f"{statistics.median(before):.3f}, after (one, from the disk cache) {statistics.median(after):.3f}; "
          f"after on an empty cache {first:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
