"""A task list's boxes read as a status (issue 26, the thirty-third set's BB5): "- [ ] A2 ... due
24 Mar" is an open row, "- [x] A1 ... (done 14 Mar)" a done one, so "how many are still open?",
"which of the open ones is due first?" and "what's still left to pack?" are answered from the
rows in the asked status: counted, the earliest (or latest) by the date each row is due (a date
moved on its own line, "due 28 Mar -> moved to 4 Apr", is the one after the move), or listed.

``answer(question, bodies)``: a ``Checked`` answer; an ``Unworked`` reason (a stated limit: rows
whose dates do not order them); ``None`` when no document is a checklist of ``_MIN_ROWS`` rows
or more, or the question asks no status of its rows. Cues are data (``checklists`` in
data/sim/patterns.yaml). Bounded: ``_MAX_LINES`` lines of each of ``_MAX_DOCS`` documents.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.calendar_dates import day_months
from course_lib.sim.words.cues import patterns

_CUE = patterns("checklists")
_MIN_ROWS = 3  # a checklist has at least this many boxed rows
_MAX_LINES = 400
_MAX_DOCS = 20
_MAX_LISTED = 12  # a cap on the rows one answer lists


@dataclass(frozen=True)
class Row:
    """A boxed row: open (an empty box) or done, and its text without the box."""

    open: bool
    text: str


@dataclass(frozen=True)
class Checked:
    """The answer: the reply's text, the status asked and the rows it rests on."""

    text: str
    status: str
    rows: tuple[str, ...]


class Unworked(str):
    """Why the asked rows could not be ordered (the limit's reason)."""


def rows(body: str) -> list[Row]:
    """The boxed rows of ``body``."""
    out = []
    for line in body.splitlines()[:_MAX_LINES]:
        m = _CUE.box.match(line)
        if m:
            out.append(Row(m.group("mark") == " ", m.group("text").rstrip(".")))
    return out


def due(row: str) -> tuple[int, int] | None:
    """The (month, day) ``row`` is due: the one date after its last move marker, else its one date."""
    moves = list(_CUE.moved_marker.finditer(row))
    for part in ([row[moves[-1].end():]] if moves else []) + [row]:
        dates = day_months(part)
        if len(dates) == 1:
            day, month = next(iter(dates))
            return month, day
        if dates:
            return None
    return None


def _named(question: str, found: list[Row], every: list[Row]) -> list[Row] | None:
    """The rows of ``found`` that hold a capitalised word of the question ("Ken"); all of them when
    the question names none; ``None`` when it names one that no boxed row of ``every`` holds ("tagged
    for Jules" where the boxes never say Jules: the name is in a part of the document this reader
    does not read, so the rows cannot be filtered by it)."""
    words = {w for w in re.findall(r"\b[A-Z][a-z]+\b", question[1:])}
    if not words:
        return found
    named = [r for r in found if words & set(re.findall(r"\b[A-Z][a-z]+\b", r.text))]
    if named:
        return named
    return found if any(words & set(re.findall(r"\b[A-Z][a-z]+\b", r.text)) for r in every) else None


def answer(question: str, bodies: list[str] | tuple[str, ...]) -> Checked | Unworked | None:
    """The checklist answer to ``question`` (see the module's docstring)."""
    found = [r for body in list(bodies)[:_MAX_DOCS] for r in rows(body)]
    if len(found) < _MIN_ROWS or all(r.open for r in found) or not any(r.open for r in found):
        return None  # no boxes, or boxes all of one kind: their marks tell no status apart
    if _CUE.open_asked.search(question):
        status, wanted = "open", True
    elif _CUE.done_asked.search(question):
        status, wanted = "done", False
    else:
        return None
    asked = _named(question, [r for r in found if r.open == wanted], found)
    if asked is None:
        return Unworked("the question names something no boxed row names, so the rows cannot be picked by it")
    texts = tuple(r.text for r in asked)
    if _CUE.count_asked.search(question):
        noun = re.search(r"\bhow\s+many\s+([a-z]+)", question, re.IGNORECASE)
        what = noun.group(1) if noun else "rows"
        listed = "; ".join(texts[:_MAX_LISTED])
        return Checked(f"{len(texts)} {what} {'is' if len(texts) == 1 else 'are'} {status}" +
                       (f": {listed}." if texts else "."), status, texts)
    earliest, latest = _CUE.earliest_asked.search(question), _CUE.latest_asked.search(question)
    if (earliest or latest) and not (earliest and latest):
        if not asked:
            return Checked(f"None of the rows is {status}.", status, ())
        dated = [(due(t), t) for t in texts]
        if any(d is None for d, _ in dated):
            return Unworked(f"not every {status} row gives one date it is due")
        ordered = sorted(dated, key=lambda x: x[0])
        pick = ordered[0] if earliest else ordered[-1]
        if sum(d == pick[0] for d, _ in dated) > 1:
            return Unworked(f"more than one {status} row is due on the same date")
        return Checked(f"{pick[1]}.", status, (pick[1],))
    if _CUE.which_asked.search(question):
        if not texts:
            return Checked(f"None of the rows is {status}.", status, ())
        return Checked("; ".join(texts[:_MAX_LISTED]) + ".", status, texts)
    return None
