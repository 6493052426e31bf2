"""``query_orders``: customer orders from SQLite, read-only and parameterised (notebook 03).

The shipped ``data/orders/orders.csv`` is loaded into a SQLite file in the per-user cache dir
(:func:`build_orders_db`; rebuilt only when the CSV's content hash changes, written to a
temporary file and moved into place so readers never see half a database, under a file lock
so concurrent seats wait for each other). The cached file is not trusted blindly: before
use it must pass ``PRAGMA quick_check`` and hold exactly the CSV's rows (a digest of them),
else it is rebuilt with a one-line notice (``course_lib.foundation.integrity``). The tool opens it
with a ``file:...?mode=ro`` URI and only ever runs fixed SQL with ``?`` parameters, so text
from the model is data, never SQL.

Output, one line per order, then a total line a model can pass on to ``calc``::

    ORD-1001 | Acme Corp | 120.50 USD | pending | 2026-03-02
    ORD-1007 | Globex | 99.00 EUR | shipped | 2026-03-04 | shipped 2026-03-06
    2 orders; total: 99.00 EUR, 120.50 USD
"""

from __future__ import annotations

import csv
import hashlib
import json
import os
import re
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import closing, contextmanager
from decimal import Decimal, InvalidOperation
from pathlib import Path

from langchain_core.tools import BaseTool, StructuredTool
from pydantic import BaseModel, Field

from course_lib.foundation.errors import CourseError

STATUSES = ("pending", "paid", "shipped", "delivered", "cancelled", "refunded")
"""Every status an order can have, in the order of an order's life."""
COLUMNS = ("order_id", "customer", "amount", "currency", "status", "order_date", "ship_date")
MAX_LINES = 50
"""Longest listing returned; the total line always covers every matching order."""
_STATUS_ALIASES = {"canceled": "cancelled", "open": "pending", "unpaid": "pending"}
_ID_PATTERN = re.compile(r"(?i)^\s*(?:ord)?[\s_#-]*(\d+)\s*$")
_SCHEMA = """
CREATE TABLE orders (
    order_id   TEXT PRIMARY KEY COLLATE NOCASE,
    customer   TEXT NOT NULL,
    amount     REAL NOT NULL,
    currency   TEXT NOT NULL,
    status     TEXT NOT NULL,
    order_date TEXT NOT NULL,
    ship_date  TEXT
);
CREATE INDEX orders_status ON orders (status);
CREATE TABLE build_info (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""

QUERY_ORDERS_DESCRIPTION = (
    "Look up the shop's customer orders in the order database: one order by its id "
    "(e.g. ORD-1001), or all orders with a status (pending, paid, shipped, delivered, "
    "cancelled, refunded); with no arguments it counts orders per status. Returns one line per "
    "order (id | customer | amount currency | status | order date) and a total per currency. "
    "Use it for questions about specific orders, their status, amounts or dates. Do not use it "
    "for arithmetic, for general knowledge, or for questions about documentation or policies."
)


def default_csv_path() -> Path:
    from course_lib.foundation.config import data_dir

    return data_dir() / "orders" / "orders.csv"


def default_db_path() -> Path:
    from course_lib.foundation.config import cache_dir

    return cache_dir() / "orders" / "orders.sqlite"


def _file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _rows_digest(rows) -> str:
    """Digest of the orders' rows, in order (the CSV's rows, or the database's)."""
    return hashlib.sha256(json.dumps([list(r) for r in rows]).encode()).hexdigest()


_OUTDATED = "outdated"
_VERIFIED: dict[str, tuple] = {}  # database path -> (its stat, CSV digest) checked in this process


def _stat_key(path: Path) -> tuple | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_ino, st.st_size, st.st_mtime_ns)


def _db_problem(db_path: Path, csv_path: Path, digest: str) -> str | None:
    """None if the database holds exactly the CSV's rows, ``_OUTDATED`` if it is missing or
    was built from another CSV, else what is wrong with it."""
    from course_lib.foundation.integrity import sqlite_problem

    if _built_hash(db_path) != digest:  # missing, built from another CSV, or unreadable
        return sqlite_problem(db_path) or _OUTDATED if db_path.is_file() else _OUTDATED
    problem = sqlite_problem(db_path)
    if problem is not None:
        return problem
    try:
        with connect_read_only(db_path) as conn:
            stored = conn.execute(f"SELECT {', '.join(COLUMNS)} FROM orders ORDER BY rowid").fetchall()
    except sqlite3.Error as exc:
        return f"its orders table cannot be read ({exc})"
    if _rows_digest(stored) != _rows_digest(_read_rows(csv_path)):
        return f"its rows differ from {csv_path.name}"
    return None


