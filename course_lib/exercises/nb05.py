"""Notebook 05 (multi-hop retrieval): exercises.

q1 writes the merge-and-dedup step, q2 the planner's hard guard (checked on its own and
inside the explicit graph against a planner that never wants to stop), q3 finds the smallest
``max_hops`` at which the sufficiency loop answers questions the notebook does not run, q4 asks
what went missing.
Models, knowledge bases and graphs are built inside functions, never at import.
"""

from __future__ import annotations

from typing import Any

from course_lib.exercises.problem import Case, FunctionProblem, ThoughtProblem
from course_lib.exercises.timebox import describe_error, run_timeboxed
from course_lib.rag.graphs.multihop_explicit import guarded_action

NOTEBOOK = "05"
FALCON_QUESTION = "Who leads the team that owns Project Falcon?"


def _doc(doc_id: str, score: float, text: str = "") -> Any:
    from langchain_core.documents import Document

    return Document(page_content=text or doc_id, metadata={"source": doc_id.split("#")[0], "score": score},
                    id=doc_id)


def _ids_scores(docs: Any) -> list[tuple[str, float]]:
    return [(d.id, d.metadata.get("score")) for d in docs]


# -- q1: merge and de-duplicate ----------------------------------------------------------------
def merge_unique(existing, fresh):
    """Merge two lists of documents: one copy per id (the best-scored one), best first."""
    best = {}
    for doc in existing + fresh:
        if doc.id not in best or doc.metadata["score"] > best[doc.id].metadata["score"]:
            best[doc.id] = doc
    return sorted(best.values(), key=lambda d: (-d.metadata["score"], d.id))


def _merge_case(existing: list[tuple[str, float]], fresh: list[tuple[str, float]], label: str) -> Case:
    def build() -> tuple:
        return ([_doc(i, s, f"old {i}") for i, s in existing], [_doc(i, s, f"new {i}") for i, s in fresh])

    def test(result: Any) -> str | None:
        if not isinstance(result, list):
            return f"should return a list of documents, not a {type(result).__name__}."
        got = _ids_scores(result)
        want = _ids_scores(merge_unique(*build()))
        ids = [i for i, _ in got]
        if len(ids) != len(set(ids)):
            return f"returned the ids {ids}: some document appears twice. Keep one copy per id."
        if sorted(ids) != sorted(i for i, _ in want):
            return f"returned the ids {sorted(ids)}, but the union of both lists has {sorted(i for i, _ in want)}."
        if sorted(got) != sorted(want):
            return f"kept {sorted(got)}: for a repeated id keep the copy with the higher score."
        if got != want:
            return f"returned {got}: sort best score first (equal scores by id)."
        return None

    return Case(args=build, label=label, test=test)


q1 = FunctionProblem(
    id="q1",
    notebook=NOTEBOOK,
    title="Merge the hops, one copy per document",
    prompt=(
        "Write `merge_unique(existing, fresh)`: both are lists of `Document`s with an `id` and "
        "a `metadata[\"score\"]` (higher is better). Return one list with one copy per id, "
        "keeping the copy with the higher score, sorted best score first (equal scores by id)."
    ),
    starter=(
        "def merge_unique(existing, fresh):\n"
        '    """Merge two lists of documents: one copy per id (the best-scored one), best first."""\n'
        "    return ____\n"
    ),
    answer_name="merge_unique",
    returns=list,
    cases=[
        _merge_case([("wiki/a.md#0", 0.9)], [("wiki/b.md#0", 0.7)], "no overlap"),
        _merge_case([("wiki/a.md#0", 0.6), ("wiki/b.md#0", 0.5)], [("wiki/a.md#0", 0.8)],
                    "a repeat with a better score"),
        _merge_case([("wiki/a.md#0", 0.8), ("wiki/c.md#1", 0.4)], [("wiki/a.md#0", 0.3), ("wiki/c.md#1", 0.9)],
                    "repeats both ways"),
        _merge_case([], [("wiki/b.md#0", 0.5), ("wiki/a.md#0", 0.5)], "equal scores"),
    ],
    reference=merge_unique,
    hints=(
        "A dict keyed by `doc.id` keeps one entry per document; replace an entry only when the "
        "new copy's `doc.metadata[\"score\"]` is higher.",
        "Finish with `sorted(best.values(), key=lambda d: (-d.metadata[\"score\"], d.id))`.",
    ),
    explanation=(
        "Hop after hop the same chunk comes back. One copy per id keeps the context short and "
        "stops the model from reading repetition as emphasis; keeping the best score and "
        "sorting puts the most relevant evidence first. The library's version is "
        "`course_lib.retrieval.documents.merge_documents`, also the reducer of every multi-hop state."
    ),
    success="merge_unique keeps one best-scored copy per document, best first.",
    wrong_answers=(
        lambda existing, fresh: sorted(existing + fresh, key=lambda d: -d.metadata["score"]),
        lambda existing, fresh: list({d.id: d for d in reversed(existing + fresh)}.values()),
        lambda existing, fresh: list({d.id: d for d in sorted(existing + fresh,
                                                               key=lambda d: d.metadata["score"])}.values()),
    ),
)


