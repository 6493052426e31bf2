"""A real model's endpoint misbehaving (course_lib.models.llm, course_lib.models.endpoint): every failure
within the deadline, as one sentence naming what to fix.

ChatOpenAI (through ``get_chat_model``) against servers on 127.0.0.1 that accept and never
answer, trickle, stream one chunk at a time, cut the reply off, or answer 200 with HTML,
text that is not JSON, JSON of another shape, or a stream of garbage. Each case asserts the
time bound (``COURSE_LLM_TIMEOUT`` plus a margin for a busy machine), the sentence from the
error boundary, and the same sentence on the command line (exit status 2, one stderr line).
"""

from __future__ import annotations

import asyncio

import pytest

from tests.helpers.fault_server import FaultServer, timed

DEADLINE = 0.5
MARGIN = 6.0  # the OpenAI client's own retry sleep (at most 0.5 s) and a busy machine
QUICK = {"cut", "not_http", "html", "not_json", "wrong_json", "garbage_stream"}
"""Faults that answer at once: tested with a roomy deadline, so a busy machine cannot turn
them into timeouts."""

CASES = {
    # behaviour: (how it is called, words the sentence must contain)
    "silent": ("invoke", "did not finish answering within 0.5 s (COURSE_LLM_TIMEOUT)"),
    "trickle": ("invoke", "did not finish answering within 0.5 s"),
    "slow_stream": ("stream", "did not finish answering within 0.5 s"),
    "cut": ("invoke", "closed the connection before its reply was complete"),
    "not_http": ("invoke", "answered with something that is not HTTP"),
    "html": ("invoke", "answered with text/html, not JSON"),
    "not_json": ("invoke", "sent a reply that is not valid JSON"),
    "wrong_json": ("invoke", "without the 'choices' list"),
    "garbage_stream": ("stream", "sent a stream event that is not JSON"),
}


@pytest.fixture(scope="module", autouse=True)
def _imported():
    """Import the OpenAI client stack once, outside the timed calls (it takes seconds)."""
    import langchain_openai  # noqa: F401
    import openai  # noqa: F401


@pytest.fixture()
def endpoint(monkeypatch):
    """Point the OpenAI backend at a fault server (started by the test)."""
    monkeypatch.setenv("OPENAI_API_KEY", "test-key")
    monkeypatch.setenv("COURSE_LLM_TIMEOUT", str(DEADLINE))

    def use(server: FaultServer, deadline: float = DEADLINE) -> None:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("COURSE_LLM_TIMEOUT", str(deadline))

    return use


def _model():
    from course_lib.models.llm import get_chat_model

    return get_chat_model("openai:gpt-4o-mini")


def _call(how: str):
    model = _model()
    if how == "stream":
        return list(model.stream("Hello!"))
    return model.invoke("Hello!")


@pytest.mark.slow
@pytest.mark.parametrize("behaviour", sorted(CASES))
def test_each_fault_is_one_sentence_within_the_deadline(behaviour, endpoint):
    from course_lib.foundation.errors import explain

    how, words = CASES[behaviour]
    deadline = 10.0 if behaviour in QUICK else DEADLINE
    with FaultServer(behaviour, every=0.3) as server:
        endpoint(server, deadline)
        seconds, _, error = timed(_call, how)
    assert error is not None
    assert seconds < (8.0 if behaviour in QUICK else DEADLINE + MARGIN), f"{behaviour}: {seconds:.1f} s"
    message = explain(error)
    assert message is not None, repr(error)
    assert words in message, message
    assert "\n" not in message
    assert server.base_url in message  # names the endpoint it talked to


@pytest.mark.slow
@pytest.mark.parametrize("behaviour", ["silent", "slow_stream", "trickle"])
def test_async_calls_keep_the_same_deadline(behaviour, endpoint):
    from course_lib.foundation.errors import explain

    async def call():
        model = _model()
        if behaviour == "slow_stream":
            return [chunk async for chunk in model.astream("Hello!")]
        return await model.ainvoke("Hello!")

    with FaultServer(behaviour, every=0.3) as server:
        endpoint(server)
        seconds, _, error = timed(lambda: asyncio.run(call()))
    assert seconds < DEADLINE + MARGIN
    assert "did not finish answering within 0.5 s" in explain(error)


def test_a_rate_limit_that_asks_to_wait_too_long_is_not_retried(endpoint):
    from course_lib.foundation.errors import explain

    with FaultServer("status", status=429, headers={"Retry-After": "30"}) as server:
        endpoint(server)
        seconds, _, error = timed(_call, "invoke")
    assert seconds < 8.0 and server.requests == 1  # no 30 s wait, no second try
    assert "answered HTTP 429" in explain(error)


@pytest.mark.slow
@pytest.mark.parametrize("deadline, tries", [(2.0, 2), (0.4, 1)])
def test_a_server_error_is_retried_once_if_the_deadline_leaves_time(deadline, tries, endpoint):
    with FaultServer("status", status=503) as server:
        endpoint(server, deadline)
        seconds, _, error = timed(_call, "invoke")
    assert server.requests == tries  # the client's one retry, when its wait fits in the deadline
    assert seconds < deadline + MARGIN


@pytest.mark.slow
def test_embeddings_have_the_same_deadline(endpoint):
    import tiktoken

    from course_lib import get_embeddings
    from course_lib.foundation.errors import explain

    tiktoken.encoding_for_model("text-embedding-3-small")  # loaded before the clock starts
    with FaultServer("silent") as server:
        endpoint(server)
        seconds, _, error = timed(lambda: get_embeddings("openai:text-embedding-3-small").embed_query("x"))
    assert seconds < DEADLINE + MARGIN
    assert "did not finish answering within 0.5 s" in explain(error)


@pytest.mark.slow
@pytest.mark.parametrize("behaviour", ["silent", "html"])
def test_the_command_line_prints_one_sentence(behaviour, endpoint, notes_kb, monkeypatch, capsys):
    from course_lib.app.cli import main
    from course_lib.rag.pipelines import get_pipeline
    from course_lib.sim import SimulatedChatModel

    get_pipeline("fixed", llm=SimulatedChatModel())  # import and open all before the clock starts

    monkeypatch.setenv("COURSE_LLM", "openai:gpt-4o-mini")
    with FaultServer(behaviour) as server:
        endpoint(server)
        seconds, code, _ = timed(main, ["ask", "Hello!", "--pipeline", "fixed"])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: The model endpoint"), err
    assert seconds < DEADLINE + 10  # the command around the call (the call itself: above)


@pytest.mark.parametrize("spec, words", [
    ("openai:", "names no model"),
    (":gpt-4o-mini", "names no provider"),
    ("gpt-4o-mini", "Unknown chat model spec"),
])
def test_a_malformed_model_spec_is_one_sentence(spec, words):
    from course_lib.foundation.errors import CourseError
    from course_lib.models.llm import get_chat_model

    with pytest.raises(CourseError, match=words) as info:
        get_chat_model(spec)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("raw", ["abc", "-1", "0", ""])
def test_a_bad_timeout_setting_is_one_sentence(raw, monkeypatch):
    from course_lib.foundation.errors import CourseError
    from course_lib.models.llm import get_chat_model

    monkeypatch.setenv("OPENAI_API_KEY", "test-key")
    monkeypatch.setenv("COURSE_LLM_TIMEOUT", raw)
    if raw == "":  # unset in effect: the default
        assert get_chat_model("openai:gpt-4o-mini").request_timeout == 20
        return
    with pytest.raises(CourseError, match="COURSE_LLM_TIMEOUT"):
        get_chat_model("openai:gpt-4o-mini")
