"""``query_echo``: a tool result that opens by echoing its query has the echo made a heading of the
result; a result with no echo is left as it is. Invented results."""

from __future__ import annotations

import pytest

from course_lib.sim.request.reading import ToolRound
from course_lib.sim.tools.query_echo import without_echo


def _round(result: str) -> ToolRound:
    return ToolRound("search", {"query": "weather in Porto"}, result, "call-1")


def test_an_echo_becomes_a_heading():
    assert without_echo(_round("I looked up: weather in Porto. Result: Sunny, 24 C.")).result == (
        "weather in Porto: Sunny, 24 C.")


@pytest.mark.parametrize("result", ["Sunny, 24 C in Porto today.", "No web results for 'weather in Porto'."])
def test_no_echo_no_change(result):
    r = _round(result)
    assert without_echo(r) is r
