"""Weekday and month abbreviations read as their full names when words are matched (issue 26):
"Thu 15 May" in a table cell meets a question about "thursday", "Sept" meets "September", and a
question written "on Thu" meets a note's "Thursday". The abbreviations are those the simulator
already knows: ``weekdays`` (Mon, Tue / Tues, Wed / Weds, Thu / Thur / Thurs, Fri, Sat, Sun) and
``calendar_dates``' months (Jan ... Dec, Sept). An abbreviation counts only when written with a
capital ("Sat", "Sun", "Mar": "sat" is a verb, "the sun" no day), as ``weekdays.day_number``
reads them; a month abbreviation beside a figure ("07 Dec", "Dec 14") is part of a date, which
``calendar_dates`` reads whole (a month alone would make every row of that month meet "7 December"),
and one before a colon ("Wed: Orchid") is a column's header carried into every row of a grid
(``prose`` reads headers by their full names already), no row's own day. Used by ``matching`` (the forms of a text, the concepts of a question); introduced
with notebook 02's grounded answers over tables.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.day_names import MONTHS, WEEKDAYS
from course_lib.sim.words.text import stem
from course_lib.sim.words.weekdays import ABBREVIATIONS as DAY_ABBREVIATIONS

_MONTH_ABBREVIATIONS = {"sept": 8, **{m[:3]: i for i, m in enumerate(MONTHS) if len(m) > 3}}
MAX_CHARS = 20000  # a cap on the text read for abbreviations


@lru_cache(maxsize=1)
def _full_names() -> dict[str, str]:
    """Each abbreviation (lower case) -> its full name (lower case)."""
    names = {a: WEEKDAYS[i] for i, forms in enumerate(DAY_ABBREVIATIONS) for a in forms}
    names.update({a: MONTHS[i] for a, i in _MONTH_ABBREVIATIONS.items()})
    return names


@lru_cache(maxsize=1)
def abbreviation_stems() -> frozenset[str]:
    """The stems of the abbreviations ("thu", "sept"), to test a text's forms against cheaply."""
    return frozenset(stem(a) for a in _full_names())


@lru_cache(maxsize=1)
def _written_re() -> re.Pattern[str]:
    words = sorted(_full_names(), key=len, reverse=True)
    return re.compile(r"(?<![\w-])(?:" + "|".join(w.capitalize() + "|" + w.upper() for w in words) + r")\.?(?![\w-])")


@lru_cache(maxsize=1)
def full_name_stem_set() -> frozenset[str]:
    """Every stem ``full_name_stems`` can give ("thursday", "septemb"): the forms a text's
    abbreviations may add, depending on the words around them ("Dec" alone, not "Dec 14")."""
    return frozenset(stem(n) for n in _full_names().values())


def full_name(token: str) -> str | None:
    """The full name a capitalised abbreviation stands for ("Thu" -> "thursday", "Sept" ->
    "september"); ``None`` for any other word, and for an abbreviation in lower case."""
    raw = token.rstrip(".")
    if not raw[:1].isupper():
        return None
    return _full_names().get(raw.lower())


def full_name_stems(text: str, forms: frozenset[str] | set[str]) -> set[str]:
    """The stems of the full names ``text``'s capitalised abbreviations stand for, read only when
    its ``forms`` (its content stems) hold an abbreviation's stem at all."""
    if forms.isdisjoint(abbreviation_stems()):
        return set()
    names = _full_names()
    text = text[:MAX_CHARS]
    out = set()
    for m in _written_re().finditer(text):
        word = m.group(0).rstrip(".").lower()
        if text[m.end():m.end() + 2].lstrip(" ").startswith(":"):
            continue  # "Wed: Orchid": a column's header carried into every row, no row's own day
        if word in _MONTH_ABBREVIATIONS and _IN_A_DATE_RE.search(text[max(0, m.start() - 3):m.start()] + "|"
                                                                + text[m.end():m.end() + 5]):
            continue  # "07 Dec", "Dec 14": a date, read as one by ``calendar_dates``, not a month alone
        out.add(stem(names[word]))
    return out


_IN_A_DATE_RE = re.compile(r"\d\s*\||\|\s*\d{1,2}(?!\d)")  # a figure right before or after the month (either side of "|")
