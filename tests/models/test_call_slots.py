"""Calls at once with a real model: how many by default, and a call that waits for a slot does
not spend its deadline waiting (issue 27: Run All with a real model; a local server queues).

The server is the fake OpenAI-compatible one on 127.0.0.1, made to answer one request at a time
and queue the rest, as Ollama does with its default ``OLLAMA_NUM_PARALLEL``."""

from __future__ import annotations

import pytest

from course_lib.models.concurrency import (
    DEFAULT_CONCURRENCY,
    LOCAL_DEFAULT_CONCURRENCY,
    concurrency,
    default_concurrency,
    is_local_endpoint,
)
from tests.helpers.fake_openai import FakeOpenAIServer

ENDPOINTS = [  # (OPENAI_BASE_URL, local?)
    ("http://127.0.0.1:11434/v1", True),
    ("http://localhost:8080/v1", True),
    ("http://[::1]:8000/v1", True),
    ("http://10.0.3.7:8000/v1", True),
    ("http://192.168.1.20:11434/v1", True),
    ("http://gpu-box.local:8000/v1", True),
    ("http://vllm:8000/v1", True),  # a container's name on a compose network
    ("https://api.openai.com/v1", False),
    ("https://api.deepseek.com/v1", False),
    ("https://example-resource.openai.azure.com/openai", False),
    ("http://8.8.8.8/v1", False),
    ("", False),
]


@pytest.mark.parametrize(("url", "local"), ENDPOINTS)
def test_which_endpoints_are_local(url, local):
    assert is_local_endpoint(url) is local


@pytest.mark.parametrize(("spec", "url", "expected"), [
    ("openai:gpt-4o-mini", None, DEFAULT_CONCURRENCY),
    ("openai:gpt-4o-mini", "https://api.openai.com/v1", DEFAULT_CONCURRENCY),
    ("openai:qwen2.5:7b-instruct", "http://127.0.0.1:11434/v1", LOCAL_DEFAULT_CONCURRENCY),
    ("anthropic:claude-3-5-haiku-latest", "http://127.0.0.1:11434/v1", DEFAULT_CONCURRENCY),  # not that endpoint
    ("python:course_lib.models.chaos:slow", "http://127.0.0.1:11434/v1", DEFAULT_CONCURRENCY),
])
def test_the_default_depends_on_where_the_model_runs(spec, url, expected, monkeypatch):
    monkeypatch.delenv("COURSE_CONCURRENCY", raising=False)
    if url is None:
        monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    else:
        monkeypatch.setenv("OPENAI_BASE_URL", url)
    assert default_concurrency(spec) == expected == concurrency(spec)
    monkeypatch.setenv("COURSE_CONCURRENCY", "3")  # the learner's setting wins everywhere
    assert concurrency(spec) == 3


def test_the_hosted_default_keeps_sixteen_in_flight(monkeypatch):
    """16 at 1.5 s a call is at most 640 a minute in a burst; the course's cells keep that many in
    flight for seconds, not a minute (bench/bench_real_model.py prints each cell's peak)."""
    monkeypatch.delenv("COURSE_CONCURRENCY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    assert concurrency("openai:gpt-4o-mini") == 16


def _ask_many(n: int, tag: str) -> list:
    """``n`` different questions at once through the real ChatOpenAI client (threads)."""
    from concurrent.futures import ThreadPoolExecutor

    from course_lib import get_chat_model

    llm = get_chat_model("openai:gpt-4o-mini")
    with ThreadPoolExecutor(max_workers=n) as pool:
        futures = [pool.submit(llm.invoke, f"Hello, I am {tag} guest number {i}!") for i in range(n)]
        return [f.exception() or f.result() for f in futures]


def test_a_call_queued_behind_others_does_not_time_out(monkeypatch):
    """A server that answers one request at a time, 0.5 s each, and six calls at once with a
    2 s deadline: sent together, the last ones would wait 2.5 s at the server and time out;
    with the local default of one call in flight each waits for its slot first, then has its
    whole deadline."""
    with FakeOpenAIServer(delay_s=0.5, at_once=1) as server:
        server.reply({"messages": [{"role": "user", "content": "Hello!"}]})  # a warm simulator behind it
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "test-key")
        monkeypatch.setenv("COURSE_LLM_TIMEOUT", "2")
        monkeypatch.setenv("COURSE_LLM_CACHE", "off")
        monkeypatch.delenv("COURSE_CONCURRENCY", raising=False)
        replies = _ask_many(6, "queued")
    failures = [r for r in replies if isinstance(r, BaseException)]
    assert not failures, failures[0]
    assert server.most_at_once == 1


def test_the_setting_caps_calls_in_flight_across_threads(monkeypatch):
    """``COURSE_CONCURRENCY=2``: eight threads calling at once never have more than two
    requests at the endpoint, however the calls are nested."""
    with FakeOpenAIServer(delay_s=0.2) as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "test-key")
        monkeypatch.setenv("COURSE_LLM_CACHE", "off")
        monkeypatch.setenv("COURSE_CONCURRENCY", "2")
        replies = _ask_many(8, "capped")
    assert not [r for r in replies if isinstance(r, BaseException)]
    assert server.most_at_once == 2


def test_async_calls_wait_for_a_slot_too(monkeypatch):
    """``ainvoke`` goes through the async transport: the same cap, without blocking the loop."""
    import asyncio

    from course_lib import get_chat_model

    with FakeOpenAIServer(delay_s=0.2) as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "test-key")
        monkeypatch.setenv("COURSE_LLM_CACHE", "off")
        monkeypatch.setenv("COURSE_CONCURRENCY", "2")
        llm = get_chat_model("openai:gpt-4o-mini")

        async def ask_all():
            return await asyncio.gather(*(llm.ainvoke(f"Hello, I am async guest number {i}!") for i in range(6)),
                                        return_exceptions=True)

        replies = asyncio.run(ask_all())
    assert not [r for r in replies if isinstance(r, BaseException)]
    assert server.most_at_once == 2
