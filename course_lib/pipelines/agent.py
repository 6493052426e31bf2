"""The agentic pipeline: a model that decides whether to retrieve (notebooks 01 and 02).

``create_agent`` runs the loop: the model either answers or calls the retriever tool, reads
the results, and decides again. Only questions that need the notes pay for a retrieval.
"""

from __future__ import annotations

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage

from course_lib.pipelines.base import Pipeline, last_ai_text
from course_lib.prompts import NOTES_AGENT_SYSTEM


def make_agent(*, llm: BaseChatModel, tools: list, system_prompt: str = NOTES_AGENT_SYSTEM,
               checkpointer=None):
    """A tool-calling agent (``langchain.agents.create_agent``) over the given tools."""
    from langchain.agents import create_agent

    return create_agent(model=llm, tools=tools, system_prompt=system_prompt,
                        checkpointer=checkpointer)


def pipeline(*, llm: BaseChatModel, corpus: str | None = None, extra_docs=None, k: int = 4) -> Pipeline:
    """The notes agent with one retriever tool, for the CLI and the harness."""
    from course_lib.kb import build_knowledge_base
    from course_lib.tools.retrieval import make_search_tool

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
    )
