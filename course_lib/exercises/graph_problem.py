"""Graph problems: run the learner's LangGraph graph against scenarios and inspect the run.

A scenario gives the input, optionally the *parts* the graph is built from (a scripted model
that forces a path, e.g. a grader that always says no) and expectations about the run: the
node sequence (from ``stream_mode="updates"``), the number of LLM calls (counted by a
callback handler), that it stops (``recursion_limit`` and a time box) and the final state.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_core.callbacks import BaseCallbackHandler

from course_lib.exercises.blank import is_blank
from course_lib.exercises.display import short_repr, type_name
from course_lib.exercises.problem import Judgement, Problem
from course_lib.exercises.timebox import describe_error, run_timeboxed
from course_lib.exercises.verdict import Status, Verdict


class CallCounter(BaseCallbackHandler):
    """Counts chat-model and LLM calls made anywhere inside a run."""

    def __init__(self) -> None:
        self.count = 0
        self._lock = threading.Lock()

    def _add(self) -> None:
        with self._lock:
            self.count += 1

    def on_chat_model_start(self, serialized: Any, messages: Any, **kwargs: Any) -> None:
        self._add()

    def on_llm_start(self, serialized: Any, prompts: Any, **kwargs: Any) -> None:
        self._add()


@dataclass
class GraphRun:
    """What happened in one run of a graph."""

    nodes: list[str]  # node names in the order they ran
    llm_calls: int
    state: Any  # the final state (last "values" chunk)
    updates: list[dict] = field(default_factory=list)

    @property
    def path(self) -> str:
        return " -> ".join(self.nodes) if self.nodes else "(no nodes)"

    def visits(self, node: str) -> int:
        return self.nodes.count(node)


def run_graph(graph: Any, input: Any, *, recursion_limit: int = 25, config: dict | None = None) -> GraphRun:
    """Stream a compiled graph once, recording nodes, LLM calls and the final state."""
    counter = CallCounter()
    cfg: dict[str, Any] = dict(config or {})
    cfg["callbacks"] = [*cfg.get("callbacks", []), counter]
    cfg["recursion_limit"] = recursion_limit
    cfg.setdefault("configurable", {}).setdefault("thread_id", f"exercise-{uuid.uuid4().hex}")
    nodes: list[str] = []
    updates: list[dict] = []
    state: Any = None
    for mode, chunk in graph.stream(input, cfg, stream_mode=["updates", "values"]):
        if mode == "values":
            state = chunk
        elif isinstance(chunk, dict):
            updates.append(chunk)
            nodes.extend(name for name in chunk if not name.startswith("__"))
    return GraphRun(nodes=nodes, llm_calls=counter.count, state=state, updates=updates)


# -- expectations: each takes a GraphRun and returns None (fine) or what is wrong --------
Expectation = Callable[[GraphRun], Judgement]


def path_is(*nodes: str) -> Expectation:
    """The run took exactly this node sequence."""

    def expect(run: GraphRun) -> Judgement:
        if run.nodes != list(nodes):
            return f"your graph took the path {run.path}, which is not the path this scenario should take."
        return None

    return expect


def _count_problem(what: str, n: int, exactly: int | None, at_least: int | None, at_most: int | None) -> str | None:
    if exactly is not None and n != exactly:
        return f"{what} {n} time(s), {'too many' if n > exactly else 'too few'} for this scenario."
    if at_least is not None and n < at_least:
        return f"{what} {n} time(s), too few for this scenario."
    if at_most is not None and n > at_most:
        return f"{what} {n} time(s), too many for this scenario."
    return None


def visits(node: str, *, exactly: int | None = None, at_least: int | None = None,
           at_most: int | None = None) -> Expectation:
    """The node ran a number of times (``visits("web", exactly=0)``: never)."""

    def expect(run: GraphRun) -> Judgement:
        return _count_problem(f"your graph ran '{node}'", run.visits(node), exactly, at_least, at_most)

    return expect


def llm_calls(*, exactly: int | None = None, at_least: int | None = None,
              at_most: int | None = None) -> Expectation:
    """The run made a number of LLM calls."""

    def expect(run: GraphRun) -> Judgement:
        return _count_problem("your graph called the model", run.llm_calls, exactly, at_least, at_most)

    return expect


def ends_with(node: str) -> Expectation:
    """The last node that ran."""

    def expect(run: GraphRun) -> Judgement:
        if not run.nodes or run.nodes[-1] != node:
            return f"your graph took the path {run.path}; it should finish with '{node}'."
        return None

    return expect


def state_satisfies(key: str, predicate: Callable[[Any], bool], message: str) -> Expectation:
    """``predicate(final_state[key])`` holds; ``message`` says what is wrong otherwise."""

    def expect(run: GraphRun) -> Judgement:
        state = run.state if isinstance(run.state, dict) else {}
        if key not in state:
            return f"the final state has no '{key}' key."
        return None if predicate(state[key]) else message

    return expect


@dataclass(eq=False)
class Scenario:
    """One run of the learner's graph and what must hold for it."""

    name: str
    input: Any  # or a function returning it
    expect: Expectation | Sequence[Expectation] = ()
    parts: dict[str, Any] | Callable[[], dict[str, Any]] = field(default_factory=dict)
    recursion_limit: int = 25

    def make_parts(self) -> dict[str, Any]:
        return dict(self.parts() if callable(self.parts) else self.parts)

    def make_input(self) -> Any:
        return self.input() if callable(self.input) else self.input

    def judge(self, run: GraphRun) -> Judgement:
        checks = [self.expect] if callable(self.expect) else list(self.expect)
        for check in checks:
            judgement = check(run)
            if judgement is not None:
                return judgement
        return None


