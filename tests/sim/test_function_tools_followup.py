"""A follow-up turn's "that" / "the result" is the earlier turn's last tool result (issue 26,
item 2), with function tools of other names and wordings than the ported programs'."""

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib import get_chat_model


@tool
def subtract_numbers(x: float, y: float) -> float:
    """Subtract y from x."""
    return x - y


@tool
def divide_numbers(x: float, y: float) -> float:
    """Divide x by y."""
    return x / y


def _earlier_turn(result: str) -> list:
    return [
        HumanMessage("What is 12 minus 5?"),
        AIMessage("", tool_calls=[{"name": "subtract_numbers", "args": {"x": 12, "y": 5}, "id": "c1"}]),
        ToolMessage(result, tool_call_id="c1"),
        AIMessage(f"12 - 5 = {result}."),
    ]


def _reply(messages):
    return get_chat_model("sim").bind_tools([subtract_numbers, divide_numbers]).invoke(messages)


def test_the_result_of_the_earlier_turn_fills_the_first_operand():
    reply = _reply(_earlier_turn("7") + [HumanMessage("Now divide the result by 2")])
    assert [(c["name"], c["args"]) for c in reply.tool_calls] == [("divide_numbers", {"x": 7.0, "y": 2.0})]


def test_after_the_call_the_answer_is_the_new_result():
    call = {"name": "divide_numbers", "args": {"x": 7.0, "y": 2.0}, "id": "c2"}
    messages = _earlier_turn("7") + [HumanMessage("Now divide the result by 2"), AIMessage("", tool_calls=[call]),
                                     ToolMessage("3.5", tool_call_id="c2")]
    assert "3.5" in _reply(messages).content


def test_without_an_earlier_numeric_result_no_operand_is_invented():
    reply = _reply([HumanMessage("Divide that by 2")])
    assert not reply.tool_calls
    assert reply.response_metadata.get("simulator_limit")
