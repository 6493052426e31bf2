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

from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("other_period")  # its cue patterns: data/sim/patterns.yaml

_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")
_WORD_RE = re.compile(r"[^\W\d_]+")  # whole words of any script: "marțea" (on Tuesdays) is no "mar"
_YEAR_RE = re.compile(r"(?<![\d.,])(?:19|20)\d\d(?!\d|[.,]\d)")  # "in 2025, up": a year before a comma too
_MAX_CHARS = 200_000  # a cap on the documents' text read for periods
_MAX_DOCS = 40  # a cap on the documents read for open periods


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
            if kind == "month" and _covered(question, asked, bodies):
                continue  # "Prices from 1 March 2025: ..." hold for April
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


def _covered(question: str, asked: dict[str, set[str]], bodies: list[str] | tuple[str, ...]) -> bool:
    """Whether the one month the question names lies in a period a date in a heading of the documents
    opens with no end ("Swim prices from 1 March 2025: ...", "(from 1 April 2024)"; ``open_from``) or
    closes with no start ("until 30 April"; ``open_until``), and no other such period could hold
    another figure for it. A heading's date scopes every line under it; a date inside a later line
    ("A2. Clause 4: from 1 July the hut may be used until 11 pm") scopes that line only, a change the
    question's month asks to apply: no heading's period then, the stated limit stays.

    A question with a year is read against the dates' years; one without, in the year of the latest
    opening anywhere (every opening must have a year, or be alone): "in May" over "from 1 April 2024"
    and "from 1 October 2025" may mean next May, after the later one, so it is in neither. And at most
    one opening (anywhere) may stand in a part (the documents cut at bracketed titles,
    ``titled_parts``) sharing a word of the question besides the month, that one a heading's holding
    the month: "how much is printing in December" over a price list "(from 1 April 2024)" and an email
    "from 1 October 2025" that says nothing of printing is read from the price list; "reserve a book in
    November", both speaking of reservations, keeps the stated limit (which figure holds is a change
    to weigh)."""
    if len(asked["month"]) != 1 or len(asked["year"]) > 1:
        return False
    month = _MONTHS.index(next(iter(asked["month"])))
    year = int(next(iter(asked["year"]))) if asked["year"] else None
    parts = [part for body in bodies[:_MAX_DOCS] for part in titled_parts(body)]
    opened = _dates(parts, _CUE.open_from)
    closed = _dates(parts, _CUE.open_until)
    if not any(heading for _, _, heading in opened + closed):
        return False
    words = {w for w in content_terms(question) if not w.isdigit()} - set(content_terms(" ".join(_MONTHS)))
    sharing = {(key, i) for key, i, _ in opened + closed if not words.isdisjoint(content_terms(parts[i]))}
    if len(sharing) > 1:
        return False
    if year is None:
        if len(opened) + len(closed) > 1 and any(key[0] == 0 for key, _, _ in opened + closed):
            return False
        if not opened:  # "until 30 April" alone: the months before it
            (key, i, heading), = closed[:1]
            return heading and month < key[1] and (not sharing or sharing == {(key, i)})
        latest = max(key for key, _, _ in opened)
        if month <= latest[1]:
            return False
        year = latest[0]
    holding = {(key, i) for key, i, heading in opened if heading and (year, month) > key[:2]}
    holding |= {(key, i) for key, i, heading in closed if heading and (year, month) < key[:2]}
    return bool(holding) and (not sharing or sharing <= holding)


def _dates(parts: list[str], cue: re.Pattern[str]) -> list[tuple[tuple[int, int, int], int, bool]]:
    """Each date ``cue`` marks in ``parts`` as ((year, month, day), part index, in the part's heading:
    its first line, after a bracketed title); a date without a year takes the year of its part's
    dated one of the same month ("Changes from 1 October" beside "from 1 October 2025"), else 0. A
    date that starts or ends a span ("from 1 April 2038 to 30 September", "from October to April",
    "from 1 May until 30 June") opens or closes no period: left out."""
    dates = []
    for i, part in enumerate(parts[:_MAX_DOCS]):
        text = part[:_MAX_CHARS]
        title = _CUE.titled_part.match(text)
        start = title.end() if title else 0
        first = text[start:].lstrip("\n")
        heading_end = len(text) - len(first) + (first.find("\n") if "\n" in first else len(first))
        for m in cue.finditer(text):
            edge = _month(m.group("month").lower())
            if edge is None or _CUE.span_after.match(text, m.end()) or _CUE.span_before.search(text[max(0, m.start() - 40):m.start()]):
                continue
            day = int(m.group("day") or m.group("day2") or 1)
            dates.append(((int(m.group("year") or 0), _MONTHS.index(edge), day), i, m.start() < heading_end))
    dated = {(i, key[1]): key[0] for key, i, _ in dates if key[0]}
    return [((dated.get((i, key[1]), 0), *key[1:]) if not key[0] else key, i, h) for key, i, h in dates]


def titled_parts(body: str) -> list[str]:
    """``body`` cut before each line that is only a bracketed title ("[Email, 2 September 2025]",
    ``titled_part``): documents a retriever joined into one context, each its own part; the whole
    body when it has no such line after its start."""
    starts = [m.start() for m in _CUE.titled_part.finditer(body[:_MAX_CHARS])]
    cuts = [0, *[a for a in starts if a > 0], len(body)]
    parts = [body[a:b].strip() for a, b in zip(cuts, cuts[1:], strict=False)]
    return [p for p in parts if p] or [body]
