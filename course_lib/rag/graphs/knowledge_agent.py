"""The multi-tool knowledge agent: notes, wiki, orders, calculator and web (notebook 03).

One ``create_agent`` loop over several tools. Nothing in the code says which tool a question
needs: the model reads the tools' names and descriptions and decides, and it can chain calls
(list the pending orders, then add their amounts up with ``calc``). Greetings and
general-knowledge questions get no tool at all. ``--pipeline tools`` on the CLI.
"""

from __future__ import annotations

from langchain_core.language_models import BaseChatModel
from langchain_core.retrievers import BaseRetriever
from langchain_core.tools import BaseTool

from course_lib.rag.prompts import TOOLS_AGENT_SYSTEM
from course_lib.rag.tools import AGENT_TOOLS

KNOWLEDGE_TOOL_NAMES = ("search_notes", "search_wiki", *(t.name for t in AGENT_TOOLS))
"""The knowledge agent's tools, in the order they are offered to the model."""

def make_knowledge_tools(
    *,
    notes_retriever: BaseRetriever | None = None,
    wiki_retriever: BaseRetriever | None = None,
    orders: bool = True,
    calculator: bool = True,
    web: bool = True,
    exclude: tuple[str, ...] = (),
) -> list[BaseTool]:
    """The tools of the knowledge agent, each with its library description.

    A search tool is included for each retriever given, then every tool of
    :data:`course_lib.rag.tools.AGENT_TOOLS` except those named in ``exclude``; ``orders``,
    ``calculator`` and ``web`` switch the course's three off by name.
    """
    from course_lib.rag.tools import make_search_tool

    switches = {"query_orders": orders, "calc": calculator, "web_search": web}
    switched_off = {name for name, on in switches.items() if not on} | set(exclude)
    tools: list[BaseTool] = []
    if notes_retriever is not None:
        tools.append(make_search_tool(notes_retriever, name="search_notes"))
    if wiki_retriever is not None:
        tools.append(make_search_tool(wiki_retriever, name="search_wiki"))
    tools.extend(t for t in AGENT_TOOLS if t.name not in switched_off)
    return tools


def make_knowledge_agent(*, llm: BaseChatModel, tools: list[BaseTool],
                         system_prompt: str = TOOLS_AGENT_SYSTEM, checkpointer=None):
    """``create_agent`` over the given tools with the multi-tool system prompt."""
    from course_lib.rag.graphs.agent import make_agent

    return make_agent(llm=llm, tools=tools, system_prompt=system_prompt, checkpointer=checkpointer)


__all__ = ["KNOWLEDGE_TOOL_NAMES", "make_knowledge_agent", "make_knowledge_tools"]
