"""A bill's total less one of its lines: "What would the bill have been without the late payment
fee?" over a bill whose lines each state an amount and one line states the total (notebook 02's
grounded answers over a learner's own receipts and bills).

The quoted line is an operand, not the answer: the answer is the total less that line's amount (a
negative line, a discount, is added back). The line is the one whose label shares the most words
with what the question leaves out ("without the <X>", "if I hadn't <X>"); no such line, or a tie,
or no one total line: ``Unworked`` with why, so the caller states a limit; ``None`` when the
question asks no such thing or the documents are no bill.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.currencies import AMOUNT_RE, amount_value
from course_lib.sim.words.text import content_terms

_CUE = patterns("bill_lines")  # its cue patterns: data/sim/patterns.yaml
_WORD_RE = re.compile(r"[a-z]+")
_NEG_RE = re.compile(r"[-−–]\s*$")
_MAX_LINES = 200  # a cap on the lines read


@dataclass(frozen=True)
class Line:
    label: str
    amount: float
    shown: str  # the amount as written, with its sign


@dataclass(frozen=True)
class Without:
    """The total, the line left out, and what remains."""

    total: Line
    left_out: Line
    result: float
    symbol: str

    def answer(self) -> str:
        sign = "plus" if self.left_out.amount < 0 else "less"
        return (f"{self.symbol}{self.result:,.2f}: {self.total.label} {self.total.shown} {sign} "
                f"{self.left_out.label} {self.left_out.shown.lstrip('-')}.")


@dataclass(frozen=True)
class Unworked:
    why: str


def _lines(body: str) -> list[Line]:
    out = []
    for raw in body.splitlines()[:_MAX_LINES]:
        found = list(AMOUNT_RE.finditer(raw))
        if not found:
            continue
        m = found[-1]  # (a line's last amount is its charge: "Riding 23 min x €0.25/min  €5.75")
        label = raw[:found[0].start()].strip(" :-−–\t")
        if not label or not _WORD_RE.search(label.lower()):
            continue
        negative = bool(_NEG_RE.search(raw[:m.start()]))
        value = amount_value(m) * (-1 if negative else 1)
        out.append(Line(label, value, ("-" if negative else "") + m.group(0).strip()))
    return out


def _words(text: str) -> set[str]:
    return set(content_terms(text))


def without(question: str, bodies: list[str]) -> Without | Unworked | None:
    """The total less the line the question leaves out (see the module's docstring)."""
    m = _CUE.without.search(question)
    if m is None or not _CUE.amount.search(question):
        return None
    what = _words(m.group("what") or m.group("did") or "")
    if not what:
        return None
    lines = [line for body in bodies for line in _lines(body)]
    totals_words = lexicon("total_words")
    totals = [ln for ln in lines if not totals_words.isdisjoint(_WORD_RE.findall(ln.label.lower()))]
    parts = [ln for ln in lines if ln not in totals]
    if len(totals) != 1 or len(parts) < 2:
        return None if not totals else Unworked(f"the documents state {len(totals)} totals and it cannot tell which to use")
    scored = sorted(((len(what & _words(ln.label)), i) for i, ln in enumerate(parts)), reverse=True)
    best = scored[0][0]
    if best == 0:
        return Unworked(f"no line of the bill is the {(m.group('what') or m.group('did')).strip()!r} the question leaves out")
    if len(scored) > 1 and scored[1][0] == best:
        return Unworked("several lines of the bill meet what the question leaves out")
    line = parts[scored[0][1]]
    total = totals[0]
    symbol = next((s for s in "£€$" if s in total.shown), "")
    return Without(total, line, round(total.amount - line.amount, 2), symbol)
