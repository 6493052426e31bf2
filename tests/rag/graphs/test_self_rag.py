"""Self-RAG with the correction ladder (notebook 07): paths, caps, the human, with scripted parts."""

from __future__ import annotations

import itertools

import pytest
from langchain_core.documents import Document
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.errors import GraphRecursionError
from langgraph.graph import END
from langgraph.types import Command

from course_lib.measurement.ledger import Ledger
from course_lib.measurement.trace import node_path, run_traced
from course_lib.models.testing import StaticRetriever, irrelevant_documents, scripted
from course_lib.rag.graphs import graph_shape, reachable
from course_lib.rag.graphs.self_rag import (
    Source,
    escalation_request,
    make_self_rag_graph,
    max_steps,
    next_rung,
    read_human_reply,
    refusal_answer,
    route_after_policy,
    route_after_support,
    route_after_usefulness,
)


def doc(source: str, text: str) -> Document:
    return Document(text, metadata={"source": source, "title": source}, id=f"{source}#0")


OFFICE = doc("wiki/mira-holt.md", "Mira Holt works in the Lisbon office and leads the Atlas Team.")
WAIT = doc("notes/asyncio-wait.md", "asyncio.wait returns when the condition in return_when holds.")


def judge_by(marker: str):
    """A relevance grade: yes for documents that contain ``marker``."""
    return lambda prompt: {"binary_score": "yes" if marker in prompt.split("User question:")[0] else "no",
                           "reason": "scripted"}


def parts(*, relevant: str = "", support: str = "yes", useful: str = "yes", policy: str = "self_service",
          retrieve: str = "yes", answer: str = "Mira Holt works in the Lisbon office [wiki/mira-holt.md].",
          rewrite: str = "better query"):
    """A scripted model for every call of the graph."""
    return scripted(
        PolicyDecision={"handler": policy, "reason": "scripted policy"},
        RetrievalDecision={"retrieve": retrieve, "reason": "scripted decision"},
        RelevanceGrade=judge_by(relevant) if relevant else {"binary_score": "no", "reason": "scripted"},
        SupportGrade={"binary_score": support, "reason": "scripted support"},
        UsefulnessGrade={"binary_score": useful, "reason": "scripted usefulness"},
        text=lambda prompt: rewrite if "Previous query:" in prompt else answer,
    )


def ladder(notes=None, wiki=None, web=None) -> list[Source]:
    return [Source("notes", StaticRetriever(docs=notes or irrelevant_documents(2)), "the notes"),
            Source("wiki", StaticRetriever(docs=wiki or irrelevant_documents(2)), "the wiki"),
            Source("web", StaticRetriever(docs=web or irrelevant_documents(2)), "the web")]


def run(graph, question="Which office does Mira Holt work in?", limit=100, config=None):
    ledger = Ledger()
    cfg = {"callbacks": [ledger], **(config or {})}
    state, steps = run_traced(graph, question, config=cfg, recursion_limit=limit)
    return state, node_path(steps), ledger


# --- the four reflections and the ladder -------------------------------------------------------

def test_a_question_that_needs_no_search_is_answered_directly():
    llm = parts(retrieve="no", answer="Hello! How can I help?")
    state, path, ledger = run(make_self_rag_graph(llm=llm, sources=ladder()), "Hello!")
    assert path == ["policy", "decide_retrieval", "answer_directly"]
    assert state["outcome"] == "answered directly" and len(ledger.retrievals) == 0


def test_the_first_source_answers_and_every_reflection_is_in_the_audit_trail():
    llm = parts(relevant="return_when", answer="It returns when return_when holds [notes/asyncio-wait.md].")
    state, path, _ = run(make_self_rag_graph(llm=llm, sources=ladder(notes=[WAIT])), "How does asyncio.wait return?")
    assert path == ["policy", "decide_retrieval", "retrieve", "grade_documents", "generate",
                    "grade_support", "grade_usefulness"]
    assert state["outcome"] == "answered"
    steps = [row["step"] for row in state["audit"]]
    assert steps == ["policy", "retrieve?", "search", "relevance", "support", "usefulness"]
    assert all(row["reason"] for row in state["audit"] if row["step"] != "search")


