"""A summary that would be its text again (issue 26, ports11).

The simulator summarises by picking sentences (``evidence.summary_sentences``: the opening
sentences of each document or section). A text no longer than what it picks, say a short
paragraph of two sentences or a table flattened into one line, comes back whole: a copy, not a
summary, and a reader asked for "a concise summary" gets the text itself. Measured on the
simulator's own evidence: the picked sentences hold (almost) every character of the documents'
prose. Then the summary of that one text is a stated limit (``respond.summary``). Several
documents are left alone: a sentence or two of each is a digest that represents every one of them
(``tests/sim/test_summary_coverage.py``), not a copy of one text.
"""

from __future__ import annotations

WHOLE_SHARE = 0.85
"""A summary holding at least this share of its documents' characters is the text again."""


def is_the_text_itself(lines: list[str], bodies: list[str]) -> bool:
    """Whether the picked sentences ``lines`` hold at least ``WHOLE_SHARE`` of the characters of
    the documents' ``bodies`` (whitespace not counted)."""
    total = sum(_chars(b) for b in bodies)
    picked = sum(_chars(s) for s in lines)
    return total > 0 and picked >= WHOLE_SHARE * total


def _chars(text: str) -> int:
    return len(text) - sum(text.count(c) for c in " \t\n\r")
