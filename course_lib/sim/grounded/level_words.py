"""A table column of level words compared and ranked (issue 26; notebook 02's grounded answers;
the twenty-second set's Q2: "is grass pollen high on thursday" over a cell "Low", "which is worse:
Monday or Wednesday?" over "High" and "Moderate").

A column whose every filled cell is a word of one level scale ("Low", "Moderate", "High", "Very
high"; ``level_words`` in data/sim/lexicons.yaml, each word with its place on the scale) is read
as ordered. Three questions over it (the column named by a word of its header, or the table's
only such column; a row named by every word of its key cell, weekday and month abbreviations
read as their full names: "Thu 15 May" is named by "thursday"):
- a yes/no naming a level ("Is grass pollen high on Thursday?") and one row: yes when the row's
  level is at least the one asked (at most, for a level below the middle; the same one for the
  middle), else no, with the cell;
- a superlative ("Which day has the highest grass pollen?", "Where is it worst?"): the row with
  the top (or bottom) level; a level is a hazard, so "worst" is the highest and "best" the
  lowest; a tie names every row at that level;
- a choice between two named rows ("which is worse, Monday or Wednesday?", "higher in A or B?"):
  the higher (for "worse", "higher", "more") or lower one; a tie is said.
Anything else is ``None``. Bounded: ``_MAX_ROWS``, ``_MAX_DOCS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.material.superlatives import (
    ASKS_ROW_RE,
    asked,
    column_cells,
    head_terms,
    key_column,
    tables,
)
from course_lib.sim.words.cues import LEXICONS, read
from course_lib.sim.words.day_month_abbreviations import full_name
from course_lib.sim.words.text import content_terms

_MAX_ROWS = 500  # a cap on the rows of a table read
_MAX_DOCS = 20  # a cap on the documents read
_YES_NO_RE = re.compile(r"^\W*(?:and\s+)?(?:is|are|was|were|will|would)\b", re.IGNORECASE)
_WHERE_WHEN_RE = re.compile(r"^\W*(?:and\s+)?(?:where|when)\b", re.IGNORECASE)  # a place's or a day's row
_WORSE_RE = re.compile(r"\b(?:worse|higher|more|greater|bigger|stronger|heavier)\b", re.IGNORECASE)
_BETTER_RE = re.compile(r"\b(?:better|lower|less|fewer|smaller|weaker|lighter|milder)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Leveled:
    text: str  # the answer
    kind: str  # "verdict", "rank", "choice"


@lru_cache(maxsize=1)
def _scale() -> dict[str, int]:
    table = read(LEXICONS).get("level_words")
    if not isinstance(table, dict) or not all(isinstance(v, int) for v in table.values()):
        raise ValueError(f"{LEXICONS}: 'level_words' must map a level word to its place on the scale")
    return {str(k).lower(): int(v) for k, v in table.items()}


def level(cell: str) -> int | None:
    """A cell's place on the level scale ("Very high" -> 5), ``None`` for any other cell."""
    return _scale().get(" ".join(cell.lower().replace("-", " ").split()))


def _asked_level(question: str) -> tuple[str, int] | None:
    """The one level the question names, the longest form first ("very high" before "high")."""
    lowered = " " + " ".join(re.findall(r"[a-z]+", question.lower())) + " "
    for word in sorted(_scale(), key=len, reverse=True):
        if f" {word} " in lowered:
            return word, _scale()[word]
    return None


def _key_terms(cell: str) -> frozenset[str]:
    terms = set(content_terms(cell))
    for token in re.findall(r"[A-Za-z]+\.?", cell):
        name = full_name(token)
        if name:
            terms.add(content_terms(name)[0])
            terms.discard(content_terms(token.rstrip("."))[0] if content_terms(token.rstrip(".")) else "")
    return frozenset(terms)


