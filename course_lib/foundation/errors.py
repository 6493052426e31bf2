"""Errors a learner can fix, and the one boundary that turns them into one sentence.

``CourseError`` is raised for mistakes a learner can fix; its message is a single clear
sentence naming what to fix. :func:`explain` finds that sentence for any expected failure
(a ``CourseError``, or an error from a real model's client or the Chroma server), and
returns ``None`` for anything else: a bug, which keeps its traceback.

The boundary is in two places: the command line (:func:`cli_boundary`, exit status 2 for an
expected failure) and the notebooks (:func:`install_notebook_boundary`, called by
``setup()``), where an expected failure in any cell prints ``error: <sentence>`` instead of
a traceback. Set ``COURSE_DEBUG=1`` to see the full traceback as well.
"""

from __future__ import annotations

import os
import sys
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


def explain(exc: BaseException) -> str | None:
    """The one sentence for an expected failure, or ``None`` if ``exc`` is a bug."""
    if isinstance(exc, CourseError):
        return one_line(str(exc))
    from course_lib.models.endpoint import explain_backend_error

    message = explain_backend_error(exc)
    if message is not None:
        return one_line(message)
    from course_lib.models.structured import explain_model_output_error

    message = explain_model_output_error(exc)  # a reply that does not fit its schema
    if message is not None:
        return one_line(message)
    for item in causes(exc):  # e.g. chromadb re-raising our deadline as a ValueError
        if isinstance(item, CourseError):
            return one_line(str(item))
    return None


def _report(exc: BaseException, message: str | None) -> None:
    if debug():
        import traceback

        traceback.print_exception(exc, file=sys.stderr)
    if message is not None:
        print(f"error: {message}", file=sys.stderr)
    elif not debug():
        print(f"error: unexpected {type(exc).__name__}: {one_line(str(exc), 200)} (this looks like a "
              f"bug in course_lib: run again with {DEBUG_SETTING}=1 to see the traceback, and report it).",
              file=sys.stderr)


def cli_boundary(command: Callable[[], int]) -> int:
    """Run a CLI command: an expected failure prints ``error: <sentence>`` and gives exit
    status 2, anything else one sentence and status 1 (tracebacks with ``COURSE_DEBUG=1``);
    a reader that stops early (``| head``) ends the command quietly."""
    try:
        return int(command() or 0)
    except KeyboardInterrupt:
        return 130
    except SystemExit:
        raise
    except BrokenPipeError:  # the reader of our output went away (network clients wrap theirs)
        _quiet_stdout()
        return 1
    except BaseException as exc:  # noqa: BLE001 - this is the boundary
        message = explain(exc)
        _report(exc, message)
        return 2 if message is not None else 1


def _quiet_stdout() -> bool:
    """Point stdout at /dev/null so the interpreter's last flush cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return True
    except (OSError, ValueError):
        return False


def install_notebook_boundary() -> bool:
    """In IPython/Jupyter, show an expected failure in any cell as ``error: <sentence>``.

    Bugs keep their full traceback, and so does everything with ``COURSE_DEBUG=1``. Either way
    the error is *displayed* in the cell's output and the cell ends in error, so Run All stops
    there visibly. (IPython discards a custom handler's return value: the handler must show
    what it wants shown.) Returns False outside IPython. Installed by ``setup()``; calling it
    again changes nothing.
    """
    ipython = sys.modules.get("IPython")  # a kernel has it loaded; a script need not import it
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is None:
        return False
    shell.set_custom_exc((Exception,), show_cell_error)
    return True


def show_cell_error(shell, etype, value, tb, tb_offset=None) -> None:
    """IPython's custom exception handler: display the error in the cell's output.

    A course error shows as its one sentence (an ``error`` output named for the exception, so
    nbclient, nbval and JupyterLab all see it); a bug, or anything with ``COURSE_DEBUG=1``,
    shows IPython's own traceback.
    """
    message = None if debug() else explain(value)
    if message is not None:
        shell._showtraceback(etype, value, [f"error: {message}"])  # IPython's one display path
    elif isinstance(value, SyntaxError):
        shell.showsyntaxerror()
    else:
        shell.showtraceback((etype, value, tb), tb_offset=tb_offset, running_compiled_code=True)
