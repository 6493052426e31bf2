"""``course_lib.sim.words.conversion``: an amount stated first and then asked as "How far / long / heavy /
hot is that in <unit>?" is a unit conversion, like "what's that in kg?" (issue 26, ports20: a
learner's unit converter agent answered "I ran 10 km this morning. How far is that in miles?" with
"can't answer this" and no call). Invented wordings, answered directly and through a bound
converter."""

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.words.conversion import convert_question


@pytest.mark.parametrize(("question", "answer"), [
    ("I cycled 40 km on Sunday. How far is that in miles?", "24.85 miles"),
    ("The pool is 25 m long; how long is that in feet?", "82.02 feet"),
    ("My bag weighs 23 kg. How heavy is that in pounds?", "50.71 pounds"),
    ("It was 30 °C yesterday, how hot is that in Fahrenheit?", "86 Fahrenheit"),
])
def test_that_asked_by_its_extent(question, answer):
    assert answer in (convert_question(question) or "")


def test_a_question_with_no_unit_asked_is_none():
    assert convert_question("I ran 10 km this morning. How far is the park?") is None


@tool
def convert_length(value: float, from_unit: str, to_unit: str) -> float:
    """Converts a length from one unit to another (m, km, ft, mi)."""
    return 0.0


@tool
def convert_mass(value: float, from_unit: str, to_unit: str) -> float:
    """Converts a mass from one unit to another (g, kg, lb, oz)."""
    return 0.0


@pytest.mark.parametrize(("question", "name", "args"), [
    ("I cycled 40 km on Sunday. How far is that in miles?", "convert_length",
     {"value": 40.0, "from_unit": "km", "to_unit": "miles"}),
    ("My bag weighs 23 kg. How heavy is that in pounds?", "convert_mass",
     {"value": 23.0, "from_unit": "kg", "to_unit": "pounds"}),
])
def test_the_converter_is_called(question, name, args):
    reply = SimulatedChatModel().bind_tools([convert_length, convert_mass]).invoke([HumanMessage(content=question)])
    assert [c["name"] for c in reply.tool_calls] == [name], reply
    assert reply.tool_calls[0]["args"] == args
