"""A whitespace-aligned grid of words read by its column and its rows (issue 26): a duty rota
("Name  Mon  Tue ..." over "early / late / off"), a clinic's roster of half-days ("医生  职称  周一 ..."
over "上午 / 下午 / —"). Read as prose, a row is one sentence of every day's cell, and quoting it
answers neither "who is on early on Saturday?" nor "when is Ana in on Thursday?".

``read(question, bodies)``:

- the grid: a header line of three cells or more (runs of two spaces or tabs, ``spaced_cells``)
  over two rows or more with the same number of cells and no figure in any cell (a grid of
  figures is ``grid_cells``'s);
- the column: the one header key the question names (a whole word; a key of three letters or
  more also as the opening of a question word, "Sat" in "Saturday"; in Chinese text, as written);
- a filter: for a which / who question (data: ``data/sim/word_grids.yaml`` which) naming one value
  of that column's cells and no row: the rows whose cell is that value, by their first cell
  ("刘建国 (周六: 上午)."), "None of the rows" when none; a value the question names of another
  column whose values that column never holds ("which baristas", the Role column) filters too;
- a cell: for a question naming one row (its first cell) and the column: the cell, and the line
  of the document that gives that value its hours ("下午13:30-17:00", "late = 14:00-22:00") when
  one does;
- ``None`` otherwise (no grid, no column or two, a row and a value both named, a count or a sum
  asked: data worked, ...).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.material.data_records import has_cell_gap, spaced_cells
from course_lib.sim.reports.reader_results import Answer
from course_lib.sim.words.cues import read as read_data

DATA = "word_grids.yaml"
MAX_LINES = 2000
MIN_KEYS = 3
MIN_ROWS = 2
RULE = "a grid of words read by the column and the row or value the question names"
_FIGURE_RE = re.compile(r"\d")
_CJK_RE = re.compile(r"[\u3400-\u9fff]")


@dataclass(frozen=True)
class Grid:
    keys: tuple[str, ...]  # the header's cells, the first over the row labels
    rows: tuple[tuple[str, ...], ...]


@lru_cache(maxsize=1)
def _cues() -> dict[str, re.Pattern[str]]:
    return {k: re.compile(v, re.IGNORECASE) for k, v in read_data(DATA).items()}


def grids(body: str) -> list[Grid]:
    """The grids of words in ``body``."""
    if not has_cell_gap(body):
        return []  # no line parts into cells (most documents): no grid
    lines = body.splitlines()[:MAX_LINES]
    out: list[Grid] = []
    i = 0
    while i < len(lines):
        head = spaced_cells(lines[i])
        if len(head) >= MIN_KEYS and all(head) and not any(_FIGURE_RE.search(c) for c in head):
            rows = []
            j = i + 1
            while j < len(lines):
                cells = spaced_cells(lines[j])
                if len(cells) != len(head) or not all(cells) or any(_FIGURE_RE.search(c) for c in cells):
                    break
                rows.append(tuple(cells))
                j += 1
            if len(rows) >= MIN_ROWS:
                out.append(Grid(tuple(head), tuple(rows)))
                i = j
                continue
        i += 1
    return out


def _named(word: str, question: str) -> bool:
    if _CJK_RE.search(word):
        return word in question
    if len(word) < 2:
        return False  # "a", "I", "E": a one-letter key is read through a legend (``legend_marks``)
    if re.search(rf"(?<!\w){re.escape(word)}(?!\w)", question, re.IGNORECASE):
        return True
    return len(word) >= 3 and word.isalpha() and bool(re.search(rf"(?<!\w){re.escape(word)}[a-z]+", question,
                                                                re.IGNORECASE))


def read(question: str, bodies: list[str]) -> Answer | None:
    """The filtered rows or the cell the question asks (see the module docstring), else ``None``."""
    for body in bodies:
        for grid in grids(body):
            got = _read(question, body, grid)
            if got is not None:
                return got
    return None


def _read(question: str, body: str, grid: Grid) -> Answer | None:
    if _cues()["worked"].search(question):
        return None  # "how many half-days in a week": a count over cells, not one cell ("一周" holds "周一")
    cols = [n for n, k in enumerate(grid.keys) if n and _named(k, question)]
    if len(cols) != 1:
        return None
    col, key = cols[0], grid.keys[cols[0]]
    rows = [r for r in grid.rows if _named(r[0], question)]
    values = sorted({r[col] for r in grid.rows if _named(r[col], question)})
    if len(rows) == 1 and not values:
        return _cell(body, rows[0], key, rows[0][col])
    if rows or len(values) != 1 or not _cues()["which"].search(question):
        return None
    value = values[0]
    hits = [r for r in grid.rows if r[col] == value]
    own = {r[col] for r in grid.rows}
    for c in range(1, len(grid.keys)):  # "which baristas ...": a value of another kind of column filters too
        named = {r[c] for r in grid.rows if r[c] not in own and _named(r[c], question)}
        if c != col and len(named) == 1:
            hits = [r for r in hits if r[c] in named]
    hits = [r[0] for r in hits]
    sep = "、" if _CJK_RE.search(question) else ", "
    return Answer(f"{sep.join(hits)} ({key}: {value})." if hits else f"None of the rows has {value} under {key}.", RULE)


def _cell(body: str, row: tuple[str, ...], key: str, value: str) -> Answer:
    said = f"{row[0]} ({key}): {value}"
    hours = _cues()["hours"]
    for line in body.splitlines():
        for m in hours.finditer(line):
            if m.group("word") == value:
                return Answer(f"{said}, {m.group('span')}.", RULE)
    return Answer(f"{said}.", RULE)
