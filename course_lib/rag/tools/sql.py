"""``run_sql``: the model writes one SELECT over the orders table (optional part of notebook 03).

Refusal is enforced by SQLite itself, not by matching strings: the connection is opened
read-only (``mode=ro`` URI, ``PRAGMA query_only``), an authorizer allows only reading tables,
calling whitelisted functions and recursive CTEs (anything else, such as INSERT, DROP, PRAGMA
or ATTACH, is denied while the statement is compiled), and Python's ``sqlite3`` runs one
statement per call.

Time and size are capped the same way, by SQLite: a timer calls ``interrupt()`` on the
connection when the time box (``TIME_LIMIT_S``) is over, which SQLite honours between two
steps of the query; and SQLite's own limits keep every single step short: no value longer
than ``MAX_VALUE_LENGTH`` bytes, no LIKE/GLOB pattern longer than ``MAX_PATTERN_LENGTH``
(one ``LIKE`` of a 300,000-character string ran 10 s in one step without them; with them
the slowest step measured takes under 10 ms). What reaches the model is capped too: at most
``MAX_ROWS`` rows, ``MAX_CELL_CHARS`` characters per cell and ``MAX_OUTPUT_CHARS`` in all.
"""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

from langchain_core.tools import BaseTool, StructuredTool
from pydantic import BaseModel, Field

from course_lib.foundation.errors import CourseError
from course_lib.rag.tools.orders import build_orders_db, connect_read_only

MAX_ROWS = 50
TIME_LIMIT_S = 1.0
MAX_SQL_LENGTH = 2000
MAX_VALUE_LENGTH = 10_000
"""Longest string or blob SQLite may build while running the query, in bytes."""
MAX_PATTERN_LENGTH = 100
"""Longest LIKE or GLOB pattern, in bytes."""
MAX_CELL_CHARS = 200
"""Longest cell shown to the model; longer ones are cut and say so."""
MAX_OUTPUT_CHARS = 4000
"""Longest answer of the tool, in characters."""
_LIMITS = {
    sqlite3.SQLITE_LIMIT_LENGTH: MAX_VALUE_LENGTH,
    sqlite3.SQLITE_LIMIT_LIKE_PATTERN_LENGTH: MAX_PATTERN_LENGTH,
    sqlite3.SQLITE_LIMIT_SQL_LENGTH: MAX_SQL_LENGTH * 4,  # bytes: four per character at most
    sqlite3.SQLITE_LIMIT_EXPR_DEPTH: 100,
    sqlite3.SQLITE_LIMIT_COMPOUND_SELECT: 20,
    sqlite3.SQLITE_LIMIT_FUNCTION_ARG: 16,
}
ALLOWED_FUNCTIONS = frozenset(
    "abs avg coalesce count date datetime group_concat ifnull instr julianday length like "
    "lower ltrim max min nullif printf format replace round rtrim strftime substr substring "
    "sum time total trim typeof upper iif".split()
)
_ALLOWED_ACTIONS = {sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_RECURSIVE}

SQL_DESCRIPTION = (
    "Run one read-only SQL SELECT on the shop's order database (SQLite) and get the rows back. "
    "Table orders(order_id TEXT like 'ORD-1001', customer TEXT, amount REAL, currency TEXT "
    "'USD'|'EUR'|'GBP', status TEXT 'pending'|'paid'|'shipped'|'delivered'|'cancelled'|'refunded', "
    "order_date TEXT 'YYYY-MM-DD', ship_date TEXT or NULL). Use it for questions about orders "
    "that need counting, grouping, sorting or filtering by date or customer. Only SELECT is "
    "allowed; do not use it for documentation questions or for arithmetic on numbers you "
    f"already have. At most {MAX_ROWS} rows are returned."
)


def _authorizer(action: int, arg1: str | None, arg2: str | None, db: str | None,
                trigger: str | None) -> int:
    if action in _ALLOWED_ACTIONS:
        return sqlite3.SQLITE_OK
    if action == sqlite3.SQLITE_FUNCTION and (arg2 or "").lower() in ALLOWED_FUNCTIONS:
        return sqlite3.SQLITE_OK
    return sqlite3.SQLITE_DENY


