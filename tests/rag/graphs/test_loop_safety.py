"""Loop safety (issue 10): every cyclic graph in course_lib ends within its own hard cap.

Each graph is driven by adversarial parts: a chat model that always wants more (grades every
document "no", is never satisfied, always plans another retrieval, always calls a tool) and
retrievers that find nothing relevant, or something new but useless every time so that no
"no new documents" rule can stop the loop either. The graphs run with a very generous
``recursion_limit``: the cap must be the graph's own counter, never LangGraph's limit, and
the run must end with an honest answer.

Graphs are found through their public factories in ``course_lib.rag.graphs`` and
``course_lib.rag.pipelines.REGISTRY``.
"""

from __future__ import annotations

import importlib
import itertools
import json
from typing import Any

import pytest
from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.retrievers import BaseRetriever
from langgraph.errors import GraphRecursionError

from course_lib.models.testing import ScriptedChatModel
from course_lib.rag.pipelines import REGISTRY

GENEROUS = 500  # recursion_limit for every run: far above any cap a graph should have
AGENT_MODEL_CALL_CEILING = 25  # an agent loop must stop itself well before this
AGENT_RECURSION_LIMIT = 2 * AGENT_MODEL_CALL_CEILING + 10  # room for the ceiling, not beyond


class RunawayLoop(RuntimeError):
    """The adversary was called far more often than any capped loop would call it."""


def _module(name: str):
    return importlib.import_module(name)


# --- adversarial parts ------------------------------------------------------------------------

_WORST: dict[str, Any] = {
    "GradeDocument": {"binary_score": "no"},
    "BatchGrades": {"grades": []},
    "ThreeWayGrade": {"grade": "irrelevant", "reason": "adversary: nothing is ever relevant"},
    "RouteDecision": {"route": "knowledge_base", "complexity": "complex", "reason": "adversary"},
    "PlanDecision": {"action": "retrieve", "reason": "adversary: always retrieve"},
    "SubQuestions": {"sub_questions": [f"Which thing number {i} is meant?" for i in range(1, 31)]},
    # Self-RAG (notebook 07): never sensitive, always search, nothing relevant, never supported
    "PolicyDecision": {"handler": "self_service", "reason": "adversary"},
    "RetrievalDecision": {"retrieve": "yes", "reason": "adversary: always search"},
    "RelevanceGrade": {"binary_score": "no", "reason": "adversary"},
    "SupportGrade": {"binary_score": "no", "reason": "adversary: never supported"},
    "UsefulnessGrade": {"binary_score": "no", "reason": "adversary: never useful"},
}


def _worst_value(name: str, n: int, worst: dict[str, Any]) -> dict:
    table = {**_WORST, **worst}
    if name in table:
        value = table[name]
        return value(n) if callable(value) else value
    if name == "RewrittenQuery":
        return {"query": f"adversarial query {n}"}
    if name in ("SufficiencyDecision", "SufficiencyOrAnswer"):
        return {"enough": False, "next_query": f"adversarial follow-up {n}", "answer": ""}
    raise KeyError(f"Adversary has no worst case for schema {name!r}: add one to _WORST")


def adversary(budget: int = 80, **worst: Any) -> ScriptedChatModel:
    """The worst model for a loop: never satisfied, always one more search.

    A :class:`ScriptedChatModel` that takes LangChain's own tool-calling route for structured
    output (``tool_calling=True``), so ``create_agent`` and the default ``with_structured_output``
    both work as with a real model: a forced schema tool gets the worst value for that schema,
    any other tool is always called. Past ``budget`` calls it raises :class:`RunawayLoop`: a
    capped loop never gets there, an uncapped one fails fast, not in minutes.
    """
    counter = itertools.count(1)

    def script(_prompt: str, forced: dict | None, tools: list[dict]) -> AIMessage:
        n = next(counter)
        if n > budget:
            raise RunawayLoop(f"the model was called more than {budget} times: the loop has no cap")
        if forced is not None and forced["name"] in _STRUCTURED_NAMES | set(worst):
            message = AIMessage(content="", tool_calls=[{
                "name": forced["name"], "args": _worst_value(forced["name"], n, worst), "id": f"call_{n}"}])
        elif tools:
            tool = forced or tools[0]
            message = AIMessage(content="", tool_calls=[{
                "name": tool["name"], "args": _fill_args(tool, n), "id": f"call_{n}"}])
        else:
            message = AIMessage(content=f"I don't know (adversary reply {n}).")
        message.usage_metadata = {"input_tokens": 10, "output_tokens": 5, "total_tokens": 15}
        message.response_metadata = {"model_name": "adversary"}
        return message

    return ScriptedChatModel(script=script, tool_calling=True, llm_type="adversary", calls=[], prompts=[])


