"""A rate for one period stated beside a total for several (issue 26, the fifty-third set's TT2 (4)):
"what's the standing charge a day" over "Standing charge: 31 days x 28.40p = £8.80" is 28.40p, the
rate the line states, never £8.80 / 31 rounded.

``per_one(question, sentence, period)`` reads in the sentence each "N <periods> x <amount>" (cue
``per_one`` of ``data/sim/patterns.yaml`` ``stated_rates``) of the asked period; with several, those
whose label (the words before the figures on their line) shares a word with the question. One left:
the ``Stated`` rate with its line. ``None`` otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import STOP_WORDS, content_terms

_CUE = patterns("stated_rates")  # its cue patterns: data/sim/patterns.yaml


@dataclass(frozen=True)
class Stated:
    amount: str  # as written ("28.40p")
    period: str
    line: str  # the line stating it

    def answer(self) -> str:
        return f"{self.amount} a {self.period} (the documents state it: {self.line.strip().rstrip('.')})."


def per_one(question: str, sentence: str, period: str) -> Stated | None:
    """The one rate per ``period`` the sentence states for the question (module docstring)."""
    if not any(ch in sentence for ch in "x×*@"):
        return None
    found = []
    for line in sentence.splitlines():
        for m in _CUE.per_one.finditer(line):
            if m.group("period").lower().rstrip("s") == period:
                found.append((m, line))
    if len(found) > 1:
        asked = {t for t in content_terms(question) if t not in STOP_WORDS}
        found = [(m, line) for m, line in found
                 if asked & {t for t in content_terms(_label(line, m.start())) if t not in STOP_WORDS}]
    if len(found) != 1:
        return None
    m, line = found[0]
    label = _label(line, m.start())
    label = label[max(label.rfind(". "), label.rfind(" - ")) + 1:].strip(" -,;")
    return Stated(m.group("amount").strip(), period, f"{label} {m.group(0)}".strip())


def _label(line: str, start: int) -> str:
    """The words before a rate's figures on its line, back to the figure or bracket before them."""
    head = line[:start]
    cut = max(head.rfind(")"), head.rfind("="))
    return head[cut + 1:]
