"""``doctor`` probes a real endpoint within the same deadline as every model call.

An endpoint that accepts and never answers, or that answers its model list but sends garbage
for a chat call, is a FAIL row with one sentence, within ``COURSE_LLM_TIMEOUT``; a working
one (the fake OpenAI server) passes both probes.
"""

from __future__ import annotations

import pytest

from tests.helpers.fake_openai import FakeOpenAIServer
from tests.helpers.fault_server import FaultServer, timed

DEADLINE = 1.0


@pytest.fixture()
def real_model(monkeypatch):
    import langchain_openai  # noqa: F401 - imported before the clock starts

    monkeypatch.setenv("COURSE_LLM", "openai:gpt-4o-mini")
    monkeypatch.setenv("OPENAI_API_KEY", "test-key")
    monkeypatch.setenv("COURSE_LLM_TIMEOUT", str(DEADLINE))
    return monkeypatch


def _rows(label):
    from course_lib.app.doctor import checks

    seconds, rows, error = timed(checks)
    assert error is None, error
    return seconds, {row[1]: row for row in rows if row[1] in ("endpoint", "model call")}


@pytest.mark.slow
def test_an_endpoint_that_never_answers_fails_within_the_deadline(real_model, notes_kb):
    from course_lib.app.doctor import endpoint_status, probe_chat

    with FaultServer("silent") as server:
        real_model.setenv("OPENAI_BASE_URL", server.base_url)
        for probe in (endpoint_status, lambda: probe_chat("openai:gpt-4o-mini")):
            seconds, (ok, detail), _ = timed(probe)
            assert ok is False and "did not finish answering within 1 s" in detail
            assert seconds < DEADLINE + 8.0  # a busy machine; the old probe waited 40 s
        _, rows = _rows("endpoint")
    assert rows["endpoint"][0] is False
    assert "model call" not in rows  # not tried once the endpoint is known to be down


def test_garbage_from_a_chat_call_is_a_failed_model_call(real_model, notes_kb):
    with FaultServer("wrong_json") as server:
        real_model.setenv("OPENAI_BASE_URL", server.base_url)
        _, rows = _rows("model call")
    assert rows["endpoint"][0] is True  # it answers HTTP...
    ok, _, detail = rows["model call"]
    assert ok is False and "without the 'choices' list" in detail  # ...but not as a model


@pytest.mark.slow
def test_a_working_endpoint_passes_both_probes(real_model, notes_kb, capsys):
    from course_lib.app.doctor import run_doctor

    with FakeOpenAIServer() as server:
        real_model.setenv("OPENAI_BASE_URL", server.base_url)
        run_doctor()
    out = capsys.readouterr().out
    assert "[ok  ] endpoint" in out and "answered HTTP 200" in out
    assert "[ok  ] model call" in out and "replied" in out
    assert "test-key" not in out