def _cell(value: object) -> str:
    if value is None:
        return "NULL"
    if isinstance(value, float):
        return f"{value:.2f}" if abs(value) < 1e15 else f"{value:g}"
    if isinstance(value, bytes):
        return f"<{len(value)} bytes>"
    text = " ".join(str(value).split())  # one line per row
    if len(text) > MAX_CELL_CHARS:
        return f"{text[:MAX_CELL_CHARS]}... ({len(text)} characters)"
    return text


def run_select(
    sql: str,
    *,
    db_path: Path | None = None,
    csv_path: Path | None = None,
    max_rows: int = MAX_ROWS,
    time_limit_s: float = TIME_LIMIT_S,
) -> str:
    """Rows of one SELECT as ``col | col`` lines, or one sentence starting "Error:"; never raises."""
    if not isinstance(sql, str) or not sql.strip():
        return "Error: the query is empty; send one SELECT statement."
    if len(sql) > MAX_SQL_LENGTH:
        return f"Error: the query is longer than {MAX_SQL_LENGTH} characters."
    try:
        path = build_orders_db(csv_path, db_path)
        with connect_read_only(path) as conn:
            for limit, value in _LIMITS.items():
                conn.setlimit(limit, value)
            conn.set_authorizer(_authorizer)
            timer = threading.Timer(time_limit_s, conn.interrupt)
            timer.daemon = True
            timer.start()
            try:
                cursor = conn.execute(sql.strip())
                rows = cursor.fetchmany(max_rows + 1)
                columns = [d[0] for d in cursor.description or []]
            finally:
                timer.cancel()
    except CourseError as exc:
        return f"Error: {exc}"
    except sqlite3.ProgrammingError as exc:
        if "one statement" in str(exc):
            return "Error: send exactly one SELECT statement (no semicolon-separated statements)."
        return f"Error: the query was refused ({exc})."
    except sqlite3.DatabaseError as exc:
        message = str(exc)
        if "interrupted" in message:
            return f"Error: the query took longer than {time_limit_s:g} s and was stopped."
        if "too big" in message:
            return (f"Error: a value in the query grew longer than {MAX_VALUE_LENGTH} bytes; "
                    "select shorter values.")
        if "too complex" in message or "too many" in message or "too large" in message:
            return f"Error: the query is too complex for this tool ({message}); simplify it."
        if "not authorized" in message or "readonly" in message or "read-only" in message:
            return ("Error: the statement was refused: only one SELECT that reads tables with "
                    "common SQL functions is allowed.")
        return f"Error: SQLite could not run the query: {message}."
    except Exception as exc:  # the tool must never raise into the agent loop
        return f"Error: the query failed ({type(exc).__name__})."
    if not columns:
        return ("Error: the statement was refused: only one SELECT that reads tables with "
                    "common SQL functions is allowed.")
    if not rows:
        return " | ".join(columns) + "\n(no rows)"
    lines = [" | ".join(_cell(c) for c in columns)]
    size = len(lines[0])
    for shown, row in enumerate(rows[:max_rows]):
        line = " | ".join(_cell(v) for v in row)
        size += len(line) + 1
        if size > MAX_OUTPUT_CHARS:
            lines.append(f"... output cut at {MAX_OUTPUT_CHARS} characters after {shown} rows; "
                         "select fewer or shorter columns.")
            return "\n".join(lines)
        lines.append(line)
    if len(rows) > max_rows:
        lines.append(f"... more rows not shown (limit {max_rows}); aggregate or add a WHERE clause.")
    return "\n".join(lines)


class RunSqlInput(BaseModel):
    """Arguments of ``run_sql``."""

    query: str = Field(description="One SQLite SELECT statement over the orders table.")


def make_sql_tool(
    *,
    csv_path: Path | None = None,
    db_path: Path | None = None,
    name: str = "run_sql",
    description: str = SQL_DESCRIPTION,
    max_rows: int = MAX_ROWS,
    time_limit_s: float = TIME_LIMIT_S,
) -> BaseTool:
    """A read-only SQL tool over the orders database (built lazily from the CSV)."""

    def run_sql(query: str) -> str:
        return run_select(query, db_path=db_path, csv_path=csv_path, max_rows=max_rows,
                          time_limit_s=time_limit_s)

    return StructuredTool.from_function(
        run_sql, name=name, description=description, args_schema=RunSqlInput
    )
