"""Notebook 04 (Corrective RAG): exercises.

q1 writes the capped three-way ``decide_or_give_up`` (generate / rewrite / give up), q2 a strict grading
prompt that rejects keyword-only matches, q3 the routing function of a web fallback that may
fire at most once. The checks run the learner's function on states and inside a CRAG graph
built from scripted parts (a grader that always says no, a retriever with nothing relevant),
so they test behaviour: the path taken, that it stops, what it answers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from course_lib.exercises.graph_problem import (
    Expectation,
    ends_with,
    judge_graph_run,
    path_is,
    state_satisfies,
    visits,
)
from course_lib.exercises.problem import Case, FunctionProblem, ValueProblem
from course_lib.exercises.verdict import Status, Verdict

NOTEBOOK = "04"


# -- shared: scripted parts and graphs around the learner's routing function -------------------

def _doc(source: str, text: str) -> Any:
    from langchain_core.documents import Document

    return Document(text, metadata={"source": source, "title": source}, id=source)


def _parts(kind: str) -> dict[str, Any]:
    """Scripted parts: "no" (nothing ever relevant), "alias" (relevant after one rewrite),
    "direct" (relevant at once), "web" (only the web has it)."""
    from course_lib.models.testing import StaticRetriever, irrelevant_documents, scripted_grader

    useful = _doc("notes/coroutines.md", "A coroutine gives up control only at await points.")
    web_page = _doc("https://example.org/green-threads", "Green threads are scheduled by the runtime.")

    def judge(question: str, document: str) -> str:
        return "yes" if ("coroutine" in document or "example.org" in document) else "no"

    if kind == "no":
        llm = scripted_grader(grade="no")
        return {"llm": llm, "retriever": StaticRetriever(docs=irrelevant_documents(2)),
                "web": StaticRetriever(docs=irrelevant_documents(1))}
    llm = scripted_grader(judge=judge, rewrite="coroutine await")
    if kind == "alias":
        retriever = StaticRetriever(by_query=lambda q: [useful] if "coroutine" in q else irrelevant_documents(2))
    elif kind == "direct":
        retriever = StaticRetriever(docs=[useful, *irrelevant_documents(1)])
    else:
        retriever = StaticRetriever(docs=irrelevant_documents(2))
    return {"llm": llm, "retriever": retriever, "web": StaticRetriever(docs=[web_page])}


def _crag_loop(route: Callable[[dict], str], targets: list[str], parts: dict[str, Any], extra: dict):
    """The exercise graphs' frame: retrieve -> grade -> ``route`` among ``targets``; rewrite goes
    back to retrieve, generate ends; ``extra`` adds nodes (name -> node) that ``targets`` name."""
    from langgraph.graph import END, START, StateGraph

    from course_lib.rag.graphs.crag import (
        CRAGState,
        make_generate,
        make_grade,
        make_retrieve,
        make_rewrite,
    )

    builder = StateGraph(CRAGState)
    builder.add_node("retrieve", make_retrieve(parts["retriever"]))
    builder.add_node("grade", make_grade(parts["llm"]))
    builder.add_node("rewrite", make_rewrite(parts["llm"]))
    builder.add_node("generate", make_generate(parts["llm"]))
    for name, node in extra.items():
        builder.add_node(name, node)
    builder.add_edge(START, "retrieve")
    builder.add_edge("retrieve", "grade")
    builder.add_conditional_edges("grade", route, targets)
    builder.add_edge("rewrite", "retrieve")
    builder.add_edge("generate", END)
    return builder, END


def build_give_up_graph(decide: Callable[[dict], str], parts: dict[str, Any]):
    """retrieve -> grade -> decide: generate | rewrite (-> retrieve) | give_up (q1)."""
    from course_lib.rag.graphs.crag import fallback_answer

    builder, end = _crag_loop(decide, ["generate", "rewrite", "give_up"], parts,
                              {"give_up": lambda state: {"answer": fallback_answer(state)}})
    builder.add_edge("give_up", end)
    return builder.compile()


def build_web_loop_graph(route: Callable[[dict], str], parts: dict[str, Any]):
    """retrieve -> grade -> route: generate | rewrite | web_search, and web_search goes back
    to the *same* grade node, so only ``route`` can stop a second search (q3)."""
    from course_lib.rag.graphs.crag import make_web_search

    builder, _ = _crag_loop(route, ["generate", "rewrite", "web_search"], parts,
                            {"web_search": make_web_search(parts["web"])})
    builder.add_edge("web_search", "grade")
    return builder.compile()


@dataclass(eq=False)
class GraphRunCheck:
    """The learner's function wired into a graph, run once, with expectations."""

    name: str
    parts: str
    expect: Sequence[Expectation]
    recursion_limit: int = 20


