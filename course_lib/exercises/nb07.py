"""Notebook 07 (Self-RAG, the correction ladder, a human at the top): exercises.

q1 caps the regeneration loop (the routing function after the support grade), q2 writes a
groundedness grader that rejects an answer the documents do not support, q3 writes the
ladder's routing function, which decides when a human is asked, q4 asks what a real model does
without "say you don't know". The checks run the learner's function on states and inside
Self-RAG graphs built from scripted parts (a grader that is never satisfied, a generator that
invents a name, sources with nothing in them, a scripted human who resumes the run), so they
test behaviour: the path taken, that it stops, what it answers, when it pauses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from course_lib.exercises.graph_problem import (
    Expectation,
    judge_graph_run,
    path_is,
    state_satisfies,
    visits,
)
from course_lib.exercises.problem import Case, FunctionProblem, Lazy, ThoughtProblem
from course_lib.exercises.timebox import describe_error, run_timeboxed
from course_lib.exercises.verdict import Status, Verdict

NOTEBOOK = "07"
QUESTION = "Which office does Mira Holt work in?"


# -- shared: invented documents and scripted parts -----------------------------------------------

def _doc(source: str, text: str) -> Any:
    from langchain_core.documents import Document

    return Document(text, metadata={"source": source, "title": source.split("/")[-1]}, id=f"{source}#0")


def _office() -> Any:
    return _doc("wiki/mira-holt.md", "Mira Holt works in the Lisbon office. Mira Holt leads the Atlas Team, "
                                     "which builds the route planner.")


def _scripted(*, support: str = "yes", relevant: bool = True, answer: str = "",
              policy: str = "self_service") -> Any:
    """A scripted model for every call of a Self-RAG graph."""
    from course_lib.models.testing import scripted

    def relevance(prompt: str) -> dict:
        shown = prompt.split("User question:")[0]
        return {"binary_score": "yes" if relevant and "Lisbon" in shown else "no", "reason": "scripted"}

    text = answer or "Mira Holt works in the Lisbon office [wiki/mira-holt.md]."
    return scripted(
        PolicyDecision={"handler": policy, "reason": "scripted policy"},
        RetrievalDecision={"retrieve": "yes", "reason": "scripted"},
        RelevanceGrade=relevance,
        SupportGrade={"binary_score": support, "reason": "scripted support grade"},
        UsefulnessGrade={"binary_score": "yes", "reason": "scripted"},
        text=lambda prompt: "Mira Holt office" if "Previous query:" in prompt else text,
    )


def _honest(answer: Any) -> bool:
    return isinstance(answer, str) and ("don't know" in answer.lower() or "can't answer" in answer.lower())


def _state_case(label: str, why: str, **state: Any) -> Case:
    return Case(args=(dict(state),), label=label, message=f"but {why}")


@dataclass(eq=False)
class GraphRunCheck:
    """The learner's function inside a graph built from scripted parts, run once."""

    name: str
    build: Callable[[Callable], Any]
    expect: Sequence[Expectation]
    recursion_limit: int = 40


@dataclass(eq=False, kw_only=True)
class InGraphProblem(FunctionProblem):
    """The function's cases first, then the function inside graphs (time-boxed, must stop)."""

    runs: Sequence[GraphRunCheck] = field(default_factory=tuple)

    def _judge(self, fn: Any) -> Verdict:
        verdict = super()._judge(fn)
        if verdict.status is not Status.CORRECT:
            return verdict
        for check in self.runs:
            problem = judge_graph_run(f"In the graph, scenario '{check.name}'", lambda check=check: check.build(fn),
                                      {"question": QUESTION}, check.expect,
                                      recursion_limit=check.recursion_limit, timeout=self.timeout)
            if problem is not None:
                return self.verdict(Status.INCORRECT, problem)
        return self.judged(None)


# -- q1: cap the regeneration loop ---------------------------------------------------------------

