"""The cost ledger and the price table (notebook 06)."""

from __future__ import annotations

from typing import TypedDict

import pytest
from langchain_core.messages import AIMessage
from langgraph.graph import END, START, StateGraph

from course_lib.measurement.ledger import Ledger, LLMCall
from course_lib.models.pricing import load_prices, price_table_from_dict
from course_lib.models.testing import scripted

SUMMARY_KEYS = {"llm_calls", "input_tokens", "output_tokens", "latency_s", "retrievals",
                "tool_calls", "embedding_calls", "cached_calls", "structured_retries", "structured_defaults"}


def reply(text: str, *, tokens_in: int, tokens_out: int, model: str = "course-sim-1",
          latency: float | None = 0.5) -> AIMessage:
    meta = {"model_name": model}
    if latency is not None:
        meta["simulated_latency_s"] = latency
    return AIMessage(text, response_metadata=meta, usage_metadata={
        "input_tokens": tokens_in, "output_tokens": tokens_out, "total_tokens": tokens_in + tokens_out})


def fake(*messages: AIMessage):
    return scripted(text=list(messages))


class S(TypedDict, total=False):
    question: str
    plan: str
    answer: str


def two_node_graph(llm):
    def plan(state: S) -> dict:
        return {"plan": llm.invoke(state["question"]).content}

    def answer(state: S) -> dict:
        return {"answer": llm.invoke(state["plan"]).content}

    g = StateGraph(S)
    g.add_node("plan", plan)
    g.add_node("answer", answer)
    g.add_edge(START, "plan")
    g.add_edge("plan", "answer")
    g.add_edge("answer", END)
    return g.compile()


def test_records_tokens_latency_and_nodes():
    llm = fake(reply("step", tokens_in=100, tokens_out=10, latency=0.4),
               reply("done", tokens_in=300, tokens_out=20, latency=0.6))
    ledger = Ledger()
    two_node_graph(llm).invoke({"question": "q"}, config={"callbacks": [ledger]})
    assert [c.node for c in ledger.llm_calls] == ["plan", "answer"]
    assert ledger.input_tokens == 400 and ledger.output_tokens == 30
    assert ledger.latency_s == 1.0
    assert ledger.latencies() == [0.4, 0.6]
    assert ledger.models() == ["course-sim-1"]
    assert set(ledger.summary()) == SUMMARY_KEYS
    assert ledger.calls_per_node() == {"plan": 1, "answer": 1}


def test_per_node_breakdown_is_priced():
    llm = fake(reply("step", tokens_in=1_000_000, tokens_out=0),
               reply("done", tokens_in=0, tokens_out=1_000_000))
    ledger = Ledger()
    two_node_graph(llm).invoke({"question": "q"}, config={"callbacks": [ledger]})
    prices = price_table_from_dict({"chat": {"course-sim-1": {"input": 0.15, "output": 0.60}}})
    rows = ledger.per_node(prices)
    assert list(rows) == ["plan", "answer"]
    assert rows["plan"]["cost_usd"] == pytest.approx(0.15)
    assert rows["answer"]["cost_usd"] == pytest.approx(0.60)
    assert rows["answer"]["output_tokens"] == 1_000_000
    cost = ledger.cost(prices)
    assert cost["total_usd"] == pytest.approx(0.75)
    assert cost["input_usd"] == pytest.approx(0.15)


def test_per_node_follows_the_graph_order():
    from langchain_core.documents import Document
    from langchain_core.retrievers import BaseRetriever

    class Two(BaseRetriever):
        def _get_relevant_documents(self, query, *, run_manager=None):
            return [Document("a", metadata={"source": "notes/a.md"}),
                    Document("b", metadata={"source": "notes/b.md"})]

    llm = fake(reply("answer", tokens_in=50, tokens_out=5))

    def retrieve(state: S) -> dict:
        return {"plan": " ".join(d.page_content for d in Two().invoke(state["question"]))}

    def generate(state: S) -> dict:
        return {"answer": llm.invoke(state["plan"]).content}

    g = StateGraph(S)
    g.add_node("retrieve", retrieve)
    g.add_node("generate", generate)
    g.add_edge(START, "retrieve")
    g.add_edge("retrieve", "generate")
    g.add_edge("generate", END)
    ledger = Ledger()
    g.compile().invoke({"question": "q"}, config={"callbacks": [ledger]})
    rows = ledger.per_node(load_prices())
    assert list(rows) == ["retrieve", "generate"]
    assert rows["retrieve"]["retrievals"] == 1 and rows["retrieve"]["llm_calls"] == 0
    assert ledger.sources() == ["notes/a.md", "notes/b.md"]
    assert list(ledger.merge(Ledger()).per_node(load_prices())) == ["retrieve", "generate"]


