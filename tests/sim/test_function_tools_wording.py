"""Arithmetic function tools read from more wordings (issue 26, ports14): numbers written as words,
the operand order a reference or "from" gives, an operation applied to an inner one ("square the
sum of ..."), and a stated limit instead of a text answer when a bound tool does the operation
but the wording reads as none of its calls. Tools, names and wordings invented here."""

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib import get_chat_model
from course_lib.sim.request.reading import ToolSpec
from course_lib.sim.tools import function_tools


@tool
def times(a: float, b: float) -> float:
    """Multiply a and b."""
    return a * b


@tool
def plus(a: float, b: float) -> float:
    """Add a and b."""
    return a + b


@tool
def minus(a: float, b: float) -> float:
    """Subtract b from a."""
    return a - b


@tool
def raise_to(base: float, exponent: float) -> float:
    """Raise base to the exponent power."""
    return base**exponent


@tool
def split_by(a: float, b: float) -> float:
    """Divide a by b."""
    return a / b


TOOLS = [times, plus, minus, raise_to, split_by]


def _specs():
    from langchain_core.utils.function_calling import convert_to_openai_tool

    out = []
    for t in TOOLS:
        f = convert_to_openai_tool(t)["function"]
        out.append(ToolSpec(name=f["name"], description=f["description"], parameters=f["parameters"]))
    return out


def _first_calls(question):
    reply = get_chat_model("sim").bind_tools(TOOLS).invoke([HumanMessage(question)])
    return [(c["name"], c["args"]) for c in reply.tool_calls], reply


# question -> the first round of calls
FIRST = [
    ("how much is nine times thirty six", [("times", {"a": 9.0, "b": 36.0})]),
    ("Please add fifteen and sixty-two", [("plus", {"a": 15.0, "b": 62.0})]),
    ("subtract 18 from 90", [("minus", {"a": 90.0, "b": 18.0})]),
    ("Take 7 away from 50 please", [("minus", {"a": 50.0, "b": 7.0})]),
    ("cube the product of 2 and 5", [("times", {"a": 2.0, "b": 5.0})]),
    ("Square the difference of 11 and 4", [("minus", {"a": 11.0, "b": 4.0})]),
]


@pytest.mark.parametrize(("question", "calls"), FIRST, ids=[q[:24] for q, _ in FIRST])
def test_the_first_calls(question, calls):
    assert _first_calls(question)[0] == calls


# (question, first call and its result) -> the second call, on the result
SECOND = [
    ("Multiply 3 by 4, then raise 2 to that power", ("times", {"a": 3, "b": 4}, "12"),
     [("raise_to", {"base": 2.0, "exponent": 12.0})]),
    ("Add 6 and 4, then divide 100 by it", ("plus", {"a": 6, "b": 4}, "10"),
     [("split_by", {"a": 100.0, "b": 10.0})]),
    ("Add 6 and 4, then subtract that from 25", ("plus", {"a": 6, "b": 4}, "10"),
     [("minus", {"a": 25.0, "b": 10.0})]),
    ("Add 6 and 4, then divide it by 5", ("plus", {"a": 6, "b": 4}, "10"),  # guard: the usual order
     [("split_by", {"a": 10.0, "b": 5.0})]),
    ("cube the product of 2 and 5", ("times", {"a": 2, "b": 5}, "10"),
     [("raise_to", {"base": 10.0, "exponent": 3.0})]),
]


@pytest.mark.parametrize(("question", "first", "calls"), SECOND, ids=[q[:24] for q, _, _ in SECOND])
def test_the_call_on_the_first_result(question, first, calls):
    name, args, result = first
    messages = [HumanMessage(question), AIMessage("", tool_calls=[{"name": name, "args": args, "id": "k1"}]),
                ToolMessage(result, tool_call_id="k1")]
    reply = get_chat_model("sim").bind_tools(TOOLS).invoke(messages)
    assert [(c["name"], c["args"]) for c in reply.tool_calls] == calls


LIMITS = [
    "Raise 3 to the fourth power and multiply that by the sum of five and two",  # nested in one step
    "what is the square of the total of 3, 4 and 5",
]


@pytest.mark.parametrize("question", LIMITS, ids=[q[:24] for q in LIMITS])
def test_wording_read_as_no_plan_is_a_stated_limit_not_a_text_answer(question):
    calls, reply = _first_calls(question)
    assert not calls
    assert reply.response_metadata.get("simulator_limit")


def test_unplanned_reads_the_data_driven_cues():
    specs = _specs()
    assert function_tools.unplanned("what is the square of the total of 3, 4 and 5", specs)
    assert not function_tools.unplanned("how much is nine times thirty six", specs)  # a plan exists
    assert not function_tools.unplanned("what is the capital of Peru", specs)  # no operation, no number
    assert not function_tools.unplanned("what is 4 times 5", [])  # no function tools bound


def test_without_function_tools_arithmetic_is_still_answered_in_text():  # guard
    reply = get_chat_model("sim").invoke([HumanMessage("what is nine times thirty six")])
    assert "324" in reply.content
