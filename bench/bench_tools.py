"""Latency of the notebook-03 tools: median and p99 per call, with the simulator's data.

Run: ``python bench/bench_tools.py`` (uses COURSE_CACHE_DIR or a temporary cache dir).
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from collections.abc import Callable


def _measure(label: str, call: Callable[[], object], repeat: int = 200) -> str:
    call()  # warm-up: builds the database, parses the pages, compiles numexpr templates
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        call()
        times.append((time.perf_counter() - started) * 1000)
    times.sort()
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    return f"{label:<40} median {statistics.median(times):7.3f} ms   p99 {p99:7.3f} ms"


def main() -> None:
    os.environ.setdefault("COURSE_CACHE_DIR", tempfile.mkdtemp(prefix="bench-tools-"))
    from course_lib.rag.tools import calc, make_sql_tool, query_orders, web_search

    run_sql = make_sql_tool()
    total = " + ".join(["1126.85"] * 50)
    rows = [
        _measure("calc '120.50 + 75.25 * 2'", lambda: calc.invoke({"expression": "120.50 + 75.25 * 2"})),
        _measure("calc sum of 50 amounts", lambda: calc.invoke({"expression": total})),
        _measure("calc refusal '9**9**9'", lambda: calc.invoke({"expression": "9**9**9"})),
        _measure("query_orders status=pending", lambda: query_orders.invoke({"status": "pending"})),
        _measure("query_orders order_id=ORD-1003", lambda: query_orders.invoke({"order_id": "ORD-1003"})),
        _measure("run_sql GROUP BY status",
                 lambda: run_sql.invoke({"query": "SELECT status, COUNT(*) FROM orders GROUP BY status"})),
        _measure("web_search 'python 3.14 release'", lambda: web_search.invoke({"query": "python 3.14 release"})),
    ]
    print("\n".join(rows))


if __name__ == "__main__":
    main()