def test_real_model_latency_is_wall_clock():
    llm = fake(reply("hi", tokens_in=5, tokens_out=1, model="gpt-4o-mini-2024-07-18", latency=None))
    ledger = Ledger()
    llm.invoke("hello", config={"callbacks": [ledger]})
    call = ledger.llm_calls[0]
    assert call.simulated is False and 0 <= call.latency_s < 5
    assert call.node == "" and ledger.calls_per_node() == {"(agent)": 1}
    assert ledger.cost(load_prices())["total_usd"] > 0  # the dated name finds gpt-4o-mini


def test_ledger_is_hashable_for_configured_runnables():
    """LangChain merges handlers in a set when a runnable carries its own config."""
    llm = fake(reply("ok", tokens_in=3, tokens_out=1))
    ledger = Ledger()
    assert len({ledger, Ledger()}) == 2
    llm.with_config(tags=["x"]).invoke("hi", config={"callbacks": [ledger]})
    assert len(ledger.llm_calls) == 1


def test_errors_do_not_leak_start_times():
    ledger = Ledger()
    llm = scripted()  # no reply: the call raises
    with pytest.raises(KeyError):
        llm.invoke("hi", config={"callbacks": [ledger]})
    assert ledger._starts == {} and ledger.llm_calls == []


def test_merge_and_embedding_estimate():
    a = Ledger(llm_calls=[LLMCall("n", "course-sim-1", 10, 2, 0.3, True)], embedding_calls=1)
    b = Ledger(llm_calls=[LLMCall("m", "course-sim-1", 20, 4, 0.7, True)], embedding_calls=2,
               embedding_model="text-embedding-3-small", embedding_tokens=1_000_000)
    merged = a.merge(b)
    assert len(merged.llm_calls) == 2 and merged.embedding_calls == 3
    assert merged.latency_s == 1.0
    assert merged.embedding_model == "text-embedding-3-small"
    assert merged.cost(load_prices())["embedding_usd"] == pytest.approx(0.02)
    assert Ledger().estimated_embedding_tokens() == 0


def test_price_table_is_dated_and_lenient():
    prices = load_prices()
    assert prices.as_of and prices.source
    assert prices.chat_price("course-sim-1") == prices.chat_price("gpt-4o-mini")
    assert prices.chat_price("openai:gpt-4o") == prices.chat["gpt-4o"]
    assert prices.chat_price("gpt-4o-mini-2024-07-18") == prices.chat["gpt-4o-mini"]
    assert prices.chat_cost("mystery-model", 1000, 1000) == 0.0
    assert "mystery-model" in prices.unpriced
    assert prices.embedding_cost("local-hashed-bow-2048-v2", 10_000) == 0.0
    assert "prices as of" in prices.describe()


def test_price_file_override(tmp_path, monkeypatch):
    path = tmp_path / "p.yaml"
    path.write_text("as_of: '2030-01-01'\nsource: test\nchat:\n  x-1: {input: 1, output: 2}\n")
    monkeypatch.setenv("COURSE_PRICES", str(path))
    prices = load_prices()
    assert prices.as_of == "2030-01-01"
    assert prices.chat_cost("x-1", 1_000_000, 1_000_000) == pytest.approx(3.0)


def test_simulator_reports_are_counted():
    from course_lib.models.llm import get_chat_model

    llm = get_chat_model("sim")
    ledger = Ledger()
    llm.invoke("Hello!", config={"callbacks": [ledger]})
    (call,) = ledger.llm_calls
    assert call.model == "course-sim-1" and call.simulated
    assert call.input_tokens > 0 and call.output_tokens > 0 and call.latency_s > 0.25
