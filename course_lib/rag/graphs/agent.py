"""The agentic pipeline: a model that decides whether to retrieve (notebooks 01 and 02).

``create_agent`` runs the loop: the model either answers or calls the retriever tool, reads
the results, and decides again. Only questions that need the notes pay for a retrieval.
"""

from __future__ import annotations

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage

from course_lib.rag.pipeline import Pipeline, last_ai_text
from course_lib.rag.prompts import NOTES_AGENT_SYSTEM

MAX_MODEL_CALLS = 6
"""Hard cap on model calls in one agent run: every loop in the course has one."""


def call_limit(max_model_calls: int = MAX_MODEL_CALLS):
    """The middleware that ends an agent run after ``max_model_calls`` model calls.

    With ``exit_behavior="end"`` the run stops with an explanatory message instead of
    raising, so a model that keeps calling tools cannot loop until ``recursion_limit``.
    """
    from langchain.agents.middleware import ModelCallLimitMiddleware

    return ModelCallLimitMiddleware(run_limit=max_model_calls, exit_behavior="end")


def make_agent(*, llm: BaseChatModel, tools: list, system_prompt: str = NOTES_AGENT_SYSTEM,
               checkpointer=None, max_model_calls: int = MAX_MODEL_CALLS,
               max_tool_calls: int | None = None):
    """A tool-calling agent (``langchain.agents.create_agent``) over the given tools, capped
    at ``max_model_calls`` model calls and ``max_tool_calls`` tool calls per run (default
    ``course_lib.rag.tools.budget.MAX_TOOL_CALLS``), each tool result at most
    ``MAX_TOOL_OUTPUT_CHARS`` characters."""
    from langchain.agents import create_agent

    from course_lib.rag.tools.budget import MAX_TOOL_CALLS, ToolBudget

    budget = ToolBudget(max_calls=MAX_TOOL_CALLS if max_tool_calls is None else max_tool_calls)
    return create_agent(model=llm, tools=tools, system_prompt=system_prompt, checkpointer=checkpointer,
                        middleware=[call_limit(max_model_calls), budget])


def pipeline(*, llm: BaseChatModel, corpus: str | None = None, extra_docs=None, k: int = 4) -> Pipeline:
    """The notes agent with one retriever tool, for the CLI and the harness."""
    from course_lib.rag.tools.retrieval import make_search_tool
    from course_lib.retrieval.kb import build_knowledge_base

    corpus = corpus or "notes"
    kb = build_knowledge_base(corpus, extra_docs=extra_docs, progress=False)
    name = "search_wiki" if corpus == "wiki" else "search_notes"
    tool = make_search_tool(kb.as_retriever(k=k), name=name)
    graph = make_agent(llm=llm, tools=[tool])
    return Pipeline(
        name="agent",
        graph=graph,
        make_input=lambda q: {"messages": [HumanMessage(q)]},
        read_answer=last_ai_text,
        embeddings=kb.embeddings,
        corpus=corpus,
    )
