"""A JSON object's nested table descended by the keys the question names (issue 26, fix64d).

A fare sheet ``{"fares_to": {"Manchester Airport": {"saloon": 48, ...}, ...}, "notice": ...}``
returned by a tool is one record whose answer sits two levels down: the record reader quoted only
its top-level fields (``meet_and_greet``, ``notice``) for "saloon to manchester airport, how much".
:func:`descend` walks a field whose value is an object keyed by names, one level at a time, by the
one key at each level whose words the question holds ("Manchester Airport", then "saloon"), to a
plain value, and keeps the path. :func:`unapplied` says when a plain field beside the table may
change that value: a note naming a key of the path with a change ("fares rise by £4") or a
percentage in a clock-time span when the question states a clock time ("25% between 23:00 and
05:00" for "leaving 2am"); the caller states a limit there rather than quote the bare figure.
Cues are data (``keyed_tables`` in data/sim/patterns.yaml).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import stem

_CUE = patterns("keyed_tables")
MAX_DEPTH = 4
MAX_KEYS = 200


@dataclass(frozen=True)
class Descent:
    """The path of keys from the top-level field to a plain value, and that value."""

    path: tuple[str, ...]
    value: object
    complete: bool  # False: the question named a table's key but not one of the level below


def _stems(text: str) -> list[str]:
    return [stem(w) for w in re.findall(r"[a-z0-9]+", text.lower())]


def _named(key: str, question_stems: set[str]) -> int:
    """How many words of ``key`` the question holds when it holds them all ("off_peak", "8-seater"); else 0."""
    words = _stems(key.replace("_", " "))
    return len(words) if words and set(words) <= question_stems else 0


def _pick(table: dict, question_stems: set[str]) -> str | None:
    """The one key of ``table`` the question names (the longest when one holds another's words)."""
    met = [(n, k) for k in list(table)[:MAX_KEYS] if (n := _named(str(k), question_stems))]
    if not met:
        return None
    best = max(n for n, _ in met)
    top = [k for n, k in met if n == best]
    return top[0] if len(top) == 1 else None


def descend(question: str, record: dict) -> Descent | None:
    """The plain value the question reaches through a nested object field of ``record``; ``None``
    when no such field has a key the question names at its first level below the field."""
    question_stems = set(_stems(question))
    found = []
    for field, table in record.items():
        if not isinstance(table, dict) or not table:
            continue
        path, value = [str(field)], table
        while isinstance(value, dict) and len(path) <= MAX_DEPTH:
            key = _pick(value, question_stems)
            if key is None:
                break
            path.append(str(key))
            value = value[key]
        if len(path) > 1:
            found.append(Descent(tuple(path), value, not isinstance(value, dict | list)))
    return found[0] if len(found) == 1 else None


def unapplied(question: str, record: dict, descent: Descent) -> tuple[str, str] | None:
    """(the field, its value) of a plain field beside the table that may change the value reached
    and that no rule here applies: a change naming a key of the path ("From 1 March all Manchester
    Airport fares rise by £4"), or a percentage in a clock-time span when the question states a
    clock time that :func:`in_span` cannot place; ``None`` when none does."""
    keys = list(descent.path[1:])
    asked = _asked_minutes(question)
    for field, value in record.items():
        if field == descent.path[0] or not isinstance(value, str):
            continue
        low = value.lower()
        if _CUE.change.search(value) and re.search(r"\d", value) and any(
                re.search(rf"(?<!\w){re.escape(k.lower())}(?!\w)", low) for k in keys):
            return str(field), value
        if _CUE.clock_time.search(question) and _CUE.percent.search(value) and _CUE.clock_span.search(value) and (
                asked is None or in_span(value, asked) is None):
            return str(field), value
    return None


def surcharges(question: str, record: dict, descent: Descent) -> list[tuple[str, str, float]]:
    """(field, its value, the signed percentage) of each plain field beside the table whose
    percentage holds in a clock-time span the question's clock time falls in ("night_surcharge":
    "25% between 23:00 and 05:00" for "leaving 2am": +25; "15% off 06:00-09:00" for "at 7am": -15)."""
    asked = _asked_minutes(question)
    if asked is None:
        return []
    out = []
    for field, value in record.items():
        if field == descent.path[0] or not isinstance(value, str):
            continue
        pct = _CUE.percent_figure.search(value)
        if pct is None or in_span(value, asked) is not True:
            continue
        sign = -1.0 if _CUE.discount.search(value) else 1.0
        out.append((str(field), value, sign * float(pct.group("pct"))))
    return out


def _minutes(hour: str, minute: str | None, half: str | None) -> int | None:
    h, m = int(hour), int(minute or 0)
    half = (half or "").lower().replace(".", "")
    if half:
        if not 1 <= h <= 12:
            return None
        h = h % 12 + (12 if half == "pm" else 0)
    return h * 60 + m if h < 24 and m < 60 else None


def _asked_minutes(question: str) -> int | None:
    """The one clock time the question states, in minutes after midnight; ``None`` for none or several."""
    found = {_minutes(m.group("h"), m.group("m"), m.group("half")) if m.group("h") else _minutes(m.group("h_"), m.group("m_"), None)
             for m in _CUE.clock_parts.finditer(question)}
    found |= {0 for _ in re.finditer(r"\bmidnight\b", question, re.IGNORECASE)}
    found |= {720 for _ in re.finditer(r"\bnoon\b", question, re.IGNORECASE)}
    return found.pop() if len(found) == 1 and None not in found else None


def in_span(text: str, asked: int) -> bool | None:
    """Whether the clock time ``asked`` (minutes) falls in the one span of ``text`` ("between 23:00
    and 05:00", "10pm-6am": a span past midnight wraps); ``None`` when ``text`` holds no one readable span."""
    spans = list(_CUE.span_parts.finditer(text))
    if len(spans) != 1:
        return None
    m = spans[0]
    if not (m.group("m1") or m.group("half1")) or not (m.group("m2") or m.group("half2")):
        return None  # "1 to 5" is no span of clock times
    start = _minutes(m.group("h1"), m.group("m1"), m.group("half1"))
    end = _minutes(m.group("h2"), m.group("m2"), m.group("half2"))
    if start is None or end is None or start == end:
        return None
    return start <= asked < end if start < end else (asked >= start or asked < end)
