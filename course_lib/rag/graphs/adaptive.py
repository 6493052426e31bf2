"""Adaptive routing: a cheap router decides the path before anything else runs (notebook 03).

One structured-output call (``RouteDecision``) classifies the question, then code follows a
fixed map from the decision to a path::

    direct                      -> answer_directly                 (no retrieval)
    knowledge_base + simple     -> retrieve -> generate            (one retrieval)
    knowledge_base + complex    -> research                        (an agent loop over the tools)
    web                         -> web_search -> generate          (one web search)

Only complex knowledge-base questions pay for the agent loop; chit-chat pays one cheap call
for the route and one for the answer. ``--pipeline adaptive`` on the CLI.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from langchain_core.documents import Document
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.retrievers import BaseRetriever
from langchain_core.tools import BaseTool
from langgraph.graph import END, START, StateGraph
from pydantic import BaseModel
from typing_extensions import TypedDict  # for pydantic (Studio) on Python < 3.12

from course_lib.models.structured import REQUIRED, structured_output
from course_lib.rag.graphs.direct import make_direct_answer_node
from course_lib.rag.graphs.fixed_rag import make_generate_node, make_retrieve_node
from course_lib.rag.pipeline import last_ai_text
from course_lib.rag.prompts import ROUTER_PROMPT, TOOLS_AGENT_SYSTEM
from course_lib.rag.schemas import SAFE_DEFAULTS, RouteDecision

AdaptivePath = Literal["answer_directly", "retrieve", "research", "web_search"]

PATHS: dict[tuple[str, str], str] = {
    ("direct", "simple"): "answer_directly",
    ("direct", "complex"): "answer_directly",
    ("knowledge_base", "simple"): "retrieve",
    ("knowledge_base", "complex"): "research",
    ("web", "simple"): "web_search",
    ("web", "complex"): "web_search",
}
"""Which node a (route, complexity) decision leads to: the router's whole policy, as data."""

class AdaptiveState(TypedDict, total=False):
    question: str
    decision: dict[str, Any]  # the router's structured output, e.g. {"route": ..., "complexity": ...}
    documents: list[Document]
    answer: str


def choose_path(state: AdaptiveState) -> AdaptivePath:
    """The conditional edge after the router: look the decision up in ``PATHS``.

    A decision missing from ``PATHS`` falls back to one retrieval, the cautious default (a
    wasted retrieval costs less than a confident answer made up without one).
    """
    decision = state.get("decision") or {}
    return PATHS.get((decision.get("route", ""), decision.get("complexity", "")), "retrieve")


def make_adaptive_graph(
    *,
    llm: BaseChatModel,
    retriever: BaseRetriever,
    research_tools: list[BaseTool],
    web_retriever: BaseRetriever,
    router_prompt: ChatPromptTemplate = ROUTER_PROMPT,
    route_schema: type[BaseModel] = RouteDecision,
    research_prompt: str = TOOLS_AGENT_SYSTEM,
    path_chooser: Callable[[dict], str] = choose_path,
    route_default: BaseModel | None = None,
):
    """The router graph: ``route_question`` then one of four paths (see the module docstring).

    ``retriever`` serves simple knowledge-base questions, ``research_tools`` the agent loop of
    complex ones, ``web_retriever`` the web path (the pipeline passes the offline web
    snapshot, :func:`course_lib.rag.assembly.web_retriever`).
    ``route_schema`` and ``path_chooser`` must agree: the decision is stored as a dict in
    ``state["decision"]`` and the chooser names the next node from it (``choose_path`` reads
    ``RouteDecision``'s ``route`` and ``complexity``). A router reply that does not fit the
    schema, even after a retry, becomes ``route_default`` (for ``RouteDecision``: one
    retrieval from the knowledge base, ``SAFE_DEFAULTS``); a schema with no default there and
    none given raises ``StructuredOutputError`` instead.
    """
    if route_default is None:
        route_default = SAFE_DEFAULTS.get(route_schema, REQUIRED)
    from course_lib.rag.graphs.agent import make_agent

    router = router_prompt | structured_output(llm, route_schema, default=route_default)
    research_agent = make_agent(llm=llm, tools=research_tools, system_prompt=research_prompt)

    def route_question(state: AdaptiveState) -> dict:
        decision = router.invoke({"question": state["question"]})
        return {"decision": decision.model_dump()}

    def research(state: AdaptiveState) -> dict:
        result = research_agent.invoke({"messages": [HumanMessage(state["question"])]})
        return {"answer": last_ai_text(result)}

    builder = StateGraph(AdaptiveState)
    builder.add_node("route_question", route_question)
    builder.add_node("answer_directly", make_direct_answer_node(llm))
    builder.add_node("retrieve", make_retrieve_node(retriever))
    builder.add_node("web_search", make_retrieve_node(web_retriever))
    builder.add_node("generate", make_generate_node(llm))
    builder.add_node("research", research)
    builder.add_edge(START, "route_question")
    builder.add_conditional_edges("route_question", path_chooser,
                                  ["answer_directly", "retrieve", "research", "web_search"])
    builder.add_edge("retrieve", "generate")
    builder.add_edge("web_search", "generate")
    builder.add_edge("generate", END)
    builder.add_edge("answer_directly", END)
    builder.add_edge("research", END)
    return builder.compile()


__all__ = ["PATHS", "AdaptiveState", "choose_path", "make_adaptive_graph"]
