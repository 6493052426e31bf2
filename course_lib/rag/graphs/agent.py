"""The agentic pipeline: a model that decides whether to retrieve (notebooks 01 and 02).

``create_agent`` runs the loop: the model either answers or calls the retriever tool, reads
the results, and decides again. Only questions that need the notes pay for a retrieval.
"""

from __future__ import annotations

from langchain_core.language_models import BaseChatModel

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


__all__ = ["MAX_MODEL_CALLS", "call_limit", "make_agent"]
