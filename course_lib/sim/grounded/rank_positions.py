"""A rank below the top over a table's column (issue 26; notebook 02's grounded answers; the
twenty-second set's Q1: "What do the runners-up win?" was answered with the winner's row).

"Who came second?", "Which branch was runner-up in March?", "the third highest score", "who was
second from bottom?" over a table: no sentence names the row, and the superlative readers answer
only the top or the bottom. Here the question's position word (``rank_positions`` in
data/sim/lexicons.yaml: "second" 2, "runner-up" 2, "3rd" 3) is read over the one numeric column
the question names (``superlatives.named_column``), or, when it names none, the column a rank is
scored by (``rank_score_columns``: "total", "points", "score"); counted from the top, or from the
bottom after a word of ``rank_from_bottom`` ("second lowest", "second from bottom", "second
last"). A judged word ("second worst") over a header of which less is better turns round, as in
``superlatives``.

Only for a who / which question with no figure of its own, and a position word that is no
column's name ("the second round" names a column). A tie at the position (two rows with the
figure there, or the row above with the same one) is ``Tied``, which the caller states as a limit;
a position past the rows is ``None``. Bounded: ``_MAX_ROWS``, ``_MAX_DOCS``.

A row a line outside the table takes out ("lane 5 is disqualified": ``material.struck_rows``) is
left out of the order, so the rows below it move up; a removal line after the table that names
none of its rows is ``Unsettled``, which the caller states as a limit (which row is out, and so
which row now holds the position, the documents do not say in a way read here). ``struck_pick``
tells the quoting path the same: a rank or superlative question answered by quoting a row a later
line takes out ("which dog got 2nd?" met by the row whose award cell says "2nd") is no answer.

A line outside the table that changes a row's figure ("docked 6 points", "a 12 minute penalty":
``material.row_adjustments``) is applied before the order is read, or the position is ``Unsettled``
when it cannot be (a table's own position column is then stale too); ``changed_pick`` tells the
quoting path the figure a quoted row has after such a change ("How many points did the Owls get?"),
or that it cannot work it out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.material.row_adjustments import changes, changing_lines
from course_lib.sim.material.struck_rows import struck
from course_lib.sim.material.superlatives import (
    ASKS_ROW_RE,
    asked,
    changed_figures,
    column_cells,
    figure,
    head_terms,
    key_column,
    lower_better,
    named_column,
    tables,
)
from course_lib.sim.words import number_words
from course_lib.sim.words.cues import LEXICONS, lexicon, read
from course_lib.sim.words.text import content_terms

_MAX_ROWS = 1000  # a cap on the rows of a table that are ranked
_MAX_DOCS = 20  # a cap on the documents read
_DIGIT_RE = re.compile(r"\b\d[\d,.]*\b")  # a figure of the question's own ("in round 2"; not "2nd")
_WORD_RE = re.compile(r"[a-z0-9]+(?:-[a-z]+)*")
_PARTS_RE = re.compile(r"[,|\t;]")  # a table line's separators


@dataclass(frozen=True)
class Placed:
    """The row at the asked position of a column's order."""

    key: str  # the row's key cell
    position: int  # 2 for "second"
    from_top: bool  # counted from the highest figure (True) or the lowest
    column: str  # the column's header as written
    value: str  # the row's cell in that column
    above: tuple[str, ...]  # the rows before it in that order, with their cells ("Priya 24"): in the
    # explanation, not the reply (a reply naming other rows reads as naming them too)
    text: str  # the row's fact
    rows: int
    moved: tuple[str, ...] = ()  # the lines that took rows above it out (``struck_rows``)
    changed: tuple[str, ...] = ()  # the lines that changed rows' figures (``row_adjustments``)

    def answer(self) -> str:
        which = number_words.ordinal_word(self.position, last=5) or f"number {self.position}"
        if self.changed:
            return (f"{self.key}: {which} by {self.column}, counted with the change a later line makes ("
                    f"{' '.join(self.changed)}). {self.text}")
        if self.moved:  # the removal line stays in the explanation: it names the row taken out
            return f"{self.key}: {which}, counted without the row a later line takes out. {self.text}"
        end = "highest" if self.from_top else "lowest"
        return (f"{self.key}: {which} by {self.column} ({self.value}), counting from the {end} of the "
                f"{self.rows} rows. {self.text}")


@dataclass(frozen=True)
class Tied:
    """Rows tie at the asked position: which one it means is not clear."""

    position: int
    column: str
    keys: tuple[str, ...]


