"""``latency``: the simulated latency grows with the tokens read and written (a documented formula)."""

from __future__ import annotations

from course_lib.sim.chat.latency import BASE_S, simulated_latency


def test_latency_grows_with_tokens():
    assert simulated_latency(1000, 20) > simulated_latency(100, 20) > BASE_S
    assert simulated_latency(100, 200) > simulated_latency(100, 20)
    assert simulated_latency(100, 20) == simulated_latency(100, 20)  # deterministic
