"""The tax on one part of a bill, worked (issue 26, the fifty-first set's TT1, fix54a): "How much of the VAT
was on the parts?" over an invoice with its parts listed and one "VAT at 20%: £69.60" line was answered with
that line, the whole bill's tax. A model takes the rate of the parts' amount.

``worked(question, bodies)``: for a question naming a tax (``data/sim/tax_shares.yaml`` ``asked``) and a part of
the bill, over documents with one tax rate line (``rate``): the part is a line whose label (before its colon)
names a word of the question and holds one amount ("Labour (3.5 hours): £280.00"), else a heading naming it
("Parts" over its item lines: the last amount of each line up to a blank line or the next heading, added).
The part is what the question names after "on / for / of (the)". ``Share`` with the reply (the rate times the
part's amount, its working written out), or with no reply when the part's amount cannot be read or no line
gives it (the working limit); ``None`` when no tax is asked, no one rate line or no part named.
Bounded: ``_MAX_DOCS``, ``_MAX_LINES``, ``_MAX_SECTION`` lines under a heading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.grounded.said_amounts import amounts, money
from course_lib.sim.words.cues import read

__all__ = ["Share", "worked"]

DATA = "tax_shares.yaml"
_MAX_DOCS = 20
_MAX_LINES = 400
_MAX_SECTION = 30
_MAX_HEADING_WORDS = 4
_STEM = 4
_WORD_RE = re.compile(r"[^\W\d_]{3,}")
_PART_RE = re.compile(r"(?=\b(?:on|for|of)\s+(?:the\s+|my\s+|your\s+)?([^\W\d_]{3,}(?:\s+[^\W\d_]{3,})?))", re.IGNORECASE)


@dataclass(frozen=True)
class Share:
    line: str  # the part's line or heading
    worked: str  # the worked reply; "" when it cannot be worked (the working limit)


@lru_cache(maxsize=1)
def _res() -> tuple[re.Pattern[str], re.Pattern[str], frozenset[str]]:
    data = read(DATA)
    return (re.compile(data["asked"], re.IGNORECASE), re.compile(data["rate"], re.IGNORECASE),
            frozenset(str(w).lower() for w in data["ignore"]))


def _stems(text: str) -> set[str]:
    return {w.lower()[:_STEM + 1] if len(w) > _STEM + 1 else w.lower() for w in _WORD_RE.findall(text)}


def _asked_words(question: str) -> set[str]:
    """The part the question names after "on / for / of (the)" ("on the parts", "for the labour")."""
    tax, _, ignore = _res()
    rest = tax.sub(" ", question)
    named = " ".join(m.group(1) for m in _PART_RE.finditer(rest))
    return {s for s in _stems(named) if s not in _stems(" ".join(ignore)) and len(s) >= _STEM}


def _heading(line: str) -> bool:
    text = line.strip().rstrip(":")
    return bool(text) and not any(c.isdigit() for c in text) and len(text.split()) <= _MAX_HEADING_WORDS \
        and not text.endswith((".", "!", "?"))


def _part(lines: list[str], asked: set[str]) -> tuple[str, float, str] | None | str:
    """The part's (line, amount, sign); "" when a line names it but its amount cannot be read."""
    labelled = []
    for i, line in enumerate(lines):
        if ":" in line and amounts(line):
            if _stems(line.split(":")[0]) & asked:
                labelled.append(line)
        elif _heading(line) and _stems(line) & asked:
            total, signs = 0.0, set()
            for item in lines[i + 1:i + 1 + _MAX_SECTION]:
                if not item.strip() or _heading(item):
                    break
                found = amounts(item)
                if not found:
                    return ""
                total += found[-1][0]
                signs.add(found[-1][1])
            if total and len(signs) == 1:
                return line.strip(), total, signs.pop()
            return ""
    if len(labelled) != 1:
        return "" if labelled else None
    found = amounts(labelled[0])
    return (labelled[0].strip(), found[-1][0], found[-1][1]) if len({a for a in found}) == 1 else ""


def worked(question: str, bodies: list[str]) -> Share | None:
    """The module docstring's tax share for ``question`` over the documents ``bodies``."""
    tax, rate_re, _ = _res()
    if not tax.search(question):
        return None
    lines = [x for body in bodies[:_MAX_DOCS] for x in body.splitlines()[:_MAX_LINES]]
    rates = {m.group("rate").replace(",", ".") for x in lines for m in rate_re.finditer(x)}
    asked = _asked_words(question)
    if len(rates) != 1 or not asked:
        return None
    part = _part([x for x in lines if not rate_re.search(x)], asked)
    if not part:  # a part named and a rate stated, but no line of the part's amount (not among the results)
        return Share("", "")
    line, value, sign = part
    rate = float(rates.pop())
    shown = f"{rate:g}%"
    return Share(line, f"{money(round(value * rate / 100, 2), sign)} ({shown} of {money(value, sign)}, {line.split(':')[0].strip()}).")
