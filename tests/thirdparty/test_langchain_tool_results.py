"""Port: LangChain how-to "How to pass tool outputs to chat models": ``bind_tools([add,
multiply])``, one model call that makes the tool calls (two at once for the tutorial's
"What is 3 * 12? Also, what is 11 + 49?"), the tools invoked with each ``ToolCall`` (which
returns a ``ToolMessage``), and one more model call over the whole history for the answer.

Source: github.com/langchain-ai/langchain, docs/docs/how_to/tool_results_pass_to_model.ipynb
@0746e55e9b675a4d546133c53e7c5fc2b130e0a0.
Kept verbatim: the two tools (``add``, ``multiply``, ``a: int, b: int``), the tool-dispatch loop
(``{"add": add, "multiply": multiply}[tool_call["name"].lower()]``), the message history and the
tutorial's query.
Swapped: ``ChatOpenAI(model="gpt-4o-mini", temperature=0)`` -> the simulator. Invented: five more
queries (two independent operations, one operation, a chained one the program's single tool
round cannot finish, small talk).

Oracles (written before the first run), per model call:
- the first call: exactly the tool calls the query needs, each with the query's operands (either
  order for these commutative tools): ``multiply(3, 12)`` and ``add(11, 49)`` for the tutorial;
  for the chained "What is 3 * 12, plus 11?" only ``multiply(3, 12)`` (the sum needs its result)
  or both steps, never an ``add`` of the query's two loose numbers; small talk: no tool call and a
  non-empty reply; or a stated limit;
- the second call (over the ToolMessages): a text answer that states every result the query
  asked for (36 and 60 for the tutorial), no raw dump; for the chained query, 47 or the next tool
  call ``add(36, 11)``; or a stated limit.
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool

from tests.thirdparty._support import DUMP_MARKERS, CallLog, sim_llm
from tests.thirdparty._verdict import verdict


@tool
def add(a: int, b: int) -> int:
    """Adds a and b."""
    return a + b


@tool
def multiply(a: int, b: int) -> int:
    """Multiplies a and b."""
    return a * b


tools = [add, multiply]


def run(llm, query: str):
    """The tutorial's three cells: call, invoke the tools, call again. Returns the CallLog."""
    log = CallLog()
    llm_with_tools = llm.bind_tools(tools)
    messages = [HumanMessage(query)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ai_msg = llm_with_tools.invoke(messages, {"callbacks": [log]})
        messages.append(ai_msg)
        if not ai_msg.tool_calls:
            return log
        for tool_call in ai_msg.tool_calls:
            selected_tool = {"add": add, "multiply": multiply}[tool_call["name"].lower()]
            tool_msg = selected_tool.invoke(tool_call)
            messages.append(tool_msg)
        llm_with_tools.invoke(messages, {"callbacks": [log]})
    return log


# --- the queries and their oracles ---------------------------------------------------------------

def _call(name, a, b):
    return (name, frozenset((a, b)))


# query, accepted first-call sets (a set of (tool, operands)), results the answer must state,
# accepted follow-up tool calls instead of an answer
QUERIES = {
    "tutorial": ("What is 3 * 12? Also, what is 11 + 49?",
                 [{_call("multiply", 3, 12), _call("add", 11, 49)}], ("36", "60"), []),
    "two_ops": ("What is 7 times 8? And what is 15 plus 27?",
                [{_call("multiply", 7, 8), _call("add", 15, 27)}], ("56", "42"), []),
    "two_ops_words": ("Add 1200 and 345, then tell me what 25 times 4 is.",
                      [{_call("add", 1200, 345), _call("multiply", 25, 4)}], ("1545", "100"), []),
    "one_op": ("What is 14 multiplied by 3?", [{_call("multiply", 14, 3)}], ("42",), []),
    "chained": ("What is 3 * 12, plus 11?",
                [{_call("multiply", 3, 12)}, {_call("multiply", 3, 12), _call("add", 36, 11)}], ("47",),
                [{_call("add", 36, 11)}]),
    "small_talk": ("Hi! Can you help me with some sums later?", [set()], (), []),
}


def _calls(c) -> set:
    out = set()
    for tc in c["tool_calls"]:
        args = tc["args"]
        out.add((tc["name"].lower(), frozenset((args.get("a"), args.get("b")))))
    return out


def _states(text: str, number: str) -> bool:
    return bool(re.search(rf"(?<![\d.,]){re.escape(number)}(?![\d]|[.,]\d)", text.replace(",", "")))


def rows_for(llm, key):
    query, first_ok, results, follow_ok = QUERIES[key]
    log = run(llm, query)
    rows = []
    c = log.calls[0]
    ok = _calls(c) in first_ok and (bool(c["tool_calls"]) or bool(c["text"].strip()))
    rows.append((f"{key}: first call", verdict(c["text"], ok, c["limit"]),
                 f"{c['tool_calls']} {c['text'][:150]!r}"))
    if len(log.calls) > 1:
        c = log.calls[1]
        if c["tool_calls"]:
            ok = _calls(c) in follow_ok
        else:
            ok = (all(_states(c["text"], r) for r in results)
                  and not any(m in c["text"] for m in DUMP_MARKERS))
        rows.append((f"{key}: answer over the tool results", verdict(c["text"], ok, c["limit"]),
                     f"{c['tool_calls']} {c['text'][:150]!r}"))
    return rows


def s_tutorial(llm):
    return rows_for(llm, "tutorial")


def s_invented(llm):
    return [row for key in QUERIES if key != "tutorial" for row in rows_for(llm, key)]


SCENARIOS = {"tutorial": s_tutorial, "invented": s_invented}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        key = next(k for k, q in QUERIES.items() if q[0] in text)
        query, first_ok, results, _ = QUERIES[key]
        if "tool:" not in text:  # the first call
            calls = [{"name": n, "args": {"a": min(ops), "b": max(ops)}, "id": f"call_{i}"}
                     for i, (n, ops) in enumerate(sorted(first_ok[0], key=str))]
            return AIMessage(content="" if calls else "Of course, ask away.", tool_calls=calls)
        return AIMessage("The results are " + " and ".join(results) + ".")

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