class _Blank(Exception):
    pass


class _NotAGraph(Exception):
    pass


def graph_form(answer: Any) -> str | None:
    """``"compiled"``, ``"builder"``, ``"factory"`` or None."""
    from langgraph.graph import StateGraph
    from langgraph.pregel import Pregel

    if isinstance(answer, Pregel):
        return "compiled"
    if isinstance(answer, StateGraph):
        return "builder"
    if callable(answer) and not isinstance(answer, type):
        return "factory"
    return None


@dataclass(eq=False, kw_only=True)
class GraphProblem(Problem):
    """The learner builds a graph: pass the compiled graph, the ``StateGraph``, or (needed
    when scenarios supply parts) the function that builds it from those parts."""

    scenarios: Sequence[Scenario] | Callable[[], Sequence[Scenario]] = ()
    timeout: float = 30.0

    kind = "graph"

    def _build(self, answer: Any, form: str, parts: dict[str, Any]) -> Any:
        graph = answer(**parts) if form == "factory" else answer
        if is_blank(graph):
            raise _Blank
        kind = graph_form(graph)
        if kind == "builder":
            return graph.compile()
        if kind != "compiled":
            raise _NotAGraph(
                f"Your function returned a {type_name(graph)} ({short_repr(graph, 40)}), not a graph: "
                "return the compiled graph (builder.compile())."
            )
        return graph

    def _run(self, answer: Any, form: str, scenario: Scenario, parts: dict[str, Any]) -> Judgement:
        """Build and run the graph, then judge the run (all inside the time box)."""
        graph = self._build(answer, form, parts)
        run = run_graph(graph, scenario.make_input(), recursion_limit=scenario.recursion_limit)
        return scenario.judge(run)

    def _judge(self, answer: Any) -> Verdict:
        from langgraph.errors import GraphRecursionError

        form = graph_form(answer)
        if form is None:
            return self.verdict(
                Status.INCORRECT,
                f"{self.id} expects your graph: the compiled graph, its StateGraph, or the "
                f"function that builds it; it got a {type_name(answer)}.",
            )
        from course_lib.exercises.sandbox import handout

        scenarios = self.scenarios() if callable(self.scenarios) else self.scenarios
        for scenario in scenarios:
            where = f"Scenario '{scenario.name}'"
            parts = scenario.make_parts()
            if parts and form != "factory":
                needs = ", ".join(parts)
                return self.verdict(
                    Status.INCORRECT,
                    f"This check swaps in its own parts ({needs}), so pass the function that "
                    f"builds your graph from them, like {self.check_call}, not the graph itself.",
                )
            outcome = run_timeboxed(self._run, answer, form, scenario, handout(parts), timeout=self.timeout)
            error = outcome.error
            if outcome.timed_out:
                return self.verdict(
                    Status.INCORRECT,
                    f"{where}: your graph did not finish within {self.timeout:g} seconds. Does a node loop without end?",
                )
            if isinstance(error, NotImplementedError | _Blank):
                return self.verdict(Status.NOT_ATTEMPTED, "Your graph is still the starter: build it, then check again.")
            if isinstance(error, GraphRecursionError):
                return self.verdict(
                    Status.INCORRECT,
                    f"{where}: your graph did not stop within {scenario.recursion_limit} steps "
                    "(recursion_limit). Make sure every loop has a way out.",
                )
            if isinstance(error, _NotAGraph):
                return self.verdict(Status.INCORRECT, str(error))
            if error is not None:
                return self.verdict(Status.INCORRECT, f"{where}: running your graph raised {describe_error(error)}.")
            judgement = outcome.value
            if judgement is not None:
                if isinstance(judgement, Verdict):
                    return judgement
                return self.verdict(Status.INCORRECT, f"{where}: {judgement}")
        return self.judged(None)