def build_support_loop(route: Callable[[dict], str], llm: Any):
    """retrieve -> grade_documents -> generate -> grade_support -> route: grade_usefulness |
    generate | give_up (q1). One source holding the answer."""
    from langgraph.graph import END, START, StateGraph

    from course_lib.models.testing import StaticRetriever
    from course_lib.rag.graphs.self_rag import (
        SelfRAGState,
        Source,
        make_generate,
        make_grade_documents,
        make_grade_support,
        make_grade_usefulness,
        make_retrieve,
        refusal_answer,
    )

    sources = [Source("wiki", StaticRetriever(docs=[_office()]), "the wiki")]
    builder = StateGraph(SelfRAGState)
    builder.add_node("retrieve", make_retrieve(sources))
    builder.add_node("grade_documents", make_grade_documents(llm))
    builder.add_node("generate", make_generate(llm))
    builder.add_node("grade_support", make_grade_support(llm))
    builder.add_node("grade_usefulness", make_grade_usefulness(llm))
    builder.add_node("give_up", lambda state: {"answer": refusal_answer(state, sources), "outcome": "refused"})
    builder.add_edge(START, "retrieve")
    builder.add_edge("retrieve", "grade_documents")
    builder.add_edge("grade_documents", "generate")
    builder.add_edge("generate", "grade_support")
    builder.add_conditional_edges("grade_support", route, ["grade_usefulness", "generate", "give_up"])
    builder.add_edge("grade_usefulness", END)
    builder.add_edge("give_up", END)
    return builder.compile()


def make_route_after_support(max_generations):
    """A routing function for after ``grade_support`` that allows at most ``max_generations``
    answers from the same documents."""
    def route_after_support(state):
        if state.get("supported"):
            return "grade_usefulness"
        if state.get("generations", 0) < max_generations:
            return "generate"
        return "give_up"

    return route_after_support


ROUTER_STATES: tuple[dict, ...] = (
    {"supported": True, "generations": 1}, {"supported": False, "generations": 1},
    {"supported": False, "generations": 2}, {"supported": False, "generations": 3},
    {"supported": True, "generations": 4}, {"supported": False, "generations": 0}, {},
)
"""The states each router of q1 is asked about."""


def _router_case(cap: int) -> Case:
    expected = make_route_after_support(cap)

    def test(router: Any) -> str | None:
        if not callable(router):
            return f"returned {type(router).__name__}, not a routing function"
        for state in ROUTER_STATES:
            try:
                got = router(dict(state))
            except Exception as exc:  # the learner's router: any error is theirs to see
                return f"its router raised {describe_error(exc)} on {state}"
            if got != expected(dict(state)):
                return (f"its router returned {got!r} on {state}; with at most {cap} answer(s) it "
                        f"should return {expected(dict(state))!r}")
        return None

    return Case(args=(cap,), label=f"{cap}", test=test)


def _never_satisfied_path(cap: int) -> tuple[str, ...]:
    return ("retrieve", "grade_documents", *(("generate", "grade_support") * cap), "give_up")


q1 = InGraphProblem(
    id="q1",
    notebook=NOTEBOOK,
    title="A regeneration cap you can set",
    prompt=(
        "The notebook's `after_support` reads a global `MAX_GENERATIONS`. Write "
        "`make_route_after_support(max_generations)`, a factory that returns a routing function "
        "for after `grade_support`: it returns `\"grade_usefulness\"` if the answer is supported, "
        "`\"generate\"` if it is not and fewer than `max_generations` answers were generated "
        "(`state.get(\"generations\", 0)`: the `generate` node adds one), else `\"give_up\"` (a "
        "node that answers honestly). The check asks routers made with caps 1, 2 and 3, then runs "
        "them in a graph whose support grader is never satisfied: cap 1 must not regenerate at all."
    ),
    starter=(
        "def make_route_after_support(max_generations):\n"
        '    """Return a routing function: "grade_usefulness", "generate" or "give_up" (at most max_generations answers)."""\n'
        "    return ____\n"
    ),
    answer_name="make_route_after_support",
    cases=[_router_case(cap) for cap in (1, 2, 3)],
    reference=make_route_after_support,
    runs=(
        GraphRunCheck("cap 1, the support grader is never satisfied",
                      lambda fn: build_support_loop(fn(1), _scripted(support="no")), (
                          path_is(*_never_satisfied_path(1)),
                          state_satisfies("answer", _honest, "the final answer should say honestly that it does not know."),
                      )),
        GraphRunCheck("cap 3, the support grader is never satisfied",
                      lambda fn: build_support_loop(fn(3), _scripted(support="no")), (
                          path_is(*_never_satisfied_path(3)),
                      )),
        GraphRunCheck("cap 2, the first answer is supported", lambda fn: build_support_loop(fn(2), _scripted()), (
            path_is("retrieve", "grade_documents", "generate", "grade_support", "grade_usefulness"),
        )),
    ),
    hints=(
        "A function that defines a function and returns it: `def make_route_after_support(max_generations):` "
        "`def route(state): ...` `return route`. The inner function reads `max_generations` from the outer one.",
        "Three checks in order inside the router: supported? answers left (`generations < max_generations`)? "
        "otherwise give up. `generate` has already counted the answer being graded.",
    ),
    explanation=(
        "At temperature 0 the same prompt and the same documents give the same answer, so a "
        "grader that rejected it once will reject it again: the tutorials' unconditional "
        "\"not supported -> generate\" edge then loops until `recursion_limit`. A counter in "
        "state bounds it, and a factory makes the bound a parameter, as the library's "
        "`make_self_rag_graph(max_generations=...)` does; its `route_after_support` sends the "
        "capped case one rung up the correction ladder instead of giving up at once."
    ),
    success="Your routers stop after the cap they were made with; a supported answer goes on.",
    wrong_answers=(
        lambda max_generations: (lambda state: "grade_usefulness" if state.get("supported") else "generate"),
        lambda max_generations: (lambda state: "grade_usefulness" if state.get("supported") else (
            "generate" if state.get("generations", 0) < 2 else "give_up")),  # the notebook's cap, hard-coded
        lambda max_generations: (lambda state: "grade_usefulness" if state.get("supported") else (
            "generate" if state.get("generations", 0) <= max_generations else "give_up")),
        lambda max_generations: (lambda state: "give_up" if state.get("generations", 0) >= max_generations else (
            "grade_usefulness" if state.get("supported") else "generate")),
    ),
)


