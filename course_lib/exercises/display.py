"""Showing a message: a rich bundle in a notebook, plain text everywhere else.

The ``text/plain`` part is what notebook CI compares, so callers keep it stable: no object
ids, timings or paths.
"""

from __future__ import annotations

import html as _html
import re

_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


def in_ipython() -> bool:
    """True inside IPython or Jupyter (where ``display`` works)."""
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    return get_ipython() is not None


def show(text: str, *, html: str | None = None, markdown: str | None = None) -> None:
    """Display a message with a plain-text fallback."""
    if in_ipython():
        from IPython.display import display

        bundle = {"text/plain": text}
        if html is not None:
            bundle["text/html"] = html
        if markdown is not None:
            bundle["text/markdown"] = markdown
        display(bundle, raw=True)
    else:
        print(text)


def escape(text: str) -> str:
    return _html.escape(text, quote=False)


def short_repr(value: object, limit: int = 80) -> str:
    """A one-line repr, shortened, without memory addresses (stable across runs)."""
    try:
        text = repr(value)
    except Exception:  # a learner's object with a broken __repr__
        text = f"<{type(value).__name__} object>"
    text = _ADDRESS.sub("", " ".join(text.split()))
    return text if len(text) <= limit else text[: limit - 3] + "..."


def type_name(value: object) -> str:
    """``int``, ``str``, ``NoneType``... as a learner would read it."""
    return "None" if value is None else type(value).__name__
