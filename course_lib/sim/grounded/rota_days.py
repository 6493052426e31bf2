"""A rota's column for one day read for who is on and how many (issue 26; the fifty-fifth set's
class TT2): a grid whose columns are days and whose rows are people ("Name  Mon  Tue ...", cells
"8-4" or "off", pasted with tabs or aligned), asked "who's on wed", "how many on saturday".

The people on are the rows whose cell for the day is a shift, not "off"; "how many" is their
count. A later line of the material that names a row and the day ("Sam now works Wed 12-8 and
Marco has Wed off") changes that row's cell: a clause naming one row and the day with "off" takes
the row off, with a shift puts it on; a line naming a row and the day that no clause reads is a
stated limit, never the grid as written. Bounded: ``_MAX_ROWS``, ``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words import weekdays
from course_lib.sim.words.cues import patterns

_CUE = patterns("rota_days")
_MAX_ROWS = 60  # a cap on a rota's rows
_MAX_LINES = 400  # a cap on the lines read for later changes
_OFF_RE = re.compile(r"^\W*(?:off|-|—|–|n/a|none|leave|holiday|rest|day off)\W*$", re.IGNORECASE)
_SHIFT_RE = re.compile(r"^\s*\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?\s*(?:-|–|—|to)\s*\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?\s*$",
                       re.IGNORECASE)
_CLAUSE_RE = re.compile(r"\s*(?:;|,|\band\b|\bbut\b|\bwhile\b)\s*")
_SHIFT_IN_RE = re.compile(r"\b\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?\s*(?:-|–|—|to)\s*\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?\b",
                          re.IGNORECASE)


@dataclass(frozen=True)
class OnDay:
    """The answer: its text, or ``limit`` (cannot, why, real) when a later line is not read."""

    text: str
    rule: str
    limit: tuple[str, str, str] | None = None


def asks(question: str) -> str | None:
    """"who" for a question asking who is on, "count" for how many, ``None`` for neither."""
    if _CUE.count.search(question):
        return "count"
    if _CUE.who.search(question):
        return "who"
    return None


def on_day(question: str, day: int, column: list[tuple[str, str]], bodies: tuple[str, ...]) -> OnDay | None:
    """The rows on for ``day`` in a rota's ``column`` ((row key, cell) pairs), as the question
    asks them (``asks``); ``None`` when it asks neither or the column is no rota's (a cell neither a
    shift nor "off", or fewer than two rows)."""
    kind = asks(question)
    if kind is None or not 2 <= len(column) <= _MAX_ROWS:
        return None
    if not all(key and (_OFF_RE.match(value) or _SHIFT_RE.match(value)) for key, value in column):
        return None
    keys = {key for key, _ in column}
    if any(re.search(rf"\b{re.escape(k)}\b", question, re.IGNORECASE) for k in keys):
        return None  # "does priya ...", "when does marco start": one row's cell, read elsewhere
    cells = dict(column)
    changed = _later(day, keys, bodies)
    if isinstance(changed, OnDay):
        return changed
    for key, (value, _line) in changed.items():
        cells[key] = value
    on = [(k, v) for k, v in cells.items() if not _OFF_RE.match(v)]
    name = weekdays.day_name(day)
    listed = ", ".join(f"{k} ({v}, as a later line changes it)" if k in changed else f"{k} ({v})" for k, v in on)
    after = " (as a later line changes the rota)" if changed and not any(k in changed for k, _ in on) else ""
    if kind == "count":
        text = f"{len(on)} on {name}: {listed}{after}." if on else f"No one is on {name}{after}."
        return OnDay(text, "a rota's rows on for the day counted (cells not 'off')")
    text = f"On {name}: {listed}{after}." if on else f"No one is on {name}: every row says off{after}."
    return OnDay(text, "a rota's rows on for the day (cells not 'off')")


def _later(day: int, keys: set[str], bodies: tuple[str, ...]) -> dict[str, tuple[str, str]] | OnDay:
    """Rows a later line moves on or off the day: row key -> (new cell, the line)."""
    out: dict[str, tuple[str, str]] = {}
    for body in bodies:
        for line in body.split("\n")[:_MAX_LINES]:
            text = line.strip()
            if not text or "\t" in text or "  " in text:
                continue  # a row of the grid itself
            named = [k for k in keys if re.search(rf"\b{re.escape(k)}\b", text)]
            if not named or not any(day in p.days for p in weekdays.phrases(text)):
                continue
            read = set()
            for clause in _CLAUSE_RE.split(text):
                ks = [k for k in named if re.search(rf"\b{re.escape(k)}\b", clause)]
                if len(ks) != 1 or not any(day in p.days for p in weekdays.phrases(clause)):
                    continue
                shift = _SHIFT_IN_RE.search(clause)
                if re.search(r"\boff\b", clause, re.IGNORECASE) and not shift:
                    out[ks[0]] = ("off", text.rstrip("."))
                elif shift:
                    out[ks[0]] = (shift.group(0), text.rstrip("."))
                else:
                    continue
                read.add(ks[0])
            if set(named) - read:
                name = weekdays.day_name(day)
                return OnDay("", "a later line names a rota's row for the day and is not read", (
                    f"tell who is on {name}",
                    f"a line outside the rota ({text[:100]!r}) names {', '.join(sorted(set(named) - read))} with "
                    f"{name} and it cannot read how it changes the rota",
                    "read whether the line changes the rota's cell and answer with the one in force"))
    return out