# -- q2: a groundedness grader -----------------------------------------------------------------

BRIDGE_DOCS: tuple[tuple[str, str], ...] = (
    ("notes/harlow-bridge.md", "The Harlow Bridge was opened in 1931 by the engineer Nadia Okoro. "
                               "It carries two rail tracks over the Venn river."),
    ("notes/harlow-maintenance.md", "Maintenance of the Harlow Bridge is done every spring. The last "
                                    "full repainting took 14 months."),
)
"""Invented documents for q2's cases."""

SUPPORT_CASES: tuple[tuple[str, bool, str], ...] = (
    ("The Harlow Bridge was opened in 1931 by Nadia Okoro [notes/harlow-bridge.md].", True,
     "every claim is in the first document."),
    ("Nadia Okoro, an engineer, opened the Harlow Bridge in 1931.", True,
     "the same facts in another order are still supported."),
    ("The bridge carries two rail tracks, and its last repainting took 14 months.", True,
     "an answer may combine two documents."),
    ("The Harlow Bridge was opened in 1931 by the mayor Tomas Brandt.", False,
     "no document names Tomas Brandt: the answer invents him."),
    ("The Harlow Bridge is maintained every spring by Castell Engineering.", False,
     "no document names Castell Engineering."),
    ("I don't know: the documents do not say who paints the bridge.", True,
     "a refusal claims nothing, so it is grounded."),
    # no pattern over names and numbers gets these two right: read what the answer claims
    ("The Harlow Bridge carries four rail tracks over the Venn river.", False,
     "the documents say two rail tracks: every name is right, the claim is not."),
    ("Nadia Okoro opened the Harlow Bridge in 1931; it crosses the Venn river with two rail tracks.", True,
     "the same facts in other words ('crosses') are still supported."),
)
"""(answer, supported?, why) for the invented documents."""


def _bridge() -> list[Any]:
    return [_doc(src, text) for src, text in BRIDGE_DOCS]


def is_supported(answer, documents):
    """Return True if every claim of the answer is stated in the documents."""
    from course_lib import get_chat_model
    from course_lib.models.structured import structured_output
    from course_lib.rag.prompts import GRADE_SUPPORT_PROMPT
    from course_lib.rag.schemas import SupportGrade
    from course_lib.retrieval.documents import format_documents

    grader = structured_output(get_chat_model(), SupportGrade, prompt=GRADE_SUPPORT_PROMPT,
                               default=SupportGrade(binary_score="no", reason="the reply could not be read"))
    grade = grader.invoke({"context": format_documents(documents), "answer": answer})
    return grade.binary_score == "yes"