# -- q2: the planner's guard --------------------------------------------------------------------
RUNAWAY_MAX_RETRIEVALS = 3


def _runaway_state(guard: Any) -> dict:
    """The explicit graph with 8 sub-questions and a planner that always says retrieve."""
    from course_lib.models.testing import KeywordRetriever, make_documents, scripted
    from course_lib.rag.graphs.multihop_explicit import make_explicit_multihop_graph

    subs = [f"What does the Orbit Team report about topic {n}?" for n in range(1, 9)]
    llm = scripted(SubQuestions={"sub_questions": subs},
                   PlanDecision={"action": "retrieve", "reason": "one more search cannot hurt"},
                   RewrittenQuery={"query": "Orbit Team"},
                   text="I don't know: the documents do not answer the question.")
    docs = make_documents({f"Orbit Team report {n}": f"The Orbit Team reports on topic {n}." for n in range(1, 9)})
    graph = make_explicit_multihop_graph(llm=llm, retriever=KeywordRetriever(documents=docs, k=2),
                                         max_retrievals=RUNAWAY_MAX_RETRIEVALS, guard=guard)
    return graph.invoke({"question": "What does the Orbit Team report?"}, {"recursion_limit": 40})


def _guard_in_graph(fn: Any) -> str | None:
    """After the guard's cases: the guard inside the explicit graph against a runaway planner."""
    from langgraph.errors import GraphRecursionError

    outcome = run_timeboxed(_runaway_state, fn, timeout=FunctionProblem.timeout)
    if outcome.timed_out:
        return "The graph with your guard did not finish in time."
    if isinstance(outcome.error, GraphRecursionError):
        return ("With a planner that always says retrieve, the graph with your guard never stopped "
                "(it hit recursion_limit).")
    if outcome.error is not None:
        return f"The graph with your guard raised {describe_error(outcome.error)}."
    made = outcome.value.get("retrievals", 0)
    if made != RUNAWAY_MAX_RETRIEVALS:
        return (f"With max_retrievals={RUNAWAY_MAX_RETRIEVALS} and a planner that always says retrieve, "
                f"the graph made {made} retrievals.")
    return None


def _guard_case(proposed: str, retrievals: int, max_retrievals: int, open_sub_questions: int,
                why: str) -> Case:
    kwargs = {"retrievals": retrievals, "max_retrievals": max_retrievals, "open_sub_questions": open_sub_questions}
    expected = guarded_action(proposed, **kwargs)
    label = (f"{proposed!r}, retrievals={retrievals}, max_retrievals={max_retrievals}, "
             f"open_sub_questions={open_sub_questions}")
    return Case(args=(proposed,), kwargs=kwargs, label=label, expected=expected,
                message=f"but it should return {expected!r}: {why}")


