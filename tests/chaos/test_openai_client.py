"""The real ``ChatOpenAI`` client against the fake OpenAI server (127.0.0.1), with chaos
models behind it: the structured-output helper reads chatty and broken JSON-mode replies."""

from __future__ import annotations

import pytest

from course_lib.measurement.ledger import Ledger
from course_lib.models.chaos import chaos
from course_lib.models.structured import structured_output
from course_lib.rag.prompts import GRADE_DOCUMENT_STRICT_PROMPT, ROUTER_PROMPT
from course_lib.rag.schemas import SAFE_DEFAULTS, GradeDocument, RouteDecision
from tests.helpers.fake_openai import FakeOpenAIServer

PAIR = {"question": "How does asyncio schedule coroutines?",
        "document": "[source: notes/asyncio.md] The asyncio event loop schedules coroutines one at a time."}


@pytest.fixture(params=["chatty", "flaky", "enums", "mixed"])
def client(request, monkeypatch, tmp_path):
    habits = ("chatty", "flaky", "enums", "sloppy") if request.param == "mixed" else (request.param,)
    with FakeOpenAIServer(model=chaos(*habits)) as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "test-key")
        monkeypatch.setenv("COURSE_LLM_CACHE", str(tmp_path / "cache.sqlite"))
        from course_lib.models.llm import get_chat_model

        yield get_chat_model("openai:gpt-4o-mini"), server


def test_grades_and_routes_through_the_real_client(client):
    llm, server = client
    ledger = Ledger()
    grader = GRADE_DOCUMENT_STRICT_PROMPT | structured_output(llm, GradeDocument, default=SAFE_DEFAULTS[GradeDocument])
    assert grader.invoke(PAIR, config={"callbacks": [ledger]}).binary_score == "yes"
    router = ROUTER_PROMPT | structured_output(llm, RouteDecision, default=SAFE_DEFAULTS[RouteDecision])
    decision = router.invoke({"question": "Thanks a lot!"}, config={"callbacks": [ledger]})
    assert decision.route in ("direct", "knowledge_base")
    assert server.requests[0]["response_format"]["type"] == "json_schema"
    assert all(e.model == "gpt-4o-mini" for e in ledger.structured_events)


def test_a_pipeline_answers_and_a_rerun_is_served_from_the_cache(client):
    from course_lib.rag.pipelines import get_pipeline

    llm, server = client
    pipe = get_pipeline("crag", llm=llm)
    first = pipe.run("How does asyncio.wait decide when to return?")
    asked = len(server.requests)
    second = pipe.run("How does asyncio.wait decide when to return?")
    assert first.answer and second.answer == first.answer
    # Replies the OpenAI client failed to parse itself are not cached (LangChain caches
    # successes only); after the first such failure the helper asks with the plain JSON
    # schema, whose replies are cached: by the third run nothing reaches the server.
    assert len(server.requests) - asked <= asked
    asked = len(server.requests)
    third = pipe.run("How does asyncio.wait decide when to return?")
    assert third.answer == first.answer and len(server.requests) == asked
    assert all(c.cached for c in third.ledger.llm_calls)
