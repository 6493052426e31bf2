"""Where a check runs the learner's code: a forked process that cannot reach the checker.

A check judged in the kernel itself can be forged by the code it judges: an answer that sets
``Problem.verdict`` (or anything else the check calls) to say "correct" is judged correct,
and the patch stays for every later check. And a time box cannot stop a thread whose loop
swallows every exception: it keeps a processor core busy until the kernel restarts.

So a check runs in a child process forked from the kernel (:func:`run_isolated`): the child
has everything the learner defined (their functions, graphs, knowledge bases), judges, and
sends back plain data (the verdict's status and message); the kernel builds the ``Verdict``
with its own classes. Nothing the learner's code changes in the child reaches the kernel,
and when the time is up the child is killed (``SIGKILL``, its process group included), so
no runaway thread outlives its check. A fork costs milliseconds (pages are shared until
written), so each check gets a fresh one.

Inside the child the check also verifies its own code before it judges
(:func:`checker_state`, :func:`tampered`): the exercise modules' functions and classes
(attributes, code objects, defaults), the builtins and the problem object are recorded
before the learner's code runs and compared after; any change makes the verdict "incorrect"
with one sentence naming what was changed. The kernel does the same before every check, so
a patch made outside any check (in a notebook cell) is put back and named instead of
trusted (:func:`restore_checker`).

Where ``os.fork`` is missing (Windows) or unsafe (macOS), or ``COURSE_CHECK_ISOLATION=off``,
checks run in the kernel as before (time-boxed threads), with the same verification.
"""

from __future__ import annotations

import builtins
import contextlib
import io
import os
import pickle
import select
import signal
import sys
import time
from collections.abc import Callable
from types import BuiltinFunctionType, FunctionType, ModuleType
from typing import Any

SETTING = "COURSE_CHECK_ISOLATION"
"""``off`` runs checks in the kernel (threads) instead of a forked process."""
PACKAGE = "course_lib.exercises"
MAX_OUTPUT_CHARS = 20_000
"""Most of what the learner's code printed inside a check that is shown afterwards."""


class ChildLost(Exception):
    """The forked check ended without a result (it called ``os._exit``, or crashed)."""


class NeedsKernel(BaseException):
    """The forked check reached something a forked process cannot use (the embedded Chroma
    store's native runtime, started in the kernel): the kernel runs the check itself."""


_NEEDS_KERNEL = [False]


def _fence_fork_unsafe() -> None:
    """In the child: calls into Chroma's native bindings, if the kernel loaded them, raise
    :class:`NeedsKernel` (their threads did not survive the fork: a call would hang)."""
    rust = sys.modules.get("chromadb.api.rust")
    api = getattr(rust, "RustBindingsAPI", None)
    if api is None:
        return

    def refuse(*args: Any, **kwargs: Any) -> Any:
        _NEEDS_KERNEL[0] = True
        raise NeedsKernel("the embedded Chroma store cannot be used from a forked check")

    for name, value in list(vars(api).items()):
        if callable(value) and not isinstance(value, type):
            with contextlib.suppress(AttributeError, TypeError):
                setattr(api, name, refuse)


def isolation_available() -> bool:
    """True where checks run in a forked process (POSIX with fork, not macOS, not turned off)."""
    if os.environ.get(SETTING, "").strip().lower() in ("off", "0", "no", "false"):
        return False
    return hasattr(os, "fork") and sys.platform != "darwin"


# --- what the check relies on ----------------------------------------------------------------
_GONE = object()
_HOST_MANAGED = frozenset({"exit", "quit", "get_ipython", "display", "copyright", "credits", "license",
                           "help", "input", "print", "breakpoint", "open"})
"""Builtins IPython and ipykernel set per cell (or that cannot forge a verdict): not compared."""


def _code_parts(value: Any) -> list[tuple[str, Any]]:
    """The parts of a function that can be swapped in place (code, defaults), and of the
    descriptors that hold functions."""
    if isinstance(value, staticmethod | classmethod):
        value = value.__func__
    if isinstance(value, property):
        return [(f"property.{n}", getattr(value, n)) for n in ("fget", "fset", "fdel")]
    if isinstance(value, FunctionType):
        return [("__code__", value.__code__), ("__defaults__", value.__defaults__),
                ("__kwdefaults__", value.__kwdefaults__)]
    return []


def _is_code(value: Any) -> bool:
    return callable(value) or isinstance(value, ModuleType | staticmethod | classmethod | property)


