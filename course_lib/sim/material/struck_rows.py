"""Rows of a table struck out by a line outside it (issue 26; the fortieth set's class II2).

Results tables are often followed by a decision that takes a row out: "lane 5 is disqualified",
"entry 14 withdrawn on the vet's advice", "Smith's score is void". A position, count or sum read
over the table's rows must leave such a row out. Here a line of the same document that is no row of
the table and holds a removal cue (``row_removal_cues`` in data/sim/lexicons.yaml: "disqualified",
"DSQ", "withdrawn", "void", "scratched", "取消" ...) is tied to the row it names: a cell of the row
that no other row holds (a name, a word of a name, an id of three digits or more), or a column's
header followed by the row's cell ("lane 5", "entry 14", "bib 203"). When several rows are named in
the line, the one named last before the cue is the struck one ("Boat 12 is disqualified for a
collision with boat 7"), else the first named after it ("Withdrawn: entry 9").

A cue line after the table that names no row is ``untied``: a row may be out, and which one the
documents do not say in a way read here; not so a key to the table's codes ("mp = missed a
control (disqualified)") or a line naming someone the table does not list. Bounded: ``_MAX_ROWS``, ``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.material.prose import Unit, units
from course_lib.sim.words.text import lexicon_re

_MAX_ROWS = 500  # a cap on the rows of a table tied to a line
_MAX_LINES = 200  # a cap on the document's lines read for a cue
_ID_RE = re.compile(r"^[A-Za-z]{0,3}\d{3,}$")  # an id cell: "5120", "GB4471"
_NAME_WORD_RE = re.compile(r"[A-Za-z\u00c0-\u024f][A-Za-z\u00c0-\u024f'\-]{2,}")


@dataclass(frozen=True)
class Struck:
    """The rows a document's other lines take out of one of its tables."""

    rows: frozenset[int]  # indexes into the table's rows
    lines: tuple[str, ...]  # the lines that strike them
    untied: tuple[str, ...]  # cue lines after the table that name none of its rows

    def __bool__(self) -> bool:
        return bool(self.rows or self.untied)


NONE = Struck(frozenset(), (), ())


def _cue_re() -> re.Pattern[str]:
    return lexicon_re("row_removal_cues", "-")


def cue_at(line: str) -> int | None:
    """Where the first removal cue of ``line`` stands; ``None`` for none."""
    m = _cue_re().search(line)
    return m.start() if m else None


def row_marks(rows: list[Unit]) -> list[list[re.Pattern[str]]]:
    """For each row, the patterns that name it in a line: its unique cells, the unique words of its
    word cells, its id cells, and its cells after their column's header."""
    cells = [[(h, c.strip()) for h, c in r.cells if c.strip()] for r in rows]
    counts: dict[str, int] = {}
    for row in cells:
        seen = set()
        for _, c in row:
            low = c.lower()
            seen.add(low)
            seen.update(w.lower() for w in _NAME_WORD_RE.findall(c))
        for s in seen:
            counts[s] = counts.get(s, 0) + 1
    marks: list[list[re.Pattern[str]]] = []
    for row in cells:
        pats = []
        for head, c in row:
            low = c.lower()
            has_letters = bool(re.search(r"[^\W\d_]", c))
            if has_letters and counts.get(low) == 1 and len(c) >= 3:
                pats.append(re.compile(rf"(?<!\w){re.escape(c)}(?!\w)", re.IGNORECASE))
            if has_letters:
                for w in _NAME_WORD_RE.findall(c):
                    if counts.get(w.lower()) == 1 and w[0].isupper():
                        pats.append(re.compile(rf"(?<!\w){re.escape(w)}(?!\w)"))
            elif _ID_RE.match(c) and counts.get(low) == 1:
                pats.append(re.compile(rf"(?<![\w.]){re.escape(c)}(?![\w.])"))
            if head and not has_letters and re.match(r"^[\w.]{1,8}$", c):
                word = head.strip().strip(".:#").lower()
                if word and re.match(r"^[a-z][a-z ]{0,15}$", word):
                    pats.append(re.compile(rf"\b{re.escape(word)}\s*(?:no\.?\s*|number\s+|#\s*)?{re.escape(c)}(?![\w.])",
                                           re.IGNORECASE))
        marks.append(pats)
    return marks


def named_rows(line: str, marks: list[list[re.Pattern[str]]]) -> list[tuple[int, int]]:
    """(where, row) for each row a line names, first mention of each."""
    out = []
    for n, pats in enumerate(marks):
        at = [m.start() for p in pats for m in p.finditer(line)]
        if at:
            out.append((min(at), n))
    return sorted(out)


_LEGEND_RE = re.compile(r"(?:^|[\s.;,(])[^\s=]{1,6}\s*=\s*\w")  # "mp = missed a control": a key to the codes
_NAME_RUN_RE = re.compile(r"(?<!^)(?<![.!?]\s)\b[A-Z][\w'-]+\s+[A-Z][\w'-]+")  # "Pete Walsh" inside a line


def _speaks_of_a_row(line: str) -> bool:
    """A removal line that names no row of the table still speaks of one of its rows ("one rider's
    time has been voided") unless it is a key to the table's codes ("mp = missed a control
    (disqualified)") or names someone of its own that the table does not list ("Pete Walsh ...")."""
    return not _LEGEND_RE.search(line) and not _NAME_RUN_RE.search(line.strip())


def struck(body: str, rows: list[Unit]) -> Struck:
    """The rows of ``rows`` (one table of ``body``) that a line of ``body`` outside the table takes
    out (module docstring); ``NONE`` when no line holds a removal cue."""
    if not rows or len(rows) > _MAX_ROWS:
        return NONE
    inside = {id(r) for r in rows}
    texts = {r.text for r in rows}
    lines = [u for u in units(body)[: _MAX_LINES * 4] if id(u) not in inside and u.text not in texts
             and not (u.table and u.cells)]
    cued = [(u, at) for u in lines[:_MAX_LINES] if (at := cue_at(u.text)) is not None]
    if not cued:
        return NONE
    marks = row_marks(rows)
    last_block = max(r.block for r in rows)
    hit: set[int] = set()
    hit_lines: list[str] = []
    untied: list[str] = []
    for u, at in cued:
        named = named_rows(u.text, marks)
        before = [n for pos, n in named if pos < at]
        after = [n for pos, n in named if pos >= at]
        row = before[-1] if before else (after[0] if after else None)
        if row is not None:
            hit.add(row)
            hit_lines.append(u.text)
        elif u.block >= last_block and _speaks_of_a_row(u.text):
            untied.append(u.text)
    return Struck(frozenset(hit), tuple(hit_lines), tuple(untied))
