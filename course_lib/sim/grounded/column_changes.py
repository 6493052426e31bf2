"""A later change of one cell of a price matrix is no change of another column's cell (issue 26,
fix59b; the fifty-fourth set's bf-bankhol): "Amended 1 Feb: the high-season tent pitch is now £28"
under a table whose columns are "Low", "High" and "Bank holidays" changes the High cell, never the
bank-holiday price the question asks; nor, naming "the peak rowing boat", the motor boat's row.

Evidence: the picked row's column heads (a rendered record's keys, "Boat: Motor boat; Off-peak: £25;
Peak: £30", or the header line of the Markdown table the row stands in), each read by its first word
("High (Jun-Aug)" -> "high", "Off-peak" whole); the change line names one or more heads, the question
names others and none of those: another column. The question names a column by its header's words or
by a day its header covers ("on a wednesday" under "Off-peak (Mon-Fri)"). A change naming a column and not the row label's
first word ("motor" of "Motor boat") is another row's.

- ``other_cell(line, question, picked, text)``: the change ``line`` is of another column (or row)
  than the one the question asks of the picked row, else ``False``.
"""

from __future__ import annotations

import re

_RECORD_RE = re.compile(r"(?:^|;\s)([^:;|]{1,40}):\s([^;]+?)(?=;\s|\.?\s*$)")  # "Peak: £30; ..."
_MIN_COLUMNS = 3  # a row label and two value columns at least
_MIN_CELLS = 2  # a row's label and one value found as written


def _cells(picked: str) -> list[str]:
    """The cells of a row as written ("| Motor boat | £25 |") or as read ("Boat: Motor boat; Off-peak: £25.")."""
    flat = " ".join(picked.split())
    if flat.startswith("|"):
        return [c.strip() for c in flat.strip().strip("|").split("|")]
    return [v.strip() for _, v in _RECORD_RE.findall(flat)]


def _heads(picked: str, text: str) -> list[str]:
    """The column heads of the table the row ``picked`` stands in (the row label's first), found by the
    row's cells between bars in ``text``; else []."""
    cells = _cells(picked)
    if len(cells) < _MIN_CELLS or "|" not in text:
        return []
    row = next((m for m in re.finditer(r"(?m)^\s*\|.*$", text)
                if all(re.search(rf"\|\s*{re.escape(c)}\s*(?:\||$)", m.group()) for c in cells)), None)
    if row is None:
        return []
    above = [ln.strip() for ln in text[:row.start()].splitlines() if ln.strip().startswith("|")]
    above = [ln for ln in above if not re.fullmatch(r"[|\s:-]+", ln)]
    if not above:
        return []
    heads = [c.strip() for c in above[0].strip("|").split("|")]
    return heads if len(heads) >= _MIN_COLUMNS else []


def _row_label(picked: str) -> str:
    cells = _cells(picked)
    return cells[0] if cells else ""


def _head_word(head: str) -> str:
    word = re.split(r"[\s(/]", head.strip(), maxsplit=1)[0]
    return word.lower().strip(".,:;")


def _named(head: str, text: str) -> bool:
    word = _head_word(head)
    return len(word) >= 2 and re.search(rf"(?<![\w-]){re.escape(word)}(?!\w)", text.lower()) is not None


def _asked_by_day(columns: list[str], question: str) -> set[str]:
    """The columns whose header's days hold the one day the question names ("on a wednesday" asks
    "Off-peak (Mon-Fri, before 4pm)", not "Peak (weekends & evenings)"; ``weekdays.header_days``)."""
    from course_lib.sim.words.weekdays import asked_day, header_days

    day = asked_day(question)
    if day is None:
        return set()
    return {h for h in columns for found in [header_days(h)] if found is not None and day in found[0]}


def other_cell(line: str, question: str, picked: str, text: str) -> bool:
    """The change ``line`` names a column of ``picked``'s table that the question does not ask while
    the question asks another, or names a column and not the row's label: it changes another cell."""
    if not any(ch.isdigit() for ch in line):
        return False
    heads = _heads(picked, text)
    if not heads:
        return False
    columns = heads[1:]
    changed = {h for h in columns if _named(h, line)}
    if not changed:
        return False
    asked = {h for h in columns if _named(h, question)} | _asked_by_day(columns, question)
    if asked and not asked & changed:
        return True
    label = _head_word(_row_label(picked))  # "Motor boat" -> "motor": the row's own word
    return len(label) >= 3 and not re.search(rf"(?<![\w-]){re.escape(label)}", line.lower())
