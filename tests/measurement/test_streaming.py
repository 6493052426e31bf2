"""Streaming an answer and its time to first token (course_lib.measurement.streaming, notebook 08)."""

from __future__ import annotations

from typing import TypedDict

from langgraph.graph import END, START, StateGraph

from course_lib.measurement.streaming import stream_answer
from course_lib.models.tokens import count_tokens
from course_lib.sim import SimulatedChatModel
from course_lib.sim.chat import latency


class S(TypedDict, total=False):
    question: str
    answer: str


def _graph(llm):
    def think(state):
        llm.invoke("Is this a greeting? " + state["question"])  # one call before the answer
        return {}

    def answer(state):
        return {"answer": llm.invoke(state["question"]).content}

    b = StateGraph(S)
    b.add_node("think", think)
    b.add_node("answer", answer)
    b.add_edge(START, "think")
    b.add_edge("think", "answer")
    b.add_edge("answer", END)
    return b.compile()


def test_ttft_follows_the_simulators_latency_formula():
    seen = []
    report = stream_answer(_graph(SimulatedChatModel()), {"question": "What is the capital of France?"},
                           node="answer", on_token=seen.append)
    assert report.clock == "simulated" and seen == report.chunks and report.text.startswith("Paris")
    assert report.llm_calls == 2
    assert report.ttft_s < report.total_s
    # TTFT = the first call's latency + the answer call's fixed and input cost + its first chunk
    assert report.ttft_s > latency.BASE_S + latency.PER_OUTPUT_TOKEN_S * count_tokens(report.chunks[0])


def test_a_model_without_simulated_latency_is_timed_by_the_clock():
    from langchain_core.messages import AIMessage

    from course_lib.models.testing import scripted

    llm = scripted(text=[AIMessage("no"), AIMessage("Paris is the capital.")])
    report = stream_answer(_graph(llm), {"question": "Capital of France?"}, node="answer")
    assert report.clock == "wall" and report.text == "Paris is the capital."
    assert 0 <= report.ttft_s <= report.total_s
