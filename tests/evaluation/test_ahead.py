"""Work started ahead with a real model (notebook 08's long session): it fills the LLM cache for
the later cell, and starts nothing with the simulator or without a cache (issue 27)."""

from __future__ import annotations

import time

from course_lib.evaluation.ahead import caches_replies, start_ahead
from course_lib.models.chaos import chaos
from course_lib.models.llm_cache import SQLiteLLMCache
from course_lib.sim import SimulatedChatModel


def _chain(llm, topic: str) -> list[str]:
    """Three calls, each needing the reply before it (a conversation's turns)."""
    said = [f"Tell me one thing about {topic}."]
    for _ in range(3):
        said.append(str(llm.invoke("\n".join(said)).content)[:80])
    return said


def test_nothing_starts_with_the_simulator_or_without_a_cache(capsys):
    sim = SimulatedChatModel()
    assert start_ahead(_chain, sim, "glaciers", llm=sim, what="a chain") is None
    uncached = chaos("slow", delay_s=0.05)
    assert not caches_replies(uncached)
    assert start_ahead(_chain, uncached, "glaciers", llm=uncached, what="a chain") is None
    assert capsys.readouterr().out == ""  # the simulator's run shows nothing new


def test_a_later_run_of_the_same_work_finds_the_replies(tmp_path, capsys):
    delay = 0.3
    llm = chaos("slow", delay_s=delay, model_name="chaos-slow-ahead-test",
                cache=SQLiteLLMCache(tmp_path / "cache.sqlite"))
    ahead = start_ahead(_chain, llm, "lighthouse keepers", llm=llm, what="a three-call chain")
    assert ahead is not None and "a three-call chain" in capsys.readouterr().out
    assert ahead.wait(30) and ahead.error is None
    started = time.perf_counter()
    later = _chain(llm, "lighthouse keepers")  # the later cell: the same code
    assert time.perf_counter() - started < delay  # three replies from the cache, no model wait
    assert later == _chain(llm, "lighthouse keepers")


def test_a_failure_ahead_is_kept_not_raised():
    llm = chaos("slow", delay_s=0.01, model_name="chaos-slow-ahead-fail", cache=SQLiteLLMCache(":memory:"))

    def broken(_llm):
        raise RuntimeError("the later cell will show this itself")

    ahead = start_ahead(broken, llm, llm=llm, what="work that fails")
    assert ahead is not None and ahead.wait(10)
    assert isinstance(ahead.error, RuntimeError)
