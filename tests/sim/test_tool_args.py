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


# --- money in a currency's hundredth part; ids whose letters and figures run together -------------

TIP_JAR = ToolSpec("add_to_tip_jar", "Put money in the office tip jar.",
                   {"properties": {"amount_cents": {"type": "integer"}}, "required": ["amount_cents"]})
FARE = ToolSpec("pay_fare", "Pay a bus fare. amount is in pence.",
                {"properties": {"amount": {"type": "integer"}}, "required": ["amount"]})
LOCKER = ToolSpec("rent_locker", "Rent a station locker.",
                  {"properties": {"hours": {"type": "integer", "description": "rental length in hours"},
                                  "locker": {"type": "string", "description": "the locker's code"}},
                   "required": ["hours", "locker"]})


def test_money_in_a_minor_unit_argument():
    """An argument counted in cents or pence takes major-unit money times 100 and minor-unit money
    as written; a bare figure is no sum (no value)."""
    assert fill_args(TIP_JAR, "chuck three dollars in the tip jar", "tip jar") == {"amount_cents": 300}
    assert fill_args(TIP_JAR, "put $1.25 in the tip jar", "tip jar") == {"amount_cents": 125}
    assert fill_args(TIP_JAR, "drop 60 cents in the tip jar", "tip jar") == {"amount_cents": 60}
    assert fill_args(FARE, "pay the £1.75 bus fare", "bus fare") == {"amount": 175}


def test_lettered_id_holds_no_count():
    """The figures of an id whose letters run into them ("QB42") are no hours; with none said the
    argument is unfilled."""
    assert unfilled_required(LOCKER, "rent locker QB42 at the station", "locker") == ["hours"]
    assert fill_args(LOCKER, "rent locker QB42 for 3 hours", "locker").get("hours") == 3
