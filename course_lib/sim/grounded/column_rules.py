"""A rule over a table's column, applied (issue 26; the twenty-third set's R4, coming back from P4 /
M3 / L1: a rule quoted, not applied; notebook 02's grounded answers).

Two readings of a table's document, each for a who / which question:

- ``by_rule``: "Who gets the voucher?" over a league table and its line "a voucher for the top bowler
  with an average below 140": the one clause outside the table that holds the question's word no
  cell holds ("voucher") and a bound on a word naming a numeric column ("average" ~ "Avg";
  ``superlatives.head_terms``, the short forms of ``lexicons.yaml``). The rows are filtered by the
  bound; one row left: its key is the answer; several and a rank word in the clause ("best",
  "top": ``rule_rank_words``): the rows ranked by the table's standing (below); otherwise, or none
  left, a stated limit (``Unworked``), never the rule quoted as the answer.
- ``placed``: "Who came second?" over a table and its line "Ties on games won are split by net
  hoops.": the rows ordered by the first column the line names, then the second. Which column a
  phrase names ("games won": Won, not the Games column whose cells are all alike; "net hoops": Net,
  not "Hoops for") is told by the table's written order: a reading the rows are not written in is
  dropped; readings that disagree on the answer give a stated limit.

``None`` when the question or the documents are no such case; the usual reading goes on. Bounded:
``_MAX_DOCS``, ``_MAX_ROWS``, ``_MAX_CLAUSES``.
"""

from __future__ import annotations

import operator
import re
from dataclasses import dataclass
from itertools import product

from course_lib.sim.words import number_words
from course_lib.sim.words.cues import LEXICONS, lexicon, patterns, read
from course_lib.sim.words.text import content_terms

_CUE = patterns("column_rules")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_ROWS = 200  # a cap on a table's rows
_MAX_CLAUSES = 60  # a cap on the clauses read outside a table
_WINDOW = 4  # the words before a bound that may name its column ("with a handicap of")
_OPS = {">=": operator.ge, "<=": operator.le, ">": operator.gt, "<": operator.lt}


@dataclass(frozen=True)
class Applied:
    """The row a rule or a place picks: its key, why, and the rule as written."""

    key: str
    why: str
    rule: str

    def answer(self) -> str:
        return f"{self.key}: {self.why}. The notes say: {self.rule}"


@dataclass(frozen=True)
class Unworked:
    why: str


def _asks_a_row(question: str) -> bool:
    from course_lib.sim.grounded.ranks import asks_a_row

    return asks_a_row(question)


def _table(body: str):
    """(rows, key column, {numeric column: values}) of the body's one table, or ``None``."""
    from course_lib.sim.material.superlatives import column_cells, figure, key_column, tables

    found = tables(body)
    if len(found) != 1 or not 2 <= len(found[0]) <= _MAX_ROWS:
        return None
    rows = found[0]
    heads = list(dict.fromkeys(h for u in rows for h, _ in u.cells if h))
    numeric = {}
    for head in heads:
        read = [figure(c) for c in column_cells(rows, head)]
        if all(r is not None for r in read):
            numeric[head] = [r[0] for r in read if r is not None]
    key = key_column(rows)
    return (rows, key, numeric) if key and numeric else None


def _outside(body: str, rows) -> list[str]:
    """The clauses of the body's sentences outside its table (cut at ";" and ", and")."""
    from course_lib.sim.material.prose import units

    inside = {u.text for u in rows}
    out = [c.strip() for u in units(body) if u.text not in inside and not u.table
           for c in _CUE.clause_cut.split(u.text) if c.strip()]
    return out[:_MAX_CLAUSES]


def _columns_named(phrase: str, numeric: dict[str, list[float]]) -> list[str]:
    """The numeric columns ``phrase`` names: every word of the header, or of its plain words when
    it is written short ("Hcp": "handicap"; ``record_keys.header_words``), is in the phrase."""
    from course_lib.sim.material.record_keys import header_words

    said = frozenset(content_terms(phrase))
    out = []
    for head in numeric:
        own, plain = frozenset(content_terms(head)), frozenset(content_terms(header_words(head)))
        if (own and own <= said) or (plain and plain <= said):
            out.append(head)
    return out