@dataclass(eq=False, kw_only=True)
class RoutingProblem(FunctionProblem):
    """The function's cases first, then the function inside a graph built from scripted parts."""

    build: Callable[[Callable, dict], Any] | None = None
    runs: Sequence[GraphRunCheck] = field(default_factory=tuple)

    def _judge(self, fn: Any) -> Verdict:
        verdict = super()._judge(fn)
        if verdict.status is not Status.CORRECT or self.build is None:
            return verdict
        for check in self.runs:
            problem = judge_graph_run(
                f"In the graph, scenario '{check.name}'",
                lambda check=check: self.build(fn, _parts(check.parts)),
                {"question": "Is a green thread preemptive?"}, check.expect,
                recursion_limit=check.recursion_limit, timeout=self.timeout)
            if problem is not None:
                return self.verdict(Status.INCORRECT, problem)
        return self.judged(None)


def _docs(n: int) -> list[Any]:
    return [_doc(f"notes/doc-{i}.md", f"text {i}") for i in range(1, n + 1)]


def _state_case(label: str, why: str, **state: Any) -> Case:
    def args(state: dict = state) -> tuple:
        built = dict(state)
        if "documents" in built:
            built["documents"] = _docs(built["documents"])
        return (built,)

    return Case(args=args, label=label, message=f"but {why}")


def _honest(answer: Any) -> bool:
    return isinstance(answer, str) and "don't know" in answer.lower()


# -- q1: the retry cap --------------------------------------------------------------------------

def decide_or_give_up(state):
    """Return "generate", "rewrite" or "give_up" after grading (at most 2 rewrites)."""
    max_retries = 2
    if state.get("documents"):
        return "generate"
    if state.get("retries", 0) < max_retries:
        return "rewrite"
    return "give_up"


q1 = RoutingProblem(
    id="q1",
    notebook=NOTEBOOK,
    title="Cap the retry loop",
    prompt=(
        "Write `decide_or_give_up(state)`, the routing function after `grade`. `state[\"documents\"]` holds "
        "the documents that passed grading, `state.get(\"retries\", 0)` the number of rewrites "
        "so far (the `rewrite` node adds one). Return `\"generate\"` if any document passed, "
        "`\"rewrite\"` if none did and fewer than 2 rewrites were made, else `\"give_up\"` "
        "(a node that answers honestly that nothing was found). The check also runs your "
        "function in a CRAG graph whose grader always says no."
    ),
    starter=(
        "def decide_or_give_up(state):\n"
        '    """Return "generate", "rewrite" or "give_up" after grading (at most 2 rewrites)."""\n'
        "    return ____\n"
    ),
    answer_name="decide_or_give_up",
    returns=str,
    cases=[
        _state_case("documents=[2 docs], retries=0", "relevant documents should go to generate.",
                    documents=2, retries=0),
        _state_case("documents=[], no retries key", "the first empty grading should rewrite.", documents=0),
        _state_case("documents=[], retries=1", "one rewrite is left.", documents=0, retries=1),
        _state_case("documents=[], retries=2", "two rewrites are used up.", documents=0, retries=2),
        _state_case("documents=[1 doc], retries=2", "a relevant document beats the cap.", documents=1, retries=2),
    ],
    reference=decide_or_give_up,
    build=build_give_up_graph,
    runs=(
        GraphRunCheck("nothing is ever relevant", "no", (
            path_is("retrieve", "grade", "rewrite", "retrieve", "grade", "rewrite", "retrieve", "grade", "give_up"),
            state_satisfies("answer", _honest, "the final answer should say honestly that nothing was found."),
        )),
        GraphRunCheck("the rewrite finds it", "alias", (
            path_is("retrieve", "grade", "rewrite", "retrieve", "grade", "generate"),
        )),
    ),
    hints=(
        "Three checks in order: any documents? rewrites left? otherwise give up. Read the counter "
        "with `state.get(\"retries\", 0)`: it is missing before the first rewrite.",
        "The cap is `retries < 2` for another rewrite: retries 0 and 1 rewrite, 2 gives up.",
    ),
    explanation=(
        "`recursion_limit` is a crash barrier, not a stopping rule: it raises "
        "`GraphRecursionError` and you lose the run. A counter in state is a stopping rule you "
        "own: the loop ends after a known number of rewrites and the graph still answers, "
        "honestly. The library's version is `course_lib.rag.graphs.crag.route_after_grade`, which sends "
        "the give-up case to `generate`, where an empty document list produces the fallback."
    ),
    success="Your decide_or_give_up stops after two rewrites and gives up honestly; relevant documents still win.",
    wrong_answers=(
        lambda state: "generate" if state.get("documents") else "rewrite",
        lambda state: "generate" if state.get("documents") else ("rewrite" if state.get("retries", 0) <= 2 else "give_up"),
        lambda state: "generate" if state.get("documents") or state.get("retries", 0) >= 2 else "rewrite",
    ),
)


