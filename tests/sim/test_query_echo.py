"""``query_echo``: a tool result that opens by echoing its query has the echo made a heading."""

from __future__ import annotations

from course_lib.sim import query_echo


def test_the_module_reads_a_bounded_head():
    assert isinstance(query_echo.HEAD, int) and query_echo.HEAD > 0
