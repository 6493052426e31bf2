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
_DOTTED_RE = re.compile(r"(?<![\d.,])\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?(?![\d]|[.,]\d)")
_STEM = 5  # the letters a question's noun shares with the parts' noun ("prestação" / "prestações")
_SENTENCE_RE = re.compile(r"(?:[^.!?。;\n]|(?<=\d)\.(?=\d))+(?:[.!?。;]|$)")  # ("R$ 1.200" is one figure)


@dataclass(frozen=True)
class Parts:
    line: str  # the sentence stating the parts
    worked: str  # the worked reply; "" when it cannot be worked (the working limit)


@lru_cache(maxsize=1)
def _numbers() -> dict[str, int]:
    return {str(k).lower(): int(v) for k, v in read("asked_kinds.yaml")["equal_parts"]["numbers"].items()}


def _count(m: re.Match) -> int | None:
    groups = m.groupdict()
    word = (groups.get("n") or groups.get("zh") or "").lower()
    return int(word) if word.isdigit() else _numbers().get(word)


def _stem(word: str) -> str:
    return word.lower()[:_STEM]


def _names_parts(each: str, m: re.Match) -> bool:
    """The question's "each <noun>" names the parts the structural match ``m`` reads ("cada prestação"
    against "duas prestações iguais", "elke termijn" against "vier gelijke termijnen")."""
    return _stem(each) in {_stem(w) for w in _WORD_RE.findall(m.group("around"))}


def _parts_match(line: str, each: str) -> re.Match | None:
    """The parts a line states: by the named vocabulary (``parts``), else by structure (``structured``: a
    count, a word for "equal" in any language and the parts' own noun, which the question's "each <noun>"
    must name)."""
    m = _CUE.parts.search(line)
    if m is not None:
        return m
    if not each:
        return None
    m = _CUE.structured.search(line)
    return m if m is not None and _names_parts(each, m) else None


def _thousands(sentence: str, value: float, sign: str) -> tuple[float, str]:
    """A figure written with dots between groups of three ("R$ 1.200", "1.500,00 €") is thousands, its comma
    the decimal one (the amount reader takes "1.200" for 1.2); the sentence's one amount (``worked`` has made
    sure it states one) is that figure. "R$" is the real's sign, not the dollar's."""
    dotted = _DOTTED_RE.findall(sentence)
    if len(dotted) == 1:
        value = float(dotted[0].replace(".", "").replace(",", "."))
    return value, ("R$" if sign == "$" and "R$" in sentence else sign)


def worked(question: str, bodies: list[str]) -> Parts | None:
    """The module docstring's part worked for ``question`` over the documents ``bodies``."""
    asked = _CUE.asked.search(question)
    each_m = None if asked else _CUE.each.search(question)
    if asked is None and each_m is None:
        return None
    each = each_m.group("noun") if each_m is not None else ""
    found: list[tuple[str, re.Match]] = []
    for body in bodies[:_MAX_DOCS]:
        for line in body.splitlines()[:_MAX_LINES]:
            m = _parts_match(line, each) if line.strip() else None
            if m is None or (asked is None and "around" not in m.re.groupindex and not _CUE.asked.search(m.group(0))
                             and _stem(each) not in m.group(0).lower()):
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
    value, sign = _thousands(sentence, *stated[0])
    return Parts(sentence, f"{money(value / n, sign)} ({money(value, sign)} / {n}).")