_STRUCTURED_NAMES = set(_WORST) | {"RewrittenQuery", "SufficiencyDecision", "SufficiencyOrAnswer"}


def _fill_args(tool: dict, n: int) -> dict:
    params = tool.get("parameters") or {}
    args = {}
    for key, spec in (params.get("properties") or {}).items():
        kind = spec.get("type")
        args[key] = n if kind == "integer" else f"adversarial {key} {n}"
    return args


class FreshUselessRetriever(BaseRetriever):
    """Every search finds new documents, none of them relevant: "no new documents" never fires."""

    searches: list[str] = []

    def _get_relevant_documents(self, query: str, *,
                                run_manager: CallbackManagerForRetrieverRun | None = None) -> list[Document]:
        self.searches.append(query)
        n = len(self.searches)
        return [Document(f"Filler {n}.{i}: the office plants are watered on Mondays.",
                         metadata={"source": f"notes/filler-{n}-{i}.md", "title": f"Filler {n}.{i}"},
                         id=f"notes/filler-{n}-{i}.md#0") for i in (1, 2)]


class EmptyRetriever(BaseRetriever):
    """A knowledge base with nothing at all for any query."""

    searches: list[str] = []

    def _get_relevant_documents(self, query: str, *,
                                run_manager: CallbackManagerForRetrieverRun | None = None) -> list[Document]:
        self.searches.append(query)
        return []


def fresh() -> FreshUselessRetriever:
    return FreshUselessRetriever(searches=[])


def run_steps(graph, inputs: dict) -> tuple[dict, list[str]]:
    """Run a graph to the end with a generous limit; return the final state and the node path."""
    path: list[str] = []
    final: dict = {}
    for mode, chunk in graph.stream(inputs, config={"recursion_limit": GENEROUS},
                                    stream_mode=["updates", "values"]):
        if mode == "updates":
            path.extend(chunk)
        else:
            final = chunk
    return final, path


def is_honest(answer: str) -> bool:
    text = (answer or "").lower()
    return any(p in text for p in ("i don't know", "i do not know", "no document", "could not find",
                                   "couldn't find", "not found", "limit"))


# --- Corrective RAG (notebook 04) ---------------------------------------------------------------

def _crag():
    return _module("course_lib.rag.graphs.crag")


@pytest.mark.slow
@pytest.mark.parametrize("max_retries", [0, 1, 2, 4])
@pytest.mark.parametrize("variant", ["per_document", "batch"])
def test_crag_grader_always_no_ends_at_its_retry_cap(variant, max_retries):
    crag = _crag()
    llm, retriever = adversary(), fresh()
    graph = crag.make_crag_graph(llm=llm, retriever=retriever, max_retries=max_retries,
                                 batch_grading=variant == "batch")
    final, path = run_steps(graph, {"question": "What is the refund window for Quillmark orders?"})
    assert final.get("retries", 0) == max_retries
    assert path.count("retrieve") == max_retries + 1
    assert path.count("rewrite") == max_retries
    assert path[-1] == "generate"
    assert final["answer"].startswith("I don't know"), final["answer"]


@pytest.mark.slow
def test_crag_web_fallback_searches_the_web_once_then_stops():
    crag = _crag()
    llm = adversary()
    graph = crag.make_crag_graph(llm=llm, retriever=fresh(), max_retries=2, web_search=fresh())
    final, path = run_steps(graph, {"question": "Who won the 1998 regatta?"})
    assert path.count("web_search") == 1
    assert path.count("grade_web") == 1
    assert final["web_searched"] is True
    assert final["answer"].startswith("I don't know"), final["answer"]
    assert "web" in final["answer"]


@pytest.mark.slow
@pytest.mark.parametrize("grade", ["irrelevant", "ambiguous"])
def test_crag_three_way_ends_at_its_cap(grade):
    llm = adversary(ThreeWayGrade={"grade": grade, "reason": "adversary"})
    graph = _module("course_lib.rag.graphs.crag_three_way").make_three_way_crag_graph(
        llm=llm, retriever=fresh(), max_retries=2)
    final, path = run_steps(graph, {"question": "How do I rotate the signing keys?"})
    assert path.count("retrieve") == 3
    assert final.get("retries", 0) == 2
    assert final["answer"]
    if grade == "irrelevant":
        assert final["answer"].startswith("I don't know"), final["answer"]


