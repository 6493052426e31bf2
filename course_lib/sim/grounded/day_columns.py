"""A whitespace-aligned table whose column headers name days, read by its row and its column
(issue 26; the fortieth set's class II6: a header is no record).

A price list or timetable written as aligned text puts its days in the column headers:

                 Weekdays      Weekdays     Weekends
                 before 5pm    after 5pm    all day
    Members      £6            £9           £10

A line of such headers names days but holds no figure, no time and no value: it is never "the
lines for the day" (``column_heads``). A question naming a day is read here instead: the day
selects the columns whose headers cover it; when several do, the part of the day the question asks
("a Tuesday evening", "at 7pm") must fall wholly inside exactly one header's hours ("after 5pm");
the row is the one whose label shares the most words with the question (then leaves fewest unsaid). The answer is that cell,
quoted with its row and column. A day the headers cover but no one column or row the question
picks is a limit (``Grid.limit``), never a header quoted as the answer; so is a cell whose row a
line outside the table names with a figure of its own (a later decision may change it).
Bounded: ``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words import times_of_day, weekdays
from course_lib.sim.words.text import content_terms, stem

_MAX_LINES = 400  # a cap on the lines read
_MAX_ROWS = 60  # a cap on a grid's rows
_SEGMENT_RE = re.compile(r"\S+(?: \S+)*")  # a cell: words parted by single spaces (cells by two or more)
_FIGURE_RE = re.compile(r"\d")


@dataclass(frozen=True)
class Grid:
    """The cell a question picks (``text``), or why it picks none (``limit``: cannot, why, real)."""

    text: str = ""
    limit: tuple[str, str, str] | None = None


def _segments(line: str) -> list[tuple[int, str]]:
    return [(m.start(), m.group()) for m in _SEGMENT_RE.finditer(line)]


def column_heads(line: str) -> bool:
    """Whether ``line`` is a line of column headers naming days: two cells or more, parted by
    runs of spaces, two of them day phrases, and no figure anywhere (no hours, no price)."""
    if _FIGURE_RE.search(line) or "|" in line:
        return False
    cells = _segments(line.strip())
    return len(cells) >= 2 and sum(bool(weekdays.phrases(c)) for _, c in cells) >= 2


def _column(start: int, starts: list[int]) -> int:
    return min(range(len(starts)), key=lambda i: abs(starts[i] - start))


def _grids(body: str) -> list[tuple[list[str], list[tuple[str, list[str]]], tuple[str, ...]]]:
    """Each aligned grid under a line of day headers: (its columns' headers, its rows as (label,
    cells by column), the document's lines outside it)."""
    lines = body.split("\n")[:_MAX_LINES]
    out = []
    for n, line in enumerate(lines):
        if not column_heads(line):
            continue
        heads = [(s, c) for s, c in _segments(line) if weekdays.phrases(c)]
        starts = [s for s, _ in heads]
        names = [c for _, c in heads]
        rows: list[tuple[str, list[str]]] = []
        used = {n}
        for k, nxt in enumerate(lines[n + 1: n + 1 + _MAX_ROWS], start=n + 1):
            if not nxt.strip():
                if rows:
                    break
                continue
            cells = _segments(nxt)
            if nxt[:1].isspace() and not rows:  # a header's second line: "before 5pm   after 5pm"
                for s, c in cells:
                    i = _column(s, starts)
                    names[i] = f"{names[i]} {c}"
                used.add(k)
                continue
            if len(cells) < 2 or nxt[:1].isspace():
                break
            used.add(k)
            row = [""] * len(starts)
            for s, c in cells[1:]:
                i = _column(s, starts)
                row[i] = f"{row[i]} {c}".strip()
            rows.append((cells[0][1], row))
        if rows:
            out.append((names, rows, tuple(x.strip() for k, x in enumerate(lines) if k not in used and x.strip())))
    return out


def _terms(text: str) -> set[str]:
    return {stem(t) for t in content_terms(text)}


def answer(question: str, day: int, bodies: tuple[str, ...]) -> Grid | None:
    """The cell of a day-headed aligned grid that ``question`` (naming ``day``) picks; a ``Grid``
    with a limit when the day is in its headers but no one cell is picked; ``None`` when no grid's
    headers cover the day."""
    grids = [g for b in bodies for g in _grids(b)]
    grids = [(names, rows, others) for names, rows, others in grids
             if any(day in p.days for name in names for p in weekdays.phrases(name))]
    if not grids:
        return None
    said = weekdays.day_name(day)
    if len(grids) > 1:
        return Grid(limit=("tell which table's column answers this",
                           f"{len(grids)} tables have columns for {said}", "read the table the question is about"))
    names, rows, others = grids[0]
    columns = [i for i, name in enumerate(names) if any(day in p.days for p in weekdays.phrases(name))]
    when = times_of_day.asked_time(question)
    if len(columns) > 1 and when is not None:
        inside = []
        for i in columns:
            span = times_of_day.asked_time(names[i])
            if span is not None and times_of_day.covers(span, when) == "all":
                inside.append(i)
        columns = inside
    if len(columns) != 1:
        heads = "; ".join(names)
        return Grid(limit=("tell which of the table's columns answers this",
                           f"the table's column headers ({heads}) name {said} in "
                           f"{'more than one column' if columns else 'columns'} and it cannot tell which one the "
                           "question's time of day falls in",
                           "pick the column whose days and hours the question means, then the row it names"))
    col = columns[0]
    asked = _terms(question)
    # the row sharing most words with the question, then leaving fewest of its own unsaid
    # ("members" is the "Members" row, not "Non-members")
    scored = [((len(_terms(label) & asked), -len(_terms(label) - asked)), label, cells) for label, cells in rows]
    best = max(s for s, _, _ in scored)
    picked = [(label, cells) for s, label, cells in scored if s == best]
    if (best[0] == 0 and len(rows) > 1) or len(picked) != 1:
        return Grid(limit=("tell which of the table's rows answers this",
                           f"the question names no one row of the table ({', '.join(r[0] for r in rows[:6])})",
                           "read the row the question is about under the column for its day"))
    label, cells = picked[0]
    if not cells[col]:
        return Grid(limit=("tell what the table gives here",
                           f"the cell of '{label}' under '{names[col]}' is empty", "read the table around it"))
    named = _terms(label)
    restated = [x for x in others if named <= _terms(x) and _FIGURE_RE.search(x)]
    if restated:  # "Committee decision: the weekend rate for the main hall is now GBP 28"
        return Grid(limit=("tell which figure is in force for this row",
                           f"the table gives '{label}' under '{names[col]}' as {cells[col]}, and a line outside it "
                           f"names that row with a figure too ({restated[0][:100]!r})",
                           "read whether the later line changes the table's figure and answer with the one in force"))
    return Grid(text=f"{label}, {names[col]}: {cells[col]}.")