# -- q2: a strict grading prompt ------------------------------------------------------------------

STRICT_PAIRS: tuple[tuple[str, str, str, str, str], ...] = (
    # question, source, title, text, expected grade
    ("How does Redis expire keys after a timeout?", "notes/redis-expiry.md", "Key expiry in Redis",
     "Redis expires keys with EXPIRE: after the timeout in seconds the key is deleted. TTL shows "
     "the seconds left.", "yes"),
    ("How does Redis expire keys after a timeout?", "notes/http-cookies.md", "Cookie expiry",
     "Browsers expire cookies after a timeout set by Max-Age or Expires. Expired keys and values "
     "are removed from the cookie store after the timeout.", "no"),
    ("How do I undo the last commit in Mercurial?", "notes/hg-rollback.md", "Undoing commits in Mercurial",
     "In Mercurial, hg rollback undoes the last commit; newer versions prefer hg strip or hg "
     "uncommit to undo a commit.", "yes"),
    ("How do I undo the last commit in Mercurial?", "notes/git-reset.md", "Undoing the last commit in git",
     "git reset --soft HEAD~1 undoes the last commit and keeps the changes staged. To undo the "
     "last commit entirely, use git reset --hard HEAD~1.", "no"),
    ("How do I pin a dependency version in Poetry?", "notes/poetry-pinning.md", "Pinning versions with Poetry",
     "Poetry pins a dependency version in pyproject.toml: poetry add requests==2.32.3 writes an "
     "exact version constraint.", "yes"),
    ("How do I pin a dependency version in Poetry?", "notes/npm-pinning.md", "Pinning a dependency version with npm",
     "npm pins a dependency version with npm install --save-exact, which writes the exact "
     "version to package.json. Pin every dependency version this way.", "no"),
)
"""Relevant documents and keyword-only look-alikes (same words, another topic)."""


def strict_grades(system_prompt: str) -> list[str]:
    """The grades a grader with ``system_prompt`` gives :data:`STRICT_PAIRS` (the course model)."""
    from course_lib import get_chat_model
    from course_lib.evaluation.relevance import grade_pairs
    from course_lib.rag.prompts import GRADE_DOCUMENT_HUMAN, chat_prompt

    pairs = [(q, _doc_with(src, title, text)) for q, src, title, text, _ in STRICT_PAIRS]
    return grade_pairs(get_chat_model(), pairs, prompt=chat_prompt(system_prompt, GRADE_DOCUMENT_HUMAN))


def _doc_with(source: str, title: str, text: str) -> Any:
    from langchain_core.documents import Document

    return Document(text, metadata={"source": source, "title": title})


