"""Way (a): the agent loop does the hops by itself (notebook 05).

A tool-calling agent with one ``search_wiki`` tool: after each search the model reads the
results and either answers or searches again, and its second query can name what the first
search revealed. No multi-hop code at all, and no control over it either: how many hops,
which queries and when to stop are all the model's choices (``recursion_limit`` is the only
ceiling).
"""

from __future__ import annotations

from langchain_core.language_models import BaseChatModel
from langchain_core.retrievers import BaseRetriever

from course_lib.rag.prompts import WIKI_AGENT_SYSTEM


def make_wiki_agent(*, llm: BaseChatModel, retriever: BaseRetriever, name: str = "search_wiki",
                    description: str | None = None, system_prompt: str = WIKI_AGENT_SYSTEM):
    """``create_agent`` with a wiki search tool and the multi-hop system prompt."""
    from course_lib.rag.graphs.agent import make_agent
    from course_lib.rag.tools.retrieval import make_search_tool

    tool = make_search_tool(retriever, name=name, description=description)
    return make_agent(llm=llm, tools=[tool], system_prompt=system_prompt)


def tool_queries(messages: list) -> list[str]:
    """The ``query`` argument of every tool call in an agent's messages, in order."""
    queries = []
    for message in messages:
        for call in getattr(message, "tool_calls", None) or []:
            args = call.get("args") or {}
            queries.append(str(args.get("query", args)))
    return queries
