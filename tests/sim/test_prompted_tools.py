"""Tool calling by prompt alone (``course_lib.sim.tools.prompted_tools``, issue 26, ports13): tools
written out in the system prompt as ``render_text_description`` writes them, the call asked for
as a JSON blob; the reply is that blob under the prompt's own keys, or a stated limit. Invented
tools and requests (the port: tests/thirdparty/test_langchain_tools_prompting.py)."""

from __future__ import annotations

import json
import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import render_text_description, tool

from course_lib.sim.tools.prompted_tools import blob_keys, rendered_tools, with_digits


@tool
def subtract(a: float, b: float) -> float:
    """Subtract the second number from the first."""
    return a - b


@tool
def divide(a: float, b: float) -> float:
    """Divide the first number by the second."""
    return a / b


@tool
def town_population(town: str) -> int:
    """The number of people who live in a town."""
    return 0


def _system(tools, keys=("tool", "args")):
    return (f"You can use these tools:\n\n{render_text_description(tools)}\n\nAnswer with a JSON object with "
            f"'{keys[0]}' and '{keys[1]}' keys and nothing else.")


def _reply(system, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(question)])


@pytest.mark.parametrize("question,name,args", [
    ("what is ninety minus 17?", "subtract", {"a": 90.0, "b": 17.0}),
    ("divide 84 by twelve", "divide", {"a": 84.0, "b": 12.0}),
])
def test_the_blob_names_the_tool_and_its_arguments(question, name, args):
    reply = _reply(_system([subtract, divide]), question)
    assert json.loads(reply.content) == {"tool": name, "args": args}, reply.content


def test_a_tool_chosen_by_its_description():
    reply = _reply(_system([subtract, town_population]), "How many people live in the town of Aldmere?")
    blob = json.loads(reply.content)
    assert blob["tool"] == "town_population" and "aldmere" in blob["args"]["town"].lower(), blob


@pytest.mark.parametrize("question", [
    "what is 90 minus 18 minus 6?",  # two steps: the blob holds one call
    "what is 90 minus 18, divided by 6?",  # a plan that would drop the 6
])
def test_more_than_one_call_is_a_stated_limit(question):
    reply = _reply(_system([subtract, divide]), question)
    assert reply.response_metadata.get("simulator_limit"), reply.content


def test_no_blob_asked_no_change():
    """Guard: tools written out but no JSON blob asked for: not this rule."""
    reply = _reply(f"Tools:\n{render_text_description([subtract])}\nExplain what they do.", "what is 9 minus 4?")
    assert '"tool"' not in reply.content


def test_reading_the_prompt():
    specs = rendered_tools(render_text_description([subtract, town_population]))
    assert [s.name for s in specs] == ["subtract", "town_population"]
    assert specs[0].parameters["properties"] == {"a": {"type": "number"}, "b": {"type": "number"}}
    assert specs[1].parameters["required"] == ["town"]
    assert blob_keys("Return your response as a JSON blob with 'name' and 'arguments' keys.") == ("name", "arguments")
    assert with_digits("thirteen times four, twenty-one and ninety") == "13 times 4, 21 and 90"
