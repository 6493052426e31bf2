"""A cell of a whitespace-aligned grid looked up by its row and its column (issue 26, the
twenty-sixth set's U4; notebook 02's grounded answers over a learner's own charts: a size chart, a
fabric table, a price grid by weight and zone).

A grid pasted as text is a block of lines split by runs of two or more spaces (or tabs) into a
row label and the same number of cells: a header line of keys ("Size   8   10   12", or keys under
a blank label, "          8    10    12", or "Weight   Zone A   Zone B") over rows of figures
("150 cm wide   2.4   2.4   2.5"). Read as prose, a row is one sentence holding every column's
figure, and quoting it answers nothing.

``cell(question, bodies)``: when the question names exactly one header key of one grid (as a whole
phrase: "size 12" holds "12", "to zone c" holds "Zone C") and exactly one of that grid's rows best
by its label's words and figures ("the 150 wide fabric": "150 cm wide"), the cell under that key in
that row, with the unit the block's title gives in brackets ("FABRIC REQUIRED (metres)"). Anything
else (no grid, no key, two keys, rows tied, another row's figure named too, or a question asking a
condition, a comparison or a sum: ``worked``, data) -> ``None``: the other readers answer, or state their
limit. The grids are read by ``data_records.keyed_grids``. Bounded: ``_MAX_DOCS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.material.data_records import FIGURE_VALUE_RE, keyed_grids
from course_lib.sim.words.cues import patterns

_CUE = patterns("grid_cells")  # its cue patterns: data/sim/patterns.yaml

_MAX_DOCS = 10
_TOKEN_RE = re.compile(r"[a-z]+|\d+(?:\.\d+)?")
_UNIT_RE = re.compile(r"\(([^()]{1,40})\)\s*$")
_LABEL_STOP = frozenset("a an the of to up in for and or per by at with from my i do does how much what which is "
                        "are it".split())


@dataclass(frozen=True)
class Cell:
    """The cell found: its value as written, the row's label, the key over it, the block's unit."""

    value: str
    row: str
    key: str
    header: str
    unit: str

    def answer(self) -> str:
        value = self.value
        unit = self.unit
        if unit[:1] in "£$€" and unit and value[:1] not in "£$€":  # "(£ per parcel)": £16.30 per parcel
            value, unit = unit[0] + value, unit[1:].strip()
        said = f"{value} {unit}".strip()
        # a bare figure's key is named by the header's label ("UK size 12"); a word key names itself
        column = f"{self.header} {self.key}" if self.header and FIGURE_VALUE_RE.match(self.key) else self.key
        return f"{said} ({self.row}, {column})."


def _tokens(text: str) -> set[str]:
    return {t for t in _TOKEN_RE.findall(text.lower()) if t not in _LABEL_STOP}


def _named(key: str, question: str) -> bool:
    """The key as a whole phrase ("off-peak" holds no "peak", "men's" no "S"); a one-letter key
    ("S", "M", "L") only in its own case ("a", "m" are words and units)."""
    phrase = r"\s+".join(re.escape(w) for w in key.split())
    flags = 0 if len(key.strip()) == 1 else re.IGNORECASE
    return bool(re.search(rf"(?<![\w.'’-]){phrase}(?![\w.'’-])", question, flags))


def cell(question: str, bodies: list[str]) -> Cell | None:
    """The one cell the question names by its row and its column, else ``None``."""
    if _CUE.worked.search(question):
        return None  # "cheaper", "if I buy it online", "than an 8": more than one cell's value
    q_tokens = _tokens(question)
    found: list[Cell] = []
    for body in bodies[:_MAX_DOCS]:
        for grid in keyed_grids(body):
            named = [k for k in grid.keys if _named(k, question)]
            if len(named) != 1:
                continue
            key = named[0]
            key_tokens = _tokens(key)
            scores = [len((_tokens(label) - key_tokens) & q_tokens) for label, _ in grid.rows]
            top = max(scores, default=0)
            if not top or scores.count(top) != 1:
                continue
            best = scores.index(top)
            figures = {t for i, (other, _) in enumerate(grid.rows) if i != best
                       for t in _tokens(other) - _tokens(grid.rows[best][0]) if t[:1].isdigit()}
            if figures & (q_tokens - key_tokens):
                continue  # "three 1-day passes or one 3-day pass": another row's figure is named too
            label, cells = grid.rows[best]
            unit = _UNIT_RE.search(grid.title)
            found.append(Cell(cells[grid.keys.index(key)], label, key, grid.header,
                              unit.group(1).split(",")[0].strip() if unit else ""))
    return found[0] if len(found) == 1 else None


__all__ = ["Cell", "cell"]