@dataclass(frozen=True)
class Unsettled:
    """A line after the table removes a row it does not name in a way read here."""

    position: int
    lines: tuple[str, ...]
    changed: bool = False  # the lines change a row's figure (``row_adjustments``) rather than remove a row


@lru_cache(maxsize=1)
def _positions() -> dict[str, int]:
    data = read(LEXICONS)
    table, deepest = data.get("rank_positions"), data.get("rank_deepest")
    if not isinstance(table, dict) or not all(isinstance(v, int) and v >= 2 for v in table.values()):
        raise ValueError(f"{LEXICONS}: 'rank_positions' must map a word to a position of 2 or more")
    if not isinstance(deepest, int) or deepest < 2:
        raise ValueError(f"{LEXICONS}: 'rank_deepest' must be a position of 2 or more")
    ordinals = number_words.ordinals(2, deepest)  # "second" .. and "2nd" ..: number_words, the ordinals' one home
    ordinals |= {number_words.ordinal_figure(n): n for n in range(2, deepest + 1)}
    return ordinals | {str(k).lower(): int(v) for k, v in table.items()}


def asked_position(question: str) -> tuple[str, int, bool, str] | None:
    """(the position word, the position, counted from the top?, the word after it) of a question,
    ``None`` for none."""
    words = _WORD_RE.findall(question.lower())
    table = _positions()
    bottom = lexicon("rank_from_bottom")
    for n, word in enumerate(words[:200]):
        if word not in table:
            continue
        after = words[n + 1: n + 4]
        from_top = not any(w in bottom for w in after[:2]) and "penultimate" != word
        return word, table[word], from_top, (after[0] if after else "")
    return None


def placed(question: str, bodies: list[str]) -> Placed | Tied | Unsettled | None:
    """The row at the position a who / which question asks in the documents' one table that
    reads it (module docstring); ``None`` when the question asks no position or no table reads it."""
    question = _asked_clause(question)
    if not ASKS_ROW_RE.match(question) or _DIGIT_RE.search(question):
        return None
    found = asked_position(question)
    if found is None:
        return _winner(question, bodies)
    word, position, from_top, after = found
    if from_top:
        stated = _stated_position(position, bodies) or _listed_position(position, bodies)
        if stated is not None:
            return stated
    ruled = _ruled_position(position, from_top, bodies)
    if ruled is not None:
        return ruled
    terms = frozenset(content_terms(question))
    implied = frozenset(t for w in lexicon("rank_score_columns") for t in content_terms(w))
    picks = []
    for body in bodies[:_MAX_DOCS]:
        for rows in tables(body):
            if len(rows) > _MAX_ROWS or len(rows) <= position:
                continue
            heads = {h for u in rows for h, _ in u.cells if h}
            if after and any(after in head_terms(h) or after in h.lower().split() for h in heads):
                continue  # "the second round": a column's name, not a rank
            pick = named_column(question, rows, terms, implied, word, False)
            if pick is not None:
                picks.append((rows, *pick, struck(body, rows), body))
    if len(picks) != 1:
        return None
    rows, column, key, values, out, body_of = picks[0]
    if out.untied:
        return Unsettled(position, out.untied)
    values = [None if n in out.rows else v for n, v in enumerate(values)]
    change = changed_figures(body_of, rows, column, values)
    if change.doubt:
        return Unsettled(position, (change.doubt,), True)
    values = change.values
    judged = any(w in lexicon("judged_superlatives") for w in _WORD_RE.findall(question.lower()))
    if judged and head_terms(column) & lower_better():
        from_top = not from_top
    held = [(v, n) for n, v in enumerate(values) if v is not None]
    if len(held) < position:
        return None
    order = sorted(held, key=lambda p: -p[0] if from_top else p[0])
    value, at = order[position - 1]
    keys = column_cells(rows, key)
    cells = column_cells(rows, column)
    if sum(v == value for v, _ in held) > 1:
        return Tied(position, column, tuple(keys[n] for v, n in held if v == value))
    above = tuple(f"{keys[n]} {cells[n]}" for _, n in order[:position - 1])
    moved = out.lines if out.rows else ()
    return Placed(keys[at], position, from_top, column, cells[at], above, rows[at].text.rstrip("."), len(held),
                  moved, change.lines)