def _judge_strict(prompt: Any) -> str | None:
    if not isinstance(prompt, str) or not prompt.strip():
        return "STRICT_GRADER_SYSTEM should be the grader's instructions, a non-empty string."
    if "{" in prompt or "}" in prompt:
        return "Leave out braces: the document and question are added by the human message template."
    grades = strict_grades(prompt)
    accepted = [STRICT_PAIRS[i][1] for i, g in enumerate(grades) if g == "yes" and STRICT_PAIRS[i][4] == "no"]
    rejected = [STRICT_PAIRS[i][1] for i, g in enumerate(grades) if g == "no" and STRICT_PAIRS[i][4] == "yes"]
    if accepted:
        return (f"your grader said yes to {len(accepted)} keyword-only look-alike(s), e.g. "
                f"{accepted[0]}: same words as the question, another topic. Spell out what counts as irrelevant.")
    if rejected:
        return f"your grader now rejects relevant documents too, e.g. {rejected[0]}."
    return None


def strict_grader_system():
    return (
        "You are a strict grader of retrieved documents. A document is relevant only if its main "
        "subject is the subject of the question and it helps answer it. A document that merely "
        "shares keywords with the question but is about another topic is irrelevant. "
        "Answer 'yes' or 'no'."
    )


q2 = ValueProblem(
    id="q2",
    notebook=NOTEBOOK,
    title="A grader that is not fooled by shared keywords",
    prompt=(
        "Write `STRICT_GRADER_SYSTEM`, the system prompt of a yes/no relevance grader (the human "
        "message with `{document}` and `{question}` is added for you). The check grades six "
        "documents with it: three that answer their question and three look-alikes that share "
        "the question's words but are about another tool or topic (cookies for a Redis "
        "question, git for a Mercurial one). All six must be graded right."
    ),
    starter="STRICT_GRADER_SYSTEM = ____\n",
    answer_name="STRICT_GRADER_SYSTEM",
    value_type=str,
    test=_judge_strict,
    reference=strict_grader_system,
    hints=(
        "\"Is the document related to the question?\" invites yes: almost everything is related "
        "to something. Say when the answer is yes *only*.",
        "Name the trap explicitly: a document that merely shares keywords with the question but "
        "is about another topic is irrelevant; relevant means its main subject is the question's.",
    ),
    explanation=(
        "Graders (and models generally) lean towards yes when the criterion is vague. A strict "
        "prompt states the positive criterion (main subject, helps answer) and the negative one "
        "(shares keywords, another topic). The notebook measures the difference on irrelevant "
        "documents: the standard `GRADE_DOCUMENT_STRICT_PROMPT` against the lenient one."
    ),
    success="Your grader accepts the three real answers and rejects all three look-alikes.",
    alternatives=(  # well-specified strict graders, worded otherwise
        "Grade relevance. Say yes only if the document is about the thing the question asks about "
        "and would help answer it; a document about a different tool that just uses the same "
        "words gets no.",
        "Relevant means the document's main topic is the question's topic. If it merely repeats "
        "some of the question's words, answer no. Reply with yes or no.",
        "Decide whether the document actually answers the question. Documents on another subject "
        "that happen to share keywords are not relevant. Output yes or no.",
        "Tu évalues des documents. Réponds 'yes' seulement si le document traite du sujet principal "
        "de la question ; un document qui partage seulement des mots-clés avec la question mais "
        "parle d'un autre sujet reçoit 'no'.",
        # strict graders that use none of the phrases above ("only if", "keywords", "another topic")
        "Judge whether the passage can be used to answer the user's question. It must be about the "
        "same technology the question names; a passage on a different product (say, a question on "
        "PostgreSQL and a passage on MySQL) is not usable even when the wording overlaps. Answer "
        "yes or no.",
        "You check retrieved passages before they reach the answer writer. Pass a passage (yes) "
        "when it explains the very thing asked; fail it (no) when it describes something else, "
        "however similar its vocabulary. When in doubt, fail it.",
        "Be strict. Overlapping words are not evidence of relevance. yes = the document addresses "
        "the question's subject; no = otherwise.",
    ),
    wrong_answers=(
        "You are a grader assessing a retrieved document for a user question. Is the document "
        "related to the question? Give a binary score: 'yes' or 'no'.",
        "You grade documents. Answer 'yes' or 'no'.",
        "You are a strict grader. Answer yes or no.",  # says "strict", specifies nothing
        # a public tutorial's grader: keywords count as relevance, so look-alikes pass
        "You are a grader assessing relevance of a retrieved document to a user question. If the "
        "document contains keyword(s) or semantic meaning related to the question, grade it as "
        "relevant. Give a binary score 'yes' or 'no' score to indicate whether the document is "
        "relevant to the question.",
    ),
)


