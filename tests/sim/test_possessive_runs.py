"""Runs of spaces made possessive ("[ \\t]*+", "\\s++") where what follows a run is a character
the run never takes: the pattern finds exactly what its backtracking form found (giving a space
back cannot let a letter match), without trying each shorter run again. A prompt whose documents
were blanked to spaces (``reading``: positions kept) made the backtracking forms slow: a third of
a millisecond a blank line for ``reading._TRAILER_RE``, half a millisecond a prompt for
``tasks.material_named``. Each pattern is compared with its backtracking form (the same text with
"*+" / "++" written "*" / "+") on a table of texts and on random ones."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st


def _backtracking(pattern: re.Pattern[str]) -> re.Pattern[str]:
    text = pattern.pattern.replace("*+", "*").replace("++", "+")
    assert text != pattern.pattern  # (the pattern has a possessive run to compare)
    return re.compile(text, pattern.flags)


def _material_named() -> re.Pattern[str]:
    from course_lib.sim.words.cues import patterns

    return patterns("tasks").material_named


def _trailer() -> re.Pattern[str]:
    from course_lib.sim.request import reading

    return reading._TRAILER_RE


BLANKED = "Answer from the context.\n\nContext:\n" + (" " * 120 + "\n") * 6 + "\n" + " " * 40


TEXTS = [
    "Relevant information:",
    "Use the relevant passages below",
    "  ## Most relevant chunks\n",
    "\n\n  *  relevant   context follows",
    "Is the passage relevant context for the question?",
    "grade it as relevant",
    "These  most \t relevant\n documents",
    BLANKED,
    BLANKED + "\nRelevant notes:\n" + " " * 80,
    "    \t  Based on the documents above, answer.",
    "   \n   please   using these retrieved passages",
    "  Is the passage useful for the question?",
    "\t relevant: yes/no",
    "  Grounded (true or false):",
    " \t 请根据上述文档回答用户问题",
    "     \n     \n",
    "",
]


@pytest.mark.parametrize("text", TEXTS)
def test_material_named_as_backtracking(text):
    fast, slow = _material_named(), _backtracking(_material_named())
    assert fast.sub("", text) == slow.sub("", text)
    assert [m.span() for m in fast.finditer(text)] == [m.span() for m in slow.finditer(text)]


@pytest.mark.parametrize("text", TEXTS)
def test_trailer_as_backtracking(text):
    fast, slow = _trailer(), _backtracking(_trailer())
    for start in range(len(text) + 1):
        a, b = fast.match(text, start), slow.match(text, start)
        assert (a and a.span()) == (b and b.span())


_PIECES = st.sampled_from([
    " ", "  ", "\t", "\n", "#", "*", "the ", "these", "most", "relevant", "Relevant", "RELEVANT", "context",
    "documents", "passages", "notes", "is ", "Is", "based on", "using", "please", "grounded", ":", "yes/no",
    "(", ")", "?", "请", "上述", "文档", "x", "ı", "ſ", "K",
])


@settings(max_examples=400, deadline=None)
@given(st.lists(_PIECES, max_size=30).map("".join))
def test_same_as_backtracking_on_random_texts(text):
    for pattern in (_material_named(), _trailer()):
        slow = _backtracking(pattern)
        assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in slow.finditer(text)]
    trailer, slow = _trailer(), _backtracking(_trailer())
    for start in range(len(text) + 1):
        a, b = trailer.match(text, start), slow.match(text, start)
        assert (a and a.span()) == (b and b.span())


def test_recognise_reads_material_named_once_per_text():
    from course_lib.sim.task import tasks

    text = "Relevant information:\nThe most relevant passages follow."
    assert tasks._without_material_named(text) == _material_named().sub("", text)
    assert tasks._without_material_named(text) is tasks._without_material_named(text)
