"""A span of months asked over an amount per month, worked (issue 26, the fifty-first set's TT1, fix54a):
"Quanto pago de quota de abril a dezembro?" over "Quota mensal: a partir de abril, 48 € por fração
(atualmente 42 €)" was answered with the quota line and another; "What will the place cost from March to
June?" over "£910 a month" was read as a question about months no document names. A model counts the
months and multiplies.

- ``span(question)``: the first and last month of a span the question names ("from March to June", "Mar-Jun",
  "de abril a dezembro", "von März bis Juni"; months of the languages in ``data/sim/month_spans.yaml``) and
  their count, inclusive; ``None`` when it names none.
- ``worked(question, bodies)``: for a question asking an amount over such a span, the one line of the documents
  stating an amount per month ("a month", "mensal", "/month"; the one whose words the question names when several
  do): ``Worked`` with the reply (the count times the amount, its working written out), or with no reply when the
  line's amount for the span cannot be told (several amounts and no "from <month>" that holds for the whole span,
  or a span that runs over the year's end): the working limit. ``None`` when no span or no monthly line.
Bounded: ``_MAX_DOCS``, ``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.grounded.said_amounts import amounts, money
from course_lib.sim.words.cues import read

__all__ = ["Span", "Worked", "span", "worked"]

DATA = "month_spans.yaml"
_MAX_DOCS = 20
_MAX_LINES = 400
_ABBREVIATIONS = {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9,
                  "oct": 10, "nov": 11, "dec": 12}
_WORD_RE = re.compile(r"[^\W\d_]{4,}")
_NEAR = 40  # characters from a line's "from <month>" to the amount that holds from then


@dataclass(frozen=True)
class Span:
    first: int  # 1 to 12
    last: int
    months: int  # inclusive count
    text: str  # as the question writes it


@dataclass(frozen=True)
class Worked:
    line: str  # the line stating the amount per month
    worked: str  # the worked reply; "" when it cannot be worked (the working limit)


@lru_cache(maxsize=1)
def _months() -> dict[str, int]:
    out = dict(_ABBREVIATIONS)
    for names in read(DATA)["months"].values():
        out.update({str(n).lower(): i + 1 for i, n in enumerate(names)})
    return out


@lru_cache(maxsize=1)
def _res() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    data = read(DATA)
    month = "|".join(sorted((re.escape(m) for m in _months()), key=len, reverse=True))
    joins = "|".join(re.escape(c) if not c.isalpha() else rf"{re.escape(c)}\b" for c in data["connectors"])
    span_re = re.compile(rf"(?<!\w)(?P<a>{month})\.?\s*(?:{joins})\s*(?P<b>{month})(?!\w)", re.IGNORECASE)
    froms = "|".join(re.escape(w) for w in sorted(data["from_words"], key=len, reverse=True))
    from_re = re.compile(rf"(?<!\w)(?:{froms})\s+(?P<m>{month})(?!\w)", re.IGNORECASE)
    return (span_re, re.compile(data["monthly"], re.IGNORECASE), from_re,
            re.compile(data["asks_amount"], re.IGNORECASE))


def span(question: str) -> Span | None:
    """The module docstring's span of months the question names."""
    m = _res()[0].search(question)
    if m is None:
        return None
    first, last = _months()[m.group("a").lower()], _months()[m.group("b").lower()]
    return Span(first, last, (last - first) % 12 + 1, m.group(0))


def _amount_from(line: str, first: int, last: int) -> tuple[float, str] | None | str:
    """The amount that holds for the whole span on a line of several: the one after a "from <month>" whose
    month is the span's first or before it; "" when a change falls inside the span; ``None`` when no
    "from <month>" says."""
    for m in _res()[2].finditer(line):
        since = _months()[m.group("m").lower()]
        after = amounts(line[m.end():m.end() + _NEAR])
        if not after:
            continue
        return after[0] if since <= first else ""
    return None


def worked(question: str, bodies: list[str]) -> Worked | None:
    """The module docstring's worked figure for ``question`` over the documents ``bodies``."""
    asked = span(question)
    if asked is None or not _res()[3].search(question):
        return None
    lines = [line.strip() for body in bodies[:_MAX_DOCS] for line in body.splitlines()[:_MAX_LINES]
             if line.strip() and _res()[1].search(line) and amounts(line)]
    if not lines:
        return None
    if len(lines) > 1:  # several monthly lines: the one whose words the question names
        words = {w.lower() for w in _WORD_RE.findall(question)}
        named = [x for x in lines if words & {w.lower() for w in _WORD_RE.findall(x)}]
        if len(named) != 1:
            return Worked(lines[0], "")
        lines = named
    line = lines[0]
    if asked.last < asked.first:
        return Worked(line, "")  # (over the year's end: which year's amount holds is not read)
    stated = amounts(line)
    if len({(v, s) for v, s in stated}) == 1:
        value, sign = stated[0]
    else:
        held = _amount_from(line, asked.first, asked.last)
        if not held:
            return Worked(line, "")
        value, sign = held
    total = money(value * asked.months, sign)
    return Worked(line, f"{total} ({asked.months} months × {money(value, sign)}, {asked.text}).")
