"""Totals over a table's column (issue 26; notebook 02's grounded answers).

"How many seats are there altogether?" over a table of rooms, "How many hours did we log in
total?" over a timesheet: no sentence states the sum, and the row that shares most words with
the question is one row, quoted as if it were the total. Here the one numeric column the question
names (its header or the header's plain words, read as ``superlatives.named_column`` reads it:
figures of one form, a key column naming the rows, no question word that picks some rows) is
added up, and the reply shows the sum with its terms. A question with a figure of its own, a
column no word names or two columns named: ``None``, and the usual reading goes on (which then
states its limit for "in total" over records it does not add up). Bounded: ``_MAX_ROWS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.arithmetic import aggregate_said
from course_lib.sim.superlatives import column_cells, named_column, tables
from course_lib.sim.text import content_terms

_MAX_ROWS = 1000  # a cap on the rows of a table that are added up
_MAX_DOCS = 20  # a cap on the documents read
_DIGIT_RE = re.compile(r"\d")


@dataclass(frozen=True)
class Totalled:
    """The answer: a column's sum over a table's rows."""

    column: str  # the column's header as written
    total: float
    cells: tuple[str, ...]  # the cells added, as written
    rows: int  # the rows added


def totalled(question: str, bodies: list[str]) -> Totalled | None:
    """The sum a question asks for over one table column of the documents ("altogether", "in
    total"), or ``None`` when it asks for none or the reading is not clear (see the module docstring)."""
    said = aggregate_said(question)
    if said is None or _DIGIT_RE.search(question):
        return None
    terms = frozenset(content_terms(question)) - frozenset(content_terms(said.group(0)))
    picks = []
    for body in bodies[:_MAX_DOCS]:
        for rows in tables(body):
            if len(rows) > _MAX_ROWS:
                continue
            pick = named_column(question, rows, terms, frozenset(), "", True)
            if pick is not None:
                picks.append((rows, pick))
    if len(picks) != 1:
        return None
    rows, (column, _key, values) = picks[0]
    cells = tuple(c for c, v in zip(column_cells(rows, column), values, strict=True) if v is not None)
    return Totalled(column, sum(v for v in values if v is not None), cells, len(cells))


def _shown(value: float) -> str:
    return f"{value:,.2f}".rstrip("0").rstrip(".") if value != int(value) else f"{int(value):,}"


def answer(found: Totalled) -> str:
    """The sum, and how ("43. The 5 rows' Problems add up to 43: 14 + 11 + 9 + 6 + 3.")."""
    total = _shown(found.total)
    return f"{total}. The {found.rows} rows' {found.column} add up to {total}: {' + '.join(found.cells)}."