def asks_winner(question: str, bodies: list[str]) -> bool:
    """Whether a who / which question asks the top of a results table ("Who won?", "Which crew came
    first?": ``rank_winner_words``) and names nothing the table's rows would filter by: each of its
    other content words stands in the documents outside the rows' cells (their title, a header), so
    "who was the first woman home" or "who won the men's race" is not read as the overall winner."""
    low = question.lower()
    words = [w for w in lexicon("rank_winner_words") if re.search(rf"(?<![a-z]){re.escape(w)}(?![a-z])", low)]
    if not words:
        return False
    rest = low
    for w in words:
        rest = rest.replace(w, " ")
    asked = re.match(r"\W*(?:which|what)\s+([a-z]+)", rest)  # "which team won": the rows' own noun
    if asked:
        rest = rest[:asked.start(1)] + rest[asked.end(1):]
    terms, tokens = set(content_terms(rest)), set(_WORD_RE.findall(rest))
    outside: set[str] = set()
    for body in bodies[:_MAX_DOCS]:
        found = tables(body)
        cells = {c.strip().lower() for rows in found for u in rows for _, c in u.cells}
        heads = {t for rows in found for u in rows for h, _ in u.cells if h for t in (h.lower(), *_WORD_RE.findall(h.lower()))}
        if tokens & (cells | heads):  # "in the F category", "the fastest time": a cell or column named
            return False
        for line in body.splitlines()[:_MAX_ROWS]:  # a line none of whose parts is a cell or header: a title
            parts = {p.strip().lower() for p in _PARTS_RE.split(line)} - {""}
            if parts and not parts & (cells | heads):
                outside |= set(content_terms(line))
    return terms <= outside


def _winner(question: str, bodies: list[str]) -> Placed | Unsettled | None:
    """The row a table's own position column puts first, or a numbered list of placings, for a
    question that asks who won (``asks_winner``); ``None`` otherwise."""
    if not asks_winner(question, bodies):
        return None
    return _stated_position(1, bodies) or _listed_position(1, bodies)


_SCORED_ITEM_RE = re.compile(r"^(?P<name>[^\d].*?)\s*(?:[-\u2013\u2014:,]|\.{2,})\s*(?P<figure>\d+(?:[.:]\d+)*)"
                             r"\s*(?:pts?|points|goals|runs|votes)?\.?$", re.IGNORECASE)


def _figure_key(figure: str) -> tuple[float, ...]:
    return tuple(float(p) for p in re.split(r"[:]", figure))


def _listed_position(position: int, bodies: list[str]) -> Placed | Unsettled | None:
    """The item at ``position`` of a document's one numbered list of placings: numbered from 1, each
    item a name and a figure ("1. Quiz Team Aguilera - 58"), the figures in order (falling scores or
    rising times), so the numbers are the places. A line outside the list with a word of
    ``row_removal_cues`` takes out the item it names, and the items below move up; one that names no
    item is ``Unsettled``. ``None`` unless exactly one such list is read."""
    from course_lib.sim.grounded.list_neighbours import placings

    picks = []
    for body in bodies[:_MAX_DOCS]:
        for items in placings(body):
            scored = [m for i in items if (m := _SCORED_ITEM_RE.match(i.strip()))]
            if len(scored) != len(items):
                continue
            keys = [_figure_key(m.group("figure")) for m in scored]
            if keys != sorted(keys) and keys != sorted(keys, reverse=True):
                continue
            picks.append((body, items, [m.group("name").strip() for m in scored]))
    if len(picks) != 1:
        return None
    body, items, names = picks[0]
    cues = lexicon("row_removal_cues")
    listed = {i.strip() for i in items}
    out, moved = set(), []
    for line in body.splitlines()[:_MAX_ROWS]:
        if any(line.strip().endswith(i) for i in listed) or not any(c in line.lower() for c in cues):
            continue
        terms = set(content_terms(line))
        named = [n for n, name in enumerate(names) if set(content_terms(name)) <= terms]
        if len(named) != 1:
            return Unsettled(position, (line.strip(),))
        out.add(named[0])
        moved.append(line.strip())
    kept = [n for n in range(len(names)) if n not in out]
    if len(kept) < position:
        return None
    at = kept[position - 1]
    above_out = tuple(moved) if any(n < at for n in out) else ()
    return Placed(names[at], position, True, "place", str(at + 1), (), f"{at + 1}. {items[at].strip()}",
                  len(kept), above_out)


