"""``function_tools``: a chain of arithmetic tool calls planned from the question. Invented tools."""

from __future__ import annotations

from course_lib.sim.request.reading import ToolSpec
from course_lib.sim.tools.function_tools import function_tools, plan

NUMBERS = {"properties": {"a": {"type": "number"}, "b": {"type": "number"}}, "required": ["a", "b"]}
TOOLS = [ToolSpec("add", "Add two numbers.", NUMBERS), ToolSpec("multiply", "Multiply two numbers.", NUMBERS)]


def test_plan():
    tools = function_tools(TOOLS)
    assert sorted(tools) == ["add", "multiply"]
    steps = plan("add 3 and 4, then multiply the result by 2", tools)
    assert [(s.op, s.numbers, s.uses_previous) for s in steps] == [("add", (3.0, 4.0), False), ("multiply", (2.0,), True)]
    assert plan("what is the capital of Peru", tools) == []
