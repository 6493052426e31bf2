"""AsciiDoc tables written as the markdown pipe tables they show (issue 26, the thirty-fourth set's CC4).

A house manual or a spec in AsciiDoc holds its tables between ``|===`` lines, each cell opened by
"|": every row on a line of its own ("|Small |£3.00"), or one cell per line with the number of
columns given by the ``cols`` attribute above the block (``[cols="1,2"]``, ``[cols="3*"]``). Read
as prose, the whole block was one sentence, quoted whole for one row's cell. Here each block is
written as a markdown pipe table, so the one table reader (``prose.units``: a row as "column:
value" cells) and every reader of table rows read it like any other table:

- the columns: the ``cols`` attribute's entries (a "3*" counts three), else the cells of the
  block's first line;
- the header: the first row when the attributes say so (``options="header"``, ``%header``), or
  when its cells are short labels (no sentence) and, as AsciiDoc reads it, the first line holds
  a whole row with a blank line under it; or a blank line sets the first row apart from rows that
  run on (one cell per line); or it alone holds no figure ("Town, Population" over "Hexham,
  13097"). ``options="noheader"`` / ``%noheader`` says there is none, and a table with no header
  gets blank column names (its rows read as cells alone);
- a cell's specifier before its "|" (a style "a", "h", "m", "s", an alignment "^", ".<") is
  dropped; a duplicated cell ("2*|x") is written twice; a spanned cell ("2+|", ".2+|") cannot be
  laid out in a pipe table, so that block stays as written, as does a block whose cells do not
  fill its rows;
- a CSV-format table (``,===``, or ``[format="csv"]`` over ``|===``) has its lines read as comma-
  separated rows;
- the block title (".Bin collections" above the attributes) stays as a line of its own above it.

``pipe_tables(text)`` is called once per message by ``plain_text``; text with no ``|===`` or
``,===`` line comes back as it is, and so does a block inside a markdown code fence (an AsciiDoc
example shown as source).
"""

from __future__ import annotations

import csv
import re

_DELIMITER_RE = re.compile(r"^[ \t]*([|,:!])===+[ \t]*$")
_FENCE_RE = re.compile(r"^[ \t]*(?:```|~~~)")
_ATTRIBUTES_RE = re.compile(r"^[ \t]*\[([^\[\]\n]*)\][ \t]*$")
_TITLE_RE = re.compile(r"^[ \t]*\.(?=[^\s.])(.+)$")
# a cell's opener: its specifier (duplication "2*", span "2+" / ".3+" / "2.3+", alignment, style)
# then "|", at a line's start or after a blank
_CELL_RE = re.compile(
    r"(?:^|(?<=[ \t]))(?P<spec>(?:\d+\*)?(?:\d*(?:\.\d+)?\+)?[<^>]?(?:\.[<^>])?[adehlmsv]?)(?<!\\)\|(?!===)",
    re.MULTILINE,
)
_COLS_RE = re.compile(r"""cols\s*=\s*["']?([^"'\]]*)["']?""", re.IGNORECASE)
_HEADER_OPTION_RE = re.compile(r"(?:options\s*=\s*[\"']?[^\"'\]]*\bheader\b|%header\b)", re.IGNORECASE)
_NOHEADER_OPTION_RE = re.compile(r"(?:options\s*=\s*[\"']?[^\"'\]]*\bnoheader\b|%noheader\b)", re.IGNORECASE)
_CSV_FORMAT_RE = re.compile(r"format\s*=\s*[\"']?csv\b", re.IGNORECASE)
_MAX_LABEL = 40  # a header cell longer than this is a sentence, no column's name
_MAX_CELLS = 4000  # a cap on the cells read per table


def pipe_tables(text: str) -> str:
    """``text`` with each AsciiDoc table block written as a markdown pipe table (see the module
    docstring); blocks it cannot lay out stay as written."""
    if "===" not in text or not re.search(r"^[ \t]*[|,:]===", text, re.MULTILINE):
        return text
    lines = text.split("\n")
    out: list[str] = []
    fenced = False  # inside a markdown code fence: an AsciiDoc example, shown as written
    n = 0
    while n < len(lines):
        if _FENCE_RE.match(lines[n]):
            fenced = not fenced
        opened = None if fenced else _DELIMITER_RE.match(lines[n])
        if not opened or opened.group(1) == "!":
            out.append(lines[n])
            n += 1
            continue
        end = next((k for k in range(n + 1, len(lines)) if _DELIMITER_RE.match(lines[k])
                    and _DELIMITER_RE.match(lines[k]).group(1) == opened.group(1)), None)
        if end is None:
            out.extend(lines[n:])
            break
        attributes = ""
        if out and _ATTRIBUTES_RE.match(out[-1]):
            attributes = _ATTRIBUTES_RE.match(out[-1]).group(1)
        table = _table(lines[n + 1:end], attributes, opened.group(1))
        if table is None:
            out.extend(lines[n:end + 1])
        else:
            if attributes:
                out.pop()
            if out and _TITLE_RE.match(out[-1]):
                out[-1] = _TITLE_RE.match(out[-1]).group(1).strip()
            if out and out[-1].strip():
                out.append("")
            out.extend(table)
            if end + 1 < len(lines) and lines[end + 1].strip():
                out.append("")
        n = end + 1
    return "\n".join(out)