@pytest.mark.slow
def test_crag_with_the_simulator_and_nothing_relevant_gives_an_honest_answer():
    crag = _crag()
    from course_lib.models.llm import get_chat_model
    from course_lib.models.testing import StaticRetriever, irrelevant_documents

    graph = crag.make_crag_graph(llm=get_chat_model("sim"), max_retries=2,
                                 retriever=StaticRetriever(docs=irrelevant_documents(3)))
    final, path = run_steps(graph, {"question": "What is the default timeout of asyncio.wait_for?"})
    assert final.get("retries", 0) <= 2
    assert is_honest(final["answer"]), final["answer"]


# --- Multi-hop (notebook 05) ------------------------------------------------------------------

@pytest.mark.parametrize("max_retrievals", [1, 3, 5])
def test_explicit_multihop_planner_always_retrieve_is_overruled(max_retrievals):
    _module("course_lib.rag.graphs.multihop_explicit")
    from course_lib.rag.graphs.multihop_explicit import make_explicit_multihop_graph

    retriever = fresh()
    graph = make_explicit_multihop_graph(llm=adversary(), retriever=retriever,
                                         max_retrievals=max_retrievals)
    final, path = run_steps(graph, {"question": "Who leads the team that owns Project Falcon?"})
    assert final["retrievals"] == max_retrievals
    assert path.count("retrieve") == max_retrievals
    assert path[-1] == "generate"
    assert final["answer"]


def test_explicit_multihop_with_an_empty_knowledge_base_answers_honestly():
    _module("course_lib.rag.graphs.multihop_explicit")
    from course_lib.rag.graphs.multihop_explicit import make_explicit_multihop_graph

    graph = make_explicit_multihop_graph(llm=adversary(), retriever=EmptyRetriever(searches=[]),
                                         max_retrievals=3)
    final, path = run_steps(graph, {"question": "Who leads the team that owns Project Falcon?"})
    assert path.count("retrieve") <= 3
    assert is_honest(final["answer"]), final["answer"]


@pytest.mark.parametrize("max_hops", [1, 2, 3, 6])
@pytest.mark.parametrize("merge_answer", [True, False])
def test_sufficiency_loop_never_enough_ends_at_max_hops(max_hops, merge_answer):
    _module("course_lib.rag.graphs.multihop_loop")
    from course_lib.rag.graphs.multihop_loop import make_sufficiency_loop_graph

    retriever = fresh()
    graph = make_sufficiency_loop_graph(llm=adversary(), retriever=retriever, max_hops=max_hops,
                                        merge_answer=merge_answer)
    final, path = run_steps(graph, {"question": "Who leads the team that owns Project Falcon?"})
    assert path.count("retrieve") == max_hops
    assert f"max_hops={max_hops}" in final["stop_reason"]
    assert final["answer"]


def test_sufficiency_loop_repeating_query_and_empty_kb_stop_early():
    _module("course_lib.rag.graphs.multihop_loop")
    from course_lib.rag.graphs.multihop_loop import make_sufficiency_loop_graph

    same = adversary(SufficiencyOrAnswer={"enough": False, "next_query": "the same query", "answer": ""})
    graph = make_sufficiency_loop_graph(llm=same, retriever=fresh(), max_hops=10)
    _, path = run_steps(graph, {"question": "Who leads the team that owns Project Falcon?"})
    assert path.count("retrieve") <= 2  # the repeated query stops it

    graph = make_sufficiency_loop_graph(llm=adversary(), retriever=EmptyRetriever(searches=[]), max_hops=10)
    final, path = run_steps(graph, {"question": "Who leads the team that owns Project Falcon?"})
    assert path.count("retrieve") == 1  # no new documents
    assert is_honest(final["answer"]), final["answer"]


def test_parallel_multihop_fan_out_is_bounded():
    _module("course_lib.rag.graphs.multihop_parallel")
    from course_lib.rag.graphs.multihop_parallel import make_parallel_multihop_graph

    retriever = fresh()
    graph = make_parallel_multihop_graph(llm=adversary(), retriever=retriever)
    final = graph.invoke({"question": "Compare every team."}, config={"recursion_limit": GENEROUS})
    assert 1 <= len(retriever.searches) <= 6  # the adversary asked for 30 sub-questions
    assert final["answer"]