def plan_guard(proposed, *, retrievals, max_retrievals, open_sub_questions):
    """Return "retrieve" or "generate": the planner's proposal, unless a guard overrules it."""
    if open_sub_questions <= 0 or retrievals >= max_retrievals:
        return "generate"
    return proposed


q2 = FunctionProblem(
    id="q2",
    notebook=NOTEBOOK,
    title="A guard that stops a runaway plan",
    prompt=(
        "Write `plan_guard(proposed, *, retrievals, max_retrievals, open_sub_questions)`. "
        "`proposed` is the planner's choice, `\"retrieve\"` or `\"generate\"`. Return "
        "`\"generate\"` when no sub-question is left or `max_retrievals` retrievals have been "
        "made, whatever the planner proposed; otherwise return the proposal. The check also "
        "plugs your guard into the explicit graph with a planner that always says retrieve."
    ),
    starter=(
        "def plan_guard(proposed, *, retrievals, max_retrievals, open_sub_questions):\n"
        '    """Return "retrieve" or "generate": the planner\'s proposal, unless a guard overrules it."""\n'
        "    return ____\n"
    ),
    answer_name="plan_guard",
    returns=str,
    then=_guard_in_graph,
    cases=[
        _guard_case("retrieve", 1, 3, 2, "nothing stops the planner yet."),
        _guard_case("generate", 1, 3, 2, "the planner may always stop early."),
        _guard_case("retrieve", 3, 3, 2, "the maximum number of retrievals is reached."),
        _guard_case("retrieve", 1, 3, 0, "no sub-question is left to search."),
        _guard_case("retrieve", 5, 3, 1, "the maximum is already exceeded."),
    ],
    reference=plan_guard,
    hints=(
        "Check the two guards first and return `\"generate\"` if either trips; only then look "
        "at `proposed`.",
        "The retrieval guard trips when `retrievals >= max_retrievals` (not `>`): the "
        "`max_retrievals`-th retrieval is the last one.",
    ),
    explanation=(
        "The planner is a model and may keep asking for one more search. The guards are plain "
        "code that reads counters in the state, so the loop ends within its cap whatever the "
        "model says, and the explicit graph checks them *before* asking the model, which "
        "saves that call when a guard would overrule it anyway."
    ),
    success="Your guard overrules the planner exactly when it should, and the runaway graph stops at 3 retrievals.",
    wrong_answers=(
        lambda proposed, **counts: proposed,
        lambda proposed, *, retrievals, max_retrievals, open_sub_questions:
            "generate" if open_sub_questions <= 0 else proposed,
        lambda proposed, *, retrievals, max_retrievals, open_sub_questions:
            "generate" if retrievals > max_retrievals or open_sub_questions <= 0 else proposed,
    ),
)


# -- q3: the smallest max_hops ---------------------------------------------------------------------
MOST_HOPS = 4
"""q3: the largest ``max_hops`` tried; past it the answer is ``None``."""

HOP_CASES: tuple[tuple[str, str], ...] = (
    # (question, what a complete answer names): two labelled two-hop and two three-hop questions
    # of the wiki, none of them run in the notebook. The labelled hop count is not what the loop
    # needs: a first search may already bring the second page, and a chain may stay broken.
    ("Who leads the team that owns the service behind Project Puffin?", "Sofia Lindqvist"),
    ("In which office does the leader of the team that owns Project Plover work?", "Krakow"),
    ("Who is on call this week for the message queue that the service behind Project Merlin publishes to?",
     "Grace Adebayo"),
)


def _wiki_retriever():
    from course_lib.retrieval.kb import build_knowledge_base

    return build_knowledge_base("wiki", progress=False).as_retriever(k=4)


def smallest_max_hops(question, answer):
    """The smallest ``max_hops`` (1 to 4) at which the sufficiency loop's answer names ``answer``;
    ``None`` if none does."""
    from course_lib import get_chat_model
    from course_lib.rag.graphs.multihop_loop import make_sufficiency_loop_graph
    from course_lib.rag.pipelines import Pipeline

    llm, retriever = get_chat_model(), _wiki_retriever()
    for max_hops in range(1, MOST_HOPS + 1):
        graph = make_sufficiency_loop_graph(llm=llm, retriever=retriever, max_hops=max_hops)
        result = Pipeline(name=f"max_hops={max_hops}", graph=graph).run(question)
        if answer.lower() in result.answer.lower():
            return max_hops
    return None


