"""Starting a session and the error boundaries: the application's side of the foundation.

``setup()`` is the first cell of every notebook (notebook 00): it loads ``.env``, makes the
tokenizer offline, speeds the process up, blocks the network under the tests, checks the
settings and installs the notebook boundary. The boundaries turn an expected failure into one
sentence (:func:`course_lib.foundation.errors.explain`): the command line
(:func:`cli_boundary`, exit status 2) and the notebooks (:func:`install_notebook_boundary`),
where an expected failure in any cell prints ``error: <sentence>`` instead of a traceback.
Set ``COURSE_DEBUG=1`` to see the full traceback as well.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from course_lib.foundation.config import (
    check_timeouts,
    load_dotenv_once,
    settings,
    use_offline_tokenizer,
)
from course_lib.foundation.errors import DEBUG_SETTING, debug, explain, one_line


def _explain(exc: BaseException) -> str | None:
    """:func:`explain`, with model access's explainers loaded (they register when imported;
    loaded here, at the boundary, so that importing the boundary stays cheap)."""
    import course_lib.models.endpoint  # noqa: F401 - registers explain_backend_error
    import course_lib.models.structured  # noqa: F401 - registers explain_model_output_error

    return explain(exc)


def speed_up_this_process() -> None:
    """Fewer garbage-collector pauses, a quick exit, httpx without its command line and
    LangSmith's API types loaded on use: see
    :mod:`course_lib.foundation.speedups`."""
    from course_lib.foundation.speedups import (
        defer_langsmith_types,
        fewer_gc_pauses,
        quick_exit,
        skip_httpx_cli,
    )

    fewer_gc_pauses()
    quick_exit()
    skip_httpx_cli()
    defer_langsmith_types()


def setup(*, quiet: bool = False) -> None:
    """The first cell of every notebook: load ``.env``, make tokenizers offline, report.

    Use ``settings()`` to read the configuration itself. In a notebook, it also installs the
    error boundary: an expected failure in any later cell shows as one ``error:`` sentence
    (:func:`explain`; ``COURSE_DEBUG=1`` shows tracebacks). Settings are checked here,
    so a mistake in them is reported by this first cell.
    """
    install_notebook_boundary()
    load_dotenv_once()
    use_offline_tokenizer()
    speed_up_this_process()
    os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
    if os.environ.get("COURSE_BLOCK_NETWORK") == "1":  # set by `make test` and `make notebooks`
        from course_lib.foundation.netguard import block_network

        block_network()
    current = settings()
    check_timeouts()
    if not quiet:
        print(f"chat model: {current.llm}   embeddings: {current.embeddings}")


def _report(exc: BaseException, message: str | None) -> None:
    _flush(sys.stdout)  # the sentence comes after what was printed before it
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
        message = _explain(exc)
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


def keep_streams_in_order() -> bool:
    """Show a warning after what the cell printed before it, and before what it prints next.

    A kernel sends stdout and stderr as two streams, each flushed on its own timer, so a
    cell's ``SimulatorLimitWarning`` could land above or below the lines printed around it
    from one run to the next. The warning display flushes stdout first and stderr after;
    the order on screen is then the order of the code. Installed by ``setup()``; calling it
    again changes nothing. Returns whether it was installed now.
    """
    import warnings

    shown = warnings.showwarning
    if getattr(shown, "_course_ordered", False):
        return False

    def show_in_order(message, category, filename, lineno, file=None, line=None):
        _flush(sys.stdout)
        shown(message, category, filename, lineno, file, line)
        _flush(file if file is not None else sys.stderr)

    show_in_order._course_ordered = True
    show_in_order.__wrapped__ = shown
    warnings.showwarning = show_in_order
    return True


def _flush(stream) -> None:
    try:
        if stream is not None:
            stream.flush()
    except (OSError, ValueError):  # a closed or detached stream: nothing to keep in order
        pass


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
    keep_streams_in_order()
    return True


def show_cell_error(shell, etype, value, tb, tb_offset=None) -> None:
    """IPython's custom exception handler: display the error in the cell's output.

    A course error shows as its one sentence (an ``error`` output named for the exception, so
    nbclient, nbval and JupyterLab all see it); a bug, or anything with ``COURSE_DEBUG=1``,
    shows IPython's own traceback.
    """
    message = None if debug() else _explain(value)
    if message is not None:
        shell._showtraceback(etype, value, [f"error: {message}"])  # IPython's one display path
    elif isinstance(value, SyntaxError):
        shell.showsyntaxerror()
    else:
        shell.showtraceback((etype, value, tb), tb_offset=tb_offset, running_compiled_code=True)


__all__ = ["cli_boundary", "install_notebook_boundary", "keep_streams_in_order", "setup", "show_cell_error"]
