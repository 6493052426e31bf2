"""bench/bench_real_model.py: the seconds with a model call in flight, read from a call log."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_real_model.py"


def load_bench():
    spec = importlib.util.spec_from_file_location("bench_real_model", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def write_log(path: Path, ends: list[float]) -> Path:
    path.write_text("".join(json.dumps({"t": t, "in": 1, "out": 1}) + "\n" for t in ends))
    return path


def test_overlapping_calls_count_once_and_gaps_not_at_all(tmp_path):
    bench = load_bench()
    # three calls at once (ending 10.0-10.2), then after a 5 s pause one alone, then two chained
    log = write_log(tmp_path / "calls.jsonl", [10.0, 10.1, 10.2, 16.0, 17.5, 19.0])
    assert abs(bench.model_busy_s(log, 1.5) - (1.7 + 1.5 + 1.5 + 1.5)) < 1e-9
    assert bench.model_busy_s(tmp_path / "missing.jsonl", 1.5) == 0.0
    assert bench.model_busy_s(write_log(tmp_path / "one.jsonl", [3.0]), 2.0) == 2.0


def test_per_cell_gives_each_cell_its_calls_and_model_time_slowest_first(tmp_path):
    bench = load_bench()
    # cell 2 (10-14 s): two calls at once ending 11.5 and 11.6, one after them ending 13.1;
    # cell 5 (20-21 s): no call; cell 7 (30-40 s): one call, its start before the cell (counted from 30)
    log = write_log(tmp_path / "calls.jsonl", [11.5, 11.6, 13.1, 31.0])
    cells = [(2, "grades = batch(...)", 10.0, 14.0), (5, "print(table)", 20.0, 21.0), (7, "run(graph)", 30.0, 40.0)]
    lines = bench.per_cell(cells, log, 1.5, top=2)
    assert len(lines) == 2
    assert "cell   7     1 calls    10.0 s wall     1.0 s model   1 at most at once  run(graph)" in lines[0]
    assert "cell   2     3 calls     4.0 s wall     3.1 s model   2 at most at once  grades = batch(...)" in lines[1]


def test_peak_in_flight_counts_calls_that_overlap():
    bench = load_bench()
    assert bench.peak_in_flight([], 1.5) == 0
    assert bench.peak_in_flight([10.0, 10.1, 10.2], 1.5) == 3  # three at once
    assert bench.peak_in_flight([10.0, 11.5, 13.0], 1.5) == 1  # a chain: each starts as the last ends
    assert bench.peak_in_flight([10.0, 10.5, 12.2, 12.3], 1.5) == 2