def test_only_the_wiki_has_it_rewrite_then_switch_source():
    llm = parts(relevant="Lisbon")
    state, path, ledger = run(make_self_rag_graph(llm=llm, sources=ladder(wiki=[OFFICE])))
    assert path == ["policy", "decide_retrieval", "retrieve", "grade_documents", "rewrite", "retrieve",
                    "grade_documents", "switch_source", "retrieve", "grade_documents", "generate",
                    "grade_support", "grade_usefulness"]
    assert state["source"] == "wiki" and state["outcome"] == "answered"
    assert [r.query for r in ledger.retrievals] == [
        "Which office does Mira Holt work in?", "better query", "Which office does Mira Holt work in?"]


def test_nobody_has_it_the_ladder_ends_in_an_honest_refusal_naming_what_was_searched():
    state, path, ledger = run(make_self_rag_graph(llm=parts(), sources=ladder()))
    assert path.count("retrieve") == 6 and path.count("rewrite") == 3 and path.count("switch_source") == 2
    assert path[-1] == "refuse" and state["outcome"] == "refused"
    assert state["answer"].startswith("I don't know")
    assert "the notes (2 searches), the wiki (2 searches) and the web (2 searches)" in state["answer"]
    assert "generate" not in path  # nothing relevant: no answer was ever written


def test_a_refusal_is_not_useful_without_asking_the_model():
    llm = parts(relevant="Lisbon", answer="I don't know.")
    state, path, _ = run(make_self_rag_graph(llm=llm, sources=ladder(notes=[OFFICE])))
    assert "UsefulnessGrade" not in llm.calls
    assert path[-1] == "refuse"


def test_a_partial_answer_that_says_it_does_not_know_part_climbs_the_ladder():
    llm = parts(relevant="Lisbon", answer="Mira Holt leads the Atlas Team. I don't know that part.")
    _, path, _ = run(make_self_rag_graph(llm=llm, sources=ladder(notes=[OFFICE]), max_rewrites=0))
    assert path.count("switch_source") == 2 and path[-1] == "refuse"


def test_a_single_source_graph_has_no_switch_and_the_policy_can_be_left_out():
    graph = make_self_rag_graph(llm=parts(), sources=StaticRetriever(docs=irrelevant_documents(2)), policy=False)
    nodes, _ = graph_shape(graph)
    assert "switch_source" not in nodes and "policy" not in nodes and "ask_human" not in nodes
    state, path, _ = run(graph)
    assert path == ["decide_retrieval", "retrieve", "grade_documents", "rewrite", "retrieve",
                    "grade_documents", "refuse"]
    assert "the technical notes (2 searches)" in state["answer"]


# --- the caps ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("generations", "rewrites", "n_sources"),
                         list(itertools.product([1, 2, 3], [0, 1, 2], [1, 2, 3])))
@pytest.mark.slow
def test_a_never_satisfied_support_grader_ends_within_max_steps(generations, rewrites, n_sources):
    """Relevant documents, an answer the grader never accepts: the graph's own caps end it."""
    sources = ladder(notes=[OFFICE], wiki=[OFFICE], web=[OFFICE])[:n_sources]
    llm = parts(relevant="Lisbon", support="no")
    graph = make_self_rag_graph(llm=llm, sources=sources, max_generations=generations, max_rewrites=rewrites)
    bound = max_steps(n_sources=n_sources, max_rewrites=rewrites, max_generations=generations)
    state, path, _ = run(graph, limit=bound + 1)
    searches = n_sources * (rewrites + 1)
    assert path.count("retrieve") == searches
    assert path.count("generate") == searches * generations
    assert path[-1] == "refuse" and len(path) <= bound
    assert state["answer"].startswith("I don't know")


def test_without_a_cap_the_same_grader_loops_until_the_recursion_limit():
    """The Self-RAG tutorials' wiring: "not supported" goes back to generate, unconditionally."""
    from langgraph.graph import START, StateGraph

    from course_lib.rag.graphs.self_rag import SelfRAGState, make_generate, make_grade_support

    llm = parts(support="no")
    builder = StateGraph(SelfRAGState)
    builder.add_node("generate", make_generate(llm))
    builder.add_node("grade_support", make_grade_support(llm))
    builder.add_edge(START, "generate")
    builder.add_edge("generate", "grade_support")
    builder.add_conditional_edges("grade_support", lambda s: END if s["supported"] else "generate", ["generate", END])
    with pytest.raises(GraphRecursionError):
        builder.compile().invoke({"question": "q", "documents": [OFFICE]}, {"recursion_limit": 20})
    assert llm.calls.count("text") == 10 and llm.calls.count("SupportGrade") == 10  # 20 steps, all paid for


