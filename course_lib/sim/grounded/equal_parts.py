"""One of N equal parts of an amount, worked (issue 26, the fiftieth set's SS5, the family of RR1 / QQ1;
fix52b): "¿Cuánto es cada plazo de la derrama?" over "Derrama: 360 € por vivienda, en tres plazos
iguales" was answered with the operand line; "how much is each payment?" over "£480, payable in four
equal quarterly payments" was read as £480 a quarter. A model divides.

- ``worked(question, bodies)``: for a question asking one part (``patterns.yaml`` ``equal_parts.asked``:
  "each instalment", "cada plazo", "ogni rata", "每期"), the one line of the documents that states an
  amount paid in N equal parts (``equal_parts.parts``: "in three equal instalments", "en tres plazos
  iguales", "in tre rate uguali", "分四期"; the number words ``asked_kinds.yaml`` ``equal_parts.numbers``):
  ``Parts`` with the worked reply (the amount / N, its working written with figures, whatever the
  language), or with no reply when the line holds several amounts or several lines state parts and
  none is named by the question (the working limit). ``None`` when no part is asked or no line states parts.
Bounded: ``_MAX_DOCS``, ``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.grounded.said_amounts import amounts, money
from course_lib.sim.words.cues import patterns, read

__all__ = ["Parts", "worked"]

_CUE = patterns("equal_parts")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20
_MAX_LINES = 400
_WORD_RE = re.compile(r"\w{4,}")
_SENTENCE_RE = re.compile(r"[^.!?。;\n]+(?:[.!?。;]|$)")


@dataclass(frozen=True)
class Parts:
    line: str  # the sentence stating the parts
    worked: str  # the worked reply; "" when it cannot be worked (the working limit)


@lru_cache(maxsize=1)
def _numbers() -> dict[str, int]:
    return {str(k).lower(): int(v) for k, v in read("asked_kinds.yaml")["equal_parts"]["numbers"].items()}


def _count(m: re.Match) -> int | None:
    word = (m.group("n") or m.group("zh") or "").lower()
    return int(word) if word.isdigit() else _numbers().get(word)


def worked(question: str, bodies: list[str]) -> Parts | None:
    """The module docstring's part worked for ``question`` over the documents ``bodies``."""
    if not _CUE.asked.search(question):
        return None
    found: list[tuple[str, re.Match]] = []
    for body in bodies[:_MAX_DOCS]:
        for line in body.splitlines()[:_MAX_LINES]:
            m = _CUE.parts.search(line) if line.strip() else None
            if m is None:
                continue
            sentence = next((s.group(0).strip() for s in _SENTENCE_RE.finditer(line)
                             if s.start() <= m.start() < s.end()), line.strip())
            found.append((sentence, m))
    if not found:
        return None
    if len(found) > 1:  # several lines state parts: the one whose words the question names
        asked = {w.lower() for w in _WORD_RE.findall(question)}
        named = [f for f in found if asked & {w.lower() for w in _WORD_RE.findall(f[0])}]
        if len(named) != 1:
            return Parts(found[0][0], "")
        found = named
    sentence, m = found[0]
    n = _count(m)
    stated = amounts(sentence)
    if n is None or n < 2 or len({(v, s) for v, s in stated}) != 1:
        return Parts(sentence, "")
    value, sign = stated[0]
    return Parts(sentence, f"{money(value / n, sign)} ({money(value, sign)} / {n}).")