def checker_state(problem: Any = None) -> dict[tuple, Any]:
    """What a check relies on, by identity: the exercise modules, their functions and classes
    (every class attribute, every function's code and defaults), the builtins and the problem."""
    state: dict[tuple, Any] = {}
    for name, module in list(sys.modules.items()):
        if module is None or not (name == PACKAGE or name.startswith(PACKAGE + ".")):
            continue
        state[("module", name)] = module
        for attr, value in list(vars(module).items()):
            if not _is_code(value):
                continue
            state[(name, attr)] = value
            for part, held in _code_parts(value):
                state[(name, attr, part)] = held
            if isinstance(value, type) and value.__module__ == name:
                for key, member in list(vars(value).items()):
                    state[(name, attr, "attr", key)] = member
                    for part, held in _code_parts(member):
                        state[(name, attr, "attr", key, part)] = held
    for attr, value in vars(builtins).items():
        if not attr.startswith("_") and attr not in _HOST_MANAGED and isinstance(value, type | BuiltinFunctionType):
            state[("builtins", attr)] = value
    if problem is not None:
        for attr, value in list(vars(problem).items()):
            if attr != "_next_hint":
                state[("problem", attr)] = value
    return state


def _label(key: tuple) -> str:
    if key[0] == "module":
        return f"sys.modules[{key[1]!r}]"
    if key[0] == "builtins":
        return f"builtins.{key[1]}"
    if key[0] == "problem":
        return f"the problem's {key[1]}"
    module, attr, *rest = key
    short = module.rsplit(".", 1)[-1]
    if rest[:1] == ["attr"]:
        return f"{attr}.{rest[1]}" + (f" ({rest[2]})" if len(rest) > 2 else "")
    return f"{short}.{attr}" + (f" ({rest[0]})" if rest else "")


def tampered(before: dict[tuple, Any], problem: Any = None) -> list[tuple]:
    """The keys of ``before`` that changed, and functions added to the checker's classes."""
    after = checker_state(problem)
    changed = [key for key, value in before.items() if after.get(key, _GONE) is not value]
    classes = {key[:2] for key in before if len(key) >= 4 and key[2] == "attr"}
    changed += [key for key, value in after.items()
                if key not in before and len(key) == 4 and key[2] == "attr" and key[:2] in classes
                and _is_code(value)]
    return changed


def describe_tampering(keys: list[tuple]) -> str:
    shown = ", ".join(dict.fromkeys(_label(k) for k in keys[:4]))
    more = " ..." if len(keys) > 4 else ""
    return (f"Your code changed the checker ({shown}{more}), so this check cannot judge it: an answer "
            "must not change the code that checks it. Remove that part and check again.")


def restore_checker(before: dict[tuple, Any], keys: list[tuple]) -> None:
    """Put back what :func:`tampered` found changed (in the kernel, before a check)."""
    for key in keys:
        value = before.get(key, _GONE)
        try:
            if key[0] == "module":
                sys.modules[key[1]] = value
            elif key[0] == "builtins":
                setattr(builtins, key[1], value)
            elif key[0] == "problem":
                continue  # the caller owns the problem object; it is judged as it is
            else:
                module = sys.modules[key[0]]
                owner = module if len(key) == 2 or key[2] != "attr" else vars(module)[key[1]]
                if len(key) == 2:
                    setattr(module, key[1], value)
                elif key[2] != "attr":
                    target = vars(module)[key[1]]
                    _put_part(target, key[2], value)
                elif len(key) == 4:
                    if value is _GONE:
                        delattr(owner, key[3])
                    else:
                        setattr(owner, key[3], value)
                else:
                    _put_part(vars(owner)[key[3]], key[4], value)
        except Exception:  # noqa: BLE001 - put back what can be put back
            continue


def _put_part(target: Any, part: str, value: Any) -> None:
    if isinstance(target, staticmethod | classmethod):
        target = target.__func__
    if not part.startswith("property."):
        setattr(target, part, value)


# --- the forked check -----------------------------------------------------------------------
def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


class _Displays:
    """Stands in for IPython's display publisher in the child (the kernel's sockets are not the
    child's to use): what the learner's code displays is sent back and shown by the kernel."""

    def __init__(self) -> None:
        self.shown: list[tuple[dict, dict]] = []

    def publish(self, data, metadata=None, *args, **kwargs) -> None:
        self.shown.append((dict(data or {}), dict(metadata or {})))

    def clear_output(self, *args, **kwargs) -> None:
        pass