def _bound(clause: str) -> tuple[str, float, str, str] | None:
    """(op, figure, as written, the words around it) of the clause's one bound."""
    found = []
    for op, pattern in ((">=", _CUE.at_least), ("<=", _CUE.at_most), (">", _CUE.over), ("<", _CUE.under)):
        found += [(m, op) for m in pattern.finditer(clause)]
    if len(found) != 1:
        return None
    m, op = found[0]
    # the words before the bound ("with a handicap of") and after its figure ("4 members", "12 legs won")
    near = " ".join(clause[:m.start()].split()[-_WINDOW:] + clause[m.end():].split()[:2])
    return op, float(m.group("n") or m.groupdict().get("n2")), m.group(0).strip(), near


def by_rule(question: str, bodies: list[str]) -> Applied | Unworked | None:
    """The row the rule the question asks about picks (module docstring), a limit, or ``None``."""
    if not _asks_a_row(question):
        return None
    picks = []
    for body in bodies[:_MAX_DOCS]:
        table = _table(body)
        if table is None:
            continue
        rows, key, numeric = table
        cell_terms = {t for u in rows for h, c in u.cells for t in content_terms(f"{h} {c}")}
        asked = set(content_terms(question)) - cell_terms - set(content_terms(" ".join(lexicon("rule_ask_words"))))
        if not asked:
            continue
        clauses = [c for c in _outside(body, rows) if asked & set(content_terms(c))]
        for clause in clauses:
            bound = _bound(clause)
            if bound is None:
                continue
            columns = _columns_named(bound[3], numeric)
            if len(columns) == 1:
                picks.append((body, rows, key, numeric, clause, bound, columns[0]))
    if len(picks) != 1:
        return None
    body, rows, key, numeric, clause, (op, n, written, _), column = picks[0]
    from course_lib.sim.material.superlatives import column_cells

    keys = column_cells(rows, key)
    kept = [i for i, v in enumerate(numeric[column]) if _OPS[op](v, n)]
    bound_shown = f"{column} {written}"
    if not kept:
        return Unworked(f"no row of the table meets the rule's bound ({bound_shown})")
    if len(kept) == 1:
        i = kept[0]
        return Applied(keys[i], f"the only row with {column} {written} ({column} {column_cells(rows, column)[i]})", clause)
    ranked = _rank_word(clause)
    if ranked is None:
        return Unworked(f"{len(kept)} rows meet the rule's bound ({bound_shown}) and it names no way to pick one")
    orders = _standings(body, rows, numeric)
    picked = {(o[0] if ranked else o[-1]) for order in orders for o in [[i for i in order if i in kept]]}
    if len(picked) != 1:
        return Unworked(f"{len(kept)} rows meet the rule's bound ({bound_shown}) and it cannot tell how the "
                        "table ranks them")
    i = picked.pop()
    return Applied(keys[i], f"of the {len(kept)} rows with {column} {written}, the one ranked first", clause)



def _mapping(name: str, valid) -> dict:
    """The ``lexicons.yaml`` table ``name`` (word -> value), each value ``valid``; a clear error if not."""
    table = read(LEXICONS).get(name)
    if not isinstance(table, dict) or not all(valid(v) for v in table.values()):
        raise ValueError(f"{LEXICONS}: '{name}' must map each word to its value")
    return {str(k).lower(): v for k, v in table.items()}


def _rank_word(clause: str) -> bool | None:
    """True for a rank word meaning the first rows ("best", "top"), False for the last; ``None``."""
    table = _mapping("rule_rank_words", lambda v: v in ("first", "last"))
    for word in re.findall(r"[a-z]+", clause.lower()):
        if word in table:
            return table[word] == "first"
    return None


