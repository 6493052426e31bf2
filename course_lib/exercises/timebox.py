"""Run a learner's code with a time limit, catching whatever it raises.

Works in Jupyter (no ``signal.alarm``): the code runs in a daemon thread. When the time is
up, a ``TimeUp`` exception is raised inside that thread, again and again for
``STOP_GRACE_S`` seconds, so a runaway Python loop stops instead of burning the kernel's
CPU. Code that still runs after that cannot be stopped from inside the process (code
blocked in C, or a loop whose ``except:`` catches every exception, ``TimeUp`` included): the
outcome says so (``stuck``) and :func:`runaway_threads` lists such threads, so a check can
tell the learner to restart the kernel.

Learner code runs with :data:`IN_LEARNER_CODE` set (a context variable, so threads that
copy the context, as LangGraph's do, carry it too); ``course_lib.exercises.sandbox`` uses it.
"""

from __future__ import annotations

import contextvars
import ctypes
import threading
import time
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

STOP_GRACE_S = 1.0
"""How long a timed-out thread is interrupted again and again before it counts as stuck."""
IN_LEARNER_CODE: contextvars.ContextVar[bool] = contextvars.ContextVar("in_learner_code", default=False)
_RUNAWAY: weakref.WeakSet[threading.Thread] = weakref.WeakSet()


class TimeUp(BaseException):
    """Raised inside a timed-out thread (a BaseException so ``except Exception`` can't eat it)."""


@dataclass
class Outcome:
    value: Any = None
    error: BaseException | None = None
    timed_out: bool = False
    stuck: bool = False  # timed out and still running: it could not be stopped

    @property
    def ok(self) -> bool:
        return self.error is None and not self.timed_out


def describe_error(exc: BaseException) -> str:
    """``ZeroDivisionError: division by zero``: the type and message, no traceback."""
    try:
        message = " ".join(str(exc).split())
    except Exception:  # noqa: BLE001 - a learner's exception with a broken __str__
        message = ""
    if len(message) > 200:
        message = message[:197] + "..."
    name = type(exc).__name__
    return f"{name}: {message}" if message else name


def _interrupt(thread: threading.Thread) -> None:
    if thread.ident is not None and thread.is_alive():
        ctypes.pythonapi.PyThreadState_SetAsyncExc(
            ctypes.c_ulong(thread.ident), ctypes.py_object(TimeUp)
        )


def _stop(thread: threading.Thread) -> bool:
    """Interrupt ``thread`` until it ends or ``STOP_GRACE_S`` passes; True if it ended."""
    ends = time.monotonic() + STOP_GRACE_S
    while thread.is_alive() and time.monotonic() < ends:
        _interrupt(thread)
        thread.join(0.02)
    return not thread.is_alive()


def runaway_threads() -> list[threading.Thread]:
    """Learner threads that timed out and are still running."""
    return [t for t in list(_RUNAWAY) if t.is_alive()]


def run_timeboxed(fn: Callable[..., Any], *args: Any, timeout: float = 10.0, **kwargs: Any) -> Outcome:
    """Call ``fn(*args, **kwargs)``; never raises (except KeyboardInterrupt in the caller)."""
    outcome = Outcome()
    context = contextvars.copy_context()

    def marked() -> Any:
        IN_LEARNER_CODE.set(True)
        return fn(*args, **kwargs)

    def target() -> None:
        try:
            outcome.value = context.run(marked)
        except TimeUp:
            outcome.timed_out = True
        except BaseException as exc:  # noqa: BLE001 - learner code may raise anything
            outcome.error = exc

    thread = threading.Thread(target=target, name="exercise-check", daemon=True)
    thread.start()
    ends = time.monotonic() + timeout
    try:
        # Short joins, so that a time box around this one (a check around a case) can
        # interrupt the wait; one long join would block in C where no exception reaches it.
        while thread.is_alive() and time.monotonic() < ends:
            thread.join(min(0.05, max(0.0, ends - time.monotonic())))
    except BaseException:  # our own time box ran out (or Ctrl-C): stop the inner code too
        if thread.is_alive() and not _stop(thread):
            _RUNAWAY.add(thread)
        raise
    if thread.is_alive():
        outcome.timed_out = True
        if not _stop(thread):
            outcome.stuck = True
            _RUNAWAY.add(thread)
        outcome.value, outcome.error = None, None
    return outcome
