"""Notes about another period than the one the question names: "Who won the summer league?" over
an autumn table, "What did the 2025 trip cost?" over the 2026 trip's budget. The question names a
season, a month or a year that no document names, while the documents name another of the same
kind: their rows and sentences are about that other period, so any line quoted or ranked would
answer another question. (A rare name no document holds is ``absence.absent_name``; this is the
everyday words of a calendar, which that check leaves alone.)

The seasons are data (``seasons`` in ``data/sim/lexicons.yaml``); months are read by their names
and three-letter abbreviations ("Sept" too), years as four figures from 1900 to 2099.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from course_lib.sim.words.cues import lexicon

_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")
_WORD_RE = re.compile(r"[a-z]+")
_YEAR_RE = re.compile(r"(?<![\d.,])(?:19|20)\d\d(?!\d|[.,]\d)")  # "in 2025, up": a year before a comma too
_MAX_CHARS = 200_000  # a cap on the documents' text read for periods


class Mismatch(NamedTuple):
    kind: str  # "season", "month" or "year"
    asked: tuple[str, ...]  # what the question names
    held: tuple[str, ...]  # what the documents name instead


def _month(word: str) -> str | None:
    """The month a word names: its name, or its three-letter abbreviation ("jan", "sept" too)."""
    if word in _MONTHS:
        return word
    if len(word) == 3 or word == "sept":
        found = [m for m in _MONTHS if m.startswith(word)]
        return found[0] if len(found) == 1 else None
    return None


def _periods(text: str) -> dict[str, set[str]]:
    low = text.lower()
    words = _WORD_RE.findall(low)
    seasons = lexicon("seasons")
    found: dict[str, set[str]] = {"season": set(), "month": set(), "year": set()}
    for w in words:
        if w in seasons:
            found["season"].add("autumn" if w == "fall" else w)
        month = _month(w)
        if month:
            found["month"].add(month)
    found["year"].update(_YEAR_RE.findall(text))
    return found


def mismatch(question: str, bodies: list[str] | tuple[str, ...]) -> Mismatch | None:
    """The period the question names and the other one the documents name instead, or ``None``
    when the question names none, a document names it too, or the documents name none of its
    kind. "May" as a verb ("May I bring a dog?") is read as a month only after a figure or "in"."""
    asked = _periods(question)
    if "may" in asked["month"] and not re.search(r"(?:\bin|\d)\s+may\b|\bmay\s+\d", question, re.IGNORECASE):
        asked["month"].discard("may")
    if not any(asked.values()):
        return None  # the question names no period: the documents need not be read
    text = "\n".join(bodies)[:_MAX_CHARS]
    held = _periods(text)
    for kind in ("season", "month", "year"):
        if asked[kind] and not asked[kind] & held[kind] and held[kind]:
            if kind == "month" and held["month"] and _spans_months(text):
                continue  # "Mar-Oct", "April to September": a range may hold the month
            if kind == "month" and _counted_months(question, bodies):
                continue  # "from March to June" over "£910 a month": the months count the rate (``month_spans``)
            return Mismatch(kind, tuple(sorted(asked[kind])), tuple(sorted(held[kind]))[:4])
    return None


def _counted_months(question: str, bodies: list[str] | tuple[str, ...]) -> bool:
    from course_lib.sim.grounded.month_spans import worked

    return worked(question, list(bodies)) is not None


_RANGE_RE = re.compile(r"\b[a-z]{3,9}\.?\s*(?:-|–|to|until|till|through)\s*[a-z]{3,9}\b", re.IGNORECASE)


def _spans_months(text: str) -> bool:
    """Whether the text gives a range of months ("Mar-Oct", "April to September")."""
    return any(_month(a.lower().rstrip(".")) and _month(b.lower())
               for a, b in (re.split(r"\s*(?:-|–|to|until|till|through)\s*", m.group(0), maxsplit=1, flags=re.IGNORECASE)
                            for m in _RANGE_RE.finditer(text)) if b)
