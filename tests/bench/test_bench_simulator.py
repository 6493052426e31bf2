"""bench/bench_simulator.py: the measured calls' profile (``--profile``) and the garbage
collector's share of their CPU time, beside the replies per CPU-second."""

from __future__ import annotations

import gc
import importlib.util
import pstats
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_simulator.py"


def load_bench():
    spec = importlib.util.spec_from_file_location("bench_simulator", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class _Model:
    """A stand-in model whose call makes cyclic garbage, so the collector has work."""

    def __init__(self) -> None:
        self.calls = 0

    def invoke(self, messages) -> None:
        self.calls += 1
        for _ in range(2000):
            a: list = []
            a.append(a)


def test_measured_calls_alone_are_profiled_and_the_collector_timed(tmp_path, capsys):
    bench = load_bench()
    model = _Model()
    profiler = bench.cProfile.Profile()
    batches = [[["a"], ["b"]], [["c"], ["d"]]]
    bench._measure("stand-in", model, batches, profiler)
    out = capsys.readouterr().out
    assert model.calls == 4
    assert "stand-in: replies/s over 2 runs of 2" in out
    assert "garbage collector:" in out and "% of the measured CPU time (gen0 " in out
    path = tmp_path / "p.out"
    profiler.dump_stats(path)
    names = {func[2] for func in pstats.Stats(str(path)).stats}
    assert "invoke" in names and "_measure" not in names  # the calls, not the loop around them
    assert not any(isinstance(cb, bench._CollectorClock) for cb in gc.callbacks)  # removed after


def test_the_collector_clock_counts_only_while_on():
    bench = load_bench()
    clock = bench._CollectorClock()
    clock("start", {"generation": 1})
    clock("stop", {"generation": 1})
    assert clock.collections == [0, 0, 0]
    clock.on = True
    clock("start", {"generation": 2})
    clock("stop", {"generation": 2})
    assert clock.collections == [0, 0, 1] and clock.seconds[2] >= 0.0