def _ruled_position(position: int, from_top: bool, bodies: list[str]) -> Placed | Tied | None:
    """The row at ``position`` of the order a rule line of the documents gives their one table
    ("Standings are decided by wins, then by draws": ``ranking_rules``); ``Tied`` when rows are equal
    on every column the rule names; ``None`` when no table has such a rule, or several do."""
    from course_lib.sim.grounded import ranking_rules

    picks = []
    for body in bodies[:_MAX_DOCS]:
        for rows in tables(body):
            if len(rows) > _MAX_ROWS or len(rows) < position:
                continue
            ruled = ranking_rules.order(body, rows)
            if ruled is not None and key_column(rows):
                picks.append((rows, ruled))
    if len(picks) != 1:
        return None
    rows, (order, keys, columns, _) = picks[0]
    order = order if from_top else order[::-1]
    at = order[position - 1]
    names = column_cells(rows, key_column(rows))
    if sum(k == keys[at] for k in keys) > 1:
        return Tied(position, " then ".join(columns), tuple(names[n] for n in order if keys[n] == keys[at]))
    cells = column_cells(rows, columns[0])
    above = tuple(f"{names[n]} {column_cells(rows, columns[0])[n]}" for n in order[:position - 1])
    return Placed(names[at], position, from_top, " then ".join(columns), cells[at], above, rows[at].text.rstrip("."),
                  len(rows))


def _asked_clause(question: str) -> str:
    """The who / which clause of a question that opens with a clause of its own ("After the
    protest, who came second?"); the question itself otherwise."""
    if ASKS_ROW_RE.match(question):
        return question
    head, sep, tail = question.rpartition(", ")
    return tail if sep and len(head.split()) <= 8 and ASKS_ROW_RE.match(tail) else question


def _stated_position(position: int, bodies: list[str]) -> Placed | Unsettled | None:
    """The row a table's own position column ("Pos", "Place", "Rank": ``rank_position_columns``)
    writes ``position`` in: the results already ranked ("who came third" over "Pos 3 ... Kwame
    Asante"), read as written rather than ranked again by a column of figures. ``None`` unless
    exactly one table has such a column and exactly one of its rows holds that position. With rows
    struck out by a later line, the rest keep their written order and move up."""
    heads_wanted = {h.lower() for h in lexicon("rank_position_columns")}
    picks = []
    for body in bodies[:_MAX_DOCS]:
        for rows in tables(body):
            if len(rows) > _MAX_ROWS:
                continue
            heads = list(dict.fromkeys(h for u in rows for h, _ in u.cells if h))
            column = next((h for h in heads if h.strip().strip(".:").lower() in heads_wanted), None)
            if column is None:
                continue
            cells = column_cells(rows, column)
            changes = changing_lines(body, rows)
            if changes and any(_position_cell(c) == position for c in cells):
                return Unsettled(position, changes, True)  # the written places may not hold after the change
            out = struck(body, rows)
            if out.untied and any(_position_cell(c) == position for c in cells):
                return Unsettled(position, out.untied)
            kept = sorted((p, n) for n, c in enumerate(cells) if (p := _position_cell(c)) is not None
                          and n not in out.rows)
            if out.rows:
                at = [kept[position - 1][1]] if len(kept) >= position else []
            else:
                at = [n for p, n in kept if p == position]
            if len(at) == 1:
                picks.append((rows, column, heads, at[0], out.lines if out.rows else ()))
    if len(picks) != 1:
        return None
    rows, column, heads, at, moved = picks[0]
    key = key_column(rows)
    if key is None or key == column:
        key = next((h for h in heads if h != column), column)
    keys = column_cells(rows, key)
    cell = column_cells(rows, column)[at]
    return Placed(keys[at], position, True, column, cell, (), rows[at].text.rstrip("."), len(rows), moved)


_POSITION_CELL_RE = re.compile(r"^\s*=?\s*(\d{1,4})(?:st|nd|rd|th)?\.?\s*=?\s*$", re.IGNORECASE)


def _position_cell(cell: str) -> int | None:
    """The position a position column's cell writes ("3", "3rd", "3.", "=3"); ``None`` otherwise."""
    m = _POSITION_CELL_RE.match(cell)
    return int(m.group(1)) if m else None


