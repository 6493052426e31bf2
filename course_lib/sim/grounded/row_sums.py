"""Two or more named rows of a table added up (issue 26; notebook 02's grounded answers; the
twenty-second set's Q1: "How many points did the Quizzly Bears and Agatha Quiztie score between
them?" quoted both rows, 30 and 26 not added).

A question with a sum word (``row_sum_cues`` in data/sim/lexicons.yaml: "together", "between
them", "in total", "combined") that names two rows or more of one table by their key cell
("Priya and Daniel", "Harbour Street and Castle Gate": every word of the key cell in the
question) is answered with the sum of one numeric column: the one the question names
(``superlatives.named_column``), else the column a score is kept in (``rank_score_columns``:
"Total", "Points"), else the table's only numeric column. Any other reading is ``None`` (the
other answerers and the limits then speak): no sum word, fewer than two rows named, a row named
by a part of its key only shared with another row, no such column or two, a blank cell in a named
row. Bounded: ``_MAX_ROWS``, ``_MAX_DOCS``, ``_MAX_NAMED``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.material.superlatives import (
    column_cells,
    figure,
    head_terms,
    key_column,
    tables,
)
from course_lib.sim.words.cues import lexicon
from course_lib.sim.words.text import content_terms

_MAX_ROWS = 1000  # a cap on the rows of a table read
_MAX_DOCS = 20  # a cap on the documents read
_MAX_NAMED = 8  # a cap on the rows a sum adds
_DIGIT_RE = re.compile(r"\d")


@dataclass(frozen=True)
class RowSum:
    """The named rows' cells of one column and their sum."""

    column: str
    keys: tuple[str, ...]
    cells: tuple[str, ...]
    total: float
    form: str  # the cells' form ("£|", "|kg", "|")

    def answer(self) -> str:
        pre, _, post = self.form.partition("|")
        whole = self.total == int(self.total) and not any("." in c for c in self.cells)
        comma = "," if any("," in c for c in self.cells) else ""  # written as the cells are
        amount = f"{self.total:{comma}.0f}" if whole else f"{self.total:{comma}.2f}"
        written = f"{pre}{amount}{(' ' + post) if post and post != '%' else post}"
        terms = " + ".join(f"{k} {c}" for k, c in zip(self.keys, self.cells, strict=True))
        return f"{written} together, by the {self.column} column: {terms}."


def _asks_a_sum(question: str) -> bool:
    lowered = " ".join(re.findall(r"[a-z']+", question.lower()))
    return any(re.search(rf"\b{re.escape(cue)}\b", lowered) for cue in lexicon("row_sum_cues"))


def _numeric_columns(rows) -> dict[str, list[tuple[float, str] | None]]:
    heads = list(dict.fromkeys(h for u in rows for h, _ in u.cells if h))
    out = {}
    for head in heads:
        read = [figure(c) if c.strip() else None for c in column_cells(rows, head)]
        forms = {r[1] for r in read if r}
        if sum(r is not None for r in read) >= 2 and len(forms) == 1 and all(
                r is not None or not c.strip() for r, c in zip(read, column_cells(rows, head), strict=True)):
            out[head] = read
    return out


def summed(question: str, bodies: list[str]) -> RowSum | None:
    """The sum the question asks over the named rows of the documents' one table that reads it
    (module docstring); ``None`` otherwise."""
    if _DIGIT_RE.search(question) or not _asks_a_sum(question):
        return None
    terms = frozenset(content_terms(question))
    picks = []
    for body in bodies[:_MAX_DOCS]:
        for rows in tables(body):
            if len(rows) > _MAX_ROWS or len(rows) < 2:
                continue
            pick = _summed_rows(rows, terms)
            if pick is not None:
                picks.append(pick)
    return picks[0] if len(picks) == 1 else None


def _summed_rows(rows, terms: frozenset[str]) -> RowSum | None:
    numeric = _numeric_columns(rows)
    key = key_column(rows, numeric)
    if key is None or not numeric:
        return None
    keys = column_cells(rows, key)
    key_terms = [frozenset(content_terms(k)) for k in keys]
    named = [n for n, kt in enumerate(key_terms) if kt and kt <= terms]
    if not 2 <= len(named) <= _MAX_NAMED:
        return None
    # a named key that is a part of another named key ("Mill" beside "Mill Lane") names that one
    named = [n for n in named if not any(m != n and key_terms[n] < key_terms[m] for m in named)]
    if len(named) < 2:
        return None
    asked = terms - frozenset().union(*(key_terms[n] for n in named))
    columns = [h for h in numeric if h != key and head_terms(h) & asked]
    if not columns:
        score = frozenset(t for w in lexicon("rank_score_columns") for t in content_terms(w))
        columns = [h for h in numeric if h != key and head_terms(h) & score]
    if not columns and len(numeric) == 1:
        columns = list(numeric)
    if len(columns) != 1:
        return None
    column = columns[0]
    values = [numeric[column][n] for n in named]
    if any(v is None for v in values):
        return None
    cells = column_cells(rows, column)
    return RowSum(column, tuple(keys[n] for n in named), tuple(cells[n] for n in named),
                  sum(v[0] for v in values if v), values[0][1] if values[0] else "|")
