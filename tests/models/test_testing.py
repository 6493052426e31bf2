"""course_lib.models.testing: the one scripted chat model and the test retrievers."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from course_lib.measurement.ledger import Ledger
from course_lib.models.testing import (
    KeywordRetriever,
    ScriptedChatModel,
    StaticRetriever,
    make_documents,
    scripted,
    scripted_grader,
)
from course_lib.rag.prompts import GRADE_DOCUMENT_STRICT_PROMPT, REWRITE_QUERY_PROMPT
from course_lib.rag.schemas import GradeDocument, RewrittenQuery


class Verdict(BaseModel):
    ok: bool


def test_replies_by_kind_in_turn_or_by_function_and_counted():
    llm = scripted(Verdict=[{"ok": False}, {"ok": True}], text=lambda prompt: prompt.upper())
    ledger = Ledger()
    structured = llm.with_structured_output(Verdict)
    results = [structured.invoke("a", config={"callbacks": [ledger]}).ok for _ in range(3)]
    assert results == [False, True, True]  # the last item repeats
    assert llm.invoke("shout").content == "SHOUT"
    assert llm.calls == ["Verdict", "Verdict", "Verdict", "text"]
    assert len(ledger.llm_calls) == 3 and ledger.input_tokens > 0


def test_a_missing_reply_says_which():
    with pytest.raises(KeyError, match="Verdict"):
        scripted(text="x").with_structured_output(Verdict).invoke("a")


def test_grader_reads_the_document_and_the_question():
    llm = scripted_grader(judge=lambda q, doc: "yes" if "kettle" in doc and q == "Where?" else "no")
    chain = GRADE_DOCUMENT_STRICT_PROMPT | llm.with_structured_output(GradeDocument)
    assert chain.invoke({"question": "Where?", "document": "The kettle is on."}).binary_score == "yes"
    assert chain.invoke({"question": "Where?", "document": "The cup is on."}).binary_score == "no"
    rewrite = (REWRITE_QUERY_PROMPT | llm).invoke({"question": "Where?", "query": "kettle spot"})
    assert rewrite.content == "kettle spot (rewritten)"
    assert (REWRITE_QUERY_PROMPT | llm.with_structured_output(RewrittenQuery)).invoke(
        {"question": "Where?", "query": "q"}).query == "q (rewritten)"


def test_retrievers():
    docs = make_documents({"Kettle care": "Descale the kettle monthly.", "Cups": "Cups go on the shelf."})
    found = KeywordRetriever(documents=docs, k=1).invoke("how to descale a kettle")
    assert [d.metadata["source"] for d in found] == ["test/kettle-care.md"] and found[0].metadata["score"] > 0
    assert StaticRetriever(by_query=lambda q: docs[:1] if "k" in q else []).invoke("x") == []


def test_tool_calling_mode_takes_langchains_own_structured_output_route():
    """``tool_calling=True``: the schema is bound as a forced tool and the reply's tool call is
    parsed by LangChain, as with a real tool-calling model; the script sees the forced tool."""
    from langchain_core.messages import AIMessage
    from langchain_core.tools import tool

    seen = []

    def script(prompt, forced, tools):
        seen.append((forced and forced["name"], [t["name"] for t in tools]))
        if forced is not None:
            return AIMessage("", tool_calls=[{"name": forced["name"], "args": {"ok": True}, "id": "1"}])
        return AIMessage("", tool_calls=[{"name": tools[0]["name"], "args": {"city": "Oslo"}, "id": "2"}])

    llm = ScriptedChatModel(script=script, tool_calling=True, llm_type="tool-caller", calls=[], prompts=[])
    assert llm.with_structured_output(Verdict).invoke("fine?") == Verdict(ok=True)
    raw = llm.with_structured_output(Verdict, include_raw=True).invoke("fine?")
    assert raw["parsed"] == Verdict(ok=True) and raw["raw"].tool_calls[0]["name"] == "Verdict"

    @tool
    def weather(city: str) -> str:
        """The weather in a city."""
        return "sun"

    reply = llm.bind_tools([weather]).invoke("weather in Oslo?")
    assert reply.tool_calls[0]["args"] == {"city": "Oslo"}
    forced = llm.bind_tools([weather], tool_choice="weather").invoke("weather?")
    assert forced.tool_calls[0]["name"] == "weather"
    assert seen == [("Verdict", ["Verdict"]), ("Verdict", ["Verdict"]), (None, ["weather"]), ("weather", ["weather"])]
    assert llm.calls == ["Verdict", "Verdict", "text", "weather"]
    assert llm._llm_type == "tool-caller" and scripted()._llm_type == "scripted"


def test_the_scripted_route_stays_the_default():
    def script(prompt, schema, tools):
        assert schema is Verdict and tools == []
        return {"ok": False}

    assert ScriptedChatModel(script=script, calls=[], prompts=[]).with_structured_output(Verdict).invoke("x") == Verdict(ok=False)
