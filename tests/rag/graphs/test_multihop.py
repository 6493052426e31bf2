"""Multi-hop graphs of notebook 05 with scripted models over documents invented here.

The scripted model reads the prompt like a (very simple) model would: it decides from the
documents in its context, so these tests pin the graphs' control flow, their stop rules and
their costs without depending on the simulator.
"""

from __future__ import annotations

import re

import pytest
from langchain_core.documents import Document

from course_lib.evaluation.grading import is_correct
from course_lib.models.testing import KeywordRetriever, make_documents, scripted
from course_lib.rag.graphs.multihop_explicit import (
    clean_sub_questions,
    guarded_action,
    make_explicit_multihop_graph,
    refers_to_earlier_step,
)
from course_lib.rag.graphs.multihop_loop import make_sufficiency_loop_graph
from course_lib.rag.graphs.multihop_parallel import make_parallel_multihop_graph
from course_lib.rag.hops import record_run
from course_lib.rag.pipelines import Pipeline
from course_lib.retrieval.documents import merge_documents, new_documents

QUESTION = "Who leads the team that owns the service behind Project Zephyr?"
CHAIN = {  # a three-hop chain: project -> service -> team -> leader
    "Project Zephyr": "Project Zephyr is a new booking flow. Project Zephyr is built on the Nimbus Service.",
    "Nimbus Service": "The Nimbus Service stores bookings. The Nimbus Service is owned by the Quasar Team.",
    "Quasar Team": "The Quasar Team is led by Olu Bankole. The Quasar Team works in Lisbon.",
    "Alder Team": "The Alder Team is led by Mia Berg. The Alder Team owns the billing pages.",
    "Birch Team": "The Birch Team is led by Jon Okoro. The Birch Team owns the mobile app.",
    "Cafeteria": "The cafeteria serves lunch at noon.",
}
LEADER_SOURCE = "test/quasar-team.md"


def chain_retriever(k: int = 1, extra: dict[str, str] | None = None) -> KeywordRetriever:
    return KeywordRetriever(documents=make_documents({**CHAIN, **(extra or {})}), k=k)


def reads_context(prompt: str) -> dict:
    """A sufficiency decision made from the documents in the prompt, as a model would."""
    if "led by Olu Bankole" in prompt:
        return {"enough": True, "next_query": "",
                "answer": f"Olu Bankole leads the Quasar Team [{LEADER_SOURCE}]."}
    if "owned by the Quasar Team" in prompt:
        return {"enough": False, "next_query": "Quasar Team leader", "answer": ""}
    if "built on the Nimbus Service" in prompt:
        return {"enough": False, "next_query": "Nimbus Service owner team", "answer": ""}
    return {"enough": False, "next_query": "Project Zephyr service", "answer": ""}


def grounded_text(prompt: str) -> str:
    if "led by Olu Bankole" in prompt:
        return f"Olu Bankole leads the Quasar Team [{LEADER_SOURCE}]."
    return "I don't know."


def run(graph, question: str = QUESTION, **kwargs):
    return Pipeline(name="test", graph=graph, **kwargs).run(question)


# --- building blocks -----------------------------------------------------------------------------

def _doc(doc_id: str, score: float) -> Document:
    return Document(page_content=doc_id, metadata={"score": score}, id=doc_id)


def test_merge_keeps_one_best_scored_copy_best_first():
    merged = merge_documents([_doc("a", 0.5), _doc("b", 0.9)], [_doc("a", 0.8), _doc("c", 0.8)])
    assert [(d.id, d.metadata["score"]) for d in merged] == [("b", 0.9), ("a", 0.8), ("c", 0.8)]
    assert merge_documents(None, None) == []
    assert [d.id for d in new_documents([_doc("a", 0.1)], [_doc("a", 0.9), _doc("d", 0.2)])] == ["d"]


