"""A whole period's amount worked from a rate and the count of its units in that period (issue 26;
the forty-fourth set's MM2 (b), the family of JJ4 / KK4 / LL4).

"What does a block of piano cost?" answered by a row "fee_per_lesson: 35.00; lessons_in_block: 12",
or "What does a week of group walks cost?" by "Group walk: £12 per walk" beside "Regular clients
book 5 walks a week.": the reply holds a rate per a unit and the period asked counts that unit, so
the amount is the product (420.00 for the block: 12 lessons x 35.00). Read only when plain: one rate
by a unit in the reply's amount lines, and one count of that same unit in the asked period (a cell
of the same row keyed "<unit>s_in_<period>", else the one line of the documents saying "N <unit>s
a <period>"). ``None`` otherwise: ``asked_kinds`` then states the working limit.
"""

from __future__ import annotations

import re

from course_lib.sim.grounded.asked_kinds import asked_period
from course_lib.sim.words.number_words import values

_MAX_LINES = 400
# "fee_per_lesson: 35.00", "price per session: £8", "£12 per walk", "£8 a lesson"
_KEYED_RATE_RE = re.compile(r"(?:\b|_)per[_ ](?P<unit>[a-z]+)(?:_[a-z]+)*\s*:\s*(?P<cur>[£$€¥]?)\s?"
                            r"(?P<v>\d+(?:\.\d+)?)", re.IGNORECASE)
_PROSE_RATE_RE = re.compile(r"(?P<cur>[£$€¥])\s?(?P<v>\d+(?:\.\d+)?)\s+(?:per|a|an|each|every)\s+(?P<unit>[a-z]+)\b",
                            re.IGNORECASE)


def _counted_re(unit: str, period: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """A row's cell counting ``unit`` in ``period`` ("lessons_in_block: 12") and a line saying it
    ("5 walks a week", "ten sessions per term")."""
    words = "|".join(sorted(values(2, 12), key=len, reverse=True))
    cell = re.compile(rf"\b{unit}(?:e?s)?[_ ](?:in|per)[_ ](?:the[_ ])?{period}s?\s*:\s*(?P<n>\d+)\b", re.IGNORECASE)
    line = re.compile(rf"\b(?P<n>\d+|{words})\s+{unit}(?:e?s)?\s+(?:a|an|per|each|every|in\s+(?:a|the|each))\s+{period}\b",
                      re.IGNORECASE)
    return cell, line


def _singular(word: str) -> str:
    word = word.lower()
    if word.endswith(("sses", "shes", "ches", "xes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _plural(word: str) -> str:
    return f"{word}es" if word.endswith(("s", "sh", "ch", "x")) else f"{word}s"


def _count(found: str) -> int | None:
    if found.isdigit():
        return int(found)
    return values(2, 12).get(found.lower())


def worked(question: str, reply: str, bodies: list[str]) -> str | None:
    """The module docstring's product, as a reply ("420.00 for the block: 12 lessons × 35.00 per
    lesson."), or ``None``."""
    period = asked_period(question)
    if period is None:
        return None
    rates = [(m, line) for line in re.split(r"(?<=[.!?])\s+|\n", reply)
             for m in [*_KEYED_RATE_RE.finditer(line), *_PROSE_RATE_RE.finditer(line)]]
    if any(_singular(m.group("unit")) == period and m.group("cur") for m, _ in rates):
        return None  # "£40 a year" for a year: the amount itself
    rates = [(m, x) for m, x in rates if _singular(m.group("unit")) != period]  # ("classes_per_term: 10": a count)
    units = {_singular(m.group("unit")) for m, _ in rates}
    if len(units) != 1 or len({m.group("v") for m, _ in rates}) != 1:
        return None  # no rate, or rates by several units: no one product
    rate, line = rates[0]
    unit = next(iter(units))
    cell, said = _counted_re(unit, period)
    counts = {m.group("n") for m in cell.finditer(line)}
    if not counts:
        lines = [x for body in bodies for x in body.splitlines()[:_MAX_LINES]]
        counts = {m.group("n").lower() for x in lines for m in said.finditer(x)}
    if len(counts) != 1:
        return None
    n = _count(next(iter(counts)))
    if n is None or n < 2:
        return None
    value = float(rate.group("v"))
    cur = rate.group("cur") or ""
    return f"{cur}{value * n:,.2f} for the {period}: {n} {_plural(unit)} × {cur}{value:,.2f} per {unit}."
