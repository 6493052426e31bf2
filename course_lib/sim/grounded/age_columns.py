"""A stated age read through a table whose columns are age bands (issue 26; the forty-ninth set's
RR6): "Can my 14-year-old take a Dan grading?" over a fee table whose columns are "Juniors (under
16)" and "Adults" and whose Dan grading row has "-" under Juniors is "No"; "How much is bouldering
for a 12-year-old?" over columns "Under 8s | Youth (8-17) | Adult (18+)" is the Bouldering row's
Youth cell. Before this, the header row was read as an age rule ("Yes: ... it includes 14"), or the
whole row was quoted with every band's price.

``judged(question, bodies)`` reads the one age the question states (``values.ages.stated_age``,
number words too: "a four-year-old"), the documents' tables (``material.superlatives.tables``)
whose header names two age bands or more (``column_band``: "Under 5s", "Juniors 5-15", "Youth
(8-17)", "Adults 16+", "Over 60s", "Adult" alone beside banded columns: 18 and over), the one row
the question names (the row whose label's words the question holds most, all of them where one row
does so), and the one band column the age meets (the narrowest of several: "Over 65s" before "Adults" for 70). Its cell is the answer: a mark of "not offered"
(``_CUE.not_offered``: "-", "n/a", "not available", "x") is a no, anything else a yes with the cell.
``None`` when the question ranks rows ("the cheapest way for me"), states a condition a line
outside the table speaks of ("I have diabetes" beside a note on free tests), states no age, no table has age-band columns, no one row is named, or
the age meets none or several columns (the other readings, or their limits, go on). Bounded:
``_MAX_DOCS``, ``_MAX_ROWS``. Cues: ``data/sim/patterns.yaml`` ``age_columns``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.values import ages
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

__all__ = ["Judged", "column_band", "judged"]

_CUE = patterns("age_columns")
_MAX_DOCS = 20
_MAX_ROWS = 200
_RANGE_RE = re.compile(r"(?<![\d.:/£$€])(?P<lo>\d{1,3})\s*(?:-|–|to)\s*(?P<hi>\d{1,3})(?![\d.:])")
_MIN_BANDS = 2  # age-band columns, at least, to read a header as one
_ROW_LINE_RE = re.compile(r"\||\S\s{2,}\S")  # a table's row: a cell mark, or columns apart by spaces


@dataclass(frozen=True)
class Judged:
    """The row and the band column the question's age meets, and that cell."""

    age: int
    row: str  # the row's label as written ("Auto-belay zone")
    band: str  # the column's header as written ("Under 8s")
    cell: str  # the cell as written ("-", "£9")
    offered: bool  # False for a "not offered" mark
    yes_no: bool  # the question asks a yes/no

    def answer(self) -> str:
        if self.offered:
            lead = "Yes: " if self.yes_no else ""
            return f"{lead}{self.row}, {self.band}: {self.cell}."
        return (f"No: {self.row} is not offered for {self.band} (the table shows '{self.cell}' "
                f"under {self.band}), so not at {self.age}.")


def column_band(head: str) -> ages.AgeBound | None:
    """The age band a column header names: a bound ("Under 8s", "Adults 16+", "over 60s"), a range
    after a group word ("Juniors 5-15", "Youth (8-17)"); ``None`` otherwise. A header with a unit
    word ("2-4 hours") is no age band."""
    text = head.strip()
    if not text or _CUE.unit_word.search(text):
        return None
    found = ages.bounds(text)
    if len(found) == 1:
        return found[0]
    m = _RANGE_RE.search(text)
    if m and not found and _CUE.group_word.search(text):
        lo, hi = int(m.group("lo")), int(m.group("hi"))
        return ages.AgeBound(0, 0, "<=", hi, lo) if lo < hi else None
    return None