def _hop_case(question: str, answer: str) -> Case:
    return Case(args=(question, answer), label=f"{question!r}, {answer!r}",
                message=("compare the answer of each run with what it should name, from max_hops=1 "
                         "upwards, and stop at the first that names it (None if no max_hops up to 4 does)."))


q3 = FunctionProblem(
    id="q3",
    notebook=NOTEBOOK,
    title="How many hops does the loop need?",
    prompt=(
        "The pitfall above ran the sufficiency loop with `max_hops=1` on one question. Write "
        "`smallest_max_hops(question, answer)`: run the loop "
        "(`make_sufficiency_loop_graph(llm=llm, retriever=retriever, max_hops=n)`, run with a "
        "`Pipeline`) for n = 1, 2, 3, 4 and return the smallest n whose answer names `answer` "
        "(case-insensitive), or `None` if none of them does. The check asks about three wiki "
        "questions the notebook does not run, two and three hops long, and compares with the "
        "reference on the same model."
    ),
    starter=(
        "def smallest_max_hops(question, answer):\n"
        "    \"\"\"The smallest max_hops (1 to 4) whose answer names `answer`, else None.\"\"\"\n"
        "    return ____\n"
    ),
    answer_name="smallest_max_hops",
    cases=[_hop_case(q, a) for q, a in HOP_CASES],
    reference=smallest_max_hops,
    hints=(
        "A `for max_hops in range(1, 5):` loop: build the graph, run it, look for `answer` in "
        "`result.answer.lower()`, return at the first hit; after the loop, return None.",
        "Do not trust the question's wording for the number: a first search can bring two pages "
        "of the chain at once, and a chain whose query loses the bridge entity never completes.",
    ),
    explanation=(
        "The loop needs as many hops as it takes for its searches to bring every page of the "
        "chain, which is not always the number of links in the question: a search may return "
        "two pages of the chain at once, and a rewritten query that loses the bridge entity may "
        "never find the last one. Measure the `max_hops` a question set needs; do not set it from "
        "the questions' grammar. Past the smallest n that works, a larger cap costs nothing on "
        "these questions (the loop stops when it has enough) but bounds the worst case."
    ),
    wrong_answers=(
        lambda question, answer: 2,
        lambda question, answer: 3,  # the default max_hops
        lambda question, answer: question.count(" the ") + 1,  # from the question's grammar
    ),
    timeout=240.0,
)


# -- q4: thought question -----------------------------------------------------------------------
q4 = ThoughtProblem(
    id="q4",
    notebook=NOTEBOOK,
    title="What does one hop miss?",
    prompt=(
        "Read the answer of the one-hop run in the pitfall above. What part of the question does it answer, what "
        "is missing, and why could no better prompt fix that? Then: why does raising "
        "`max_hops` from 3 to 10 not make two-hop questions any more expensive?"
    ),
    starter="**Your answer:** (double-click to write)",
    explanation=(
        "The first search uses the question's own words, so it finds the Project Falcon page: "
        "the owner is the Ledger Team. The leader's name is on the Ledger Team's page, which "
        "the question never mentions, so only a second search *with the bridge entity* can "
        "find it. No prompt can answer from a document that was never retrieved; the most an "
        "honest model can do is give the half it found and say that the leader is missing (as "
        "the simulator does), or just say it does not know. `max_hops` is a ceiling, not a target: the loop "
        "stops as soon as a decision says the notes suffice (or a hop brings nothing new), so "
        "a two-hop question still costs two hops. The ceiling only matters when the model "
        "keeps asking for more, which is exactly when you want it."
    ),
)


PROBLEMS = [q1, q2, q3, q4]