def _support_case(answer: str, supported: bool, why: str) -> Case:
    label = f"{answer[:48]!r}..., the Harlow documents"

    def test(result: Any) -> str | None:
        if result == supported:
            return None
        if is_supported(answer, _bridge()) != supported:
            return None  # the course's model gets this case wrong too: not the learner's fault
        return f"returned {result!r}, but {why}"

    return Case(args=lambda: (answer, _bridge()), label=label, test=test)


def build_fabricating_graph(is_supported_fn: Callable[[str, list], bool]):
    """A generator that invents a name, checked by the learner's grader: the invented answer
    must not come out (q2)."""
    from langgraph.graph import END, START, StateGraph

    from course_lib.models.testing import StaticRetriever
    from course_lib.rag.graphs.self_rag import (
        SelfRAGState,
        Source,
        make_generate,
        make_retrieve,
        refusal_answer,
    )

    sources = [Source("wiki", StaticRetriever(docs=[_office()]), "the wiki")]
    llm = _scripted(answer="Mira Holt works in the Porto office, next to her manager Ivo Reis.")

    def grade_support(state: dict) -> dict:
        supported = bool(is_supported_fn(state["answer"], state.get("documents", [])))
        return {"supported": supported}

    builder = StateGraph(SelfRAGState)
    builder.add_node("retrieve", make_retrieve(sources))
    builder.add_node("generate", make_generate(llm))
    builder.add_node("grade_support", grade_support)
    builder.add_node("give_up", lambda state: {"answer": refusal_answer(state, sources), "outcome": "refused"})
    builder.add_edge(START, "retrieve")
    builder.add_edge("retrieve", "generate")
    builder.add_edge("generate", "grade_support")
    builder.add_conditional_edges("grade_support", lambda s: END if s["supported"] else "give_up", [END, "give_up"])
    builder.add_edge("give_up", END)
    return builder.compile()


q2 = InGraphProblem(
    id="q2",
    notebook=NOTEBOOK,
    title="A groundedness grader that rejects an unsupported answer",
    prompt=(
        "Write `is_supported(answer, documents)`: return `True` if every claim of `answer` is "
        "stated in `documents` (a list of `Document`s), `False` otherwise, using the course's "
        "chat model (`get_chat_model()`) with `structured_output`, a `SupportGrade` schema and "
        "a grading prompt (the library's `GRADE_SUPPORT_PROMPT` or your own). The check grades "
        "eight answers about two invented documents (some right in other words, some wrong with "
        "every name right, so no pattern over names and numbers passes), then puts your grader "
        "behind a generator that invents a name: that answer must never come out."
    ),
    starter=(
        "def is_supported(answer, documents):\n"
        '    """Return True if every claim of the answer is stated in the documents."""\n'
        "    return ____\n"
    ),
    answer_name="is_supported",
    returns=bool,
    cases=[_support_case(*case) for case in SUPPORT_CASES],
    reference=is_supported,
    runs=(
        GraphRunCheck("a generator that invents a name", build_fabricating_graph, (
            visits("give_up", exactly=1),
            state_satisfies("answer", lambda a: "Porto" not in a and "Ivo Reis" not in a,
                            "the invented answer (Porto, Ivo Reis) came out of the graph."),
        )),
    ),
    timeout=30.0,
    hints=(
        "`structured_output(llm, SupportGrade, prompt=GRADE_SUPPORT_PROMPT, default=...)` "
        "returns a runnable; invoke it with `{\"context\": format_documents(documents), "
        "\"answer\": answer}` and compare `.binary_score` with `\"yes\"`.",
        "Choose the safe default: a grade that cannot be read should count as *not* supported, "
        "so an unchecked answer is never shipped.",
    ),
    explanation=(
        "The groundedness grader is Self-RAG's IsSup reflection written as a model call: it "
        "reads the answer against the documents, not against the question. The notebook uses "
        "the same grader to count fabrications in the comparison. Its safe default is \"no\": a "
        "grader that cannot be read sends the answer back up the ladder rather than out to the "
        "user. A grader that always says yes lets fabrications through; one that always says no "
        "loops (q1) or refuses everything."
    ),
    success="Your grader accepts the supported answers and the refusal, rejects both inventions, "
            "and keeps the invented answer out of the graph.",
    wrong_answers=(
        lambda answer, documents: True,
        lambda answer, documents: False,
        lambda answer, documents: all(answer.lower().rstrip(".") in d.page_content.lower() for d in documents),
        Lazy(lambda: _names_and_numbers_in_documents, "a regex: every name and number is in the documents"),
        Lazy(lambda: _words_in_documents, "word overlap: every content word is in the documents"),
    ),
)