def _standings(body: str, rows, numeric: dict[str, list[float]]) -> list[list[int]]:
    """The row orders the document's tie line allows (``_tie_readings``), else the score column's."""
    readings = _tie_readings(body, rows, numeric)
    if readings:
        return [order for order, _ in readings]
    from course_lib.sim.grounded.ranks import score_column

    scored = score_column(rows)
    if scored is None:
        return []
    _, values = scored
    return [sorted(range(len(rows)), key=lambda i: -values[i])]


def _tie_readings(body: str, rows, numeric: dict[str, list[float]]) -> list[tuple[list[int], tuple[str, str]]]:
    """The row orders by (first column, then second) of the document's one tie line, for each
    reading of the columns it names that the table's written order agrees with."""
    lines = [m for c in _outside(body, rows) if (m := _CUE.tie_line.search(c))]
    if len(lines) != 1:
        return []
    m = lines[0]
    varied = {h: v for h, v in numeric.items() if len(set(v)) > 1}
    if not m.group("first"):  # "Ties are split by the last leg": the column tied on is not named
        return []
    firsts, seconds = _columns_named(m.group("first"), varied), _columns_named(m.group("second"), varied)
    # the first column read highest first or lowest first, as the rows are written; the second highest
    # first unless the line says lower wins ("split by fewest penalties")
    sign_b = 1 if _CUE.lower_wins.search(m.group("second")) else -1
    out = []
    for first, second in product(firsts, seconds):
        if first == second:
            continue
        for sign_a in (-1, 1):
            order = sorted(range(len(rows)), key=lambda i: (sign_a * varied[first][i], sign_b * varied[second][i], i))
            if order == list(range(len(rows))):
                out.append((order, (first, second)))
    return out


def placed(question: str, bodies: list[str]) -> Applied | Unworked | None:
    """The row at the place the question asks ("Who came second?") under the document's tie line."""
    if not _asks_a_row(question):
        return None
    asked = _CUE.place.search(question)
    if asked is None:
        return None
    word = next(g for g in asked.groups() if g).lower()
    places = number_words.ordinals(1, 5) | {number_words.ordinal_figure(n): n for n in range(1, 6)}  # the ordinals' home
    place = (places | _mapping("place_words", lambda v: isinstance(v, int) and v > 0)).get(word)
    if place is None:
        return None
    found = []
    for body in bodies[:_MAX_DOCS]:
        table = _table(body)
        if table is None:
            continue
        rows, key, numeric = table
        said = frozenset(content_terms(question))
        if any((terms := frozenset(content_terms(head))) and terms <= said for head in numeric):
            return None  # ("second in round 1": a place in that column, not in the standings)
        lines = [c for c in _outside(body, rows) if _CUE.tie_line.search(c)]
        if len(lines) != 1:
            continue
        found.append((rows, key, numeric, lines[0], _tie_readings(body, rows, numeric)))
    if len(found) != 1:
        return None
    rows, key, numeric, line, readings = found[0]
    from course_lib.sim.material.superlatives import column_cells

    if not readings:
        return Unworked(f"the tie line ({line!r}) names columns it cannot read in the order the table is written")
    if place > len(rows):
        return None
    keys = column_cells(rows, key)
    answers = {order[place - 1] for order, _ in readings}
    if len(answers) != 1:
        return Unworked(f"the tie line ({line!r}) can be read as more than one order of the rows")
    i = answers.pop()
    named = {columns for _, columns in readings}
    if len(named) != 1:
        return Applied(keys[i], f"{word} in the table's order under its tie line", line)
    first, second = named.pop()
    cell = {c: column_cells(rows, c)[i] for c in (first, second)}
    return Applied(keys[i], f"{word} by {first}, ties split by {second} ({first} {cell[first]}, "
                            f"{second} {cell[second]})", line)


__all__ = ["Applied", "Unworked", "by_rule", "placed"]
