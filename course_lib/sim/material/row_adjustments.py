"""A table row's figure changed by a line outside the table (issue 26; the forty-second set's class
KK2: a results table read without the stewards' penalty that reorders it).

Results are often followed by a decision that changes one row's figure rather than taking the row
out: "The Owls were docked 6 points", "L. Fenn was given a 12 minute penalty", "a bonus of 5 points
was added to Mira's score", "三(1)班扣8分". A position or superlative over that column read from the
printed figures is then silently wrong. Here a line of the same document that is no row of the
table, holds a change cue (``row_adjustment_cues`` in data/sim/lexicons.yaml, each with the way it
moves the figure) and a number with a unit (``row_adjustment_units``: a score's "points", "分"; a
time's "seconds", "minutes") is tied to the row it names, as ``struck_rows`` ties a removal line.

``adjusted`` applies such changes to a ranked column's figures when it can: a score's change to a
column of plain figures (unless another column's header names that unit), a time's only to a column
whose header names the unit; a line saying the printed figures already include it changes none. A
change it cannot apply (a time added to a column of clock times) is ``doubt``: the caller states the documents limit
rather than rank the printed figures. A cue line that names no row of the table is left alone (a
rule such as "5 points are deducted for a late entry" changes no row). ``changing_lines`` tells a
reader that takes the table's order as written (a position column, a quoted row) that it may be
stale. Bounded: ``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.material.prose import Unit, units
from course_lib.sim.material.struck_rows import named_rows, row_marks
from course_lib.sim.words.cues import LEXICONS, read

_MAX_LINES = 200  # a cap on the document's lines read for a cue
_CJK_RE = re.compile(r"[\u3400-\u9fff]")
_WAYS = ("more", "less", "worse", "better")
_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                 "ten": 10, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30}
# a line saying the printed figures already hold the change: it cannot be applied again
_DONE_RE = re.compile(r"\b(?:already|includes?|included|including|reflected|after (?:the|this|that) (?:penalty|"
                      r"deduction|bonus))\b|已(?:经)?(?:扣|计入|包含)", re.IGNORECASE)


@dataclass(frozen=True)
class Change:
    """One line's change to one row's figure."""

    row: int  # the row's index in the table
    amount: float  # the number the line gives
    kind: str  # "score" or "time": the kind of its unit
    unit: str  # the unit as written ("points", "minute")
    way: str  # more / less / worse / better
    done: bool  # the line says the printed figures already hold it
    line: str


@dataclass(frozen=True)
class Adjusted:
    """A ranked column's figures after the lines that change them."""

    values: list[float | None]
    lines: tuple[str, ...]  # the lines applied
    doubt: str = ""  # a line changing a row's figure in a way not applied here ("" for none)


@lru_cache(maxsize=1)
def _cues() -> tuple[re.Pattern[str], dict[str, str]]:
    table = read(LEXICONS).get("row_adjustment_cues")
    if not isinstance(table, dict) or not all(v in _WAYS for v in table.values()):
        raise ValueError(f"{LEXICONS}: 'row_adjustment_cues' must map a word to one of {_WAYS}")
    ways = {str(k).lower(): str(v) for k, v in table.items()}
    parts = [re.escape(c) if _CJK_RE.search(c) else rf"(?<![\w-]){re.escape(c)}(?![\w-])"
             for c in sorted(ways, key=len, reverse=True)]
    return re.compile("|".join(parts), re.IGNORECASE), ways


@lru_cache(maxsize=1)
def _units() -> tuple[re.Pattern[str], dict[str, str]]:
    table = read(LEXICONS).get("row_adjustment_units")
    if not isinstance(table, dict) or set(table) != {"score", "time"}:
        raise ValueError(f"{LEXICONS}: 'row_adjustment_units' must hold the lists 'score' and 'time'")
    kinds = {str(w).lower(): kind for kind, words in table.items() for w in words}
    alts = "|".join(re.escape(u) if _CJK_RE.search(u) else rf"{re.escape(u)}(?![\w])"
                    for u in sorted(kinds, key=len, reverse=True))
    numbers = "|".join(_NUMBER_WORDS)
    # "6 points", "a 12-minute penalty", "4 extra marks" (one word between), "扣5分"
    return re.compile(rf"(?<![\dA-Za-z.])(\d+(?:\.\d+)?|{numbers})\s*-?\s*(?:[A-Za-z]+\s+)?({alts})", re.IGNORECASE), kinds