def _columns(rows, terms: frozenset[str]) -> tuple[str, str, list[int | None]] | None:
    """(the level column, the key column, each row's level) for the one level column the question
    names, or the only one; ``None`` otherwise."""
    heads = list(dict.fromkeys(h for u in rows for h, _ in u.cells if h))
    levels = {}
    for head in heads:
        cells = column_cells(rows, head)
        read_ = [level(c) if c.strip() else None for c in cells]
        if sum(r is not None for r in read_) >= 2 and all(r is not None or not c.strip() for r, c in
                                                          zip(read_, cells, strict=True)):
            levels[head] = read_
    if not levels:
        return None
    key = key_column(rows, levels)
    if key is None:
        return None
    named = [h for h in levels if head_terms(h) & terms]
    if len(named) > 1:  # "grass pollen" names Grass pollen, not Tree pollen, by its own word
        named = [h for h in named if len(head_terms(h) & terms) == max(len(head_terms(n) & terms) for n in named)]
    if not named and len(levels) == 1:
        named = list(levels)
    if len(named) != 1:
        return None
    return named[0], key, levels[named[0]]


def _named_rows(rows, key: str, terms: frozenset[str]) -> list[int]:
    keys = column_cells(rows, key)
    out = []
    for n, cell in enumerate(keys):
        kt = _key_terms(cell)
        words = {t for t in kt if not t.isdigit()}
        if words and (words <= terms or (kt & terms and any(full_name(t) for t in re.findall(r"[A-Za-z]+", cell))
                                         and words & terms)):
            out.append(n)
    return out


def answered(question: str, bodies: list[str]) -> Leveled | None:
    """The answer a level column gives ``question`` (module docstring), or ``None``."""
    if not _scale():
        return None
    terms = frozenset(content_terms(question))
    picks = []
    for body in bodies[:_MAX_DOCS]:
        for rows in tables(body):
            if 2 <= len(rows) <= _MAX_ROWS:
                found = _columns(rows, terms)
                if found is not None:
                    picks.append((rows, *found))
    if len(picks) != 1:
        return None
    rows, column, key, values = picks[0]
    keys = column_cells(rows, key)
    cells = column_cells(rows, column)
    named = _named_rows(rows, key, terms)
    wanted = _asked_level(question)
    if _YES_NO_RE.match(question) and wanted and len(named) == 1 and " or " not in question.lower():
        n = named[0]
        got = values[n]
        if got is None:
            return None
        middle = sorted(set(_scale().values()))[len(set(_scale().values())) // 2]
        yes = got >= wanted[1] if wanted[1] > middle else (got <= wanted[1] if wanted[1] < middle else got == wanted[1])
        return Leveled(f"{'Yes' if yes else 'No'}: {column} for {keys[n]} is {cells[n]}.", "verdict")
    if len(named) == 2 and " or " in question.lower():
        worse, better = bool(_WORSE_RE.search(question)), bool(_BETTER_RE.search(question))
        if worse == better:
            return None
        a, b = named
        if values[a] is None or values[b] is None:
            return None
        if values[a] == values[b]:
            return Leveled(f"Neither: {column} is {cells[a]} for both {keys[a]} and {keys[b]}.", "choice")
        hi, lo = (a, b) if values[a] > values[b] else (b, a)
        pick, other = (hi, lo) if worse else (lo, hi)
        return Leveled(f"{keys[pick]}: its {column} is {cells[pick]}, against {cells[other]} for {keys[other]}.",
                       "choice")
    sup = asked(question)
    if sup is not None and (ASKS_ROW_RE.match(question) or _WHERE_WHEN_RE.match(question)) and not named:
        word, most, _ = sup
        if word in ("worst",):
            most = True  # a level is a hazard: the worst is the highest
        elif word in ("best",):
            most = False
        held = [v for v in values if v is not None]
        top = max(held) if most else min(held)
        at = [n for n, v in enumerate(values) if v == top]
        if len(at) == len(held):
            return None
        names = " and ".join(keys[n] for n in at)
        which = "highest" if most else "lowest"
        return Leveled(f"{names}: {column} {cells[at[0]]}, the {which} level of the {len(held)} rows.", "rank")
    return None
