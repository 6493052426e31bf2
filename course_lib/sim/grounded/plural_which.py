"""A plural which-question answered by one of several lines that each answer it (issue 26; the
merger's probing of round 67): "Which bills are in Zara's name?" over "Energy: ... in Zara's name."
and "Water: ... in Zara's name." was answered by the energy line alone, a silently partial answer.

``completed(question, reply, bodies)``: for a question "which <plural noun> <verb> ..." (data:
``patterns.yaml`` plural_which), the lines of the documents that hold every content word of the
question after its verb ("zara", "name"; when no line holds them all, a word only one line holds,
a heading's "bringing", left out); when two or more do (at most ``_MAX_LINES_SHOWN``), the
reply holds one of them and not all, the reply is those lines, one per line. ``None`` otherwise.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

__all__ = ["completed"]

_CUE = patterns("plural_which")
_MAX_DOCS = 20
_MAX_LINES = 400
_MAX_LINES_SHOWN = 12


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().rstrip(".")


def completed(question: str, reply: str, bodies: list[str]) -> str | None:
    """Every line answering a plural which-question the reply answers with one (module docstring)."""
    asked = _CUE.asks.search(question)
    if asked is None:
        return None
    key = set(content_terms(question[asked.end():]))
    if not key:
        return None
    lines = [(line.strip(), set(content_terms(line))) for body in bodies[:_MAX_DOCS]
             for line in body.splitlines()[:_MAX_LINES] if line.strip()]
    if len(key) > 1 and not any(key <= terms for _, terms in lines):
        # no line holds them all: a word at most one line holds is the list's heading's ("bringing")
        key = {t for t in key if sum(t in terms for _, terms in lines) > 1} or key
    holding = [line for line, terms in lines if key <= terms]
    if not 2 <= len(holding) <= _MAX_LINES_SHOWN:
        return None
    said = _flat(reply)
    quoted = [line for line in holding if _flat(line) in said]
    if not quoted or len(quoted) == len(holding):
        return None
    return "\n".join(holding)
