"""``run_sql`` under hostile queries (course_lib.rag.tools.sql): time and size are capped.

A single slow SQL function (one step of the query that SQLite cannot interrupt), a query
that never ends, a 10-million-character cell and thousands of wide rows: each answer comes
back within the time box plus a margin, is one ``Error:`` sentence or a capped listing, and
the orders database is byte-identical afterwards.
"""

from __future__ import annotations

import hashlib

import pytest

from course_lib.rag.tools.sql import MAX_CELL_CHARS, MAX_OUTPUT_CHARS, MAX_VALUE_LENGTH, run_select
from tests.helpers.fault_server import timed

LIMIT = 0.5
MARGIN = 4.0  # a busy machine (the old overrun was 12 s)

SLOW = {
    "one huge LIKE": "SELECT printf('%.*c', 300000, 'a') LIKE '%' || printf('%.*c', 10000, 'a') || 'b%'",
    "LIKE over a column": "SELECT count(*) FROM orders WHERE printf('%.*c', 200000, customer) "
                          "LIKE '%' || printf('%.*c', 5000, 'x') || '%'",
    "instr of halves": "SELECT instr(printf('%.*c', 1000000, 'a'), printf('%.*c', 500000, 'a') || 'b')",
    "replace quadratic": "SELECT length(replace(printf('%.*c', 900000, 'a'), printf('%.*c', 400000, 'a') "
                         "|| 'b', 'c'))",
    "trim with a huge set": "SELECT length(trim(printf('%.*c', 500000, 'a'), printf('%.*c', 500000, 'b')))",
    "many wildcards": "SELECT printf('%.*c', 100000, 'a') LIKE replace(printf('%.*c', 45, 'x'), 'x', '%a') || 'b'",
    "a long pattern": "SELECT 'a' LIKE printf('%.*c', 3000, '%')",
    "endless recursion": "WITH RECURSIVE r(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM r) SELECT count(*) FROM r",
    "cross join": "SELECT count(*) FROM orders a, orders b, orders c, orders d, orders e, orders f",
    "growing string": "WITH RECURSIVE r(s) AS (SELECT 'ab' UNION ALL SELECT s || s FROM r) SELECT max(length(s)) FROM r",
}


@pytest.fixture()
def db(tmp_path):
    from course_lib.rag.tools.orders import build_orders_db

    path = build_orders_db(db_path=tmp_path / "orders.sqlite")
    return path, hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.slow
@pytest.mark.parametrize("case", sorted(SLOW))
def test_a_slow_query_stops_within_the_time_box(case, db):
    path, digest = db
    seconds, answer, error = timed(run_select, SLOW[case], db_path=path, time_limit_s=LIMIT)
    assert error is None
    assert seconds < LIMIT + MARGIN, f"{case}: {seconds:.2f} s"
    if answer.startswith("Error:"):
        assert "\n" not in answer
        assert any(words in answer for words in ("was stopped", "grew longer than", "too complex")), answer
    else:  # SQLite's limits made the step cheap (a too-long value is NULL)
        assert len(answer) <= MAX_OUTPUT_CHARS
    assert hashlib.sha256(path.read_bytes()).hexdigest() == digest


def test_a_huge_cell_is_cut_before_it_reaches_the_model(db):
    path, _ = db
    answer = run_select("SELECT customer, printf('%.*c', 9000, 'x') AS note FROM orders LIMIT 3", db_path=path)
    lines = answer.splitlines()
    assert len(lines) == 4
    assert all(len(line) < MAX_CELL_CHARS + 100 for line in lines)
    assert "(9000 characters)" in lines[1]


def test_a_value_longer_than_sqlite_allows_is_null_or_one_sentence(db):
    path, _ = db
    answer = run_select(f"SELECT printf('%.*c', {MAX_VALUE_LENGTH * 1000}, 'x') AS big", db_path=path)
    assert answer.splitlines()[-1] == "NULL" or answer.startswith("Error:")
    answer = run_select("SELECT group_concat(printf('%.*c', 5000, customer)) FROM orders", db_path=path)
    assert answer.startswith("Error: a value in the query grew longer than"), answer


def test_the_whole_answer_is_capped(db):
    path, _ = db
    sql = ("SELECT a.order_id, a.customer, b.customer, c.customer FROM orders a, orders b, orders c "
           "ORDER BY 1, 2, 3, 4")
    # The cap is on size, not time: a roomy time box so a busy machine cannot stop the query first.
    answer = run_select(sql, db_path=path, max_rows=1000, time_limit_s=60.0)
    assert len(answer) <= MAX_OUTPUT_CHARS + 120
    assert answer.splitlines()[-1].startswith("... output cut at")


def test_ordinary_queries_are_unchanged(db):
    path, _ = db
    answer = run_select("SELECT status, COUNT(*) AS n FROM orders GROUP BY status ORDER BY status", db_path=path)
    assert answer.splitlines()[0] == "status | n"
    assert not answer.startswith("Error:")