def orders_db_problem(csv_path: Path | None = None, db_path: Path | None = None) -> tuple[bool, str | None]:
    """``(built, problem)`` of the cached orders database, checked without rebuilding (doctor)."""
    csv_path = Path(csv_path) if csv_path else default_csv_path()
    db_path = Path(db_path) if db_path else default_db_path()
    if not db_path.is_file():
        return False, None
    problem = _db_problem(db_path, csv_path, _file_hash(csv_path))
    if problem == _OUTDATED:
        return False, None
    return True, problem


@contextmanager
def connect_read_only(db_path: Path) -> Iterator[sqlite3.Connection]:
    """A connection that SQLite itself keeps read-only (``mode=ro`` URI, ``query_only``)."""
    uri = Path(db_path).resolve().as_uri() + "?mode=ro"
    with closing(sqlite3.connect(uri, uri=True)) as conn:
        conn.execute("PRAGMA query_only = ON")
        yield conn


def _built_hash(db_path: Path) -> str | None:
    if not db_path.is_file():
        return None
    try:
        with connect_read_only(db_path) as conn:
            row = conn.execute("SELECT value FROM build_info WHERE key = 'csv_sha256'").fetchone()
    except sqlite3.Error:
        return None
    return row[0] if row else None


def _read_rows(csv_path: Path) -> list[tuple[str, str, float, str, str, str, str | None]]:
    try:
        text = csv_path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise CourseError(f"The orders file {csv_path} does not exist.") from None
    except UnicodeDecodeError:
        raise CourseError(f"The orders file {csv_path} is not UTF-8 text.") from None
    reader = csv.DictReader(text.splitlines())
    missing = [c for c in COLUMNS if c not in (reader.fieldnames or [])]
    if missing:
        raise CourseError(f"The orders file {csv_path} lacks the column(s) {', '.join(missing)}.")
    rows = []
    for line, record in enumerate(reader, start=2):
        try:
            amount = Decimal(record["amount"].strip())
        except (InvalidOperation, AttributeError):
            raise CourseError(f"{csv_path}, line {line}: amount {record['amount']!r} is not a number.") from None
        status = (record["status"] or "").strip().lower()
        if status not in STATUSES:
            raise CourseError(f"{csv_path}, line {line}: unknown status {record['status']!r}.")
        order_id = (record["order_id"] or "").strip()
        if not order_id:
            raise CourseError(f"{csv_path}, line {line}: the order id is empty.")
        rows.append((
            order_id,
            (record["customer"] or "").strip(),
            float(amount),
            (record["currency"] or "").strip().upper(),
            status,
            (record["order_date"] or "").strip(),
            (record["ship_date"] or "").strip() or None,
        ))
    return rows


def build_orders_db(csv_path: Path | None = None, db_path: Path | None = None) -> Path:
    """Load the orders CSV into SQLite (in the cache dir) unless it is already up to date
    and passes its check (a damaged one is rebuilt with a one-line notice)."""
    from course_lib.foundation.integrity import build_lock, notice

    csv_path = Path(csv_path) if csv_path else default_csv_path()
    db_path = Path(db_path) if db_path else default_db_path()
    if not csv_path.is_file():
        raise CourseError(f"The orders file {csv_path} does not exist.")
    digest = _file_hash(csv_path)
    if _VERIFIED.get(str(db_path)) == (_stat_key(db_path), digest):
        return db_path
    problem = _db_problem(db_path, csv_path, digest)
    if problem is not None:
        db_path.parent.mkdir(parents=True, exist_ok=True)
        with build_lock(db_path, "the orders database"):
            problem = _db_problem(db_path, csv_path, digest)  # another process may have built it
            if problem is not None:
                if problem != _OUTDATED:
                    notice(f"the orders database {db_path} is damaged ({problem}); rebuilding it.")
                _write_db(csv_path, db_path, digest)
    _VERIFIED[str(db_path)] = (_stat_key(db_path), digest)
    return db_path


