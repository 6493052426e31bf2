"""Structured answers from tool results (issue 26, item 2): with ``tool_choice="any"`` the
answer goes into the bound response tool instead of a text reply (which would loop a
"respond in format" agent forever); quantities convert to the unit a field names (km/h from
mph, a bare "degrees" as the field's temperature scale, Celsius to Fahrenheit); a direction
field takes the compass direction, abbreviated when its description says so."""

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib import get_chat_model
from course_lib.sim.responders.extraction import field_value


@tool
def sea_conditions(harbour: str) -> str:
    """Current sea conditions at a harbour."""
    return ""


class Briefing(BaseModel):
    """Final answer for the skipper."""

    wind_knots: float = Field(description="Wind speed in knots")
    wind_from: str = Field(description="Direction the wind blows from, abbreviated")
    water_temp_f: float = Field(description="Water temperature in fahrenheit")


def test_forced_choice_after_results_calls_the_response_tool():
    call = {"name": "sea_conditions", "args": {"harbour": "Kelvik"}, "id": "s1"}
    messages = [
        HumanMessage("What are conditions like at Kelvik harbour?"),
        AIMessage("", tool_calls=[call]),
        ToolMessage("Kelvik: wind from the north-west at 36 km/h, water 12 degrees Celsius, calm swell.",
                    tool_call_id="s1"),
    ]
    llm = get_chat_model("sim").bind_tools([sea_conditions, Briefing], tool_choice="any")
    reply = llm.invoke(messages)
    assert [c["name"] for c in reply.tool_calls] == ["Briefing"]
    args = reply.tool_calls[0]["args"]
    assert args["wind_from"] == "NW"
    assert args["wind_knots"] == pytest.approx(19.44, abs=0.01)
    assert args["water_temp_f"] == pytest.approx(53.6, abs=0.01)


def test_auto_choice_after_results_still_answers_in_text():
    call = {"name": "sea_conditions", "args": {"harbour": "Kelvik"}, "id": "s1"}
    messages = [HumanMessage("What are conditions like at Kelvik harbour?"), AIMessage("", tool_calls=[call]),
                ToolMessage("Kelvik: calm swell, light wind.", tool_call_id="s1")]
    reply = get_chat_model("sim").bind_tools([sea_conditions, Briefing]).invoke(messages)
    assert not reply.tool_calls and reply.content


@pytest.mark.parametrize(("name", "description", "kind", "text", "value"), [
    ("gust_speed", "gust speed in km/h", "number", "Gusts reached 20 mph by noon.", 32.19),
    ("high", "forecast high in fahrenheit", "number", "A high of 18 degrees C on Friday", 64.4),
    ("low_c", "overnight low in celsius", "number", "Overnight it drops to 41 degrees.", 41.0),
    ("heading", "the ship's heading", "string", "The ferry turned south east at dawn.", "south-east"),
    ("wind_dir", "wind direction as a compass abbreviation", "string", "Winds from the south-west, 10 mph.", "SW"),
    ("heading", "the ship's heading", "string", "The ferry left at dawn.", None),
])
def test_field_values(name, description, kind, text, value):
    found = field_value(name, description, kind, text)
    assert found == (pytest.approx(value, abs=0.01) if isinstance(value, float) else value)