def test_routing_functions_are_pure_and_follow_the_ladder():
    assert next_rung({}, max_rewrites=1, n_sources=3) == "rewrite"
    assert next_rung({"rewrites": 1}, max_rewrites=1, n_sources=3) == "switch_source"
    assert next_rung({"rewrites": 1, "source_index": 2}, max_rewrites=1, n_sources=3) == "refuse"
    assert next_rung({"rewrites": 1, "source_index": 2}, max_rewrites=1, n_sources=3, human=True) == "ask_human"
    assert next_rung({"rewrites": 1, "source_index": 2, "escalations": 1}, max_rewrites=1, n_sources=3,
                     human=True) == "refuse"
    assert route_after_support({"supported": True}) == "grade_usefulness"
    assert route_after_support({"supported": False, "generations": 1}, max_generations=2) == "generate"
    assert route_after_support({"supported": False, "generations": 2}, max_generations=2) == "rewrite"
    assert route_after_usefulness({"useful": True}) == END
    assert route_after_policy({"sensitive": True}) == "refuse"
    assert route_after_policy({"sensitive": True}, human=True) == "ask_human"


def test_bad_arguments_are_one_sentence():
    with pytest.raises(ValueError, match="at least one source"):
        make_self_rag_graph(llm=parts(), sources=[])
    with pytest.raises(ValueError, match="its own name"):
        make_self_rag_graph(llm=parts(), sources=[Source("a", None), Source("a", None)])
    with pytest.raises(ValueError, match="1 or more"):
        make_self_rag_graph(llm=parts(), sources=ladder(), max_generations=0)


# --- the policy and the human ------------------------------------------------------------------

def test_a_sensitive_question_never_reaches_a_search_or_an_answer_without_a_human():
    llm = parts(policy="human_review", relevant="Lisbon")
    graph = make_self_rag_graph(llm=llm, sources=ladder(notes=[OFFICE]))
    state, path, ledger = run(graph, "What is Mira Holt's salary?")
    assert path == ["policy", "refuse"] and len(ledger.retrievals) == 0
    assert "human" in state["answer"] and state["outcome"] == "refused"
    _, edges = graph_shape(graph)
    assert {t for s, t, _ in edges if s == "policy"} == {"refuse", "decide_retrieval"}
    assert reachable(graph, "refuse") == {END}


def _human_graph(llm, sources, **kwargs):
    return make_self_rag_graph(llm=llm, sources=sources, human=True, checkpointer=InMemorySaver(), **kwargs)


def _pause(graph, question, thread="t1"):
    config = {"configurable": {"thread_id": thread}, "recursion_limit": 100}
    result = graph.invoke({"question": question}, config)
    return result, config


def test_a_sensitive_question_pauses_for_a_human_who_answers():
    graph = _human_graph(parts(policy="human_review"), ladder())
    result, config = _pause(graph, "What is Mira Holt's salary?")
    (pause,) = result["__interrupt__"]
    assert pause.value["question"] == "What is Mira Holt's salary?"
    assert pause.value["why"].startswith("policy") and pause.value["searched"] == []
    final = graph.invoke(Command(resume={"answer": "Salaries are shared by HR only."}), config)
    assert final["answer"] == "Salaries are shared by HR only." and final["outcome"] == "answered by a human"
    assert final["audit"][-1]["step"] == "human" and final["audit"][-1]["verdict"] == "answer"


def test_the_top_of_the_ladder_asks_a_human_whose_search_finds_it():
    wiki = StaticRetriever(by_query=lambda q: [OFFICE] if "office" in q.lower() else irrelevant_documents(2))
    sources = [*ladder()[:1], Source("wiki", wiki, "the wiki"), ladder()[2]]
    graph = _human_graph(parts(relevant="Lisbon"), sources, max_rewrites=0)
    result, config = _pause(graph, "Where does Mira Holt work?")
    request = result["__interrupt__"][0].value
    assert request["searched"] == ["notes: Where does Mira Holt work?", "wiki: Where does Mira Holt work?",
                                   "web: Where does Mira Holt work?"]
    assert "no source" in request["why"] and request["reply_with"]
    final = graph.invoke(Command(resume={"query": "Mira Holt office", "source": "wiki"}), config)
    assert final["outcome"] == "answered" and "Lisbon" in final["answer"]
    assert [r["step"] for r in final["audit"]][-5:] == ["human", "search", "relevance", "support", "usefulness"]


