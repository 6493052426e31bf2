"""The real-model path, offline: ChatOpenAI against a fake OpenAI-compatible server on 127.0.0.1."""

from __future__ import annotations

import socket
import time

import pytest
from pydantic import BaseModel, Field

from tests.helpers.fake_openai import FakeOpenAIServer


@pytest.fixture()
def server(monkeypatch):
    with FakeOpenAIServer() as srv:
        monkeypatch.setenv("OPENAI_BASE_URL", srv.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "test-key")
        yield srv


def real_llm():
    from course_lib import get_chat_model

    return get_chat_model("openai:gpt-4o-mini")


def test_plain_text_and_usage(server):
    reply = real_llm().invoke("Hello!")
    assert reply.content
    assert reply.usage_metadata["input_tokens"] > 0
    assert reply.response_metadata["model_name"]


def test_streaming_with_usage(server):
    chunks = list(real_llm().stream("Thank you very much!"))
    assert len(chunks) > 2
    total = chunks[0]
    for c in chunks[1:]:
        total = total + c
    assert total.content and total.usage_metadata["output_tokens"] > 0


@pytest.mark.slow
def test_structured_output_uses_json_schema(server):
    class Grade(BaseModel):
        binary_score: str = Field(description="Is the document relevant to the question? 'yes' or 'no'.")

    grade = real_llm().with_structured_output(Grade).invoke(
        "Document: asyncio.wait returns two sets, done and pending.\nQuestion: What does asyncio.wait return?"
    )
    assert grade.binary_score in ("yes", "no")
    assert server.requests[-1]["response_format"]["type"] == "json_schema"


def test_tool_calls(server):
    from course_lib.rag.tools import calc

    reply = real_llm().bind_tools([calc]).invoke("What is 15% of 2,400?")
    assert reply.tool_calls and reply.tool_calls[0]["name"] == "calc"


@pytest.mark.slow
@pytest.mark.parametrize("name", ["agent", "crag", "multihop"])
def test_pipelines_run_through_the_openai_client(server, name):
    from course_lib.rag.pipelines import get_pipeline

    question = {"multihop": "Who leads the team that owns Project Falcon?"}.get(
        name, "How does asyncio.wait decide when to return?")
    result = get_pipeline(name, llm=real_llm()).run(question)
    assert result.answer
    assert result.ledger.summary()["llm_calls"] >= 1
    assert any(r["path"].endswith("/chat/completions") for r in server.requests)


def test_embeddings_through_the_openai_client(server):
    from course_lib import get_embeddings

    emb = get_embeddings("openai:text-embedding-3-small")
    vectors = emb.embed_documents(["event loop", "coroutine"])
    assert len(vectors) == 2 and len(vectors[0]) > 100


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_unreachable_endpoint_fails_fast_with_one_sentence(monkeypatch):
    from course_lib.models.llm import explain_backend_error

    monkeypatch.setenv("OPENAI_BASE_URL", f"http://127.0.0.1:{_free_port()}/v1")
    monkeypatch.setenv("OPENAI_API_KEY", "test-key")
    start = time.perf_counter()
    with pytest.raises(Exception) as info:
        real_llm().invoke("Hello!")
    assert time.perf_counter() - start < 10
    message = explain_backend_error(info.value)
    assert message and "\n" not in message and "OPENAI_BASE_URL" in message


@pytest.mark.slow
def test_failing_endpoint_gives_one_sentence(monkeypatch):
    from course_lib.models.llm import explain_backend_error

    with FakeOpenAIServer(fail_with=500) as srv:
        monkeypatch.setenv("OPENAI_BASE_URL", srv.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "test-key")
        start = time.perf_counter()
        with pytest.raises(Exception) as info:
            real_llm().invoke("Hello!")
        assert time.perf_counter() - start < 10
    message = explain_backend_error(info.value)
    assert message and "500" in message


def test_doctor_reports_endpoint(server, capsys):
    from course_lib.app.doctor import run_doctor

    run_doctor()
    out = capsys.readouterr().out
    assert "answered HTTP 200" in out
    assert "test-key" not in out  # presence only, never values
