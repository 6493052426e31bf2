"""``tool_args``: a tool's arguments read from the question by its schema; the required ones it
gives no value for. Invented tool."""

from __future__ import annotations

from course_lib.sim.request.reading import ToolSpec
from course_lib.sim.tools.tool_args import fill_args, safe_value, unfilled_required

WEATHER = ToolSpec("get_weather", "Get the weather for a city.",
                   {"properties": {"city": {"type": "string", "description": "the city"}}, "required": ["city"]})


def test_fill_args():
    assert fill_args(WEATHER, "What is the weather in Lisbon?", "weather in Lisbon") == {"city": "Lisbon"}
    assert unfilled_required(WEATHER, "What is the weather in Lisbon?", "weather in Lisbon") == []
    assert unfilled_required(WEATHER, "What is the weather like?", "weather") == ["city"]
    assert safe_value({"type": "integer"}) == 0
