"""``one_step_maps_inline``: a one-step ``RunnableParallel`` runs in the caller's thread, with the
same result, run tree and errors as LangChain's threaded version; wider maps keep their threads.
``structured_output`` (every grader, router and planner) applies it."""

from __future__ import annotations

import threading

import pytest
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.runnables import RunnableLambda, RunnableParallel
from pydantic import BaseModel

from course_lib.foundation.speedups import one_step_maps_inline
from course_lib.models.structured import structured_output


class Events(BaseCallbackHandler):
    """Each chain start/end/error as (event, name, depth in the run tree)."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, str, int]] = []
        self.parents: dict = {}

    def _depth(self, run_id) -> int:
        depth, parent = 0, self.parents.get(run_id)
        while parent is not None:
            depth, parent = depth + 1, self.parents.get(parent)
        return depth

    def on_chain_start(self, serialized, inputs, *, run_id, parent_run_id=None, **kw):
        self.parents[run_id] = parent_run_id
        self.seen.append(("start", kw.get("name") or "", self._depth(run_id)))

    def on_chain_end(self, outputs, *, run_id, **kw):
        self.seen.append(("end", str(outputs), self._depth(run_id)))

    def on_chain_error(self, error, *, run_id, **kw):
        self.seen.append(("error", type(error).__name__, self._depth(run_id)))


def _threads_of(steps: int) -> tuple[RunnableParallel, list[int]]:
    threads: list[int] = []

    def step(x):
        threads.append(threading.get_ident())
        return x * 2

    return RunnableParallel({f"k{i}": RunnableLambda(step) for i in range(steps)}), threads


def test_one_step_map_runs_inline_with_the_same_run_tree():
    one_step_maps_inline()
    one_step_maps_inline()  # twice: applied once
    assert RunnableParallel.invoke.__course_inline__
    threaded = RunnableParallel.invoke.__wrapped__
    assert not getattr(threaded, "__course_inline__", False)
    chain, threads = _threads_of(1)
    inline_events, threaded_events = Events(), Events()
    assert chain.invoke(21, {"callbacks": [inline_events], "tags": ["t"]}) == {"k0": 42}
    assert threads == [threading.get_ident()]
    assert threaded(chain, 21, {"callbacks": [threaded_events], "tags": ["t"]}) == {"k0": 42}
    assert threads[1] != threading.get_ident()  # LangChain's own: a pool thread
    assert inline_events.seen == threaded_events.seen and len(inline_events.seen) == 4


def test_errors_and_wider_maps_behave_as_before():
    one_step_maps_inline()

    def boom(_):
        raise KeyError("nope")

    failing = RunnableParallel(only=RunnableLambda(boom))
    inline_events, threaded_events = Events(), Events()
    with pytest.raises(KeyError):
        failing.invoke(1, {"callbacks": [inline_events]})
    with pytest.raises(KeyError):
        RunnableParallel.invoke.__wrapped__(failing, 1, {"callbacks": [threaded_events]})
    assert inline_events.seen == threaded_events.seen
    assert inline_events.seen[-1] == ("error", "KeyError", 0)
    chain, threads = _threads_of(2)
    assert chain.invoke(1) == {"k0": 2, "k1": 2}
    assert threading.get_ident() not in threads  # two steps: still side by side in threads


class Grade(BaseModel):
    relevant: bool


class MapModel:
    """A model whose structured output starts, as LangChain's does, with a one-step map."""

    def __init__(self) -> None:
        self.threads: list[int] = []

    def _reply(self, messages):
        self.threads.append(threading.get_ident())
        return "yes"

    def with_structured_output(self, schema, include_raw=False, **kwargs):
        parse = RunnableLambda(lambda d: {"raw": d["raw"], "parsed": schema(relevant=True), "parsing_error": None})
        return RunnableParallel(raw=RunnableLambda(self._reply)) | parse


def test_structured_output_calls_its_model_in_the_callers_thread():
    model = MapModel()
    grade = structured_output(model, Grade, default=Grade(relevant=False), retries=0)
    assert grade.invoke("Is this relevant?") == Grade(relevant=True)
    assert model.threads == [threading.get_ident()]
