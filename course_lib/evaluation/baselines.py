"""Baseline strategies that are not course pipelines of their own (notebook 06).

``direct``: answer from the model alone, no retrieval and no tools: one LLM call with a
short prompt. It is the cheapest point of the quality-against-cost curve (the "no
retrieval" strategy of Adaptive-RAG) and right for small talk and general knowledge.
Use it with the harness as ``evaluate([...], builders=BUILDERS)``.
"""

from __future__ import annotations

from typing import Any


def direct_pipeline(*, llm: Any, corpus: str | None = None, extra_docs: Any = None) -> Any:
    """START -> answer_directly -> END, with notebook 01's direct-answer prompt."""
    from typing import TypedDict

    from langgraph.graph import END, START, StateGraph

    from course_lib.pipelines.base import Pipeline
    from course_lib.prerouter import DIRECT_ANSWER_PROMPT

    class DirectState(TypedDict, total=False):
        question: str
        answer: str

    chain = DIRECT_ANSWER_PROMPT | llm

    def answer_directly(state: DirectState) -> dict:
        return {"answer": chain.invoke({"question": state["question"]}).content}

    builder = StateGraph(DirectState)
    builder.add_node("answer_directly", answer_directly)
    builder.add_edge(START, "answer_directly")
    builder.add_edge("answer_directly", END)
    return Pipeline(name="direct", graph=builder.compile())


BUILDERS = {"direct": lambda llm, corpus: direct_pipeline(llm=llm, corpus=corpus)}
"""Extra strategies for ``evaluate(..., builders=BUILDERS)``."""
