"""Telling "the model failed" apart from "your answer is wrong" in exercise checks.

A check that runs a model judges the learner's answer by what the model then does. With the
simulator that is exact. A real model may break a schema, fail a call, or simply behave
differently from the simulator, and the check must not blame the learner for it. So, when a
check with a real model would say "incorrect" (``Problem.evaluate`` does this):

1. if the model visibly misbehaved during the check (a structured-output reply that needed
   its safe default, a failed model call, a model-output error), the check runs once more,
   with fresh replies (not from the LLM cache); if it misbehaves again and the verdict is
   still "incorrect", that verdict rests on the model's failures, so it is **"the model failed
   or misbehaved"**;
2. if it is still incorrect, the reference solution is checked the same way, with the same
   model, in the same session: if the reference fails too, the verdict is **"the model failed
   or misbehaved"** (``Status.MODEL_FAILED``), not "incorrect". Quality thresholds are thus
   measured against what a correct answer achieves with this model, not against the
   simulator's numbers.
3. if the course's simulator stated a limit in reading the request's own wording while the
   check ran (a grading prompt's criteria, a label prompt's options, a schema's field: kind
   ``reading`` in ``course_lib.sim.reports.limits``), an "incorrect" rests on what the simulator cannot
   read, not on the answer: the verdict is **"the model failed"** with the simulator's
   sentence, which says what a real model would do. Limits of other kinds (nothing answers the
   question, a tool's value missing from it) can follow from a wrong answer, so they do not.

:func:`watching` collects what the model did while a block runs: every LangChain run started
inside it (also in threads that copy the context, as ``run_timeboxed`` and LangGraph do) gets
a :class:`ModelWatch` callback, through LangChain's ``register_configure_hook``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar
from typing import Any

from langchain_core.callbacks import BaseCallbackHandler

from course_lib.models.structured import STRUCTURED_EVENT, StructuredEvent, is_model_output_error


class ModelWatch(BaseCallbackHandler):
    """Counts model calls, failed calls and structured-output defaults (``trouble``)."""

    raise_error = False
    run_inline = True

    def __init__(self) -> None:
        self.calls = 0
        self.failed_calls: list[str] = []
        self.defaults: list[StructuredEvent] = []
        self.models: dict[str, None] = {}
        self.limits: dict[str, None] = {}  # sentences of the simulator's stated limits

    def on_chat_model_start(self, serialized, messages, **kwargs: Any) -> None:
        self.calls += 1

    def on_llm_start(self, serialized, prompts, **kwargs: Any) -> None:
        self.calls += 1

    def on_llm_error(self, error: BaseException, **kwargs: Any) -> None:
        self.failed_calls.append(f"{type(error).__name__}: {str(error).splitlines()[0][:120] if str(error) else ''}")

    def on_llm_end(self, response, **kwargs: Any) -> None:
        from course_lib.models.replies import reply_model

        for generations in response.generations or []:
            for g in generations:
                message = getattr(g, "message", None)
                name = reply_model(message)
                if name:
                    self.models.setdefault(name, None)
                metadata = getattr(message, "response_metadata", None) or {}
                # only a limit in reading the request's own wording (a prompt, options, a schema
                # field) says nothing about the answer; "nothing answers this" may be its fault
                if metadata.get("simulator_limit") and metadata.get("simulator_limit_kind") == "reading":
                    self.limits.setdefault(str(metadata["simulator_limit"]), None)

    def on_custom_event(self, name: str, data: Any, **kwargs: Any) -> None:
        if name == STRUCTURED_EVENT and isinstance(data, StructuredEvent) and data.outcome in ("default", "failed"):
            self.defaults.append(data)

    @property
    def trouble(self) -> list[str]:
        """What the model did wrong, one phrase each (empty: nothing visible)."""
        out = [f"{e.schema}: {e.error}" for e in self.defaults]
        return out + self.failed_calls

    def model(self) -> str:
        return ", ".join(self.models) or "the model"


_WATCH: ContextVar[ModelWatch | None] = ContextVar("course_model_watch", default=None)
_HOOKED = False


def _hook() -> None:
    global _HOOKED
    if not _HOOKED:
        from langchain_core.tracers.context import register_configure_hook

        register_configure_hook(_WATCH, inheritable=True)
        _HOOKED = True


@contextlib.contextmanager
def watching() -> Iterator[ModelWatch]:
    """``with watching() as watch: ...``: what every model call inside did."""
    _hook()
    watch = ModelWatch()
    token = _WATCH.set(watch)
    try:
        yield watch
    finally:
        _WATCH.reset(token)


def model_in_play() -> bool:
    """True when checks run a real model (not the simulator): only then can "the model failed"."""
    from course_lib.models.concurrency import is_real_model

    return is_real_model(None)


def error_is_the_models(exc: BaseException | None) -> bool:
    """A model-output error or a failure of the model's endpoint (not a bug in the answer)."""
    if exc is None:
        return False
    if is_model_output_error(exc):
        return True
    from course_lib.models.llm import explain_backend_error

    return explain_backend_error(exc) is not None


__all__ = ["ModelWatch", "error_is_the_models", "model_in_play", "watching"]