# -- q3: the web fallback fires at most once ------------------------------------------------------

def route_after_grade(state):
    """Return "generate", "rewrite" or "web_search" (1 rewrite at most, the web at most once)."""
    if state.get("documents"):
        return "generate"
    if state.get("retries", 0) < 1:
        return "rewrite"
    if not state.get("web_searched"):
        return "web_search"
    return "generate"


q3 = RoutingProblem(
    id="q3",
    notebook=NOTEBOOK,
    title="A web fallback that fires at most once",
    prompt=(
        "In this graph the web results go back through the *same* `grade` node, so your routing "
        "function alone decides whether the web is searched again. Write "
        "`route_after_grade(state)`: `\"generate\"` if any document passed grading; else "
        "`\"rewrite\"` if no rewrite was made yet (`state.get(\"retries\", 0) < 1`); else "
        "`\"web_search\"` if the web was not searched yet (`state.get(\"web_searched\")`, set by "
        "the `web_search` node); else `\"generate\"` (it answers honestly from nothing)."
    ),
    starter=(
        "def route_after_grade(state):\n"
        '    """Return "generate", "rewrite" or "web_search" (1 rewrite at most, the web at most once)."""\n'
        "    return ____\n"
    ),
    answer_name="route_after_grade",
    returns=str,
    cases=[
        _state_case("documents=[1 doc]", "relevant documents should go to generate.", documents=1),
        _state_case("documents=[], retries=0", "the first empty grading should rewrite.", documents=0, retries=0),
        _state_case("documents=[], retries=1", "the rewrite is used up and the web was not searched.",
                    documents=0, retries=1),
        _state_case("documents=[], retries=1, web_searched=True",
                    "the web was searched already: a second search could loop for ever.",
                    documents=0, retries=1, web_searched=True),
        _state_case("documents=[2 docs], retries=1, web_searched=True", "relevant web pages should be used.",
                    documents=2, retries=1, web_searched=True),
    ],
    reference=route_after_grade,
    build=build_web_loop_graph,
    runs=(
        GraphRunCheck("nothing anywhere is relevant", "no", (
            visits("web_search", exactly=1),
            ends_with("generate"),
            state_satisfies("answer", _honest, "the final answer should say honestly that nothing was found."),
        )),
        GraphRunCheck("only the web has it", "web", (
            path_is("retrieve", "grade", "rewrite", "retrieve", "grade", "web_search", "grade", "generate"),
        )),
        GraphRunCheck("the notes have it", "direct", (visits("web_search", exactly=0),)),
    ),
    hints=(
        "Order matters: documents first, then the rewrite, then the web, and only then give up.",
        "The guard is `not state.get(\"web_searched\")`: without it, the second evaluation sends "
        "an empty result straight back to the web, again and again.",
    ),
    explanation=(
        "With web results graded by the same node, the routing function is the only thing "
        "between you and a notes-web-notes-web loop, so the guard must read a flag in state. "
        "The library's `make_crag_graph(web_search=...)` goes one step further: the second "
        "evaluation is a separate node, `grade_web`, whose only edge leads to `generate`, so a "
        "second search is impossible by construction, not just by a condition."
    ),
    success="Your router searches the web once at most, and only when the notes had nothing.",
    wrong_answers=(
        lambda state: "generate" if state.get("documents") else ("rewrite" if state.get("retries", 0) < 1 else "web_search"),
        lambda state: "generate" if state.get("documents") else ("web_search" if not state.get("web_searched") else "generate"),
    ),
)


PROBLEMS = [q1, q2, q3]
