"""A learner's tool that returns ``str(record)`` (a Python literal: single quotes, ``True``, ``None``)
is read as JSON is (``documents.literal_value``, used by ``agent.json_records`` and the nested
reader); a question that asks a worked value over a record's fields is a stated limit, never the
operands said as the answer (``agent._unworked_fields``)."""
from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib import SimulatorLimitWarning
from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.material.documents import literal_value

MEMBER = str({"member_no": "G-2290", "plan": "Off-peak", "monthly_fee_gbp": 24.5, "joined": "2036-02-01",
              "towel_service": False, "locker": None, "classes_left": 6, "classes_per_month": 8})
LOANS = str([{"title": "The Salt Path", "due": "2037-03-02", "renewals": 1},
             {"title": "Piranesi", "due": "2037-03-09", "renewals": 0}])


@tool
def get_member(member_no: str) -> str:
    """Look up a gym member's record by membership number."""
    return MEMBER


@tool
def get_loans(card: str) -> str:
    """List the books out on a library card."""
    return LOANS


def _after_call(tool_, args: dict, result: str, question: str):
    call = {"name": tool_.name, "args": args, "id": "c9"}
    msgs = [HumanMessage(question), AIMessage("", tool_calls=[call]), ToolMessage(result, tool_call_id="c9")]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools([tool_]).invoke(msgs)
    return out.content, [w for w in caught if issubclass(w.category, SimulatorLimitWarning)]


@pytest.mark.parametrize(("text", "value"), [
    ("{'a': 1, 'ok': True, 'x': None}", {"a": 1, "ok": True, "x": None}),
    ('{"a": 1}', {"a": 1}),
    ("[{'t': 'x'}, {'t': 'y'}]", [{"t": "x"}, {"t": "y"}]),
    ("  {'nested': {'k': [1, 2]}}\n", {"nested": {"k": [1, 2]}}),
])
def test_literal_values(text, value):
    assert literal_value(text) == value


@pytest.mark.parametrize("text", ["plain text", "{'a': open('x')}", "{unclosed", "42", "['a' 'b'", "(1, 2)"])
def test_not_literal_values(text):
    assert literal_value(text) is None


@pytest.mark.parametrize(("question", "want"), [
    ("What plan is member G-2290 on?", "Off-peak"),
    ("How many classes does G-2290 have left?", "6"),
    ("When did G-2290 join?", "2036-02-01"),
])
def test_a_python_literal_record_is_read_for_the_question(question, want):
    text, stated = _after_call(get_member, {"member_no": "G-2290"}, MEMBER, question)
    assert not stated and want in text and "{'" not in text


def test_a_python_literal_list_of_records():
    text, stated = _after_call(get_loans, {"card": "7781"}, LOANS, "When is Piranesi due back?")
    assert not stated and "2037-03-09" in text and "{'" not in text


@pytest.mark.parametrize("question", [
    "How much does G-2290 pay for two months altogether?",  # 2 x the fee: the fee alone is an operand
    "What's the difference between G-2290's classes per month and classes left?",
])
def test_a_worked_value_over_the_fields_is_a_limit_not_the_operands(question):
    text, stated = _after_call(get_member, {"member_no": "G-2290"}, MEMBER, question)
    assert stated, text


def test_a_worked_value_with_the_looked_up_id_only_is_answered():
    text, stated = _after_call(get_member, {"member_no": "G-2290"}, MEMBER, "What's the monthly fee for member 2290?")
    assert not stated and "24.5" in text

