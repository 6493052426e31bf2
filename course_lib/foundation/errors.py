"""Errors a learner can fix, and the one boundary that turns them into one sentence.

``CourseError`` is raised for mistakes a learner can fix; its message is a single clear
sentence naming what to fix. :func:`explain` finds that sentence for any expected failure
(a ``CourseError``, or an error from a real model's client or the Chroma server), and
returns ``None`` for anything else: a bug, which keeps its traceback.

Upper layers teach :func:`explain` their own failures with :func:`register_explainer` (model
access registers the endpoint's and structured output's), so this lowest module imports
nothing of the course. The boundaries that use it (the command line and the notebooks) are
in :mod:`course_lib.app.session`. Set ``COURSE_DEBUG=1`` to see the full traceback as well.
"""

from __future__ import annotations

import os
from collections.abc import Callable

DEBUG_SETTING = "COURSE_DEBUG"
"""``COURSE_DEBUG=1`` shows the traceback of every failure (off by default)."""


class CourseError(Exception):
    """An error whose message tells the learner what to do. The CLI prints only the message."""


def debug() -> bool:
    """True when ``COURSE_DEBUG`` asks for tracebacks."""
    return os.environ.get(DEBUG_SETTING, "").strip().lower() in ("1", "true", "yes", "on")


def one_line(text: str, limit: int = 600) -> str:
    """``text`` on one line (whitespace runs become one space), at most ``limit`` characters."""
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 3] + "..."


def causes(exc: BaseException | None):
    """``exc``, then what it was raised from or while handling, and so on (at most 20)."""
    seen = 0
    while exc is not None and seen < 20:
        yield exc
        exc = exc.__cause__ or exc.__context__
        seen += 1


Explainer = Callable[[BaseException], "str | None"]
_EXPLAINERS: dict[str, tuple[int, Explainer]] = {}


def register_explainer(explainer: Explainer, *, order: int = 50) -> Explainer:
    """Let :func:`explain` ask ``explainer`` (one sentence, or ``None`` for "not mine").

    Explainers are asked by ``order``, lowest first; registering the same function again
    (a reloaded module) replaces it. Returns ``explainer``, so it can be used as a decorator.
    """
    _EXPLAINERS[f"{explainer.__module__}.{explainer.__qualname__}"] = (order, explainer)
    return explainer


def explain(exc: BaseException) -> str | None:
    """The one sentence for an expected failure, or ``None`` if ``exc`` is a bug.

    A ``CourseError`` is its own sentence; then each registered explainer is asked (a real
    model's client error, a reply that does not fit its schema); then a ``CourseError``
    anywhere in the chain of causes."""
    if isinstance(exc, CourseError):
        return one_line(str(exc))
    for _, explainer in sorted(_EXPLAINERS.values(), key=lambda item: item[0]):
        message = explainer(exc)
        if message is not None:
            return one_line(message)
    for item in causes(exc):  # e.g. chromadb re-raising our deadline as a ValueError
        if isinstance(item, CourseError):
            return one_line(str(item))
    return None