def _names_and_numbers_in_documents(answer, documents):
    """No model call: an answer is 'supported' when its capitalised words and numbers occur in
    the documents (a wrong answer of q2)."""
    import re

    text = " ".join(d.page_content for d in documents)
    tokens = re.findall(r"\b(?:[A-Z][a-z]+|\d+)\b", answer)
    return all(t in text for t in tokens if t not in {"The", "I", "It", "A"})


def _words_in_documents(answer, documents):
    """No model call: every word of four letters or more occurs in the documents."""
    import re

    text = " ".join(d.page_content for d in documents).lower()
    return all(w in text for w in re.findall(r"[a-z]{4,}", answer.lower()) if w not in {"know", "documents"})


# -- q3: when to ask a human ----------------------------------------------------------------------

def _notebook_ladder(state):
    """The notebook's ladder: the same climb whatever failed (a wrong answer of q3)."""
    if state.get("rewrites", 0) < 1:
        return "rewrite"
    if state.get("source_index", 0) + 1 < 3:
        return "switch_source"
    return "ask_human" if state.get("escalations", 0) < 1 else "refuse"


def ladder_step(state):
    """Return "rewrite", "switch_source", "ask_human" or "refuse": one rung up the ladder. A draft
    that failed its support check goes to the human at once (once): a person can check a draft
    against the sources, and searching elsewhere would only bury it."""
    max_rewrites, n_sources, max_escalations = 1, 3, 1
    drafted = bool(state.get("answer")) and state.get("supported") is False
    if drafted and state.get("escalations", 0) < max_escalations:
        return "ask_human"
    if state.get("rewrites", 0) < max_rewrites:
        return "rewrite"
    if state.get("source_index", 0) + 1 < n_sources:
        return "switch_source"
    if state.get("escalations", 0) < max_escalations:
        return "ask_human"
    return "refuse"


def _ladder(*, wiki_has_it: bool = False, notes_have_it: bool = False) -> list[Any]:
    from course_lib.models.testing import StaticRetriever, irrelevant_documents
    from course_lib.rag.graphs.self_rag import Source

    wiki = [_office()] if wiki_has_it else irrelevant_documents(2)
    notes = [_office()] if notes_have_it else irrelevant_documents(2)
    return [Source("notes", StaticRetriever(docs=notes), "the notes"),
            Source("wiki", StaticRetriever(docs=wiki), "the wiki"),
            Source("web", StaticRetriever(docs=irrelevant_documents(2)), "the web")]


def run_with_a_human(climb: Callable[[dict], str], *, wiki_has_it: bool = False, replies: Sequence[Any] = (),
                     recursion_limit: int = 60, notes_have_it: bool = False, support: str = "yes") -> dict:
    """The library's Self-RAG graph with ``climb`` as its ladder and a scripted human who
    answers each pause with the next of ``replies`` (then declines). Returns the final state,
    the node path (``"path"``) and the pauses (``"pauses"``: what the human was shown)."""
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.types import Command

    from course_lib.rag.graphs.self_rag import make_self_rag_graph

    graph = make_self_rag_graph(llm=_scripted(support=support),
                                sources=_ladder(wiki_has_it=wiki_has_it, notes_have_it=notes_have_it), human=True,
                                checkpointer=InMemorySaver(), climb=climb)
    config = {"configurable": {"thread_id": "exercise-07-q3"}, "recursion_limit": recursion_limit}
    path: list[str] = []
    pauses: list[dict] = []
    state: dict = {}
    pending: Any = {"question": QUESTION}
    answers = list(replies)
    for _ in range(4):  # at most three pauses are answered, then the run must be over
        paused = False
        for mode, chunk in graph.stream(pending, config, stream_mode=["updates", "values"]):
            if mode == "values":
                state = chunk
            elif "__interrupt__" in chunk:
                pauses.append(chunk["__interrupt__"][0].value)
                paused = True
            else:
                path.extend(name for name in chunk if not name.startswith("__"))
        if not paused:
            break
        pending = Command(resume=answers.pop(0) if answers else {"refuse": "the scripted human declines"})
    return {**state, "path": path, "pauses": pauses}