def test_merge_without_ids_uses_source_and_chunk():
    one = Document(page_content="x", metadata={"source": "s.md", "chunk": 0, "score": 0.2})
    two = Document(page_content="x", metadata={"source": "s.md", "chunk": 0, "score": 0.4})
    assert len(merge_documents([one], [two])) == 1


def test_step_references_and_cleaning():
    assert refers_to_earlier_step("Who leads the team found in step 1?")
    assert refers_to_earlier_step("Which database does the service from step 2 use?")
    assert not refers_to_earlier_step("Who leads the Quasar Team?")
    assert clean_sub_questions([" A? ", "", "a?", "B?"], question="Q") == ["A?", "B?"]
    assert clean_sub_questions([], question="Q") == ["Q"]


@pytest.mark.parametrize("proposed, retrievals, max_retrievals, open_subs, expected", [
    ("retrieve", 1, 3, 2, "retrieve"),
    ("generate", 1, 3, 2, "generate"),
    ("retrieve", 3, 3, 2, "generate"),
    ("retrieve", 1, 3, 0, "generate"),
    ("retrieve", 7, 3, 4, "generate"),
])
def test_guard(proposed, retrievals, max_retrievals, open_subs, expected):
    assert guarded_action(proposed, retrievals=retrievals, max_retrievals=max_retrievals,
                          open_sub_questions=open_subs) == expected


# --- (c) the sufficiency loop --------------------------------------------------------------------

def test_loop_follows_a_three_hop_chain_with_bridge_entities():
    llm = scripted(SufficiencyOrAnswer=reads_context, text=grounded_text)
    graph = make_sufficiency_loop_graph(llm=llm, retriever=chain_retriever(), max_hops=4)
    record = record_run(run(graph))
    assert record.queries == [QUESTION, "Nimbus Service owner team", "Quasar Team leader"]
    assert "Olu Bankole" in record.answer and record.cited == [LEADER_SOURCE]
    assert record.stop_reason == "enough"
    assert record.llm_calls == 3 and record.calls_per_node == {"decide": 3}  # last decision answers


def test_loop_at_max_hops_answers_without_another_decision():
    llm = scripted(SufficiencyOrAnswer=reads_context, text=grounded_text)
    graph = make_sufficiency_loop_graph(llm=llm, retriever=chain_retriever(), max_hops=3)
    record = record_run(run(graph))
    assert len(record.hops) == 3 and record.stop_reason == "max_hops=3 reached"
    assert record.calls_per_node == {"decide": 2, "answer": 1}
    assert "Olu Bankole" in record.answer


def test_merging_the_last_decision_with_the_answer_saves_a_call():
    extra = {"Project Kite": "Project Kite is owned by the Quasar Team."}
    question = "Who leads the team that owns Project Kite?"
    costs = {}
    for merged in (True, False):
        replies = {"SufficiencyOrAnswer" if merged else "SufficiencyDecision": reads_context,
                   "text": grounded_text}
        graph = make_sufficiency_loop_graph(llm=scripted(**replies), retriever=chain_retriever(extra=extra),
                                            max_hops=3, merge_answer=merged)
        record = record_run(run(graph, question))
        assert "Olu Bankole" in record.answer
        assert len(record.hops) == 2 and record.queries[1] == "Quasar Team leader"
        costs[merged] = record.llm_calls
    assert costs == {True: 2, False: 3}


def test_max_hops_one_answers_only_the_first_half():
    llm = scripted(SufficiencyOrAnswer=reads_context, text=grounded_text)
    graph = make_sufficiency_loop_graph(llm=llm, retriever=chain_retriever(), max_hops=1)
    record = record_run(run(graph))
    assert len(record.hops) == 1 and record.llm_calls == 1
    assert record.answer == "I don't know."


