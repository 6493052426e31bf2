"""The cached orders database is checked before use (course_lib.rag.tools.orders).

A database with the right build stamp but other rows, or a malformed file, is rebuilt with
one ``notice:`` line and then answers from the CSV again; ``doctor``'s check sees the damage
first. The CSV under ``data/`` is never touched.
"""

from __future__ import annotations

import hashlib
import sqlite3
from contextlib import closing

import pytest

from course_lib.rag.tools.orders import build_orders_db, lookup_orders, orders_db_problem


@pytest.fixture()
def db(tmp_path):
    from course_lib.rag.tools.orders import default_csv_path

    csv = default_csv_path()
    before = hashlib.sha256(csv.read_bytes()).hexdigest()
    path = build_orders_db(db_path=tmp_path / "orders.sqlite")
    yield path
    assert hashlib.sha256(csv.read_bytes()).hexdigest() == before


def _tamper_rows(path):
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("UPDATE orders SET amount = amount * 10, status = 'refunded' WHERE order_id = 'ORD-1001'")
        conn.commit()


def _malform(path):
    data = bytearray(path.read_bytes())
    data[4096 + 8 : 4096 + 400] = b"\xff" * 392
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("damage, words", [(_tamper_rows, "rows differ"), (_malform, "SQLite")])
def test_a_damaged_database_is_rebuilt_with_one_notice(damage, words, db, capsys):
    honest = lookup_orders(order_id="ORD-1001", db_path=db)
    damage(db)
    capsys.readouterr()
    built, problem = orders_db_problem(db_path=db)
    assert built and words in problem, problem

    assert lookup_orders(order_id="ORD-1001", db_path=db) == honest
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("notice: the orders database") and "rebuilding" in err[0]
    assert orders_db_problem(db_path=db) == (True, None)
    lookup_orders(db_path=db)
    assert capsys.readouterr().err == ""  # trusted again


def test_an_outdated_database_is_rebuilt_quietly(tmp_path, capsys):
    csv = tmp_path / "orders.csv"
    csv.write_text("order_id,customer,amount,currency,status,order_date,ship_date\n"
                   "ORD-1,Ann,10.00,EUR,paid,2026-01-01,\n", encoding="utf-8")
    path = build_orders_db(csv, tmp_path / "o.sqlite")
    csv.write_text(csv.read_text() + "ORD-2,Bob,5.00,EUR,pending,2026-01-02,\n", encoding="utf-8")
    assert lookup_orders(order_id="ORD-2", db_path=path, csv_path=csv).startswith("ORD-2 | Bob")
    assert capsys.readouterr().err == ""  # a changed CSV is a normal rebuild, not damage