def _judge_human_runs(fn: Any) -> str | None:
    from langgraph.errors import GraphRecursionError

    scenarios = (
        ("nothing anywhere, the human answers", {"replies": ["Mira Holt works in Lisbon (HR directory)."]}),
        ("the human's search finds nothing either", {"replies": [{"query": "Mira Holt desk", "source": "web"}]}),
        ("the wiki has it", {"wiki_has_it": True}),
        ("the notes have it, but every draft fails the support check",
         {"notes_have_it": True, "support": "no", "replies": ["Mira Holt works in the Lisbon office."]}),
    )
    for name, kwargs in scenarios:
        outcome = run_timeboxed(run_with_a_human, fn, timeout=20.0, **kwargs)
        where = f"In the graph, scenario '{name}'"
        if outcome.timed_out:
            return f"{where}: the graph did not finish in time."
        if isinstance(outcome.error, GraphRecursionError):
            return f"{where}: the ladder never reached its top: the run hit recursion_limit."
        if outcome.error is not None:
            return f"{where}: running it raised {describe_error(outcome.error)}."
        run = outcome.value
        path, pauses = run["path"], run["pauses"]
        searched = path.count("retrieve")
        if name == "the wiki has it":
            if pauses:
                return f"{where}: a human was asked although the wiki answered the question."
            if run.get("outcome") != "answered":
                return f"{where}: the run ended '{run.get('outcome')}' instead of answering from the wiki."
            continue
        if not pauses:
            return f"{where}: no human was asked; the run ended with '{run.get('answer', '')[:60]}'."
        if name.startswith("the notes have it"):
            if len(pauses[0]["searched"]) != 1 or not pauses[0].get("draft"):
                return (f"{where}: the human was asked after {len(pauses[0]['searched'])} searches; a "
                        "draft that failed its support check should go to the human at once, draft and all.")
            if run.get("outcome") != "answered by a human":
                return f"{where}: the human's answer should end the run (it ended '{run.get('outcome')}')."
            continue
        if len(pauses[0]["searched"]) != 6:
            return (f"{where}: the human was asked after {len(pauses[0]['searched'])} searches; first try all "
                    "three sources, each with one rewrite (6 searches).")
        if len(pauses) > 1:
            return f"{where}: the human was asked {len(pauses)} times; ask once, then refuse."
        if name == "nothing anywhere, the human answers" and run.get("outcome") != "answered by a human":
            return f"{where}: the human's answer should end the run (it ended '{run.get('outcome')}')."
        if name == "the human's search finds nothing either":
            if searched != 7:
                return f"{where}: the human's search should run once more ({searched} searches in all)."
            if run.get("outcome") != "refused" or not _honest(run.get("answer", "")):
                return f"{where}: after the human's search fails, refuse honestly."
    return None


