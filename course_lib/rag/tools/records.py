"""Small read-only tables behind lookup tools (notebook 08).

The company's customers, shipments, invoices, staff directory and stock levels are CSV files
under ``data/`` (one folder each, like ``data/orders``). :class:`RecordTable` reads one file
(again only when the file changed), finds rows by an exact id, by words of a name, or by a
column's value, and renders them as ``key: value`` lines a model can read. Lookups never raise:
a problem is one sentence starting with ``Error:`` (a tool must not crash the agent loop).
"""

from __future__ import annotations

import csv
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from langchain_core.tools import BaseTool, StructuredTool
from pydantic import BaseModel

from course_lib.foundation.errors import CourseError

MAX_ROWS = 20
"""Most rows one lookup returns; the count line always says how many matched."""


def data_file(*parts: str) -> Path:
    """A file in the data folder, e.g. ``data_file("customers", "customers.csv")``."""
    from course_lib.foundation.config import data_dir

    return data_dir().joinpath(*parts)


def normalise(text: str) -> str:
    """Lower case, one space between words, punctuation other than ``-`` dropped."""
    return " ".join(re.sub(r"[^\w\s-]", " ", str(text).lower()).split())


@dataclass
class RecordTable:
    """One CSV table: ``path``, its ``key`` column (an id) and the columns every row must have.

    A relative ``path`` (``"customers/customers.csv"``) is in the data folder, looked up when
    the table is first read (so declaring a table at import reads nothing)."""

    path: Path | str
    key: str
    columns: Sequence[str]
    _cache: tuple[float, list[dict[str, str]]] | None = field(default=None, repr=False)

    @property
    def file(self) -> Path:
        """The CSV file this table reads."""
        path = Path(self.path)
        return path if path.is_absolute() else data_file(*path.parts)

    def rows(self) -> list[dict[str, str]]:
        """Every row (raises ``CourseError`` naming the file on bad input)."""
        path = self.file
        try:
            mtime = path.stat().st_mtime
        except OSError:
            raise CourseError(f"The table {path} does not exist.") from None
        if self._cache is not None and self._cache[0] == mtime:
            return self._cache[1]
        try:
            text = path.read_text(encoding="utf-8-sig")
        except UnicodeDecodeError:
            raise CourseError(f"The table {path} is not UTF-8 text.") from None
        reader = csv.DictReader(text.splitlines())
        missing = [c for c in self.columns if c not in (reader.fieldnames or [])]
        if missing:
            raise CourseError(f"The table {path} lacks the column(s) {', '.join(missing)}.")
        rows = [{k: (v or "").strip() for k, v in row.items() if k} for row in reader]
        self._cache = (mtime, rows)
        return rows

    def by_key(self, value: str) -> dict[str, str] | None:
        wanted = normalise(value).replace(" ", "-")
        return next((r for r in self.rows() if normalise(r[self.key]) == wanted), None)

    def find(self, value: str, column: str) -> list[dict[str, str]]:
        """The row whose key is ``value``, else the rows whose ``column`` has its words."""
        row = self.by_key(value)
        return [row] if row else self.matching(column, value)

    def matching(self, column: str, value: str) -> list[dict[str, str]]:
        """Rows whose ``column`` contains every word of ``value`` (case and punctuation aside)."""
        words = normalise(value).split()
        if not words:
            return []
        return [r for r in self.rows() if all(w in normalise(r.get(column, "")).split() for w in words)]


def render(rows: list[dict[str, str]], *, noun: str, columns: Sequence[str] | None = None,
           plural: str | None = None) -> str:
    """``key: value`` lines per row, then a count line (``2 customers found``)."""
    lines = []
    for row in rows[:MAX_ROWS]:
        shown = columns or list(row)
        lines.append(" | ".join(f"{c}: {row[c]}" for c in shown if row.get(c)))
    if len(rows) > MAX_ROWS:
        lines.append(f"... and {len(rows) - MAX_ROWS} more.")
    word = noun if len(rows) == 1 else (plural or noun + "s")
    lines.append(f"{len(rows)} {word} found")
    return "\n".join(lines)


def safe(lookup):
    """Wrap a lookup so that it returns ``Error: ...`` instead of raising."""
    from functools import wraps

    @wraps(lookup)
    def wrapper(*args, **kwargs) -> str:
        try:
            return lookup(*args, **kwargs)
        except CourseError as exc:
            return f"Error: {exc}"
        except Exception as exc:  # the tool must never raise into the agent loop
            return f"Error: the lookup failed ({type(exc).__name__})."

    return wrapper


def table_tool(lookup, *, name: str, description: str, args_schema: type[BaseModel],
               table: RecordTable) -> BaseTool:
    """A tool named ``name`` that answers ``lookup(table, **arguments)`` and never raises.

    ``lookup`` reads the table and returns the text the model sees; the tool's arguments are
    ``args_schema``'s fields. Each lookup tool of notebook 08 is one call of this (give another
    ``table``, e.g. ``RecordTable(tmp_path / "x.csv", ...)``, to try it on other rows).
    """
    guarded = safe(lookup)

    def run(**arguments) -> str:
        return guarded(table, **arguments)

    return StructuredTool.from_function(run, name=name, description=description, args_schema=args_schema)


__all__ = ["MAX_ROWS", "RecordTable", "data_file", "normalise", "render", "safe", "table_tool"]