def _write_db(csv_path: Path, db_path: Path, digest: str) -> None:
    rows = _read_rows(csv_path)
    fd, tmp_name = tempfile.mkstemp(prefix=".orders-", suffix=".sqlite", dir=db_path.parent)
    os.close(fd)
    try:
        with closing(sqlite3.connect(tmp_name)) as conn:
            conn.executescript(_SCHEMA)
            try:
                conn.executemany("INSERT INTO orders VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
            except sqlite3.IntegrityError:
                raise CourseError(f"The orders file {csv_path} repeats an order id.") from None
            conn.execute("INSERT INTO build_info VALUES ('csv_sha256', ?)", (digest,))
            conn.commit()
        os.replace(tmp_name, db_path)
    finally:
        if os.path.exists(tmp_name):
            os.unlink(tmp_name)


def _cents(amount: float) -> int:
    return int(round(amount * 100))


def _money(cents: int) -> str:
    sign = "-" if cents < 0 else ""
    return f"{sign}{abs(cents) // 100}.{abs(cents) % 100:02d}"


def _line(row: sqlite3.Row) -> str:
    parts = [row["order_id"], row["customer"], f"{_money(_cents(row['amount']))} {row['currency']}",
             row["status"], row["order_date"]]
    if row["ship_date"]:
        parts.append(f"shipped {row['ship_date']}")
    return " | ".join(parts)


def _listing(rows: list[sqlite3.Row]) -> str:
    lines = [_line(r) for r in rows[:MAX_LINES]]
    if len(rows) > MAX_LINES:
        lines.append(f"... and {len(rows) - MAX_LINES} more orders (the total covers all).")
    totals: dict[str, int] = {}
    for r in rows:
        totals[r["currency"]] = totals.get(r["currency"], 0) + _cents(r["amount"])
    money = ", ".join(f"{_money(c)} {cur}" for cur, c in sorted(totals.items()))
    noun = "order" if len(rows) == 1 else "orders"
    lines.append(f"{len(rows)} {noun}; total: {money}")
    return "\n".join(lines)


def _clip(text: str, limit: int = 40) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def normalise_order_id(order_id: str) -> str:
    """``ord-1001``, ``ORD1001``, ``#1001`` and ``1001`` all mean ``ORD-1001``."""
    match = _ID_PATTERN.match(order_id)
    return f"ORD-{match.group(1)}" if match else order_id.strip()


def _summary(conn: sqlite3.Connection) -> str:
    counts = dict(conn.execute("SELECT status, COUNT(*) FROM orders GROUP BY status").fetchall())
    total = sum(counts.values())
    listed = ", ".join(f"{s} {counts[s]}" for s in STATUSES if counts.get(s))
    return (f"{total} orders by status: {listed}. "
            "Ask with a status or an order id for the orders themselves.")


def lookup_orders(
    status: str | None = None,
    order_id: str | None = None,
    *,
    db_path: Path | None = None,
    csv_path: Path | None = None,
) -> str:
    """What the ``query_orders`` tool returns; never raises (problems start with "Error:")."""
    try:
        path = build_orders_db(csv_path, db_path)
        status = status.strip().lower() if isinstance(status, str) else None
        order_id = order_id.strip() if isinstance(order_id, str) else None
        with connect_read_only(path) as conn:
            conn.row_factory = sqlite3.Row
            if status:
                status = _STATUS_ALIASES.get(status, status)
                if status not in STATUSES:
                    return (f"Error: unknown status '{_clip(status)}'. "
                            f"Valid statuses: {', '.join(STATUSES)}.")
            if order_id:
                wanted = normalise_order_id(order_id)
                row = conn.execute("SELECT * FROM orders WHERE order_id = ?", (wanted,)).fetchone()
                if row is None:
                    return f"No order with id '{_clip(wanted)}'. Order ids look like ORD-1001."
                if status and row["status"] != status:
                    return f"Order {row['order_id']} has status {row['status']}, not {status}.\n{_line(row)}"
                return _listing([row])
            if status:
                rows = conn.execute(
                    "SELECT * FROM orders WHERE status = ? ORDER BY order_date, order_id", (status,)
                ).fetchall()
                if not rows:
                    return f"No orders with status {status}."
                return _listing(rows)
            return _summary(conn)
    except CourseError as exc:
        return f"Error: {exc}"
    except Exception as exc:  # the tool must never raise into the agent loop
        return f"Error: the orders database could not be read ({type(exc).__name__})."


class QueryOrdersInput(BaseModel):
    """Arguments of ``query_orders``; both optional."""

    status: str | None = Field(
        default=None,
        description="Only orders with this status: " + ", ".join(STATUSES) + ".",
    )
    order_id: str | None = Field(default=None, description="One order's id, like ORD-1001.")


def make_orders_tool(
    *,
    csv_path: Path | None = None,
    db_path: Path | None = None,
    name: str = "query_orders",
    description: str = QUERY_ORDERS_DESCRIPTION,
) -> BaseTool:
    """A ``query_orders`` tool over the given files (defaults: the course data, built lazily)."""

    def query_orders(status: str | None = None, order_id: str | None = None) -> str:
        return lookup_orders(status, order_id, db_path=db_path, csv_path=csv_path)

    return StructuredTool.from_function(
        query_orders, name=name, description=description, args_schema=QueryOrdersInput
    )


query_orders = make_orders_tool()
"""The course's orders tool over ``data/orders/orders.csv`` (the database is built on first use)."""
