"""A value changed from a date on: a line "From 1 June the family room costs £210" (cue data:
``dated_changes.opens``: "from", "as of", "with effect from", "starting", "effective") states the
item's value for dates on or after its date, not before; the earlier line ("Family room: £190")
holds before it. A reply is checked against the question's date (a day and month, a month; a
year where both give one), issue 26, the thirty-eighth set's GG3 (b):

- the reply gives the changing line's new value for a date before the change: wrong, a limit;
- the reply gives an earlier line's value for an item the changing line changes, for a date on or
  after the change: superseded, a limit.

It is a guard: it reads which value holds, it does not give the other one (a reader of values in
force would be the next step). ``None`` where the question names no date, the documents state no
dated change, or the reply's values are not the item's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.day_names import MONTHS
from course_lib.sim.words.quantities import figures
from course_lib.sim.words.text import STOP_WORDS, stem

_CUE = patterns("dated_changes")
_MONTH_RE = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
_DATE_RE = re.compile(
    rf"\b(?:(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m1>{_MONTH_RE})|(?P<m2>{_MONTH_RE})\s+(?P<d2>\d{{1,2}})"
    rf"(?:st|nd|rd|th)?\b|(?P<m3>{_MONTH_RE}))(?:,?\s+(?P<y>(?:19|20)\d\d))?\b", re.IGNORECASE)
_WORD_RE = re.compile(r"[^\W\d_]+")
_MONTH_BEFORE_RE = re.compile(r"\b(?:in|of|from|until|till|since|during|before|after|by)\s*$", re.IGNORECASE)
_RANGE_AFTER_RE = re.compile(r"^\s*(?:to|until|till|through|-|–|—)\s", re.IGNORECASE)
_MAX_LINES = 400


@dataclass(frozen=True)
class When:
    """A date as a text gives it: its month (1-12), its day (None: the month as a whole), its year."""

    month: int
    day: int | None
    year: int | None


@dataclass(frozen=True)
class Change:
    """A line that changes values from a date on: the date, the new values, the item's words."""

    when: When
    values: frozenset[str]
    words: frozenset[str]
    line: str


def _month(word: str) -> int | None:
    w = word.lower()
    if w == "may" or len(w) >= 3:
        return next((n + 1 for n, m in enumerate(MONTHS) if m.lower().startswith(w[:3]) and
                     (len(w) <= 4 or m.lower() == w)), None)
    return None


def dates(text: str) -> list[tuple[int, int, When]]:
    """The dates a text names, with where they stand: "1 June", "June 1st, 2027", "May 2027", "in
    May" (a month's name in lower case only after "in": "may" is a verb)."""
    out = []
    for m in _DATE_RE.finditer(text):
        word = m.group("m1") or m.group("m2") or m.group("m3")
        month = _month(word)
        if month is None:
            continue
        if m.group("m3") and word.lower() == "may" and not m.group("y") and not _MONTH_BEFORE_RE.search(text[:m.start()]):
            continue  # "may" is a verb ("May I ...", "prices may rise") unless "in May", "from May"
        if m.group("m3") and word[0].islower() and not _MONTH_BEFORE_RE.search(text[:m.start()]):
            continue
        day = m.group("d1") or m.group("d2")
        year = m.group("y")
        out.append((m.start(), m.end(), When(month, int(day) if day else None, int(year) if year else None)))
    return out


def _before(a: When, b: When) -> bool | None:
    """Whether ``a`` is wholly before ``b`` (the change's date); ``None`` when it cannot tell (the
    same month, one without its day)."""
    if a.year is not None and b.year is not None and a.year != b.year:
        return a.year < b.year
    if a.month != b.month:
        return a.month < b.month
    if a.day is None or b.day is None:
        return None if (a.day or b.day or 1) != 1 else False
    return a.day < b.day


def _words(text: str) -> frozenset[str]:
    return frozenset(stem(w) for w in _WORD_RE.findall(text.lower()) if w not in STOP_WORDS and _month(w) is None)


def changes(bodies: list[str]) -> list[Change]:
    """The documents' lines that change values from a date on."""
    out = []
    for body in bodies:
        for line in body.splitlines()[:_MAX_LINES]:
            cue = _CUE.opens.search(line)
            if not cue:
                continue
            # (the date right after the cue: one written before it is no date it opens)
            found = [d for d in dates(line) if d[0] >= cue.end() and line[cue.end():d[0]].strip() == ""]
            if not found:
                continue
            start, end, when = found[0]
            if _RANGE_AFTER_RE.match(line[end:]):
                continue  # "from May to September": a season, no change
            rest = line[:start] + " " + line[end:]
            vals = figures(rest)
            if vals:
                out.append(Change(when, vals, _words(rest) - _words(cue.group()), line.strip()))
    return out


def _value_lines(bodies: list[str]) -> list[str]:
    return [line for body in bodies for line in body.splitlines()[:_MAX_LINES]
            if figures(line) and not _CUE.opens.search(line)]


def _line_of(value: str, bodies: list[str]) -> str | None:
    return next((line for line in _value_lines(bodies) if value in figures(line)), None)


def _own_words(line: str, bodies: list[str]) -> frozenset[str]:
    """The words of a value's line that no other line with a value holds ("adult" of "Adult swim:
    £5.20" beside "Junior swim: £3.10"): what names its item."""
    others = [_words(x) for x in _value_lines(bodies) if x != line]
    return _words(line) - frozenset().union(*others)


def _item_values(said: frozenset[str], change: Change, bodies: list[str]) -> bool:
    """Whether one of the reply's values stands on a line about the changed item (the old value
    given beside the new one: "£190, rising to £210 from 1 June")."""
    return any((line := _line_of(v, bodies)) and _words(line) & change.words for v in said)


def unsettled(question: str, reply: str, bodies: list[str]) -> str | None:
    """Why the reply's value is not the one in force at the question's date (module docstring), or
    ``None``."""
    asked = [w for _, _, w in dates(question)]
    if len(asked) != 1:
        return None
    found = changes(bodies)
    if not found:
        return None
    said = figures(_DATE_RE.sub(" ", reply))  # (a date's day or year in the reply is no value of it)
    # the values a change in force at the asked date states ("A late fee of £10 applies from 1 May" for 3 May)
    in_force = frozenset().union(*(c.values for c in found if _before(asked[0], c.when) is False))
    for change in found:
        before = _before(asked[0], change.when)
        if before is None:
            continue
        if before and said & change.values and not _item_values(said - change.values, change, bodies):
            return (f"the line it found ({change.line!r}) states a value from a date on, and the question asks "
                    "about a date before it")
        if not before and said and not said & change.values:
            for value in sorted(said - in_force):
                line = _line_of(value, bodies)
                if line and _own_words(line, bodies) & change.words & _words(question):
                    return (f"the value it found ({line.strip()!r}) is changed from a date the question's date "
                            f"comes after ({change.line!r})")
    return None