# --- Self-RAG and the correction ladder (notebook 07) ---------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("relevant", ["no", "yes"])
def test_self_rag_never_satisfied_climbs_the_whole_ladder_and_refuses(relevant):
    self_rag = _module("course_lib.rag.graphs.self_rag")
    sources = [self_rag.Source(name, fresh()) for name in ("notes", "wiki", "web")]
    llm = adversary(RelevanceGrade={"binary_score": relevant, "reason": "adversary"})
    graph = self_rag.make_self_rag_graph(llm=llm, sources=sources)
    final, path = run_steps(graph, {"question": "What is the refund window for Quillmark orders?"})
    assert path.count("retrieve") == 6  # (1 rewrite + 1) searches in each of 3 sources
    assert path[-1] == "refuse" and len(path) <= self_rag.max_steps(n_sources=3)
    assert final["answer"].startswith("I don't know"), final["answer"]


# --- create_agent loops (notebooks 01-03, 05) ---------------------------------------------------

def _search_tool(retriever: BaseRetriever, name: str = "search_notes"):
    from course_lib.rag.tools.retrieval import make_search_tool

    return make_search_tool(retriever, name=name)


def _run_agent(graph) -> tuple[dict, int]:
    llm_calls = 0
    state = None
    for chunk in graph.stream({"messages": [HumanMessage("What is the refund window?")]},
                              config={"recursion_limit": AGENT_RECURSION_LIMIT}, stream_mode="values"):
        state = chunk
    for message in state["messages"]:
        if message.type == "ai":
            llm_calls += 1
    return state, llm_calls


def _assert_agent_stops(state: dict, llm_calls: int) -> None:
    from course_lib.rag.pipelines import last_ai_text

    assert llm_calls <= AGENT_MODEL_CALL_CEILING, f"{llm_calls} model calls"
    assert last_ai_text(state), "the agent ended without a final answer message"


def test_make_agent_with_a_model_that_always_calls_a_tool_stops():
    from course_lib.rag.graphs.agent import make_agent

    graph = make_agent(llm=adversary(), tools=[_search_tool(fresh())])
    _assert_agent_stops(*_run_agent(graph))


def test_knowledge_agent_with_a_model_that_always_calls_a_tool_stops():
    tools_agent = _module("course_lib.rag.graphs.knowledge_agent")
    tools = tools_agent.make_knowledge_tools(notes_retriever=fresh(), wiki_retriever=fresh())
    graph = tools_agent.make_knowledge_agent(llm=adversary(), tools=tools)
    _assert_agent_stops(*_run_agent(graph))


def test_wiki_agent_with_a_model_that_always_calls_a_tool_stops():
    _module("course_lib.rag.graphs.multihop_agent")
    from course_lib.rag.graphs.multihop_agent import make_wiki_agent

    graph = make_wiki_agent(llm=adversary(), retriever=fresh())
    _assert_agent_stops(*_run_agent(graph))


def test_adaptive_research_path_with_a_model_that_always_calls_a_tool_stops():
    adaptive = _module("course_lib.rag.graphs.adaptive")
    tools_agent = _module("course_lib.rag.graphs.knowledge_agent")
    tools = tools_agent.make_knowledge_tools(notes_retriever=fresh(), web=False)
    graph = adaptive.make_adaptive_graph(llm=adversary(), retriever=fresh(), research_tools=tools,
                                         web_retriever=fresh())
    final = graph.invoke({"question": "Compare the refund windows of all plans."},
                         config={"recursion_limit": AGENT_RECURSION_LIMIT})
    assert final["answer"]


# --- every registered pipeline, end to end -------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("name", list(REGISTRY))
def test_registered_pipeline_with_the_adversary_ends_without_recursion_error(name):
    from course_lib.rag.pipelines import get_pipeline

    llm = adversary()
    pipe = get_pipeline(name, llm=llm)
    result = pipe.run("What is the refund window for enterprise plans?")  # Pipeline's own limit
    summary = result.ledger.summary()
    assert result.answer, f"{name}: empty answer"
    assert summary["llm_calls"] <= 30, f"{name}: {summary['llm_calls']} LLM calls"
    assert summary["retrievals"] <= 12, f"{name}: {summary['retrievals']} retrievals"


def test_adversary_is_really_adversarial():
    """Guard the guard: the adversary must keep a plain create_agent loop going for ever."""
    from langchain.agents import create_agent

    graph = create_agent(model=adversary(), tools=[_search_tool(fresh())])
    with pytest.raises(GraphRecursionError):
        graph.invoke({"messages": [HumanMessage("hi")]}, config={"recursion_limit": 12})
    grade = adversary().with_structured_output(importlib.import_module("course_lib.rag.schemas").GradeDocument)
    assert grade.invoke("Is it relevant?").binary_score == "no"
    assert json.dumps(_WORST)  # plain data
