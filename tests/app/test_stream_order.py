"""A warning shows between what the cell printed before and after it (``keep_streams_in_order``).

A kernel's stdout and stderr are separate streams flushed on timers; the hook flushes stdout
before the warning and stderr after it, so the order on screen is the order of the code.
Streams here are fakes that record, in one shared log, what reached the screen at each flush.
"""

from __future__ import annotations

import io
import sys
import warnings

import pytest

from course_lib.app import session


class Buffered(io.StringIO):
    """A stream that reaches the shared screen only when flushed, like a kernel's."""

    def __init__(self, name: str, screen: list[tuple[str, str]]):
        super().__init__()
        self.name, self.screen, self.sent = name, screen, 0

    def flush(self) -> None:
        text = self.getvalue()[self.sent:]
        if text:
            self.screen.append((self.name, text))
        self.sent += len(text)


def _display(message, category, filename, lineno, file=None, line=None):
    """Python's own warning display (pytest records warnings instead of showing them)."""
    (file if file is not None else sys.stderr).write(warnings.formatwarning(message, category, filename, lineno, line))


@pytest.fixture()
def kernel(monkeypatch):
    """``kernel()`` puts fake kernel streams and the plain warning display in place and returns
    the screen's log. Called in the test itself: pytest puts its own capture back between a
    fixture's setup and the test's call."""
    shown: list[tuple[str, str]] = []

    def use_fakes() -> list[tuple[str, str]]:
        monkeypatch.setattr(sys, "stdout", Buffered("stdout", shown))
        monkeypatch.setattr(sys, "stderr", Buffered("stderr", shown))
        monkeypatch.setattr(warnings, "showwarning", _display)
        return shown

    return use_fakes


def test_a_warning_lands_between_the_lines_printed_around_it(kernel):
    screen = kernel()
    assert session.keep_streams_in_order() is True
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        print("before")
        warnings.warn("a limit", UserWarning, stacklevel=1)
        print("after")
        sys.stderr.flush()  # the stderr timer fires before the stdout one
        sys.stdout.flush()
    assert [name for name, _ in screen] == ["stdout", "stderr", "stdout"]
    assert screen[0][1] == "before\n" and "a limit" in screen[1][1] and screen[2][1] == "after\n"


def test_installing_twice_wraps_once(kernel):
    kernel()
    session.keep_streams_in_order()
    hook = warnings.showwarning
    assert session.keep_streams_in_order() is False and warnings.showwarning is hook


def test_a_closed_stdout_does_not_stop_the_warning(kernel, monkeypatch):
    screen = kernel()
    session.keep_streams_in_order()
    closed = io.StringIO()
    closed.close()
    monkeypatch.setattr(sys, "stdout", closed)
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        warnings.warn("still shown", UserWarning, stacklevel=1)
    assert any("still shown" in text for _, text in screen)
