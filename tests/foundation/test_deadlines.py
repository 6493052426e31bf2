"""Total deadlines (course_lib.foundation.deadlines): a budget for the whole exchange, not per read.

Servers on 127.0.0.1 that never answer, trickle one byte at a time or stream one chunk at a
time: every request through ``deadline_transport`` ends within its budget (plus a small
margin for a busy machine), sync and async, with one sentence naming the setting.
"""

from __future__ import annotations

import asyncio

import httpx
import pytest

from course_lib.foundation.deadlines import (
    DeadlinePassed,
    deadline_transport,
    seconds_setting,
    timeout_of,
)
from tests.helpers.fault_server import FaultServer, timed

BUDGET = 0.5
MARGIN = 4.0  # scheduling on a busy 2-core machine (the old waits were 20 s and more)


def _client(asynchronous: bool = False):
    transport = deadline_transport(httpx, seconds=BUDGET, what=lambda request: "The test server",
                                   setting="TEST_TIMEOUT", asynchronous=asynchronous)
    cls = httpx.AsyncClient if asynchronous else httpx.Client
    return cls(transport=transport, timeout=timeout_of(httpx, BUDGET))


@pytest.mark.slow
@pytest.mark.parametrize("behaviour", ["silent", "trickle", "slow_stream"])
def test_a_request_ends_within_its_budget(behaviour):
    with FaultServer(behaviour, every=0.2) as server, _client() as client:
        seconds, _, error = timed(lambda: client.get(server.base_url + "/x").read())
    assert isinstance(error, DeadlinePassed), error
    assert BUDGET - 0.05 <= seconds < BUDGET + MARGIN
    assert str(error) == ("The test server did not finish answering within 0.5 s (TEST_TIMEOUT): check that "
                          "it is running and not overloaded, or raise TEST_TIMEOUT.")


@pytest.mark.parametrize("behaviour", ["silent", "trickle", "slow_stream"])
def test_an_async_request_ends_within_its_budget(behaviour):
    async def fetch(url):
        async with _client(asynchronous=True) as client:
            response = await client.get(url)
            return await response.aread()

    with FaultServer(behaviour, every=0.2) as server:
        seconds, _, error = timed(lambda: asyncio.run(fetch(server.base_url + "/x")))
    assert isinstance(error, DeadlinePassed), error
    assert seconds < BUDGET + MARGIN


def test_streaming_chunk_by_chunk_is_cut_at_the_deadline():
    """Each chunk arrives well within any per-read timeout; the total still ends."""
    with FaultServer("slow_stream", every=0.1) as server, _client() as client:
        got = []

        def read():
            with client.stream("GET", server.base_url + "/x") as response:
                for chunk in response.iter_bytes():
                    got.append(chunk)

        seconds, _, error = timed(read)
    assert isinstance(error, DeadlinePassed)
    assert len(got) >= 3  # it did stream before the budget ran out
    assert seconds < BUDGET + MARGIN


@pytest.mark.slow
def test_a_retry_shares_the_first_tries_budget():
    """A resend marked by the OpenAI client's retry header gets no fresh budget."""
    with FaultServer("silent") as server, _client() as client:
        seconds, _, first = timed(lambda: client.get(server.base_url + "/x",
                                                      headers={"x-stainless-retry-count": "0"}))
        again, _, second = timed(lambda: client.get(server.base_url + "/x",
                                                     headers={"x-stainless-retry-count": "1"}))
    assert isinstance(first, DeadlinePassed) and isinstance(second, DeadlinePassed)
    assert again < 1.0  # refused at once (no second 0.5 s wait): the call's budget is spent


def test_a_retry_that_would_outlast_the_budget_is_turned_off():
    with FaultServer("status", status=429, headers={"Retry-After": "30"}) as server, _client() as client:
        response = client.get(server.base_url + "/x")
    assert response.status_code == 429
    assert response.headers["x-should-retry"] == "false"


def test_a_quick_answer_passes_untouched():
    with FaultServer("wrong_json") as server, _client() as client:
        response = client.get(server.base_url + "/x")
    assert response.json() == {"result": "hello", "ok": True}
    assert "x-should-retry" not in response.headers


@pytest.mark.parametrize("raw, fragment", [
    ("abc", "is not a number of seconds"),
    ("-3", "must be a positive number"),
    ("0", "must be a positive number"),
    ("nan", "must be a positive number"),
    ("inf", "must be a positive number"),
])
def test_a_bad_setting_is_one_sentence(raw, fragment, monkeypatch):
    from course_lib.foundation.errors import CourseError

    monkeypatch.setenv("TEST_TIMEOUT", raw)
    with pytest.raises(CourseError, match=fragment) as info:
        seconds_setting("TEST_TIMEOUT", 20)
    assert "\n" not in str(info.value) and "TEST_TIMEOUT" in str(info.value)


def test_a_setting_is_read_as_seconds(monkeypatch):
    monkeypatch.setenv("TEST_TIMEOUT", " 2.5 ")
    assert seconds_setting("TEST_TIMEOUT", 20) == 2.5
    monkeypatch.delenv("TEST_TIMEOUT")
    assert seconds_setting("TEST_TIMEOUT", 20) == 20
