"""Tool arguments read from a Chinese request by kind for a tool described in English (issue 26,
branch fix38b: ``values.zh_values``, data ``zh_values.yaml``; ``agent._called_by_kinds``)."""

from __future__ import annotations

from typing import Literal

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.zh_values import option, route, route_end


@pytest.mark.parametrize(("text", "journey"), [
    ("我想坐大后天从广州去深圳的动车", ("广州", "深圳")),
    ("由西安至兰州的硬卧还有吗", ("西安", "兰州")),
    ("从天津到北京，再从北京到沈阳", None),  # two journeys: which one
    ("我在上海", None),
])
def test_route(text, journey):
    assert route(text) == journey


def test_route_ends_by_argument_name():
    assert [route_end(n) for n in ("departure_city", "arrival_city", "leaving_from", "city")] == [
        "start", "end", "start", None]


@pytest.mark.parametrize(("text", "options", "chosen"), [
    ("要一张商务座", ["economy", "business"], "business"),
    ("经济舱就行", ["economy", "business"], "economy"),
    ("一等座或者二等座都可以", ["first", "second"], None),  # two options said
    ("要硬座", ["first", "second"], None),  # an option the enum does not hold
])
def test_option(text, options, chosen):
    assert option(text, options) == chosen


@tool
def book_flight(departure_city: str, arrival_city: str, cabin: Literal["economy", "business"]) -> str:
    """Book a domestic flight. Cities in English."""
    return "booked"


def _ask(text: str, system: str | None = None):
    msgs = [SystemMessage(system)] if system else []
    return SimulatedChatModel().bind_tools([book_flight]).invoke([*msgs, HumanMessage(text)])


def test_a_chinese_request_calls_the_english_tool():
    out = _ask("帮我订从广州到成都的经济舱")
    assert out.tool_calls and out.tool_calls[0]["args"] == {
        "departure_city": "广州", "arrival_city": "成都", "cabin": "economy"}


def test_an_unread_option_is_no_call():
    out = _ask("帮我订从广州到成都的机票")  # no cabin said: the limit, no call with a guessed class
    assert not out.tool_calls
