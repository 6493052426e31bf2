"""A price matrix's cell plus the extras the question names (issue 26, fix59b; the fifty-fourth set's
bf-bankhol): "tent for 2 on the bank hol weekend with electric" over a table of pitches by season,
whose "Electric hook-up" row reads "+£5 | +£5 | +£7", is the tent's bank-holiday cell plus the
hook-up's bank-holiday cell (£30 + £7), never a later amendment of another column's tent price.

Evidence, read from the document's Markdown table (a header line and rows between bars):

- an **extra**: a row whose every value cell opens with "+" ("+£5"), or a line outside the table
  "<label> +£1.50 ..." ("Booking fee +£1.50 per ticket"); named by the question when it holds the
  label's first word ("electric", "booking");
- the **base row**: the one row of plain prices whose label's first word the question holds;
- the **column**: the one head whose first word the question holds ("bank", "school", "adult"), or
  the head a note of the document sends the question's occasion to ("Easter weekend is charged at
  school-holiday rates": the note shares a word with the question and names a head); a single value
  column needs none. A later line naming the row's word, the column's word and "now <amount>" gives
  the cell's amount in force.

Nothing is worked when the question counts nights, people or tickets (another reader's work), or
names no extra. With an extra and a base row but no column decided, ``Priced.why`` says so (the
caller states the limit): the amount of another column is never given.

- ``priced(question, texts)``: ``None``, or ``Priced(text=...)`` / ``Priced(why=...)``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_PLUS_RE = re.compile(r"\+\s?[£$€]?\s?\d")  # the cheap gate: an extra's "+£5" somewhere
_AMOUNT_RE = re.compile(r"([£$€])\s?(\d+(?:[.,]\d{1,2})?)")
_LINE_EXTRA_RE = re.compile(r"^\W*([A-Za-z0-9][\w' -]{1,40}?)\s*:?\s*\+\s?([£$€])\s?(\d+(?:\.\d{1,2})?)")
_COUNTED_RE = re.compile(r"\b(?:[2-9]|\d{2,}|two|three|four|five|six|seven)\s+(?:nights?|days?|hours?|tickets?|people|"
                         r"persons?|adults?|kids?|children|seats?|weeks?)\b", re.IGNORECASE)
_RATE_NOTE_RE = re.compile(r"\b(?:charged|priced|billed)\s+(?:at|as)\s+(?:the\s+)?([\w-]+)", re.IGNORECASE)
_NOW_RE = re.compile(r"\bnow\s+([£$€])\s?(\d+(?:\.\d{1,2})?)", re.IGNORECASE)
_MIN_COLUMNS = 2


@dataclass(frozen=True)
class Priced:
    text: str = ""
    why: str = ""


@dataclass(frozen=True)
class _Table:
    heads: list[str]
    rows: list[list[str]]
    end: int  # where the table's last row ends in the text


def _word(label: str) -> str:
    return re.split(r"[\s(/]", label.strip(), maxsplit=1)[0].lower().strip(".,:;'")


def _names(word: str, text: str) -> bool:
    return len(word) >= 2 and re.search(rf"(?<![\w-]){re.escape(word)}", text.lower()) is not None


def _table(text: str) -> _Table | None:
    lines = list(re.finditer(r"(?m)^\s*\|.*\|\s*$", text))
    if len(lines) < 3:
        return None
    cells = [[c.strip() for c in m.group().strip().strip("|").split("|")] for m in lines]
    cells = [c for c in cells if not all(re.fullmatch(r":?-*:?", x) for x in c)]
    heads, rows = cells[0], [r for r in cells[1:] if len(r) == len(cells[0])]
    if len(heads) < _MIN_COLUMNS + 1 or len(rows) < 2:
        return None
    return _Table(heads, rows, lines[-1].end())


def _money(cell: str) -> tuple[str, float] | None:
    m = _AMOUNT_RE.search(cell)
    return (m.group(1), float(m.group(2).replace(",", "."))) if m else None


def _shown(symbol: str, value: float) -> str:
    return f"{symbol}{value:.2f}" if value != int(value) else f"{symbol}{int(value)}"


def _column(question: str, table: _Table, text: str) -> int | None:
    """The value column the question asks (1-based in ``table.heads``), else ``None``."""
    heads = table.heads[1:]
    named = [i + 1 for i, h in enumerate(heads) if _names(_word(h), question)]
    if len(named) == 1:
        return named[0]
    if named:
        return None
    for line in text[table.end:].splitlines():
        note = _RATE_NOTE_RE.search(line)
        if not note:
            continue
        target = [i + 1 for i, h in enumerate(heads) if _word(h) == note.group(1).lower().split("-")[0]]
        occasion = {w for w in re.findall(r"[a-z]{4,}", line[:note.start()].lower())}
        if len(target) == 1 and any(_names(w, question) for w in occasion):
            return target[0]
    return 1 if len(heads) == 1 else None


def priced(question: str, texts: list[str]) -> Priced | None:
    """See the module docstring."""
    if _COUNTED_RE.search(question):
        return None
    for text in texts:
        if not _PLUS_RE.search(text) or "|" not in text:
            continue
        table = _table(text)
        if table is None:
            continue
        row_extras = [r for r in table.rows if all(c.lstrip().startswith("+") for c in r[1:] if c.strip())]
        line_extras = [m for m in map(_LINE_EXTRA_RE.match, text[table.end:].splitlines()) if m]
        named_rows = [r for r in row_extras if _names(_word(r[0]), question)]
        named_lines = [m for m in line_extras if _names(_word(m.group(1)), question)]
        if not named_rows and not named_lines:
            continue
        bases = [r for r in table.rows if r not in row_extras and _names(_word(r[0]), question)]
        if len(bases) != 1:
            return None
        base = bases[0]
        col = _column(question, table, text)
        if col is None:
            heads = ", ".join(repr(h) for h in table.heads[1:])
            return Priced(why=f"the price table's row '{base[0]}' has a price in each of the columns {heads}, and "
                              "the question names none of them that it can read (nor a note that sends it to one)")
        cell = _money(base[col])
        if cell is None:
            return None
        symbol, amount = cell
        head = table.heads[col]
        for line in text[table.end:].splitlines():  # "the high-season tent pitch is now £28": the cell in force
            now = _NOW_RE.search(line)
            if now and _names(_word(base[0]), line) and _names(_word(head), line):
                amount = float(now.group(2))
        parts = [f"{base[0]} {_shown(symbol, amount)} ({head})"]
        total = amount
        for r in named_rows:
            extra = _money(r[col])
            if extra is None:
                return None
            total += extra[1]
            parts.append(f"{r[0]} +{_shown(symbol, extra[1])}")
        for m in named_lines:
            total += float(m.group(3))
            parts.append(f"{m.group(1).strip()} +{_shown(m.group(2), float(m.group(3)))}")
        return Priced(text=f"{_shown(symbol, total)}: " + " + ".join(parts) + ".")
    return None