def test_loop_that_never_has_enough_stops_at_its_cap():
    many = {f"Report {n}": f"Report {n} mentions topic{n} of the Zephyr audit." for n in range(30)}
    counter = iter(range(5, 100))
    llm = scripted(SufficiencyOrAnswer=lambda p: {"enough": False, "next_query": f"topic{next(counter)} audit"},
                   text="I don't know.")
    retriever = KeywordRetriever(documents=make_documents(many), k=2)
    graph = make_sufficiency_loop_graph(llm=llm, retriever=retriever, max_hops=6)
    result = run(graph, "What did the Zephyr audit conclude?", recursion_limit=25)
    record = record_run(result)
    assert len(record.hops) == 6 and record.stop_reason == "max_hops=6 reached"
    assert record.answer == "I don't know." and record.llm_calls == 6


def test_loop_with_nothing_relevant_ends_honestly_without_a_call():
    llm = scripted(SufficiencyOrAnswer=reads_context, text=grounded_text)
    graph = make_sufficiency_loop_graph(llm=llm, retriever=chain_retriever(), max_hops=5)
    record = record_run(run(graph, "Qwxz vbnm?"))
    assert record.stop_reason == "no new documents" and record.llm_calls == 0
    assert record.answer.startswith("I don't know")


def test_loop_stops_when_a_hop_brings_nothing_new_or_the_query_repeats():
    llm = scripted(SufficiencyOrAnswer={"enough": False, "next_query": "Project Zephyr booking flow"},
                   text="I don't know.")
    graph = make_sufficiency_loop_graph(llm=llm, retriever=chain_retriever(), max_hops=5)
    record = record_run(run(graph))
    assert record.stop_reason == "no new documents" and len(record.hops) == 2
    same = scripted(SufficiencyOrAnswer={"enough": False, "next_query": QUESTION}, text="I don't know.")
    record = record_run(run(make_sufficiency_loop_graph(llm=same, retriever=chain_retriever(), max_hops=5)))
    assert record.stop_reason == "no new query" and len(record.hops) == 1


def test_loop_rejects_a_zero_cap():
    with pytest.raises(ValueError):
        make_sufficiency_loop_graph(llm=scripted(), retriever=chain_retriever(), max_hops=0)


# --- (b) the explicit graph ----------------------------------------------------------------------

SUBS = ["Which service is behind Project Zephyr?", "Which team owns the service found in step 1?",
        "Who leads the team found in step 2?"]


def resolve_from_context(prompt: str) -> dict:
    """Rewrite the step with the entity the documents name, as a model would."""
    step = re.search(r"Step to search: (.+)", prompt).group(1)
    if "step 2" in step and "owned by the Quasar Team" in prompt:
        return {"query": "Who leads the Quasar Team?"}
    if "step 1" in step and "built on the Nimbus Service" in prompt:
        return {"query": "Which team owns the Nimbus Service?"}
    return {"query": step}


def explicit_llm(plan="retrieve", subs=SUBS):
    return scripted(SubQuestions={"sub_questions": subs}, RewrittenQuery=resolve_from_context,
                    PlanDecision={"action": plan, "reason": "scripted"}, text=grounded_text)


def test_explicit_graph_resolves_each_dependent_step():
    graph = make_explicit_multihop_graph(llm=explicit_llm(), retriever=chain_retriever(), max_retrievals=5)
    result = run(graph)
    record = record_run(result)
    assert record.queries == [SUBS[0], "Which team owns the Nimbus Service?", "Who leads the Quasar Team?"]
    assert "Olu Bankole" in record.answer
    assert record.stop_reason == "no sub-questions left"
    # decompose 1, resolve 2 (dependent steps only), plan 2 (the guard skips the third), generate 1
    assert record.calls_per_node == {"decompose": 1, "resolve": 2, "plan": 2, "generate": 1}
    assert result.state["plan"] == {"proposed": None, "reason": "", "guard": "no sub-questions left",
                                    "action": "generate"}


