"""Totals over a table's column (issue 26; notebook 02's grounded answers).

"How many seats are there altogether?" over a table of rooms, "How many hours did we log in
total?" over a timesheet: no sentence states the sum, and the row that shares most words with
the question is one row, quoted as if it were the total. Here the one numeric column the question
names (its header or the header's plain words, read as ``superlatives.named_column`` reads it:
figures of one form, a key column naming the rows, no question word that picks some rows) is
added up, and the reply shows the sum with its terms. A question with a figure of its own, a
column no word names or two columns named: ``None``, and the usual reading goes on (which then
states its limit for "in total" over records it does not add up). A row a line outside the table
takes out ("peg 12's weight does not count": ``material.struck_rows``) is not added, and the reply
says so. Bounded: ``_MAX_ROWS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

from course_lib.sim.material.struck_rows import struck
from course_lib.sim.material.superlatives import changed_figures, column_cells, named_column, tables
from course_lib.sim.words.arithmetic import aggregate_said
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_MAX_ROWS = 1000  # a cap on the rows of a table that are added up
_MAX_DOCS = 20  # a cap on the documents read
_DIGIT_RE = re.compile(r"\d")
_CUE = patterns("totals")  # its cue patterns: data/sim/patterns.yaml


@dataclass(frozen=True)
class Totalled:
    """The answer: a column's sum over a table's rows."""

    column: str  # the column's header as written
    total: float
    cells: tuple[str, ...]  # the cells added, as written
    rows: int  # the rows added
    struck: bool = False  # rows a line outside the table takes out were left out
    changed: tuple[str, ...] = ()  # lines outside the table that changed rows' figures (``row_adjustments``)
    sides: tuple[str, str] | None = None  # two columns that balance: each event on two rows, the sum halved


def totalled(question: str, bodies: list[str]) -> Totalled | None:
    """The sum a question asks for over one table column of the documents ("altogether", "in
    total"), or ``None`` when it asks for none or the reading is not clear (see the module docstring)."""
    said = aggregate_said(question)
    if said is None or _DIGIT_RE.search(question):
        return None
    found = _one_column(question, said.group(0), bodies)
    if found is None:
        return None
    rows, column, values, body = found
    out = struck(body, rows).rows  # "Peg 12's weight does not count": that row is left out
    values = [None if n in out else v for n, v in enumerate(values)]
    change = changed_figures(body, rows, column, values)  # "The Owls were docked 6 points": their figure less 6
    if change.doubt:
        return None  # a change it cannot apply: the sum of the printed figures is no answer
    shown = [c if v == w else f"{w:g}" for c, v, w in zip(column_cells(rows, column), values, change.values, strict=True)]
    values = change.values
    cells = tuple(c for c, v in zip(shown, values, strict=True) if v is not None)
    total = sum(v for v in values if v is not None)
    sides = _two_sides(rows, column) if not out and not change.lines else None
    if sides is not None:  # "bouts" over a pool's rows whose TS and TR balance: each bout is on two rows
        if total % 2:
            return None  # an odd sum of shared events: no reading it can stand by (the usual limit)
        return Totalled(column, total / 2, cells, len(cells), False, (), sides)
    return Totalled(column, total, cells, len(cells), bool(out), change.lines)


def _two_sides(rows: list, column: str) -> tuple[str, str] | None:
    """Two other columns of the table whose sums balance (won = lost, goals for = against, touches
    scored = received: evidence each row is one side of events shared by two rows), when the summed
    column counts such events (``lexicons.yaml`` shared_event_columns: "played", "games", "bouts");
    ``None`` otherwise."""
    from course_lib.sim.words.cues import lexicon

    events = lexicon("shared_event_columns")
    if not set(re.findall(r"[^\W\d_]+", column.lower())) & events:
        return None
    heads = [h for h, _ in rows[0].cells if h and h != column]
    sums = {}
    for head in heads:
        cells = column_cells(rows, head)
        figures = [c.strip() for c in cells]
        if not all(re.fullmatch(r"\d{1,5}", c) for c in figures):
            continue
        sums[head] = sum(int(c) for c in figures)
    pairs = [(a, b) for i, a in enumerate(sums) for b in list(sums)[i + 1:] if sums[a] == sums[b] and sums[a] > 0
             and column_cells(rows, a) != column_cells(rows, b)]
    return pairs[0] if pairs else None


def _one_column(question: str, said: str, bodies: list[str]) -> tuple[list, str, list[float | None], str] | None:
    """The one numeric table column of the documents the question names by its words other than
    ``said`` (the words asking the sum or the span): (its table's rows, its header, its values, its
    document), ``None`` when no column or more than one is named."""
    terms = frozenset(content_terms(question)) - frozenset(content_terms(said))
    picks = []
    for body in bodies[:_MAX_DOCS]:
        for rows in tables(body):
            if len(rows) > _MAX_ROWS:
                continue
            pick = named_column(question, rows, terms, frozenset(), "", True)
            if pick is not None:
                picks.append((rows, pick, body))
    if len(picks) != 1:
        return None
    rows, (column, _key, values), body = picks[0]
    return rows, column, values, body


@dataclass(frozen=True)
class Spanned:
    """The answer to "how far between the first and the last": a running column's last less its
    first; ``difference`` ``None`` when the column does not run up (each row's own amount, which
    would need adding, not subtracting: stated as a limit)."""

    column: str
    first: str  # the first row's cell as written
    last: str  # the last row's cell as written
    difference: float | None


def spanned(question: str, bodies: list[str]) -> Spanned | None:
    """"How far did I drive between the first and the last fill-up?" over a log with an odometer
    column: the one numeric column the question names (or its measure names: ``column_families``),
    its last value less its first when the values never go down (a running count); ``None`` when
    the question asks no such span or the reading is not clear."""
    said = _CUE.first_to_last.search(question)
    if said is None or _DIGIT_RE.search(question):
        return None
    found = _one_column(question, said.group(0), bodies)
    if found is None:
        return None
    rows, column, values, _body = found
    cells = [(c, v) for c, v in zip(column_cells(rows, column), values, strict=True) if v is not None]
    if len(cells) < 2:
        return None
    running = all(a[1] <= b[1] for a, b in pairwise(cells))
    return Spanned(column, cells[0][0], cells[-1][0], cells[-1][1] - cells[0][1] if running else None)


def span_answer(found: Spanned) -> str:
    """The difference, and how ("1,410. The Odometer (km) went from 48210 to 49620: 49620 - 48210.")."""
    assert found.difference is not None
    shown = _shown(found.difference)
    return f"{shown}. The {found.column} went from {found.first} to {found.last}: {found.last} - {found.first} = {shown}."


@dataclass(frozen=True)
class RunningTotal:
    """The answer to "the score after four ends": each row's first ``upto`` numbered columns added."""

    upto: int
    unit: str  # the question's word for the numbered columns ("ends", "rounds")
    rows: tuple[tuple[str, float, tuple[str, ...]], ...]  # (row's key, its sum, the cells added)

    def answer(self) -> str:
        parts = "; ".join(f"{key} {_shown(total)} ({' + '.join(cells)})" for key, total, cells in self.rows)
        if len(self.rows) != 2:
            return f"After {self.upto} {self.unit}: {parts}."
        score = "-".join(_shown(total) for _, total, _ in self.rows)  # two sides: a score
        return f"{score} after {self.upto} {self.unit}: {parts}."


# "after four ends", "after the first 3 rounds", "through 5 innings": a count of numbered columns
_AFTER_RE = re.compile(r"\b(?:after|through|by the end of)\s+(?:the\s+)?(?:first\s+|1st\s+)?(\d{1,2})\s+([a-z]+)\b",
                       re.IGNORECASE)


def running_total(question: str, bodies: list[str]) -> RunningTotal | None:
    """"What was the score after four ends?" over a line score (a key column, then columns headed
    1, 2, 3, ... in order): each row's first N numbered columns added; ``None`` when the question
    asks no such count or no one table has N numbered columns and more (a whole game's columns)."""
    from course_lib.sim.words.quantities import with_all_digits

    said = _AFTER_RE.search(with_all_digits(question))
    if said is None:
        return None
    upto, unit = int(said.group(1)), said.group(2)
    found = []
    for body in bodies[:_MAX_DOCS]:
        for rows in tables(body):
            if not 2 <= len(rows) <= _MAX_ROWS:
                continue
            heads = [h for h, _ in rows[0].cells]
            numbered = [i for i, h in enumerate(heads) if h.strip().isdigit()]
            if len(numbered) <= upto or numbered[0] == 0 or [int(heads[i]) for i in numbered[:upto]] != list(
                    range(1, upto + 1)) or numbered[:upto] != list(range(numbered[0], numbered[0] + upto)):
                continue
            out = []
            for row in rows:
                if [h for h, _ in row.cells] != heads:
                    break
                cells = tuple(row.cells[i][1].strip() for i in numbered[:upto])
                if not all(re.fullmatch(r"\d+(?:\.\d+)?", c) for c in cells):
                    break
                out.append((row.cells[0][1].strip(), sum(float(c) for c in cells), cells))
            else:
                found.append(RunningTotal(upto, unit, tuple(out)))
    return found[0] if len(found) == 1 else None


def _shown(value: float) -> str:
    return f"{value:,.2f}".rstrip("0").rstrip(".") if value != int(value) else f"{int(value):,}"


def answer(found: Totalled) -> str:
    """The sum, and how ("43. The 5 rows' Problems add up to 43: 14 + 11 + 9 + 6 + 3.")."""
    total = _shown(found.total)
    if found.sides is not None:
        a, b = found.sides
        return (f"{total}. Each one is on two rows (the {a} and {b} columns balance), so the {found.rows} rows' "
                f"{found.column} ({' + '.join(found.cells)}) count each one twice: half their sum is {total}.")
    without = ", without the row a later line takes out," if found.struck else ""
    changed = f" (with the later change: {' '.join(found.changed)})" if found.changed else ""
    return (f"{total}. The {found.rows} rows' {found.column}{without} add up to {total}: "
            f"{' + '.join(found.cells)}.{changed}")
