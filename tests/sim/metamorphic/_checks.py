"""Checks shared by the metamorphic suites (on top of tests/thirdparty/_support.py)."""

from __future__ import annotations

import re

from tests.thirdparty._support import assert_answer, assert_refusal, text_of

__all__ = ["assert_answer", "assert_prose", "assert_refusal", "sim", "text_of"]


def sim(**kwargs):
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel(**kwargs)


def assert_prose(answer) -> None:
    """Whole sentences: no markdown table pipes, headings, list markers or front matter."""
    text = text_of(answer)
    assert "|" not in text, f"the answer quotes a table row: {text[:300]!r}"
    assert not re.search(r"(^|\n)\s*(#{1,6} |[-*] |---)", text), f"the answer quotes markdown: {text[:300]!r}"
    assert not re.search(r"\b(title|tags|updated):", text), f"the answer quotes front matter: {text[:300]!r}"