def test_a_human_search_instruction_runs_and_a_second_failure_refuses():
    graph = _human_graph(parts(), ladder(), max_rewrites=0)
    result, config = _pause(graph, "Who won the 1998 regatta?")
    assert "__interrupt__" in result
    final = graph.invoke(Command(resume={"query": "regatta 1998 winner", "source": "web"}), config)
    assert final["audit"][-2]["step"] in ("relevance", "search")
    assert final["outcome"] == "refused"  # one escalation only: the second failure refuses
    searches = [r for r in final["audit"] if r["step"] == "search"]
    assert searches[-1]["source"] == "web" and searches[-1]["query"] == "regatta 1998 winner"


def test_a_human_who_declines_gets_an_honest_refusal():
    graph = _human_graph(parts(policy="human_review"), ladder())
    _, config = _pause(graph, "What is the admin password?")
    final = graph.invoke(Command(resume={"refuse": "credentials are never shared"}), config)
    assert final["outcome"] == "refused"
    assert "declined" in final["answer"] and "credentials are never shared" in final["answer"]


@pytest.mark.parametrize(("reply", "action"), [
    ("Lisbon.", "answer"), ({"answer": "Lisbon"}, "answer"), ({"query": "Mira Holt office"}, "search"),
    ({"refuse": "no"}, "refuse"), ({"decline": ""}, "refuse"), ("", "refuse"), (42, "refuse"),
    ({"answer": "  "}, "refuse"), (None, "refuse"),
])
def test_read_human_reply_understands_plain_replies_and_declines_the_rest(reply, action):
    assert read_human_reply(reply)["action"] == action


def test_escalation_request_and_refusal_texts_say_what_happened():
    state = {"question": "Q?", "audit": [{"step": "search", "source": "notes", "query": "Q?"},
                                         {"step": "support", "verdict": "no", "reason": "names a date"}],
             "answer": "draft"}
    request = escalation_request(state, ladder())
    assert request["searched"] == ["notes: Q?"] and "names a date" in request["why"]
    assert request["draft"] == "draft" and request["sources"] == ["notes", "wiki", "web"]
    assert refusal_answer(state, ladder()) == ("I don't know: I searched the notes (1 search), and no "
                                               "document answered the question.")


# --- the library's default ladder -------------------------------------------------------------

@pytest.mark.parametrize(("first", "order"), [(None, ["notes", "wiki", "web"]), ("wiki", ["wiki", "notes", "web"]),
                                              ("all", ["notes", "wiki", "web"]), ("web", ["web", "notes", "wiki"])])
def test_default_sources_put_the_chosen_corpus_first(first, order):
    from course_lib.rag.assembly import ladder_sources

    assert [s.name for s in ladder_sources(first=first)] == order


def test_the_pipeline_recursion_limit_is_the_graphs_own_bound():
    from course_lib.rag.pipelines import get_pipeline

    pipe = get_pipeline("selfrag", llm=parts())
    assert pipe.recursion_limit == max_steps(n_sources=3) + 1
    result = pipe.run("Who won the 1998 regatta?")
    assert result.state["outcome"] == "refused" and result.answer.startswith("I don't know")


def test_a_real_model_grades_a_searchs_documents_at_once_and_keeps_their_order(monkeypatch):
    from course_lib.rag.graphs.self_rag import make_grade_documents
    from tests.helpers.timed_model import InFlight, timed_model

    docs = [doc(f"notes/kiln-{i}.md", f"Kiln note {i}: {'glaze' if i % 2 else 'clay'} cracks.") for i in range(5)]
    # the relevant notes are graded fastest, so grades arrive out of order unless put back
    grader = InFlight(judge_by("glaze"), seconds=lambda prompt: 0.05 if "glaze" in prompt else 0.2)
    monkeypatch.setenv("COURSE_CONCURRENCY", "4")
    update = make_grade_documents(timed_model(replies={"RelevanceGrade": grader}))(
        {"question": "Why does the glaze crack?", "documents": docs})
    assert [d.metadata["source"] for d in update["documents"]] == ["notes/kiln-1.md", "notes/kiln-3.md"]
    assert [r["verdict"] for r in update["audit"]] == ["no", "yes", "no", "yes", "no"]
    assert grader.most == 4  # COURSE_CONCURRENCY grades in flight
    simulated = InFlight(judge_by("glaze"))
    update = make_grade_documents(scripted(RelevanceGrade=simulated))({"question": "glaze?", "documents": docs})
    assert simulated.most == 1 and len(update["documents"]) == 2  # the simulator's stand-in: one at a time
