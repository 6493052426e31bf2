"""A tool's result that is a whole document, to be answered from, never relayed (issue 26).

A learner's lookup tool may return a whole document: a price matrix drawn as a bordered pipe table
with no ``|---|`` rule under its header ("| Pitch | Low | High |" over "| Tent | £18 | £26 |") and
the notes under it, a class timetable, a room-rate sheet. ``lookup_pages.is_page`` takes a result
whose lines are mostly ``a | b | c`` rows for a record (said as it is), so such a table was relayed
("Here is what I found:" and the first 800 characters), and a ``response_format`` turn put that into
its answer field. A model reads the document for the question. ``is_document`` says a result is
one: several lines, longer than a short record, holding three rows or more of a bordered table with
the same number of cells (a record's ``key: value | key: value`` lines have no border). The agent
then answers the question from it with the grounded reader, as it reads a page (its "I don't know"
and its stated limits are the reply), and never shows the document. Cheap tests first: a newline
and a leading ``|`` before any scan of the lines.
"""

from __future__ import annotations

MIN_LINES = 4  # a header, two rows and one line more at least
MIN_CHARS = 241  # longer than the agent's short record (240 characters on one line)
MIN_ROWS = 3  # bordered rows of one width: the header and two rows at least
MIN_CELLS = 2


def bordered_cells(line: str) -> int:
    """The number of cells of a bordered table row ("| a | b |" -> 2), 0 for any other line."""
    row = line.strip()
    if len(row) < 3 or row[0] != "|" or row[-1] != "|":
        return 0
    return row.count("|") - 1


def is_document(text: str) -> bool:
    """Is a tool's result a whole document with a bordered table (to be read for the question)?"""
    body = text.strip()
    if len(body) < MIN_CHARS or "\n" not in body or "\n|" not in f"\n{body}" or body.startswith(("{", "[")):
        return False
    lines = [line for line in body.splitlines() if line.strip()]
    if len(lines) < MIN_LINES:
        return False
    widths = [bordered_cells(line) for line in lines]
    common = max(set(widths) - {0}, key=widths.count, default=0)
    return common >= MIN_CELLS and widths.count(common) >= MIN_ROWS
