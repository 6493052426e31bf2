"""Tool arguments by type (issue 26, the thirty-first set's Z7 (2)-(4); tools and wordings invented
for this test): a numeric argument measured in a unit takes a figure in that unit, converted from
another (gas marks, gallons, pints, Fahrenheit), never a bare figure written after a dial word; an
e-mail address is one token for a string argument; a code after a stating cue ("is", "=") is read
whole and makes one call. Every test fails on the code before the change.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.described_args import coded_value


@tool
def heat_kettle(fahrenheit: int) -> str:
    """Heat the smart kettle to a temperature in degrees Fahrenheit."""
    return ""


@tool
def bake_at(temperature_c: int, minutes: int) -> str:
    """Start the oven at a temperature in degrees Celsius for a number of minutes."""
    return ""


@tool
def log_fuel(litres: float) -> str:
    """Record how much fuel went into the van, in litres."""
    return ""


@tool
def log_milk(millilitres: int) -> str:
    """Log how much milk the baby drank, in millilitres."""
    return ""


@tool
def send_statement(recipient: str, include_summary: bool) -> str:
    """Send the monthly statement to an address, optionally with a summary page."""
    return "ok"


@tool
def find_consignment(consignment_number: str) -> str:
    """Find out where a freight consignment is, by its consignment number."""
    return ""


def _reply(tools, question):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools(tools).invoke([HumanMessage(question)])


@pytest.mark.parametrize(("tools", "question", "args"), [
    ([heat_kettle], "heat the kettle to gas mark 4", {"fahrenheit": 356}),
    ([bake_at], "bake the loaf at gas mark 7 for 35 minutes", {"temperature_c": 220, "minutes": 35}),
    ([bake_at], "bake the loaf at 350 F for 35 minutes", {"temperature_c": 177, "minutes": 35}),  # 176.67 rounded, no longer cut
    ([log_fuel], "just put a gallon of diesel in the van", {"litres": 3.79}),
    ([log_milk], "she just drank half a pint of milk", {"millilitres": 237}),  # 236.59 rounded
])
def test_a_quantity_in_another_unit_is_converted(tools, question, args):
    out = _reply(tools, question)
    assert [c["args"] for c in out.tool_calls] == [args]


def test_a_figure_after_a_dial_word_is_no_measured_value():
    out = _reply([bake_at], "bake the loaf on setting 7 for 35 minutes")
    assert all(c["args"].get("temperature_c") != 7 for c in out.tool_calls)
    assert "temperature_c" in (out.response_metadata.get("simulator_limit") or "")


@tool
def reserve_table(venue: str, diners: int, time: str) -> str:
    """Reserve a table at a venue for a number of diners. time is 24-hour HH:MM."""
    return "ok"


def test_a_missing_count_is_a_limit_with_no_call():
    out = _reply([reserve_table], "reserve us a table at the Larder for 7pm")
    assert out.tool_calls == [] and "How many diners?" in out.content  # certainly not given: asked for
    out = _reply([reserve_table], "reserve a table at the Larder for 7pm for a few of us")
    assert out.tool_calls == [] and "diners" in (out.response_metadata.get("simulator_limit") or "")


@pytest.mark.parametrize(("question", "recipient"), [
    ("send the statement to olu.bada@northmere.co.uk, and skip the summary page", "olu.bada@northmere.co.uk"),
    ("email the statement to finance@harbourside.example with the summary", "finance@harbourside.example"),
])
def test_an_email_address_is_one_token(question, recipient):
    out = _reply([send_statement], question)
    assert [c["args"]["recipient"] for c in out.tool_calls] == [recipient]


@pytest.mark.parametrize(("name", "question", "code"), [
    ("order_number", "hi, my order no. is KB 2207 15X, where is it?", "KB 2207 15X"),
    ("tracking_number", "the tracking code = ZX 0041 7781 2GB", "ZX 0041 7781 2GB"),
    ("reference", "my reference is AB12 thanks", "AB12"),
])
def test_a_code_after_a_stating_cue(name, question, code):
    assert coded_value(name, question) == code


@pytest.mark.parametrize("question", [
    "where's my freight? the consignment number is DX 5520 7781 0KT",
    "where's my freight? consignment number DX 5520 7781 0KT",
])
def test_a_spaced_code_is_one_call(question):
    out = _reply([find_consignment], question)
    assert [c["args"] for c in out.tool_calls] == [{"consignment_number": "DX 5520 7781 0KT"}]


@tool
def set_egg_timer(minutes: int) -> str:
    """Set the egg timer for a number of minutes."""
    return "set"


@pytest.mark.parametrize(("tools", "question", "name"), [
    ([log_milk], "she drank 3 bottles of milk", "millilitres"),
    ([set_egg_timer], "set the egg timer for 3 songs", "minutes"),
])
def test_a_count_of_a_thing_is_no_measured_value(tools, question, name):
    out = _reply(tools, question)
    assert all(c["args"].get(name) != 3 for c in out.tool_calls)
    assert name in (out.response_metadata.get("simulator_limit") or "")


@pytest.mark.parametrize(("tools", "question", "args"), [
    ([log_milk], "she drank 120 ml of milk", {"millilitres": 120}),
    ([set_egg_timer], "set the egg timer for 12 mins", {"minutes": 12}),
    ([heat_kettle], "heat the kettle to 200 degrees", {"fahrenheit": 200}),
])
def test_guard_a_figure_in_the_arguments_unit_is_taken(tools, question, args):
    out = _reply(tools, question)
    assert [c["args"] for c in out.tool_calls] == [args]


@tool
def order_grout(kg: float, colour: str) -> str:
    """Order tile grout: the total kilograms and the colour."""
    return ""


@tool
def log_drink(litres: float) -> str:
    """Log how much I drank, in litres."""
    return ""


@pytest.mark.parametrize(("tool_", "text", "field", "want"), [
    (order_grout, "3 bags of 5 kg grey grout", "kg", 15.0),
    (log_drink, "I had 4 cans of 330 ml", "litres", 1.32),
    (log_drink, "finished a bottle of 0.75 l", "litres", 0.75),  # one container: its size (guard)
])
def test_containers_times_their_size(tool_, text, field, want):
    """A count of containers times each one's size for a field in that unit (fix65e; the sixtieth
    set's YW7). The first two fail on read78 (5.0, 0.33); the last row is a guard."""
    msg = SimulatedChatModel().bind_tools([tool_]).invoke([HumanMessage(text)])
    assert abs(float(msg.tool_calls[0]["args"][field]) - want) < 1e-6


@tool
def add_chore(title: str) -> str:
    """Add a chore to the family to-do list."""
    return ""


@tool
def new_event(title: str) -> str:
    """Put an event in the calendar."""
    return ""


@pytest.mark.parametrize(("tool_", "text", "want"), [
    (add_chore, "add 'call gran' to my list", "call gran"),
    (add_chore, "pop 'label the freezer bags' on the chores", "label the freezer bags"),
    (new_event, "create an event 'title deeds signing' on friday", "title deeds signing"),
    (new_event, "new event called 'Team lunch'", "Team lunch"),  # the naming cue outside the quotes (guard)
])
def test_a_quoted_title_is_taken_whole(tool_, text, want):
    """A quoted span is the free-text field's value whole, even when it opens with a naming word
    ("call", "label", "title") (fix65e; the sixtieth set's YW8 tool-task: 'call gran' gave "gran").
    The first and third fail on read78; the second and last rows are guards (pass before too)."""
    msg = SimulatedChatModel().bind_tools([tool_]).invoke([HumanMessage(text)])
    assert msg.tool_calls[0]["args"]["title"] == want