def _time_units() -> frozenset[str]:
    return frozenset(u for u, kind in _units()[1].items() if kind == "time")


def changes(body: str, rows: list[Unit]) -> list[Change]:
    if not rows:
        return []
    cue_re, ways = _cues()
    inside = {id(r) for r in rows}
    texts = {r.text for r in rows}
    lines = [u for u in units(body)[: _MAX_LINES * 4] if id(u) not in inside and u.text not in texts
             and not (u.table and u.cells)]
    unit_re, kinds = _units()
    marks = None
    out = []
    for u in lines[:_MAX_LINES]:
        cue = cue_re.search(u.text)
        if cue is None:
            continue
        amounts = list(unit_re.finditer(u.text))
        if not amounts:
            continue
        if marks is None:
            marks = row_marks(rows)
        named = named_rows(u.text, marks) or _named_cjk(u.text, rows)
        at = cue.start()
        before = [n for pos, n in named if pos < at]
        after = [n for pos, n in named if pos >= at]
        row = before[-1] if before else (after[0] if after else None)
        if row is None:
            continue
        m = min(amounts, key=lambda a: abs(a.start() - at))
        word = m.group(1).lower()
        amount = float(_NUMBER_WORDS.get(word, 0) or word)
        unit = m.group(2)
        out.append(Change(row, amount, kinds[unit.lower()], unit, ways[cue.group(0).lower()],
                          bool(_DONE_RE.search(u.text)) or _table_note(body, u.text), u.text))
    return out


def _table_note(body: str, text: str) -> bool:
    """A comment line of the table's own text ("# Harp & Crown had 2 points deducted" under a TSV
    sheet): the table's writer notes what its printed figures already hold."""
    if "#" not in body:
        return False
    key = text.strip()[:60]
    return any(line.lstrip().startswith("#") and key in line for line in body.splitlines()[:_MAX_LINES * 4])


def _named_cjk(line: str, rows: list[Unit]) -> list[tuple[int, int]]:
    """(where, row) for each row whose Chinese cell of two characters or more (no other row's) a
    line holds: Chinese runs words together, so "林晓超时" names 林晓."""
    if not _CJK_RE.search(line):
        return []
    cells = [[c.strip() for _, c in r.cells if _CJK_RE.search(c) and len(c.strip()) >= 2] for r in rows]
    seen: dict[str, int] = {}
    for row in cells:
        for c in set(row):
            seen[c] = seen.get(c, 0) + 1
    out = []
    for n, row in enumerate(cells):
        at = [line.find(c) for c in row if seen[c] == 1 and c in line]
        if at:
            out.append((min(at), n))
    return sorted(out)


def changing_lines(body: str, rows: list[Unit]) -> tuple[str, ...]:
    """The lines of ``body`` outside the table ``rows`` that change one of its rows' figures."""
    return tuple(dict.fromkeys(c.line for c in changes(body, rows)))


def adjusted(body: str, rows: list[Unit], column: str, values: list[float | None], lower: bool,
             terms: frozenset[str], others: frozenset[str] = frozenset()) -> Adjusted:
    """``values`` (the figures of ``column``, whose header's words are ``terms``; ``lower``: less is
    better) with the changes the lines of ``body`` make to its rows (module docstring). ``others``:
    the words of the table's other columns' headers (a score change in "points" belongs to a
    "Points" column, not to a "Goals" one)."""
    found = changes(body, rows)
    if not found:
        return Adjusted(values, ())
    new = list(values)
    applied: list[str] = []
    timed = bool(terms & (_time_units() | {"time", "times"}))
    for c in found:
        unit = c.unit.lower()
        named_here = unit in terms or unit.rstrip("s") in terms
        if c.kind == "score" and not named_here and (unit in others or unit.rstrip("s") in others):
            continue  # a change to another column's figures
        if c.done:
            continue  # "the points above already include it": the printed figures are final
        fits = named_here or (c.kind == "score" and not timed)
        if not fits or new[c.row] is None:
            return Adjusted(values, (), c.line)
        sign = {"more": 1, "less": -1, "worse": 1 if lower else -1, "better": -1 if lower else 1}[c.way]
        new[c.row] = (new[c.row] or 0.0) + sign * c.amount
        applied.append(c.line)
    return Adjusted(new, tuple(dict.fromkeys(applied)))