def _columns(attributes: str) -> int | None:
    """The number of columns the ``cols`` attribute gives ("1,2": 2; "3*": 3; "2*,1": 3)."""
    found = _COLS_RE.search(attributes)
    if not found or not found.group(1).strip():
        return None
    total = 0
    for entry in found.group(1).split(","):
        entry = entry.strip()
        times = re.match(r"(\d+)\*", entry)
        total += int(times.group(1)) if times else 1
    return total or None


def _cells_of(body: list[str]) -> tuple[list[tuple[str, int]], int] | None:
    """The cells of a "|"-separated block as (text, line index of its opener), and the number of
    cells on the first line holding one; ``None`` when a cell spans rows or columns."""
    cells: list[tuple[str, int]] = []
    first_line_cells = 0
    for index, line in enumerate(body):
        openers = list(_CELL_RE.finditer(line))
        if not openers:
            if cells and line.strip():  # a cell's text running on over lines
                text, at = cells[-1]
                cells[-1] = (f"{text} {line.strip()}".strip(), at)
            continue
        lead = line[:openers[0].start()].strip()
        if lead and cells:
            text, at = cells[-1]
            cells[-1] = (f"{text} {lead}".strip(), at)
        for k, opener in enumerate(openers):
            spec = opener.group("spec")
            if "+" in spec:
                return None  # a spanned cell: no pipe table lays it out
            stop = openers[k + 1].start() if k + 1 < len(openers) else len(line)
            value = line[opener.end():stop].strip().replace("\\|", "|")
            times = re.match(r"(\d+)\*", spec)
            for _ in range(int(times.group(1)) if times else 1):
                cells.append((value, index))
        if not first_line_cells:
            first_line_cells = len(cells)
        if len(cells) > _MAX_CELLS:
            return None
    return cells, first_line_cells


def _csv_cells(body: list[str]) -> tuple[list[tuple[str, int]], int] | None:
    cells: list[tuple[str, int]] = []
    first_line_cells = 0
    for index, row in enumerate(csv.reader(body, skipinitialspace=True)):
        if not row or not any(c.strip() for c in row):
            continue
        cells.extend((c.strip(), index) for c in row)
        first_line_cells = first_line_cells or len(row)
    return cells, first_line_cells


def _table(body: list[str], attributes: str, separator: str) -> list[str] | None:
    """The block's rows as a markdown pipe table's lines, or ``None`` when they do not lay out."""
    if separator == "," or _CSV_FORMAT_RE.search(attributes):
        read = _csv_cells(body)
    elif separator == "|":
        read = _cells_of(body)
    else:
        return None
    if read is None:
        return None
    cells, first_line_cells = read
    width = _columns(attributes) or first_line_cells
    if width < 2 or not cells or len(cells) % width:
        return None
    rows = [cells[k:k + width] for k in range(0, len(cells), width)]
    if _header(body, rows, attributes, first_line_cells, width):
        header, rows = [c for c, _ in rows[0]], rows[1:]
    else:
        header = [""] * width
    if not rows:
        return None

    def line(values: list[str]) -> str:
        return "| " + " | ".join(v.replace("|", "\\|") for v in values) + " |"

    return [line(header), "|" + "---|" * width, *(line([c for c, _ in row]) for row in rows)]


def _header(body: list[str], rows: list[list[tuple[str, int]]], attributes: str, first_line_cells: int,
            width: int) -> bool:
    """Whether the first row is the table's header: the attributes say so; or (none saying it is
    not) its cells are short labels, not sentences, and either the first line holds the whole row
    with a blank line under it (AsciiDoc's implicit header), or a blank line sets the first row
    apart from rows that run on, or the first row alone holds no figure."""
    if len(rows) < 2:
        return False
    if _NOHEADER_OPTION_RE.search(attributes):
        return False
    if _HEADER_OPTION_RE.search(attributes):
        return True
    first = rows[0]
    if not all(c and len(c) <= _MAX_LABEL and c[-1:] not in ".!?" for c, _ in first):
        return False
    if _blank_after(body, first):
        if first_line_cells == width and all(at == first[0][1] for _, at in first):
            return True
        if not all(_blank_after(body, row) for row in rows[1:-1]):
            return True
    return not any(_FIGURE_RE.search(c) for c, _ in first) and all(
        any(_FIGURE_RE.search(c) for c, _ in row) for row in rows[1:])


_FIGURE_RE = re.compile(r"\d")


def _blank_after(body: list[str], row: list[tuple[str, int]]) -> bool:
    """Whether a blank line follows the row's last line (its last cell may run on over lines)."""
    at = row[-1][1] + 1
    while at < len(body) and body[at].strip() and not _CELL_RE.search(body[at]):
        at += 1
    return at < len(body) and not body[at].strip()
