"""Run a learner's code with a time limit, catching whatever it raises.

Works in Jupyter (no ``signal.alarm``): the code runs in a daemon thread. When the time is
up, a ``TimeUp`` exception is raised inside that thread so a runaway Python loop stops
instead of burning the kernel's CPU (code blocked inside C cannot be interrupted and is
left to finish on its own).
"""

from __future__ import annotations

import contextvars
import ctypes
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


class TimeUp(BaseException):
    """Raised inside a timed-out thread (a BaseException so ``except Exception`` can't eat it)."""


@dataclass
class Outcome:
    value: Any = None
    error: BaseException | None = None
    timed_out: bool = False

    @property
    def ok(self) -> bool:
        return self.error is None and not self.timed_out


def describe_error(exc: BaseException) -> str:
    """``ZeroDivisionError: division by zero``: the type and message, no traceback."""
    message = " ".join(str(exc).split())
    if len(message) > 200:
        message = message[:197] + "..."
    return f"{type(exc).__name__}: {message}" if message else type(exc).__name__


def _interrupt(thread: threading.Thread) -> None:
    if thread.ident is not None and thread.is_alive():
        ctypes.pythonapi.PyThreadState_SetAsyncExc(
            ctypes.c_ulong(thread.ident), ctypes.py_object(TimeUp)
        )


def run_timeboxed(fn: Callable[..., Any], *args: Any, timeout: float = 10.0, **kwargs: Any) -> Outcome:
    """Call ``fn(*args, **kwargs)``; never raises (except KeyboardInterrupt in the caller)."""
    outcome = Outcome()
    context = contextvars.copy_context()

    def target() -> None:
        try:
            outcome.value = context.run(fn, *args, **kwargs)
        except TimeUp:
            outcome.timed_out = True
        except BaseException as exc:  # noqa: BLE001 - learner code may raise anything
            outcome.error = exc

    thread = threading.Thread(target=target, name="exercise-check", daemon=True)
    thread.start()
    thread.join(timeout)
    if thread.is_alive():
        outcome.timed_out = True
        _interrupt(thread)
        thread.join(1.0)
        outcome.value, outcome.error = None, None
    return outcome
