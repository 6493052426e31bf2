"""What a notebook builds inline is what the library builds: same graph, same tools, same paths.

These checks used to be asserts in the notebooks, between the lesson's cells; they are CI's
business, not the learner's. ``CHECKS`` lists them per notebook: ``(name, code)`` runs right
after the first cell that assigns ``name``, in the notebook's own kernel, with the simulator.
They run inside nbval's execution of the notebook (``make nbval``; the plugin
``tests/helpers/nbval_checks.py`` adds each as one more cell), so they cost no execution of
their own. Here: each check's name is still assigned by a cell (no kernel), and the plugin
itself fails a check that fails.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import jupytext
import nbformat
import pytest

from tests.helpers.nbval_checks import assigns

ROOT = Path(__file__).resolve().parents[2]

CHECKS: dict[str, list[tuple[str, str]]] = {
    "01_fixed_vs_agentic": [
        ("fixed_graph", """
from course_lib.rag.graphs import same_graph
from course_lib.rag.graphs.fixed_rag import make_fixed_rag_graph
_library = make_fixed_rag_graph(llm=llm, retriever=retriever)
assert same_graph(_library, fixed_graph), "the inline fixed pipeline differs from make_fixed_rag_graph"
_q = {"question": "How does asyncio.wait decide when to return?"}
assert [d.id for d in fixed_graph.invoke(_q)["documents"]] == [d.id for d in _library.invoke(_q)["documents"]]
"""),
        ("agent", """
from course_lib.rag.graphs import same_graph
from course_lib.rag.graphs.agent import make_agent
assert same_graph(make_agent(llm=llm, tools=[search_notes]), agent), "the inline agent differs from make_agent"
"""),
        ("hybrid_graph", """
from course_lib.rag.graphs import same_graph
from course_lib.rag.graphs.hybrid_rag import make_hybrid_rag_graph
_library = make_hybrid_rag_graph(llm=llm, retriever=retriever, needs_retrieval=naive_needs_retrieval)
assert same_graph(_library, hybrid_graph), "the inline hybrid differs from make_hybrid_rag_graph"
"""),
    ],
    "02_retriever_as_tool": [
        ("bare", """
from langchain_core.utils.function_calling import convert_to_openai_tool
from course_lib.rag.tools.retrieval import make_search_tool
_library = make_search_tool(retriever)
assert convert_to_openai_tool(_library) == convert_to_openai_tool(search_notes), "make_search_tool's schema differs"
assert _library.invoke({"query": "git reflog"}) == search_notes.invoke({"query": "git reflog"}), "its output differs"
"""),
        ("turn", """
from course_lib.rag.pipelines import get_pipeline
_result = get_pipeline("agent", llm=llm).run(
    "Why does logger.info print nothing in a script where I never configured logging?")
assert _result.answer == turn.answer, "the CLI's agent pipeline answers differently from the notebook's agent"
"""),
    ],
    "03_multi_tool_routing": [
        ("tools", """
from course_lib.rag.graphs.knowledge_agent import make_knowledge_tools
_library = make_knowledge_tools(notes_retriever=notes_kb.as_retriever(k=4), wiki_retriever=wiki_kb.as_retriever(k=4))
assert [(t.name, t.description) for t in _library] == [(t.name, t.description) for t in tools], \
    "make_knowledge_tools offers other tools or descriptions than the notebook"
"""),
        ("router_graph", """
from course_lib.exercises.graph_problem import run_graph
from course_lib.rag.graphs import adaptive, same_graph
_library = adaptive.make_adaptive_graph(llm=llm, retriever=retriever, research_tools=research_tools,
                                       web_retriever=web_retriever)
assert same_graph(router_graph, _library), "the inline router differs from make_adaptive_graph"
assert PATHS == adaptive.PATHS, "the notebook's PATHS differ from adaptive.PATHS"
for _q in ["Hello!", "What does a server reply when the If-None-Match value still matches the current ETag?",
           "Who leads the team that owns Project Falcon?", "When did Python 3.14 come out?"]:
    _mine, _theirs = (run_graph(g, {"question": _q}) for g in (router_graph, _library))
    assert (_mine.path, _mine.state["answer"]) == (_theirs.path, _theirs.state["answer"]), _q
"""),
    ],
    "04_corrective_rag": [
        ("crag", """
from course_lib.rag.graphs import same_graph
from course_lib.rag.graphs.crag import make_crag_graph
from course_lib.measurement.trace import node_path, run_traced
_library = make_crag_graph(llm=llm, retriever=retriever, max_retries=MAX_RETRIES)
assert same_graph(_library, crag), "the inline CRAG graph differs from make_crag_graph"
for _q in ("What is a green thread in Python?", out_of_scope[0].question):
    (_ours, _os), (_theirs, _ts) = run_traced(crag, _q), run_traced(_library, _q)
    assert node_path(_os) == node_path(_ts) and _ours["answer"] == _theirs["answer"], _q
"""),
    ],
    "05_multi_hop": [
        ("agent_run", """
from course_lib.rag.graphs import same_graph
from course_lib.rag.graphs.multihop_agent import make_wiki_agent
from course_lib.rag.pipelines import Pipeline, last_ai_text
_library = make_wiki_agent(llm=llm, retriever=retriever)
assert same_graph(agent, _library), "the inline wiki agent differs from make_wiki_agent"
_run = Pipeline(name="agent", graph=_library, read_answer=last_ai_text,
                make_input=lambda q: {"messages": [HumanMessage(q)]}).run(question)
assert _run.answer == agent_run.answer, "make_wiki_agent answers differently from the notebook's agent"
"""),
        ("explicit_run", """
