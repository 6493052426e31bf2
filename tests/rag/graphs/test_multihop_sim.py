"""Multi-hop retrieval with the simulator (notebook 05): the wiki's chains and chains invented here.

The simulator is not keyed on these questions or documents: a new chain added with
``extra_docs`` must be followed the same way, by reading the documents.
"""

from __future__ import annotations

import json

import pytest
from langchain_core.messages import HumanMessage

from course_lib.rag.graphs.multihop_agent import make_wiki_agent, tool_queries
from course_lib.rag.graphs.multihop_explicit import make_explicit_multihop_graph
from course_lib.rag.graphs.multihop_loop import make_sufficiency_loop_graph
from course_lib.rag.graphs.multihop_parallel import make_parallel_multihop_graph
from course_lib.rag.hops import record_run
from course_lib.rag.pipelines import Pipeline, get_pipeline, last_ai_text
from tests.conftest import write_note

FALCON = "Who leads the team that owns Project Falcon?"


@pytest.fixture(scope="module")
def llm():
    from course_lib import get_chat_model

    return get_chat_model()


@pytest.fixture(scope="module")
def retriever(wiki_kb):
    return wiki_kb.as_retriever(k=4)


def test_agent_second_query_carries_the_bridge_entity(llm, retriever):
    agent = make_wiki_agent(llm=llm, retriever=retriever)
    pipe = Pipeline(name="agent", graph=agent, read_answer=last_ai_text,
                    make_input=lambda q: {"messages": [HumanMessage(q)]})
    result = pipe.run(FALCON)
    queries = tool_queries(result.state["messages"])
    assert len(queries) == 2 and "Ledger Team" in queries[1] and "Ledger" not in queries[0]
    assert "Priya Raman" in result.answer
    assert len(result.ledger.llm_calls) == 3


def test_merged_loop_answers_a_two_hop_question_in_two_calls(llm, retriever):
    record = record_run(Pipeline(name="loop", graph=make_sufficiency_loop_graph(
        llm=llm, retriever=retriever)).run(FALCON))
    assert "Ledger Team" in record.queries[1] and "Priya Raman" in record.answer
    assert record.llm_calls == 2 and record.stop_reason == "enough"
    assert "wiki/ledger-team.md" in record.cited


def test_explicit_graph_resolves_step_two(llm, retriever):
    result = Pipeline(name="explicit", graph=make_explicit_multihop_graph(
        llm=llm, retriever=retriever)).run(FALCON)
    record = record_run(result)
    assert "step 1" in result.state["sub_questions"][1]
    assert "Ledger Team" in record.queries[1] and "Priya Raman" in record.answer
    assert record.llm_calls == 4


def test_parallel_sub_questions_lose_the_bridge(llm, retriever):
    record = record_run(Pipeline(name="parallel", graph=make_parallel_multihop_graph(
        llm=llm, retriever=retriever)).run(FALCON))
    assert "Priya Raman" not in record.answer
    assert all("Ledger" not in q for q in record.queries)


def test_one_hop_cannot_answer_the_second_half(llm, retriever):
    record = record_run(Pipeline(name="one", graph=make_sufficiency_loop_graph(
        llm=llm, retriever=retriever, max_hops=1)).run(FALCON))
    assert len(record.hops) == 1 and record.llm_calls == 1
    assert "Priya Raman" not in record.answer


INVENTED = {  # a three-hop chain nobody wrote into the simulator: project -> service -> team -> leader
    "project-kingfisher.md": ("Project Kingfisher", "Project Kingfisher adds weather alerts for drivers. "
                              "Project Kingfisher is built on the Zenith Service: the Zenith Service is "
                              "the service behind Project Kingfisher."),
    "zenith-service.md": ("Zenith Service", "The Zenith Service sends alerts to the driver app. The Zenith "
                          "Service is owned by the Aurora Team."),
    "aurora-team.md": ("Aurora Team", "The Aurora Team builds the driver alerting systems of Quillmark "
                       "Freight. The Aurora Team is led by Noor Haddad."),
}


@pytest.fixture(scope="module")
def invented_folder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("invented")
    for name, (title, body) in INVENTED.items():
        write_note(folder, name, title, body, tags="[invented]")
    return folder


@pytest.fixture(scope="module")
def invented_pipeline(invented_folder, llm):
    return get_pipeline("multihop", llm=llm, extra_docs=invented_folder)


@pytest.mark.slow
def test_loop_takes_three_hops_when_each_search_finds_one_link(invented_folder, llm):
    from course_lib.retrieval.kb import build_knowledge_base

    kb = build_knowledge_base("wiki", extra_docs=invented_folder, progress=False)
    graph = make_sufficiency_loop_graph(llm=llm, retriever=kb.as_retriever(k=1), max_hops=4)
    record = record_run(Pipeline(name="loop", graph=graph).run(
        "Who leads the team that owns the service behind Project Kingfisher?"))
    assert [h["found"] for h in record.hops] == [["extra/project-kingfisher.md#0"], ["extra/zenith-service.md#0"],
                                                 ["extra/aurora-team.md#0"]]
    assert "Zenith Service" in record.queries[1] and "Aurora Team" in record.queries[2]
    assert "Noor Haddad" in record.answer and record.llm_calls == 3


def test_loop_follows_an_invented_three_hop_chain(invented_pipeline):
    result = invented_pipeline.run("Who leads the team that owns the service behind Project Kingfisher?")
    record = record_run(result)
    assert "Noor Haddad" in record.answer
    assert any("Zenith Service" in q or "Aurora Team" in q for q in record.queries[1:])
    assert record.llm_calls <= 3
    payload = result.to_dict()
    assert payload["pipeline"] == "multihop" and payload["llm_calls"] == record.llm_calls
    assert "extra/aurora-team.md" in payload["sources"]
    json.dumps(payload)


def test_loop_with_nothing_relevant_ends_honestly(invented_pipeline):
    result = invented_pipeline.run("Who leads the team that owns Project Quetzalcoatl on Saturn?")
    record = record_run(result)
    assert len(record.hops) <= 3 and record.llm_calls <= 3
    assert "don't know" in record.answer.lower() or "could not" in record.answer.lower()