def test_explicit_graph_without_resolving_searches_the_words_step_1():
    graph = make_explicit_multihop_graph(llm=explicit_llm(), retriever=chain_retriever(), resolve=False)
    record = record_run(run(graph))
    assert record.queries == SUBS
    assert LEADER_SOURCE + "#0" not in record.documents and record.answer == "I don't know."


def test_explicit_planner_may_stop_early():
    graph = make_explicit_multihop_graph(llm=explicit_llm(plan="generate"), retriever=chain_retriever())
    result = run(graph)
    assert result.state["retrievals"] == 1 and result.state["stop_reason"] == "planner chose generate"


def test_runaway_planner_is_stopped_by_the_retrieval_cap():
    subs = [f"What does the Zephyr audit say about topic{n}?" for n in range(8)]
    many = {f"Report {n}": f"The Zephyr audit covers topic{n}." for n in range(8)}
    llm = scripted(SubQuestions={"sub_questions": subs}, PlanDecision={"action": "retrieve"},
                   text="I don't know.")
    retriever = KeywordRetriever(documents=make_documents(many), k=2)
    graph = make_explicit_multihop_graph(llm=llm, retriever=retriever, max_retrievals=3)
    result = run(graph, "What does the Zephyr audit say?", recursion_limit=25)
    assert result.state["retrievals"] == 3 and result.state["stop_reason"] == "maximum of 3 retrievals reached"
    assert result.answer == "I don't know."
    assert result.ledger.calls_per_node() == {"decompose": 1, "plan": 2, "generate": 1}


def test_explicit_graph_with_nothing_found_answers_honestly():
    llm = scripted(SubQuestions={"sub_questions": ["Qwxz?", "Vbnm?"]}, PlanDecision={"action": "retrieve"},
                   text="should not be called")
    result = run(make_explicit_multihop_graph(llm=llm, retriever=chain_retriever()), "Qwxz vbnm?")
    assert result.answer.startswith("I don't know") and result.state["retrievals"] == 2


# --- the pitfall: dependent sub-questions in parallel ---------------------------------------------

def test_parallel_sub_questions_lose_the_bridge():
    graph = make_parallel_multihop_graph(llm=explicit_llm(), retriever=chain_retriever())
    record = record_run(run(graph))
    assert sorted(record.queries) == sorted(SUBS)  # searched word for word, all at once
    assert LEADER_SOURCE + "#0" not in record.documents
    assert record.answer == "I don't know."
    assert record.calls_per_node == {"decompose": 1, "generate": 1}


# --- shapes, records, comparison -----------------------------------------------------------------

def _edges(graph) -> set[tuple[str, str]]:
    return {(e.source, e.target) for e in graph.get_graph().edges}


def test_graph_shapes():
    explicit = make_explicit_multihop_graph(llm=explicit_llm(), retriever=chain_retriever())
    assert _edges(explicit) == {("__start__", "decompose"), ("decompose", "resolve"), ("resolve", "retrieve"),
                                ("retrieve", "plan"), ("plan", "resolve"), ("plan", "generate"),
                                ("generate", "__end__")}
    loop = make_sufficiency_loop_graph(llm=scripted(), retriever=chain_retriever())
    assert _edges(loop) == {("__start__", "retrieve"), ("retrieve", "decide"), ("retrieve", "answer"),
                            ("decide", "retrieve"), ("decide", "answer"), ("decide", "__end__"),
                            ("answer", "__end__")}


def test_record_text_is_readable_and_stable():
    llm = scripted(SufficiencyOrAnswer=reads_context, text=grounded_text)
    record = record_run(run(make_sufficiency_loop_graph(llm=llm, retriever=chain_retriever())))
    text = str(record)
    assert "hop 2: 'Nimbus Service owner team'" in text and "LLM calls: 3 (decide 2, answer 1)" in text
    assert " at 0x" not in text


def test_keyword_hit():
    assert is_correct("Priya Raman leads it.", ["priya raman"])
    assert not is_correct("The Ledger Team.", ["priya raman"])