def _unwrapped(fn: Callable) -> Callable:
    return getattr(fn, "__wrapped__", fn)


def _child(fd: int, fn: Callable[..., Any], args: tuple) -> None:
    """In the child: run ``fn``; send ``(kind, value, printed)`` with ``printed`` =
    ``(stdout, stderr, displays)``."""
    out, err, displays = io.StringIO(), io.StringIO(), _Displays()
    with contextlib.suppress(OSError):
        os.setpgid(0, 0)  # its own group: a kill reaches whatever it started too
    with contextlib.suppress(Exception):
        shell = sys.modules["IPython"].get_ipython() if "IPython" in sys.modules else None
        if shell is not None:
            shell.display_pub = displays
    from course_lib.exercises.sandbox import guard_this_process

    guard_this_process()
    _fence_fork_unsafe()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            kind, value = "ok", fn(*args)
    except BaseException as exc:  # noqa: BLE001 - anything, reported to the kernel as text
        from course_lib.exercises.timebox import describe_error

        kind, value = "error", describe_error(exc)
    printed = (out.getvalue()[-MAX_OUTPUT_CHARS:], err.getvalue()[-MAX_OUTPUT_CHARS:], displays.shown[-20:])
    if _NEEDS_KERNEL[0]:  # whatever the code made of the refusal, the verdict is not to be trusted
        kind, value, printed = "needs_kernel", None, ("", "", [])
    try:
        data = pickle.dumps((kind, value, printed))
    except Exception as exc:  # noqa: BLE001
        data = pickle.dumps(("error", f"the check's result could not be sent ({exc})", ("", "", [])))
    try:
        _write_all(fd, data)
    finally:
        _unwrapped(os._exit)(0)


def replay(printed: Any) -> None:
    """Show in the kernel what the check's process printed and displayed."""
    try:
        stdout, stderr, displays = printed
    except (TypeError, ValueError):
        return
    if stdout:
        sys.stdout.write(stdout)
    if stderr:
        sys.stderr.write(stderr)
    if displays and "IPython" in sys.modules:
        with contextlib.suppress(Exception):
            from IPython.display import publish_display_data

            for data, metadata in displays:
                publish_display_data(data, metadata=metadata)


def _kill(pid: int) -> None:
    kill, killpg = _unwrapped(os.kill), _unwrapped(os.killpg)
    for target in (lambda: killpg(pid, signal.SIGKILL), lambda: kill(pid, signal.SIGKILL)):
        with contextlib.suppress(OSError):
            target()
    with contextlib.suppress(ChildProcessError, OSError):
        os.waitpid(pid, 0)


def run_isolated(fn: Callable[..., Any], *args: Any, timeout: float) -> tuple[str, Any, Any]:
    """``fn(*args)`` in a forked child: ``("ok", value, printed)``, ``("error", text, printed)``,
    ``("timeout", None, None)`` (the child was killed) or ``("needs_kernel", None, ...)`` (run
    it in the kernel instead). ``value`` must pickle; show ``printed`` with :func:`replay`."""
    read_fd, write_fd = os.pipe()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child (coverage does not follow a fork)
        os.close(read_fd)
        _child(write_fd, fn, args)
    os.close(write_fd)
    chunks: list[bytes] = []
    ends = time.monotonic() + timeout
    try:
        while True:
            left = ends - time.monotonic()
            if left <= 0:
                _kill(pid)
                return "timeout", None, None
            ready, _, _ = select.select([read_fd], [], [], min(left, 0.5))
            if not ready:
                continue
            chunk = os.read(read_fd, 1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
    except BaseException:  # Ctrl-C in the kernel: the check stops, and so does the child
        _kill(pid)
        raise
    finally:
        os.close(read_fd)
    _kill(pid)  # it has sent everything; make sure nothing of it lingers
    if not chunks:
        return "error", ChildLost("the check's process ended without a result: your code ended it "
                                  "(os._exit, a signal) or crashed it"), None
    try:
        return pickle.loads(b"".join(chunks))
    except Exception as exc:  # noqa: BLE001 - cut short by a crash
        return "error", ChildLost(f"the check's result arrived incomplete ({type(exc).__name__})"), None


__all__ = ["ChildLost", "NeedsKernel", "checker_state", "describe_tampering", "isolation_available", "replay",
           "restore_checker", "run_isolated", "tampered"]
