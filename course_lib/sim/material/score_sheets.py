"""A score sheet the table reader cannot read (issue 26; twenty-first P3, nineteenth N1,
eighteenth M1): its answers are a stated limit, never a line of it quoted.

A bowling scorecard, a golf card or a darts sheet is a grid under a header of one label and
numbered columns ("Frame 1 2 3 ... 10", "Hole 1 2 ... 18"): each player's row of marks ("7 /",
"X X 7") and, under it with no label, a second line of running totals. ``data_records`` reads no
table there (one label over numbered columns; a label-less row is no row of its own), so the
title line or a player's marks were quoted for "Who won?" or "What was the score after five
frames?" with no limit. ``unread_sheet`` finds such a grid in a document (cut at the gaps every
line shares) that the table reader leaves unread; ``asked_of`` tells whether a question is
asked of it: it names a row of the sheet, or it asks who, with a word written nowhere in the
document ("Who won?": worked out from the totals). Bounded: ``_MAX_LINES`` of a document are read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.material.data_records import fixed_width_table, gutter_cells
from course_lib.sim.words.text import STOP_WORDS, stem

_MAX_LINES = 400
_MIN_NUMBERED = 3  # numbered columns: fewer is no sheet ("Set 1 2")
_WORD_RE = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


@dataclass(frozen=True)
class Sheet:
    """A grid of rows under a label and numbered columns, with label-less second lines."""

    label: str  # the header's label ("Frame")
    rows: tuple[str, ...]  # the labelled rows' labels ("Maeve", "Tomas")
    columns: int  # numbered columns


def _numbered(cells: list[str]) -> bool:
    return (len(cells) >= _MIN_NUMBERED and all(c.isdigit() for c in cells)
            and all(int(b) == int(a) + 1 for a, b in zip(cells, cells[1:], strict=False)) and cells[0] in ("0", "1"))


def _sheet(lines: list[str]) -> Sheet | None:
    cells = gutter_cells(lines)
    if cells is None or len(cells) < 3:
        return None
    header, rows = cells[0], cells[1:]
    if not header[0] or not header[0][:1].isalpha() or not _numbered(header[1:]):
        return None
    labelled = [r[0] for r in rows if r[0]]
    seconds = sum(1 for above, row in zip(rows, rows[1:], strict=False) if above[0] and not row[0])
    if not labelled or not seconds or fixed_width_table(lines) is not None:
        return None
    return Sheet(header[0], tuple(labelled), len(header) - 1)


@lru_cache(maxsize=256)
def unread_sheet(body: str) -> Sheet | None:
    """The first score sheet of ``body`` the table reader leaves unread (the module docstring);
    ``None`` for none."""
    lines = body.splitlines()[:_MAX_LINES]
    block: list[str] = []
    for line in [*lines, ""]:
        if line.strip():
            block.append(line)
            continue
        for start in range(min(len(block), 3)):  # a title line or two above the header
            if len(block) - start >= 3 and _numbered(block[start].split()[1:]):  # (cut only under such a header)
                found = _sheet(block[start:])
                if found is not None:
                    return found
        block = []
    return None


def _words(text: str) -> list[str]:
    return [w.removesuffix("'s") for w in _WORD_RE.findall(text.lower())]


def asked_of(question: str, sheet: Sheet, body: str) -> str | None:
    """Why ``question`` is asked of ``sheet`` (a row it names, or "who" with a word the document
    never writes), or ``None`` when it is not."""
    words = [w for w in _words(question) if w not in STOP_WORDS]
    rows = {r.lower(): r for r in sheet.rows}
    named = list(dict.fromkeys(rows[w] for w in words if w in rows))
    if named:
        owners = " and ".join(f"{n}'s" for n in named[:3])
        return f"the question asks about {owners} {'row' if len(named) == 1 else 'rows'} of a score sheet"
    if not re.match(r"\W*who\b", question, re.IGNORECASE):
        return None  # (a name is asked of the rows; "Which tees were played?" of the title)
    written = {stem(w) for w in _words(body)} | set(_words(body))
    unwritten = [w for w in words if not w.isdigit() and w not in written and stem(w) not in written]
    if unwritten:
        return f"the document never writes '{unwritten[0]}', which is worked out from the score sheet's rows"
    return None
