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