from course_lib.rag.graphs import same_graph
from course_lib.rag.graphs.multihop_explicit import make_explicit_multihop_graph
from course_lib.rag.pipelines import Pipeline
_library = make_explicit_multihop_graph(llm=llm, retriever=retriever, max_retrievals=MAX_RETRIEVALS)
assert same_graph(explicit, _library), "the inline explicit graph differs from make_explicit_multihop_graph"
_run = Pipeline(name="explicit", graph=_library).run(question)
assert _run.state["hops"] == explicit_run.state["hops"], "make_explicit_multihop_graph takes other hops"
assert _run.answer == explicit_run.answer, "make_explicit_multihop_graph answers differently"
"""),
        ("loop_run", """
from course_lib.rag.graphs import same_graph
from course_lib.rag.graphs.multihop_loop import make_sufficiency_loop_graph
from course_lib.rag.pipelines import Pipeline
_library = make_sufficiency_loop_graph(llm=llm, retriever=retriever, max_hops=MAX_HOPS)
assert same_graph(loop, _library), "the inline loop differs from make_sufficiency_loop_graph"
_run = Pipeline(name="loop", graph=_library).run(question)
assert (_run.state["hops"], _run.answer) == (loop_run.state["hops"], loop_run.answer), \
    "make_sufficiency_loop_graph takes other hops or answers differently"
"""),
    ],
    "06_cost_and_latency": [
        ("pre_route", """
from course_lib.evaluation.tradeoff import NearestNeighbourRouter
_library = NearestNeighbourRouter(examples, embeddings=embeddings)
_differ = [q.id for q in questions if pre_route(q) != _library(q)]
assert not _differ, f"the notebook's pre_route and NearestNeighbourRouter disagree on {_differ}"
"""),
    ],
    "07_self_rag": [
        ("capped", """
from course_lib.rag.graphs import same_graph
from course_lib.rag.graphs.self_rag import make_self_rag_graph
assert same_graph(capped, make_self_rag_graph(llm=llm, sources=sources[:1], policy=False)), \
    "the one-source graph differs from make_self_rag_graph(sources=sources[:1], policy=False)"
"""),
        ("ladder", """
from course_lib.rag.graphs import same_graph
from course_lib.rag.graphs.self_rag import make_self_rag_graph
assert same_graph(ladder, make_self_rag_graph(llm=llm, sources=sources, policy=False)), \
    "the ladder differs from make_self_rag_graph(policy=False)"
"""),
        ("complete", """
from langgraph.checkpoint.memory import InMemorySaver
from course_lib.rag.graphs import same_graph
from course_lib.rag.graphs.self_rag import make_self_rag_graph
from course_lib.measurement.trace import node_path, run_traced
_library = make_self_rag_graph(llm=llm, sources=sources, human=True, checkpointer=InMemorySaver())
assert same_graph(complete, _library), "the complete graph differs from make_self_rag_graph(human=True)"
for _qid in ["ladder-notes-02", "ladder-wiki-01"]:
    _q = ladder_questions[_qid].question
    _ours, _os = run_traced(complete, _q, config={"configurable": {"thread_id": f"test-ours-{_qid}"}})
    _theirs, _ts = run_traced(_library, _q, config={"configurable": {"thread_id": f"test-lib-{_qid}"}})
    assert node_path(_os) == node_path(_ts) and _ours["answer"] == _theirs["answer"], _qid
"""),
    ],
}


@pytest.mark.parametrize("stem", sorted(CHECKS))
def test_every_check_follows_a_cell_that_assigns_its_name(stem):
    """Each check's name is assigned by a code cell, in the order the checks are listed (what
    the nbval plugin needs to place them); the checks themselves run in ``make nbval``."""
    cells = [c.source for c in jupytext.read(ROOT / "notebooks" / f"{stem}.py").cells if c.cell_type == "code"]
    position = 0
    for name, _ in CHECKS[stem]:
        found = next((i for i in range(position, len(cells)) if assigns(cells[i], name)), None)
        assert found is not None, f"{stem}: no code cell assigns `{name}` (the notebook changed: move the check)"
        position = found


def _tiny_notebook(path: Path, sources: list[str]) -> None:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = [nbformat.v4.new_code_cell(source) for source in sources]
    nbformat.write(nb, path)


@pytest.mark.slow
def test_the_nbval_plugin_runs_each_check_after_its_cell_and_fails_a_failing_one(tmp_path):
    """One kernel: a check that holds passes, one that does not fails nbval with its message,
    a check placed before a later cell sees the notebook's state at that point, and a check
    whose name no cell assigns fails as an item of its own."""
    _tiny_notebook(tmp_path / "91_tiny.ipynb", ["x = 1", "x = x + 1\nprint('unchanged output')", "y = 3"])
    (tmp_path / "tiny_checks.py").write_text(
        "CHECKS = {'91_tiny': [\n"
        "    ('x', 'assert x == 1, \"x should be 1 here\"'),\n"
        "    ('y', 'assert x == 99, \"x is not 99\"'),\n"
        "    ('z', 'pass'),\n"
        "]}\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(ROOT)])}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:xdist", "-p", "no:cacheprovider", "--nbval-lax", "--nbval-current-env",
         "-p", "tests.helpers.nbval_checks", "--nbval-checks", "tiny_checks:CHECKS", "-rA",
         str(tmp_path / "91_tiny.ipynb")],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    out = done.stdout
    assert done.returncode == 1, out[-3000:]
    assert "PASSED" in out and "91_tiny.ipynb::Cell 0 check x" in out, out[-3000:]
    assert "FAILED" in out and "Cell 2 check y" in out and "x is not 99" in out, out[-3000:]
    assert "check z no cell" in out and "no code cell assigns `z`" in out, out[-3000:]
