"""course_lib.models.llm_cache: a second identical request is answered from the SQLite file, says so,
and the simulator is never cached."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage

from course_lib.measurement.ledger import Ledger
from course_lib.measurement.trace import latency_kind
from course_lib.models.chaos import ChaosChatModel
from course_lib.models.llm_cache import SQLiteLLMCache, cache_path, fresh_replies
from course_lib.models.replies import from_cache


@pytest.fixture
def model(tmp_path):
    return ChaosChatModel(habits=(), cache=SQLiteLLMCache(tmp_path / "c.sqlite"))


def test_second_request_comes_from_the_cache_and_is_marked(model):
    first, second = Ledger(), Ledger()
    a = model.invoke("What is 2 + 2?", config={"callbacks": [first]})
    b = model.invoke("What is 2 + 2?", config={"callbacks": [second]})
    assert a.content == b.content and not from_cache(a) and from_cache(b)
    assert [c.cached for c in first.llm_calls] == [False] and [c.cached for c in second.llm_calls] == [True]
    assert second.summary()["cached_calls"] == 1 and latency_kind(second) == "from cache"
    assert len(model.cache) == 1


def test_a_cached_reply_in_the_history_does_not_spoil_the_next_key(model):
    history = [HumanMessage("Hello!")]
    reply = model.invoke(history)
    model.invoke([*history, reply, HumanMessage("And who are you?")])
    cached = model.invoke(history)  # from the cache: it carries the flag and total_cost
    assert from_cache(cached)
    again = model.invoke([*history, cached, HumanMessage("And who are you?")])
    assert from_cache(again)


def test_fresh_replies_skip_reads_but_still_write(model):
    model.invoke("Hi")
    with fresh_replies():
        assert not from_cache(model.invoke("Hi"))
    assert from_cache(model.invoke("Hi"))


def test_settings(monkeypatch, tmp_path):
    monkeypatch.setenv("COURSE_LLM_CACHE", "off")
    assert cache_path() is None
    monkeypatch.setenv("COURSE_LLM_CACHE", str(tmp_path / "x.sqlite"))
    assert cache_path() == tmp_path / "x.sqlite"
    monkeypatch.delenv("COURSE_LLM_CACHE")
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path))
    assert cache_path() == tmp_path.resolve() / "llm-cache.sqlite"


def test_real_models_get_the_cache_the_simulator_never(monkeypatch, tmp_path):
    from course_lib.models.llm import get_chat_model

    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("COURSE_LLM_CACHE", raising=False)
    assert get_chat_model("sim").cache is None
    chaos = get_chat_model("python:course_lib.models.chaos:chatty")
    assert isinstance(chaos.cache, SQLiteLLMCache)
    monkeypatch.setenv("COURSE_LLM_CACHE", "off")
    assert get_chat_model("python:course_lib.models.chaos:chatty").cache is None


@pytest.mark.slow
def test_two_processes_share_one_file(tmp_path):
    import subprocess
    import sys

    path = tmp_path / "shared.sqlite"
    code = ("from course_lib.models.chaos import ChaosChatModel; from course_lib.models.llm_cache import SQLiteLLMCache; "
            f"m = ChaosChatModel(cache=SQLiteLLMCache({str(path)!r})); "
            "print(m.invoke('Hello!').response_metadata.get('course_cache_hit', False))")
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
            for _ in range(2)]
    assert [r.stdout.strip() for r in runs] == ["False", "True"], [r.stderr[-300:] for r in runs]


def _timed_model(tmp_path, reply, **cache_args):
    from tests.helpers.timed_model import timed_model

    return timed_model(replies={"text": reply}, calls=[], cache=SQLiteLLMCache(tmp_path / "t.sqlite", **cache_args))


def test_the_same_request_in_flight_twice_is_asked_once_and_different_ones_are_not_held(tmp_path):
    from concurrent.futures import ThreadPoolExecutor

    from tests.helpers.timed_model import InFlight

    reply = InFlight(lambda prompt: f"echo: {prompt}", seconds=lambda prompt: 0.4)
    model = _timed_model(tmp_path, reply)
    asks = ["Which glaze suits stoneware?"] * 4 + ["How hot is a bisque firing?"]
    with ThreadPoolExecutor(5) as pool:
        replies = list(pool.map(model.invoke, asks))
    assert sorted(model.calls) == ["text", "text"]  # one call per distinct request
    assert reply.most == 2  # the two different requests went out at once
    assert {r.content for r in replies[:4]} == {"echo: Which glaze suits stoneware?"}
    assert sum(from_cache(r) for r in replies[:4]) == 3 and not from_cache(replies[4])


def test_a_failed_call_holds_the_same_request_no_longer_than_the_wait(tmp_path):
    import threading
    import time

    failed = threading.Event()

    def reply(prompt: str) -> str:
        if not failed.is_set():
            failed.set()
            time.sleep(0.2)
            raise ConnectionError("the server went away")
        return "answered"

    model = _timed_model(tmp_path, reply, wait_s=0.5)
    errors: list[Exception] = []

    def first() -> None:
        try:
            model.invoke("Is the kiln ready?")
        except ConnectionError as exc:
            errors.append(exc)

    thread = threading.Thread(target=first)
    thread.start()
    failed.wait(5)
    started = time.monotonic()
    assert model.invoke("Is the kiln ready?").content == "answered"  # waited, then asked itself
    assert 0.2 <= time.monotonic() - started < 3
    thread.join(5)
    assert len(errors) == 1 and model.calls == ["text", "text"]
    again = time.monotonic()
    assert model.invoke("Is the kiln ready?").content == "answered" and time.monotonic() - again < 0.2


def test_two_models_on_one_cache_file_share_what_is_in_flight(tmp_path):
    from concurrent.futures import ThreadPoolExecutor

    from tests.helpers.timed_model import InFlight, timed_model

    asked: list[str] = []
    reply = InFlight(lambda prompt: asked.append(prompt) or "one reply", seconds=lambda prompt: 0.4)
    # each get_chat_model() makes its own cache object on the same file
    models = [timed_model(replies={"text": reply}, calls=[], cache=SQLiteLLMCache(tmp_path / "s.sqlite"))
              for _ in range(2)]
    with ThreadPoolExecutor(2) as pool:
        replies = list(pool.map(lambda m: m.invoke("Cone 6 or cone 10?"), models))
    assert len(asked) == 1 and sum(from_cache(r) for r in replies) == 1


def test_async_lookups_never_wait_for_a_request_in_flight(tmp_path):
    import asyncio

    from tests.helpers.timed_model import InFlight

    reply = InFlight(lambda prompt: "fired", seconds=lambda prompt: 0.3)
    model = _timed_model(tmp_path, reply)

    async def both():
        return await asyncio.gather(model.ainvoke("Kiln ready?"), model.ainvoke("Kiln ready?"))

    replies = asyncio.run(asyncio.wait_for(both(), timeout=10))
    assert [r.content for r in replies] == ["fired", "fired"]
    assert model.invoke("Kiln ready?").content == "fired" and from_cache(model.invoke("Kiln ready?"))


def test_a_failed_call_stops_holding_its_request_when_its_thread_asks_the_next(tmp_path):
    """A worker thread whose call failed and that goes on to its next question releases the
    threads waiting for the failed request at once, not at the end of their (long) wait."""
    import threading
    import time

    failed, go_on = threading.Event(), threading.Event()

    def reply(prompt: str) -> str:
        if "kiln" in prompt and not failed.is_set():
            failed.set()
            time.sleep(0.2)
            raise ConnectionError("the server went away")
        return "answered"

    model = _timed_model(tmp_path, reply, wait_s=30.0)

    def worker() -> None:
        try:
            model.invoke("Is the kiln ready?")
        except ConnectionError:
            go_on.wait(5)
            model.invoke("What cone is the glaze?")  # the same thread's next request

    thread = threading.Thread(target=worker)
    thread.start()
    failed.wait(5)
    waiter_done: list[float] = []

    def waiter() -> None:
        started = time.monotonic()
        assert model.invoke("Is the kiln ready?").content == "answered"
        waiter_done.append(time.monotonic() - started)

    second = threading.Thread(target=waiter)
    second.start()
    time.sleep(0.4)  # the waiter now waits for the failed request
    go_on.set()
    second.join(10)
    thread.join(10)
    assert waiter_done and waiter_done[0] < 5, waiter_done  # not the 30 s wait