def struck_pick(question: str, picks: list[str], bodies: list[str]) -> str | None:
    """The line that takes out a table row among ``picks`` (sentences chosen to quote), for a
    question asking a position or a superlative; ``None`` otherwise."""
    if asked_position(question) is None and asked(question) is None:
        return None
    chosen = {p.strip().rstrip(".").lower() for p in picks}
    for body in bodies[:_MAX_DOCS]:
        for rows in tables(body):
            if len(rows) > _MAX_ROWS:
                continue
            out = struck(body, rows)
            if any(rows[n].text.strip().rstrip(".").lower() in chosen for n in out.rows):
                return out.lines[0]
            if any(r.text.strip().rstrip(".").lower() in chosen for r in rows) and (
                    changes := changing_lines(body, rows)):
                return changes[0]  # a quoted row of a table whose figures a later line changes: its place may not hold
    return None



@dataclass(frozen=True)
class ChangedRow:
    """A quoted row's figure that a later line changes: the figure worked out, or ``None`` when the
    change cannot be applied to it."""

    line: str  # the changing line
    key: str  # the row's key cell
    column: str  # the changed column's header
    printed: str  # the row's cell as printed
    now: float | None  # the figure after the change
    undone: bool = False  # the figure without a change the printed figure holds ("without the deduction")

    def answer(self) -> str:
        shown = f"{self.now:g}" if self.now is not None else ""
        if self.undone:
            return (f"{self.key}: {self.column} {shown} without it ({self.printed} in the table, which already "
                    f"holds the line's change: {self.line.strip()})")
        return (f"{self.key}: {self.column} {shown} now ({self.printed} in the table, changed by the later line: "
                f"{self.line.strip()})")


def _asks_without(question: str) -> bool:
    """The question takes a change back out ("without the deduction": ``worded_operations``' cue)."""
    from course_lib.sim.grounded.worded_operations import asks_without

    return asks_without(question)


def _undone(printed: float | None, change) -> float | None:
    """``printed`` with a change it holds taken back out (a deduction added back, a bonus taken off);
    ``None`` for a change of no plain direction (a penalty of a time)."""
    if printed is None or change.way not in ("less", "more"):
        return None
    return printed + change.amount if change.way == "less" else printed - change.amount


def changed_pick(question: str, picks: list[str], bodies: list[str]) -> ChangedRow | None:
    """The change a line outside a table makes to the figure the question asks of one of its rows,
    when ``picks`` (sentences chosen to quote) hold the row or the changing line, and the question
    names the row (its key cell's words) and the figure (the change's unit or the changed column's
    header): "How many points did the Owls get?" quoted "Team: The Owls; Points: 87" beside "The
    Owls were docked 6 points"; ``None`` otherwise."""
    chosen = {p.strip().rstrip(".").lower() for p in picks}
    asked = frozenset(content_terms(question))
    implied = frozenset(t for w in lexicon("rank_score_columns") for t in content_terms(w))
    for body in bodies[:_MAX_DOCS]:
        for rows in tables(body):
            if len(rows) > _MAX_ROWS:
                continue
            for change in changes(body, rows):
                if change.done and not _asks_without(question):
                    continue  # the printed figure already holds it
                if not {rows[change.row].text.strip().rstrip(".").lower(),
                        change.line.strip().rstrip(".").lower()} & chosen:
                    continue
                key = key_column(rows)
                if key is None:
                    continue
                keys = column_cells(rows, key)
                if not asked & frozenset(content_terms(keys[change.row])) and not (
                        len(keys[change.row]) >= 2 and keys[change.row] in question):  # (Chinese runs words together)
                    continue  # the question asks of another row
                heads = list(dict.fromkeys(h for u in rows for h, _ in u.cells if h and h != key))
                unit = frozenset(content_terms(change.unit)) | {change.unit.lower()}
                named = [h for h in heads if head_terms(h) & unit or (not change.unit.isascii() and change.unit in h)]
                meant = named or ([h for h in heads if head_terms(h) & implied] if change.kind == "score" else [])
                if len(meant) != 1 or not (asked & (unit | head_terms(meant[0])) or (
                        not change.unit.isascii() and change.unit in question)):
                    continue
                cells = column_cells(rows, meant[0])
                values = [f[0] if (f := figure(c)) is not None else None for c in cells]
                if change.done:  # asked without it: the printed figure, the change taken back out
                    return ChangedRow(change.line, keys[change.row], meant[0], cells[change.row],
                                      _undone(values[change.row], change), undone=True)
                worked = changed_figures(body, rows, meant[0], values)
                now = None if worked.doubt or values[change.row] is None else worked.values[change.row]
                return ChangedRow(change.line, keys[change.row], meant[0], cells[change.row], now)
    return None
