"""query_orders and run_sql (notebook 03): read-only SQLite, parameterised, never raising."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from course_lib.foundation.config import data_dir
from course_lib.rag.tools import build_orders_db, lookup_orders, make_orders_tool, make_sql_tool
from course_lib.rag.tools import query_orders as course_query_orders
from course_lib.rag.tools.orders import STATUSES, connect_read_only, normalise_order_id
from course_lib.rag.tools.sql import run_select

HYPOTHESIS = settings(max_examples=200, deadline=None,
                      suppress_health_check=[HealthCheck.function_scoped_fixture])

CSV = """order_id,customer,amount,currency,status,order_date,ship_date
ORD-1001,Acme Corp,120.50,USD,pending,2026-03-02,
ORD-1002,Globex,99.00,EUR,shipped,2026-03-04,2026-03-06
ORD-1003,"Initech, Ltd",0.10,USD,pending,2026-03-01,
ORD-1004,Umbrella,0.20,USD,pending,2026-03-03,
ORD-1005,Hooli,250.00,GBP,delivered,2026-02-20,2026-02-22
ORD-1006,Acme Corp,75.25,EUR,pending,2026-03-05,
"""
INJECTIONS = [
    "pending' OR 1=1 --",
    "pending' OR '1'='1",
    "x'; DROP TABLE orders; --",
    "'; DELETE FROM orders; --",
    "ORD-1001' UNION SELECT * FROM orders --",
    "ORD-1001\"; UPDATE orders SET amount=0; --",
    "1; ATTACH DATABASE '/tmp/evil.db' AS evil",
    "%",
    "_",
    "*",
    "' OR ''='",
    "pending\x00",
    "ORD-1001 OR 1=1",
    "🙂" * 500,
]


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    csv_path = tmp_path / "orders.csv"
    csv_path.write_text(CSV, encoding="utf-8")
    db_path = tmp_path / "cache" / "orders.sqlite"
    build_orders_db(csv_path, db_path)
    return csv_path, db_path


def ask(files: tuple[Path, Path], status: str | None = None, order_id: str | None = None) -> str:
    csv_path, db_path = files
    return lookup_orders(status, order_id, csv_path=csv_path, db_path=db_path)


# --- building ---------------------------------------------------------------------------------


def test_build_is_skipped_when_the_csv_is_unchanged(files: tuple[Path, Path]) -> None:
    csv_path, db_path = files
    before = db_path.stat().st_mtime_ns, _sha(db_path)
    assert build_orders_db(csv_path, db_path) == db_path
    assert (db_path.stat().st_mtime_ns, _sha(db_path)) == before


def test_build_is_redone_when_the_csv_changes(files: tuple[Path, Path]) -> None:
    csv_path, db_path = files
    csv_path.write_text(CSV + "ORD-1007,Stark,10.00,USD,paid,2026-03-06,\n", encoding="utf-8")
    build_orders_db(csv_path, db_path)
    assert "ORD-1007 | Stark | 10.00 USD | paid" in ask(files, order_id="ORD-1007")
    assert not list(db_path.parent.glob(".orders-*")), "temporary files are cleaned up"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("order_id,customer\nORD-1,x\n", "lacks the column(s) amount"),
        (CSV.replace("120.50", "lots"), "line 2: amount 'lots' is not a number"),
        (CSV.replace("shipped", "lost"), "line 3: unknown status 'lost'"),
        (CSV + "ORD-1001,Again,1.00,USD,paid,2026-03-07,\n", "repeats an order id"),
    ],
)
def test_a_broken_csv_gives_a_clear_message(tmp_path: Path, text: str, fragment: str) -> None:
    csv_path = tmp_path / "orders.csv"
    csv_path.write_text(text, encoding="utf-8")
    result = lookup_orders("pending", csv_path=csv_path, db_path=tmp_path / "o.sqlite")
    assert result.startswith("Error:") and fragment in result and str(csv_path) in result


def test_missing_or_non_utf8_csv(tmp_path: Path) -> None:
    missing = lookup_orders(csv_path=tmp_path / "nope.csv", db_path=tmp_path / "o.sqlite")
    assert missing.startswith("Error:") and "does not exist" in missing
    bad = tmp_path / "bad.csv"
    bad.write_bytes(b"order_id,customer\n\xff\xfe\n")
    result = lookup_orders(csv_path=bad, db_path=tmp_path / "o.sqlite")
    assert result.startswith("Error:") and "not UTF-8" in result


def test_the_connection_is_read_only(files: tuple[Path, Path]) -> None:
    _, db_path = files
    with connect_read_only(db_path) as conn, pytest.raises(sqlite3.OperationalError):
        conn.execute("DELETE FROM orders")


# --- answers ----------------------------------------------------------------------------------


def test_status_listing_is_one_line_per_order_then_totals(files: tuple[Path, Path]) -> None:
    assert ask(files, status="pending") == "\n".join([
        "ORD-1003 | Initech, Ltd | 0.10 USD | pending | 2026-03-01",
        "ORD-1001 | Acme Corp | 120.50 USD | pending | 2026-03-02",
        "ORD-1004 | Umbrella | 0.20 USD | pending | 2026-03-03",
        "ORD-1006 | Acme Corp | 75.25 EUR | pending | 2026-03-05",
        "4 orders; total: 75.25 EUR, 120.80 USD",
    ])


@pytest.mark.parametrize("order_id", ["ORD-1002", "ord-1002", " Ord-1002 ", "ORD1002", "1002",
                                      "#1002"])
def test_order_ids_are_case_insensitive(files: tuple[Path, Path], order_id: str) -> None:
    assert ask(files, order_id=order_id) == (
        "ORD-1002 | Globex | 99.00 EUR | shipped | 2026-03-04 | shipped 2026-03-06\n"
        "1 order; total: 99.00 EUR"
    )


def test_status_aliases_and_case(files: tuple[Path, Path]) -> None:
    assert ask(files, status=" Shipped ").startswith("ORD-1002")
    assert ask(files, status="canceled") == "No orders with status cancelled."


def test_unknown_status_lists_the_valid_ones(files: tuple[Path, Path]) -> None:
    assert ask(files, status="lost") == (
        "Error: unknown status 'lost'. Valid statuses: "
        "pending, paid, shipped, delivered, cancelled, refunded."
    )


def test_unknown_id_and_mismatched_status(files: tuple[Path, Path]) -> None:
    assert ask(files, order_id="ORD-9999") == (
        "No order with id 'ORD-9999'. Order ids look like ORD-1001.")
    assert ask(files, status="pending", order_id="ORD-1002").startswith(
        "Order ORD-1002 has status shipped, not pending.")
    assert ask(files, status="pending", order_id="ORD-1001").startswith("ORD-1001 | Acme Corp")


def test_no_arguments_gives_a_summary(files: tuple[Path, Path]) -> None:
    assert ask(files) == ask(files, status="", order_id="  ") == (
        "6 orders by status: pending 4, shipped 1, delivered 1. "
        "Ask with a status or an order id for the orders themselves."
    )


def test_long_listings_are_capped_but_totals_cover_all(tmp_path: Path) -> None:
    rows = [f"ORD-{2000 + i},C{i},1.00,USD,paid,2026-01-01," for i in range(60)]
    csv_path = tmp_path / "orders.csv"
    csv_path.write_text(CSV.splitlines()[0] + "\n" + "\n".join(rows) + "\n", encoding="utf-8")
    lines = lookup_orders("paid", csv_path=csv_path, db_path=tmp_path / "o.sqlite").splitlines()
    assert len(lines) == 52
    assert lines[-2] == "... and 10 more orders (the total covers all)."
    assert lines[-1] == "60 orders; total: 60.00 USD"


def test_tool_contract(files: tuple[Path, Path]) -> None:
    csv_path, db_path = files
    tool = make_orders_tool(csv_path=csv_path, db_path=db_path)
    assert tool.name == course_query_orders.name == "query_orders"
    assert set(tool.args) == {"status", "order_id"}
    assert tool.invoke({"status": "shipped"}).endswith("1 order; total: 99.00 EUR")
    assert tool.invoke({}).startswith("6 orders by status")
    description = course_query_orders.description
    assert "Use it for" in description and "Do not use it" in description


def test_normalise_order_id() -> None:
    assert normalise_order_id("ord_1001") == "ORD-1001"
    assert normalise_order_id("x'; --") == "x'; --"


# --- hostile input ----------------------------------------------------------------------------


@pytest.mark.parametrize("payload", INJECTIONS)
def test_sql_injection_gets_a_clear_message_and_changes_nothing(
    files: tuple[Path, Path], payload: str
) -> None:
    _, db_path = files
    before = _sha(db_path)
    by_status = ask(files, status=payload)
    by_id = ask(files, order_id=payload)
    assert by_status.startswith("Error: unknown status") and "Valid statuses: pending" in by_status
    assert by_id.startswith("No order with id") or by_id.startswith("Error:")
    assert "\n" not in by_id and len(by_id) < 200
    assert _sha(db_path) == before
    assert len(ask(files).split(",")) == 3  # still every status there


@HYPOTHESIS
@given(status=st.one_of(st.none(), st.text(max_size=80), st.sampled_from(INJECTIONS + list(STATUSES))),
       order_id=st.one_of(st.none(), st.text(max_size=80), st.sampled_from(INJECTIONS)))
@pytest.mark.slow
def test_any_arguments_never_raise_or_write(files: tuple[Path, Path], status: str | None,
                                            order_id: str | None) -> None:
    _, db_path = files
    before = _sha(db_path)
    result = ask(files, status, order_id)
    assert isinstance(result, str) and result
    assert "Traceback" not in result
    assert _sha(db_path) == before


# --- run_sql ------------------------------------------------------------------------------------


def sql(files: tuple[Path, Path], query: str, **kwargs) -> str:
    csv_path, db_path = files
    return run_select(query, csv_path=csv_path, db_path=db_path, **kwargs)


def test_select_returns_rows(files: tuple[Path, Path]) -> None:
    assert sql(files, "SELECT currency, COUNT(*) AS n, ROUND(SUM(amount), 2) AS total FROM orders "
                      "WHERE status = 'pending' GROUP BY currency ORDER BY currency") == (
        "currency | n | total\nEUR | 1 | 75.25\nUSD | 3 | 120.80"
    )
    assert sql(files, "SELECT order_id FROM orders WHERE status = 'refunded'") == "order_id\n(no rows)"
    assert sql(files, "SELECT order_id FROM orders ORDER BY order_id", max_rows=2).endswith(
        "... more rows not shown (limit 2); aggregate or add a WHERE clause.")


@pytest.mark.parametrize(
    "query",
    [
        "DROP TABLE orders",
        "DELETE FROM orders",
        "UPDATE orders SET amount = 0",
        "INSERT INTO orders VALUES ('X', 'y', 1, 'USD', 'paid', '2026-01-01', NULL)",
        "CREATE TABLE t (x)",
        "PRAGMA table_info(orders)",
        "PRAGMA query_only = OFF",
        "ATTACH DATABASE ':memory:' AS other",
        "SELECT load_extension('evil')",
        "SELECT randomblob(1000000000)",
        "SELECT zeroblob(1000000000)",
        "SELECT 1; DROP TABLE orders",
        "VACUUM",
        "BEGIN",
        "REINDEX",
        "ANALYZE",
    ],
)
def test_anything_but_one_select_is_refused_by_sqlite(files: tuple[Path, Path], query: str) -> None:
    _, db_path = files
    before = _sha(db_path)
    result = sql(files, query)
    assert result.startswith("Error:"), result
    assert "\n" not in result
    assert _sha(db_path) == before


def test_runaway_queries_are_time_boxed(files: tuple[Path, Path]) -> None:
    runaway = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT COUNT(*) FROM c"
    assert sql(files, runaway, time_limit_s=0.2) == (
        "Error: the query took longer than 0.2 s and was stopped.")


def test_sql_errors_and_tool_contract(files: tuple[Path, Path]) -> None:
    assert sql(files, "   ").startswith("Error: the query is empty")
    assert sql(files, "SELECT nope FROM orders").startswith("Error: SQLite could not run the query")
    csv_path, db_path = files
    tool = make_sql_tool(csv_path=csv_path, db_path=db_path)
    assert tool.name == "run_sql" and set(tool.args) == {"query"}
    assert "Only SELECT is allowed" in tool.description
    assert tool.invoke({"query": "SELECT COUNT(*) FROM orders"}) == "COUNT(*)\n6"


@HYPOTHESIS
@given(query=st.one_of(st.text(max_size=200),
                       st.sampled_from(INJECTIONS).map(lambda p: f"SELECT * FROM orders WHERE status = '{p}'")))
@pytest.mark.slow
def test_run_sql_never_raises_or_writes(files: tuple[Path, Path], query: str) -> None:
    _, db_path = files
    before = _sha(db_path)
    result = sql(files, query)
    assert isinstance(result, str) and result
    assert _sha(db_path) == before


# --- the shipped data -------------------------------------------------------------------------


def test_the_course_orders_build_into_the_cache_dir(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    csv_path = data_dir() / "orders" / "orders.csv"
    if not csv_path.is_file():
        pytest.skip("data/orders/orders.csv is not there yet")
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path))
    before = _sha(csv_path)
    summary = course_query_orders.invoke({})
    assert (tmp_path / "orders" / "orders.sqlite").is_file()
    assert _sha(csv_path) == before
    counts = summary.split(": ", 1)[1].split(". ")[0]
    assert all(status in counts for status in STATUSES), summary
    assert int(summary.split()[0]) >= 40
    pending = course_query_orders.invoke({"status": "pending"}).splitlines()
    assert pending[-1].startswith(f"{len(pending) - 1} order")