q3 = FunctionProblem(
    id="q3",
    notebook=NOTEBOOK,
    title="Decide when to ask a human",
    prompt=(
        "Write `ladder_step(state)`, the correction ladder's routing function: it runs after a "
        "failed search or answer and returns the next rung. `state.get(\"rewrites\", 0)` counts "
        "rewrites in the current source, `state.get(\"source_index\", 0)` is the current "
        "source's position on the ladder notes (0), wiki (1), web (2), `state.get(\"escalations\", "
        "0)` how often a human was asked. The notebook's ladder climbs the same way whatever "
        "failed. Yours tells two failures apart: when a *draft* failed its support check "
        "(`state.get(\"answer\")` is set and `state.get(\"supported\")` is `False`), a person can "
        "check it against the sources, so ask the human at once (if no human was asked yet) "
        "instead of searching elsewhere. Otherwise climb as the notebook does: `\"rewrite\"` "
        "while fewer than 1 rewrite was made in this source, then `\"switch_source\"` while a "
        "source is left, then `\"ask_human\"` if no human was asked yet, else `\"refuse\"`. The "
        "check runs your function in the library's graph with a scripted human who resumes the "
        "paused run."
    ),
    starter=(
        "def ladder_step(state):\n"
        '    """Return "rewrite", "switch_source", "ask_human" or "refuse": one rung up the ladder."""\n'
        "    return ____\n"
    ),
    answer_name="ladder_step",
    returns=str,
    then=_judge_human_runs,
    cases=[
        _state_case("{} (the first failure)", "the first rung is a rewrite in the same source."),
        _state_case("rewrites=1, source_index=0", "the notes are used up: the wiki is next.",
                    rewrites=1, source_index=0),
        _state_case("rewrites=0, source_index=1", "a new source gets its own rewrite.", rewrites=0, source_index=1),
        _state_case("rewrites=1, source_index=2", "every source failed: a human is next.", rewrites=1, source_index=2),
        _state_case("rewrites=1, source_index=2, escalations=1",
                    "the human was asked already: refuse honestly rather than ask again and again.",
                    rewrites=1, source_index=2, escalations=1),
        _state_case("answer='Mira Holt works in Porto.', supported=False",
                    "a draft failed its support check: a human can check it, ask at once.",
                    answer="Mira Holt works in Porto.", supported=False),
        _state_case("answer='...', supported=False, escalations=1, rewrites=0",
                    "the human was asked already: climb the ladder as usual.",
                    answer="Mira Holt works in Porto.", supported=False, escalations=1),
        _state_case("answer='...', supported=True (not useful)",
                    "a supported answer that was not useful is no draft to check: search again.",
                    answer="Mira Holt works in Porto.", supported=True),
    ],
    reference=ladder_step,
    timeout=30.0,
    hints=(
        "Check the draft first: `state.get(\"answer\")` set and `state.get(\"supported\") is False` "
        "(not just falsy: a state with no grade yet has no draft), and no human asked yet.",
        "Then the notebook's four checks in order, each reading one counter: rewrites, then the "
        "source index (`+ 1 < 3`: is there a source after this one?), then escalations.",
    ),
    explanation=(
        "The correction ladder climbs from cheap to expensive: a rewrite costs one call, a new "
        "source a few, a human's time the most. Which rung is next depends on what failed: a draft "
        "that failed its support check is worth a person's look now, while a search that found "
        "nothing relevant is worth another search first. The last rung is an honest refusal: admitting "
        "that nothing was found is better than inventing an answer. In LangGraph the human is an "
        "`interrupt`: the run pauses with what was searched and why it failed, a checkpointer "
        "keeps its state, and `Command(resume=...)` continues it with the human's answer or "
        "instruction. The library's version is `course_lib.rag.graphs.self_rag.next_rung`."
    ),
    success="Your ladder sends a failed draft to a human at once, and otherwise rewrites, switches "
            "source, asks a human once at the top, then refuses.",
    wrong_answers=(
        Lazy(lambda: _notebook_ladder, "the notebook's ladder, re-typed"),
        lambda state: "rewrite" if state.get("rewrites", 0) < 1 else (
            "switch_source" if state.get("source_index", 0) + 1 < 3 else "refuse"),
        lambda state: "rewrite" if state.get("rewrites", 0) < 1 else (
            "switch_source" if state.get("source_index", 0) + 1 < 3 else "ask_human"),
        lambda state: "ask_human" if state.get("escalations", 0) < 1 else "refuse",
    ),
)


# -- q4: refuse or fabricate --------------------------------------------------------------------

q4 = ThoughtProblem(
    id="q4",
    notebook=NOTEBOOK,
    title="Refuse or fabricate",
    prompt=(
        "On the broken second hop, the prompt without \"say you don't know\" is the one a real "
        "model may turn into a confident wrong answer. What would such an answer look like, which "
        "of this notebook's reflections would catch it, and why is that reflection not enough "
        "on its own?"
    ),
    starter="**Your answer:** (double-click to write)",
    hints=(
        "What the documents do name (a team) invites a guess at what they do not (its leader). "
        "Which grader reads the answer against the documents?",
    ),
    explanation=(
        "A real model without the rule tends to complete the chain with something plausible: "
        "it names a person found nearby in the context (a staff engineer, a product manager) as "
        "the leader, or a name from its own training data, in the same confident tone as a "
        "correct answer. The groundedness reflection (IsSup) catches an answer whose claim is "
        "in no document, so the ladder climbs instead of answering. It is not enough alone: it "
        "is a model too, it can be lenient or miss a changed number or date; it costs a call "
        "per answer; and it only says *no*: something must then decide what to do, which is "
        "the ladder's job, ending in an honest refusal or a human. The cheapest defence is the "
        "answering prompt itself (\"if the documents do not contain the answer, say you do "
        "not know\"); the grader is the second line, the refusal rung the third."
    ),
)


PROBLEMS = [q1, q2, q3, q4]