def _bands(heads: list[str]) -> dict[int, ages.AgeBound]:
    """The header's band columns by index, when two or more name a band; an adult column with no
    figure beside banded ones ("Adults") is 18 and over."""
    out = {i: b for i, h in enumerate(heads) if (b := column_band(h)) is not None}
    if not out:
        return {}
    for i, head in enumerate(heads):
        if i not in out and _CUE.adult_word.fullmatch(head.strip()):
            out[i] = ages.AgeBound(0, 0, ">=", 18)
    return out if len(out) >= _MIN_BANDS else {}


def _span(bound: ages.AgeBound) -> tuple[int, int]:
    """The ages a band holds, as (lowest, highest); an open top is 150."""
    if bound.op in (">=", ">"):
        return bound.years + (bound.op == ">"), 150
    return bound.least, bound.years - (bound.op == "<")


def _narrowest(met: list[int], bands: dict[int, ages.AgeBound]) -> list[int]:
    """Of the band columns an age meets, the narrowest ("Over 65s" before "Adults" for 70): a
    concession column is the one that applies; two alike stay two (the caller's no answer)."""
    if len(met) < 2:
        return met
    widths = {i: _span(bands[i])[1] - _span(bands[i])[0] for i in met}
    least = min(widths.values())
    return [i for i in met if widths[i] == least]


def _named_row(question: str, rows: list[tuple[str, tuple[str, ...]]]) -> int | None:
    """The index of the one row the question names by its label's words."""
    asked = frozenset(content_terms(question))
    scored = []
    for n, (label, _) in enumerate(rows):
        own = frozenset(content_terms(label))
        if own and asked & own:
            scored.append((own <= asked, len(asked & own), -len(own - asked), n))
    if not scored:
        return None
    best = max(scored)
    tied = [s for s in scored if s[:3] == best[:3]]
    return best[3] if len(tied) == 1 else None


def _other_condition(question: str, label: str, heads: list[str], body: str) -> bool:
    """Whether the question states a condition beyond the age that a line outside the table speaks
    of ("I have diabetes" beside a note "Free NHS eye tests for ... people with diabetes"): the
    table's cell is then no answer on its own. A line outside the table is one that is no row of a
    table (no cell mark "|", no run of spaces between columns)."""
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.text import stem

    outside = " ".join(line for line in body.splitlines() if line.strip() and not _ROW_LINE_RE.search(line.strip()))
    own = {stem(t) for t in content_terms(ages.without_age(question))}
    known = {stem(t) for t in content_terms(" ".join([label, *heads]))} | {stem(t) for t in lexicon("age_column_generic")}
    said = {stem(t) for t in content_terms(outside)}
    return bool((own - known) & said)


def judged(question: str, bodies: list[str]) -> Judged | None:
    """The named row's cell under the band column the stated age meets (module docstring)."""
    from course_lib.sim.material.superlatives import tables

    if not _CUE.gate.search(question) or _CUE.ranking.search(question):
        return None
    age = ages.stated_age(question)
    if age is None:
        return None
    for body in bodies[:_MAX_DOCS]:
        if not _CUE.body_gate.search(body):
            continue
        for table in tables(body):
            heads = [h for h, _ in table[0].cells]
            bands = _bands(heads)
            if not bands or any(len(u.cells) != len(heads) for u in table[:_MAX_ROWS]):
                continue
            label_at = next((i for i in range(len(heads)) if i not in bands), None)
            if label_at is None:
                continue
            rows = [(u.cells[label_at][1], tuple(c for _, c in u.cells)) for u in table[:_MAX_ROWS]]
            picked = _named_row(ages.without_age(question), rows)
            met = _narrowest([i for i, b in bands.items() if b.met(age)], bands)
            if picked is None or len(met) != 1:
                continue
            label, cells = rows[picked]
            if _other_condition(question, label, heads, body):
                return None
            cell = " ".join(_CUE.struck.sub(" ", cells[met[0]]).split()) or cells[met[0]].strip()
            offered = not _CUE.not_offered.fullmatch(cell)
            return Judged(age, label.strip(), heads[met[0]].strip(), cell, offered,
                          bool(_CUE.yes_no.search(question)))
    return None
