"""Port: LangChain how-to "How to add ad-hoc tool calling capability to LLMs and Chat Models": no
``bind_tools`` at all; the tools are rendered as text in the system prompt
(``render_text_description``) and the model is asked to answer with a JSON blob
``{"name": ..., "arguments": {...}}``, parsed by ``JsonOutputParser`` and run by ``invoke_tool``.

Source: github.com/langchain-ai/langchain, docs/docs/how_to/tools_prompting.ipynb at commit
0746e55e9b675a4d546133c53e7c5fc2b130e0a0 (MIT licence).

Kept verbatim: the tools ``multiply(x: float, y: float)`` ("Multiply two numbers together.") and
``add(x: int, y: int)`` ("Add two numbers."), ``rendered_tools = render_text_description(tools)``,
the ``system_prompt`` ("You are an assistant that has access to the following set of tools. ...
Return your response as a JSON blob with 'name' and 'arguments' keys. ..."), the prompt
``[("system", system_prompt), ("user", "{input}")]``, the chains ``prompt | model``,
``prompt | model | JsonOutputParser()``, ``... | invoke_tool`` and
``RunnablePassthrough.assign(output=invoke_tool)``, ``ToolCallRequest`` and ``invoke_tool``, and
the notebook's three inputs ("what's 3 plus 1132", "what's thirteen times 4", "what's thirteen
times 4.14137281").
Swapped: ``Ollama(model="phi3")`` -> the simulator (a chat model; the notebook says any model
works). Invented: three more inputs in the same style (numbers in words and digits).

Oracles (written before the first run), per model call: the reply is a JSON blob whose ``name``
is the one tool the input asks for and whose ``arguments`` are ``{"x": a, "y": b}`` with the
input's two numbers (in either order, numbers compared as floats); where the chain runs the
tool, its result is the product or sum; or a stated limit. A reply that is not such a blob (the
parser raises) with no stated limit is silently wrong.
"""

# no `from __future__ import annotations`: the rendered signatures must read as the notebook's
import json
import math
import warnings
from typing import Any, Dict, Optional, TypedDict  # noqa: UP035 (verbatim)

import pytest
from langchain_core.exceptions import OutputParserException
from langchain_core.output_parsers import JsonOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnableConfig, RunnablePassthrough
from langchain_core.tools import render_text_description, tool

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program -------------------------------------------------------------------------


@tool
def multiply(x: float, y: float) -> float:
    """Multiply two numbers together."""
    return x * y


@tool
def add(x: int, y: int) -> int:
    "Add two numbers."
    return x + y


tools = [multiply, add]

rendered_tools = render_text_description(tools)

system_prompt = f"""\
You are an assistant that has access to the following set of tools. 
Here are the names and descriptions for each tool:

{rendered_tools}

Given the user input, return the name and input of the tool to use. 
Return your response as a JSON blob with 'name' and 'arguments' keys.

The `arguments` should be a dictionary, with keys corresponding 
to the argument names and the values corresponding to the requested values.
"""  # noqa: W291 (verbatim trailing spaces)

prompt = ChatPromptTemplate.from_messages(
    [("system", system_prompt), ("user", "{input}")]
)


class ToolCallRequest(TypedDict):
    """A typed dict that shows the inputs into the invoke_tool function."""

    name: str
    arguments: Dict[str, Any]  # noqa: UP006 (verbatim)


def invoke_tool(
    tool_call_request: ToolCallRequest, config: Optional[RunnableConfig] = None  # noqa: UP045 (verbatim)
):
    """A function that we can use the perform a tool invocation."""
    tool_name_to_tool = {tool.name: tool for tool in tools}
    name = tool_call_request["name"]
    requested_tool = tool_name_to_tool[name]
    return requested_tool.invoke(tool_call_request["arguments"], config=config)


# --- inputs and oracles ---------------------------------------------------------------------

# input -> (tool, the two numbers)
CASES = {
    "what's 3 plus 1132": ("add", (3, 1132)),
    "what's thirteen times 4": ("multiply", (13, 4)),
    "what's thirteen times 4.14137281": ("multiply", (13, 4.14137281)),
    # invented, same style
    "what's 250 plus 17": ("add", (250, 17)),
    "what is seven times eight": ("multiply", (7, 8)),
    "add twelve and 30 please": ("add", (12, 30)),
}


def _blob_ok(blob, name, numbers) -> bool:
    if not isinstance(blob, dict) or blob.get("name") != name:
        return False
    args = blob.get("arguments")
    if not isinstance(args, dict) or set(args) != {"x", "y"}:
        return False
    try:
        got = sorted(float(args[k]) for k in ("x", "y"))
    except (TypeError, ValueError):
        return False
    want = sorted(float(n) for n in numbers)
    return all(math.isclose(a, b, rel_tol=1e-9) for a, b in zip(got, want, strict=True))


def _result(name, numbers):
    a, b = numbers
    return a * b if name == "multiply" else a + b


def _parse(text):
    try:
        return JsonOutputParser().parse(text)
    except OutputParserException:
        return None


def rows_for(model, question):
    name, numbers = CASES[question]
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        # 1. prompt | model: the raw blob
        log = CallLog()
        message = (prompt | model).invoke({"input": question}, {"callbacks": [log]})
        ok = _blob_ok(_parse(message.content), name, numbers)
        rows.append((f"{question!r}: prompt | model", verdict(message, ok, log.calls[-1]["limit"]),
                     str(message.content)[:300]))
        # 2. the whole chain with the tool run
        log = CallLog()
        chain = prompt | model | JsonOutputParser() | RunnablePassthrough.assign(output=invoke_tool)
        try:
            out = chain.invoke({"input": question}, {"callbacks": [log]})
            ok = (_blob_ok(out, name, numbers)
                  and math.isclose(float(out["output"]), _result(name, numbers), rel_tol=1e-6))
            shown = json.dumps(out, default=str)[:300]
        except Exception as exc:  # the parser or the tool raised on the model's reply
            ok, shown = False, f"{type(exc).__name__}: {exc}"[:300]
        call = log.calls[0] if log.calls else {"text": "", "limit": ""}
        rows.append((f"{question!r}: chain with invoke_tool", verdict(call["text"], ok, call["limit"]), shown))
    return rows


SCENARIOS = {f"q{i}": (lambda m, q=q: rows_for(m, q)) for i, q in enumerate(CASES)}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_rendered_tools_are_the_notebooks():
    assert rendered_tools == ("multiply(x: float, y: float) -> float - Multiply two numbers together.\n"
                              "add(x: int, y: int) -> int - Add two numbers.")


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        question = str(prompt_text).rsplit("human: ", 1)[-1].strip()
        name, (a, b) = CASES[question]
        return json.dumps({"name": name, "arguments": {"x": a, "y": b}})

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
