# ruff: noqa: E501, UP007, UP035
"""Port: a learner's "Unit Converter Agent (LangGraph + LangChain Tools)": a hand-built loop
(``Model`` <-> ``ToolNode``) with three tools whose docstrings say little (one line each, no
argument descriptions): ``convert_temperature(temperature, from_unit, to_unit)``,
``convert_distance(distance, from_unit, to_unit)`` and ``convert_currency(value, from_unit,
to_unit)``, and a system prompt that limits it to those three kinds of query.

Source: github.com/TheJayesh25/unit-converter-ai-agent, ``agent.py`` @41a689b788382577c5dc30f33ecb5cdafc00cb33
(README @933c9f8 for the example queries). Kept verbatim: ``AgentState``, the three tools (docstrings
and bodies), the system prompt, ``model_call``, ``should_continue`` and the graph (``ToolNode(tools)`` with ``handle_tool_errors=True``, which was
``ToolNode``'s default when the program was written: an exception in a tool comes back to the model
as a ToolMessage). The program's own bug is kept: ``convert_temperature`` returns ``round(None)``
for a Celsius target (its helper has no Celsius branch), so every conversion *to* Celsius is a
tool error that the model sees. Swapped:
``ChatOpenAI(model='gpt-4o')`` -> the simulator; the ExchangeRate API that ``convert_currency``
calls with ``requests.get`` -> ``_OfflineRates``, a stand-in with the same ``get(...).json()``
shape over a small fixed table of rates (made up, of the right size), so the tool body runs as
written offline; the ``input()`` loop -> the queries below. Queries: the README's six, and four
invented (an out-of-scope question, kelvin, metres to feet, km to miles).

Oracles (written before the first run), per model call:
- a tool call: the tool of the query's kind, with arguments the tool accepts that give the
  expected value (the tool is run on them, within 0.1 %; for a temperature, a correct reference
  converter with the tool's unit names, since the tool itself fails for Celsius);
- the final answer: states the expected value (rounded to 2 decimals or more, any format), or,
  after the tool's error, says the conversion failed; no raw reprs; for the out-of-scope question, no tool call and a reply that it is outside its scope
  (or a stated limit);
- or a stated limit (no call, or a reply that says so).

First sight (de7c145, before any simulator change; ``python -W ignore -m
tests.thirdparty._first_sight_twentieth unit_converter``): 18 calls, 12 right / 6 stated a limit /
0 silently wrong. The currency queries called ``convert_distance`` with empty units (a stated
limit); "I ran 10 km this morning. How far is that in miles?" and the out-of-scope question were
stated limits; the Celsius conversions were reported as the tool's error (right: the tool fails).

After (same command): 19 calls, 18 right / 1 stated a limit / 0 silently wrong. The currency
queries call ``convert_currency(100, "USD", "INR")`` (a money tool's ``*_unit`` fields are
currency fields, ``tests/sim/test_currency_unit_fields.py``); "I ran 10 km this morning. How far
is that in miles?" calls ``convert_distance(10, "km", "miles")`` (``tests/sim/test_extent_conversions.py``).
Left as a stated limit: the out-of-scope question (a real model would decline politely, as the
system prompt asks).
"""

from __future__ import annotations

import os
import re
import warnings
from typing import Annotated, Sequence, TypedDict, Union

import pytest
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.graph import END, START, StateGraph
from langgraph.graph.message import add_messages
from langgraph.prebuilt import ToolNode

from tests.thirdparty._support import RECURSION_LIMIT, CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the offline stand-in for the ExchangeRate API -----------------------------------------------

_RATES = {  # made-up rates of the right size, per 1 unit of the base currency
    "USD": {"USD": 1.0, "INR": 83.0, "EUR": 0.92, "JPY": 150.0, "GBP": 0.79},
    "EUR": {"EUR": 1.0, "USD": 1.087, "JPY": 162.5, "INR": 90.2, "GBP": 0.86},
}


class _OfflineRates:
    """``requests`` as ``convert_currency`` uses it: ``get(url, timeout)`` -> ``.json()``."""

    class exceptions:  # noqa: N801 (requests' own name)
        RequestException = OSError

    class _Response:
        def __init__(self, base):
            self.base = base

        def raise_for_status(self):
            if self.base not in _RATES:
                raise OSError(f"404 unsupported base {self.base}")

        def json(self):
            return {"conversion_rates": _RATES[self.base]}

    @classmethod
    def get(cls, url, timeout=5):
        return cls._Response(url.rsplit("/", 1)[-1])


requests = _OfflineRates

# --- the program -----------------------------------------------------------------------------------


class AgentState(TypedDict):
    messages: Annotated[Sequence[BaseMessage], add_messages]


@tool
def convert_temperature(temperature: float, from_unit: str, to_unit: str) -> float:
    """This function converts temperature from one unit to another using Celsius as base"""

    ### HELPER FUNCTION
    def conversion(value_in_celsius, to_unit):
        if to_unit in ['fahrenheit', 'f']:
            return (value_in_celsius * 9/5) + 32

        if to_unit in ['kelvin', 'k']:
            return value_in_celsius + 273.15

    from_unit = from_unit.lower().strip()
    to_unit = to_unit.lower().strip()

    value_in_celsius = temperature

    if from_unit in ['fahrenheit', 'f']:
        value_in_celsius = (temperature - 32) * 5/9

    if from_unit in ['kelvin', 'k']:
        value_in_celsius = temperature - 273.15

    converted_value = conversion(value_in_celsius, to_unit)
    return round(converted_value, 6)


@tool
def convert_distance(distance: float, from_unit: str, to_unit: str) -> float:
    """Converts distance from one unit to another using meters as base."""
    unit_aliases = {
        # Metric
        "millimeter": "mm", "millimetre": "mm", "millimeters": "mm", "millimetres": "mm", "mm": "mm",
        "centimeter": "cm", "centimetre": "cm", "centimeters": "cm", "centimetres": "cm", "cm": "cm",
        "meter": "m", "metre": "m", "meters": "m", "metres": "m", "m": "m",
        "kilometer": "km", "kilometre": "km", "kilometers": "km", "kilometres": "km", "km": "km", "kms": "km",

        # Imperial
        "inch": "inch", "inches": "inch", "in": "inch",
        "foot": "foot", "feet": "foot", "ft": "foot",
        "yard": "yard", "yards": "yard", "yd": "yard",
        "mile": "mile", "miles": "mile", "mi": "mile"
    }

    from_unit = unit_aliases.get(from_unit.lower().strip(), from_unit.lower().strip())
    to_unit = unit_aliases.get(to_unit.lower().strip(), to_unit.lower().strip())

    unit_to_meter = {
        "mm": 1e-3,
        "cm": 1e-2,
        "m": 1,
        "km": 1e3,
        "inch": 0.0254,
        "foot": 0.3048,
        "yard": 0.9144,
        "mile": 1609.34
    }

    if from_unit not in unit_to_meter or to_unit not in unit_to_meter:
        return f"Sorry, conversion from {from_unit} to {to_unit} is not supported yet."

    # Convert from source unit to meters
    value_in_meters = distance * unit_to_meter[from_unit]

    # Convert from meters to target unit
    converted_value = value_in_meters / unit_to_meter[to_unit]

    return round(converted_value, 6)  # rounded for neatness


@tool
def convert_currency(value: float, from_unit: str, to_unit: str) -> Union[float, str]:
    """Converts currency from one unit to another using ExchangeRate API."""
    from_unit = from_unit.upper().strip()
    to_unit = to_unit.upper().strip()

    try:
        API_KEY = os.getenv("EXCHANGE_RATE_API_KEY")
        url = f"https://v6.exchangerate-api.com/v6/{API_KEY}/latest/{from_unit}"
        response = requests.get(url, timeout=5)

        response.raise_for_status()  # Raises HTTPError for bad status codes

        data = response.json()
        conversion_rate = data["conversion_rates"].get(to_unit)

        if conversion_rate is None:
            return f"Sorry, currency code '{to_unit}' not supported."

        return round(value * conversion_rate, 6)

    except requests.exceptions.RequestException as e:
        return f"Network error: {e}"
    except KeyError:
        return "Unexpected response format from currency API."
    except Exception as e:
        return f"Something went wrong: {e}"


tools = [convert_temperature, convert_distance, convert_currency]


def build(llm):
    llm = llm.bind_tools(tools)

    def model_call(state: AgentState) -> AgentState:
        system_prompt = SystemMessage(content="You are an intelligent unit conversion assistant. \
    You ONLY respond to valid temperature, distance, or currency conversion queries. \
    If the query doesn't relate to those, respond politely saying it's not within your scope. \
    convert_temperature, convert_distance and convert_currency are the three tools made available to you. \
    You make use of these tools for temperature, distance and currency conversion related tasks.")

        response = llm.invoke([system_prompt] + state['messages'])
        return {'messages': [response]}

    def should_continue(state: AgentState):
        messages = state["messages"]
        last_message = messages[-1]
        if not last_message.tool_calls:
            return "end"
        else:
            return "continue"

    graph = StateGraph(AgentState)
    graph.add_node('Model', model_call)
    graph.add_node('Tools', ToolNode(tools, handle_tool_errors=True))  # the default of the program's time
    graph.add_conditional_edges(
        'Model',
        should_continue,
        {
            'continue': 'Tools',
            'end': END
        }
    )
    graph.add_edge('Tools', 'Model')
    graph.add_edge(START, 'Model')
    return graph.compile()


# --- inputs and oracles -------------------------------------------------------------------------------

# name -> (query, the tool it needs, the expected value); tool None: out of scope
QUERIES = {
    "f_to_c": ("Convert 100 Fahrenheit to Celsius", "convert_temperature", 37.777778),
    "miles_to_km": ("How many kilometers are in 50 miles?", "convert_distance", 80.467),
    "usd_to_inr": ("Convert 100 USD to INR", "convert_currency", 8300.0),
    "f_to_c_short": ("Convert 212 F to C", "convert_temperature", 100.0),
    "km_in_miles": ("How many kilometers is 3 miles?", "convert_distance", 4.82802),
    "eur_to_jpy": ("Convert 500 EUR to JPY", "convert_currency", 81250.0),
    # invented
    "out_of_scope": ("Who painted the ceiling of the Sistine Chapel?", None, None),
    "kelvin": ("What is 300 kelvin in celsius?", "convert_temperature", 26.85),
    "metres_to_feet": ("How many feet are there in 2 metres?", "convert_distance", 6.56168),
    "km_to_miles": ("I ran 10 km this morning. How far is that in miles?", "convert_distance", 6.213712),
}

_SCOPE = re.compile(r"scope|only (?:help|respond|handle|answer)|can(?:'t|not) help|unable to help|not able to help|temperature, distance", re.I)
_DUMP = ("tool_call", "ToolMessage(", "{'", "[{")


def _numbers(text: str) -> list[float]:
    return [float(n.replace(",", "")) for n in re.findall(r"\d+(?:,\d{3})*(?:\.\d+)?", text)]


def _close(value, expected, rel=1e-3) -> bool:
    try:
        return abs(float(value) - expected) <= max(rel * abs(expected), 0.006)
    except (TypeError, ValueError):
        return False


def _run(call):
    try:
        return {t.name: t for t in tools}[call["name"]].invoke(call["args"])
    except Exception:  # noqa: BLE001 (arguments the tool rejects)
        return None


_T_UNITS = {"celsius": "c", "c": "c", "fahrenheit": "f", "f": "f", "kelvin": "k", "k": "k"}


def _reference_temperature(args):
    """What ``convert_temperature`` computes when it works, with its unit names; None for others."""
    try:
        t = float(args["temperature"])
        a, b = (_T_UNITS.get(str(args[k]).lower().strip()) for k in ("from_unit", "to_unit"))
    except (KeyError, TypeError, ValueError):
        return None
    if a is None or b is None:
        return None
    c = {"c": t, "f": (t - 32) * 5 / 9, "k": t - 273.15}[a]
    return {"c": c, "f": c * 9 / 5 + 32, "k": c + 273.15}[b]


_FAILED = re.compile(r"error|fail|could(?:n't| not)|unable|not able|went wrong", re.I)


def rows_query(model, name):
    query, wanted_tool, expected = QUERIES[name]
    log = CallLog()
    app = build(model)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            final = app.invoke({"messages": [HumanMessage(content=query)]},
                               {"recursion_limit": RECURSION_LIMIT, "callbacks": [log]})
        except Exception as exc:  # recursion limit
            return [(f"{name} run", "limit" if log.limits() else "wrong", f"{type(exc).__name__}: {exc}"[:200])]
    rows = []
    ai = [m for m in final["messages"] if isinstance(m, AIMessage)]
    for i, (msg, call) in enumerate(zip(ai, log.calls, strict=True)):
        if msg.tool_calls:
            oks = []
            for c in msg.tool_calls:
                if c["name"] != wanted_tool:
                    oks.append(False)
                    continue
                value = _reference_temperature(c["args"]) if c["name"] == "convert_temperature" else _run(c)
                oks.append(_close(value, expected))
            text = "; ".join(f"{c['name']}({c['args']})" for c in msg.tool_calls)
            rows.append((f"{name} #{i + 1} tool call", verdict(msg, all(oks), call["limit"]), text[:200]))
        else:
            text = msg.text
            if wanted_tool is None:
                ok = bool(_SCOPE.search(text)) and not any(m.tool_calls for m in ai)
            else:
                errored = any(isinstance(m, ToolMessage) and "Error" in str(m.content) for m in final["messages"])
                ok = any(_close(n, expected, rel=5e-3) for n in _numbers(text)) or (errored and bool(_FAILED.search(text)))
            ok = ok and not any(d in text for d in _DUMP)
            rows.append((f"{name} #{i + 1} answer", verdict(msg, ok, call["limit"]), text[:200]))
    return rows


SCENARIOS = {f"query_{n}": (lambda m, n=n: rows_query(m, n)) for n in QUERIES}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


_IDEAL = {
    "Convert 100 Fahrenheit to Celsius": (("convert_temperature", {"temperature": 100, "from_unit": "fahrenheit", "to_unit": "celsius"}), "100 °F is about 37.78 °C."),
    "How many kilometers are in 50 miles?": (("convert_distance", {"distance": 50, "from_unit": "miles", "to_unit": "km"}), "50 miles is 80.47 kilometers."),
    "Convert 100 USD to INR": (("convert_currency", {"value": 100, "from_unit": "USD", "to_unit": "INR"}), "100 USD is 8300 INR."),
    "Convert 212 F to C": (("convert_temperature", {"temperature": 212, "from_unit": "f", "to_unit": "c"}), "212 °F is 100 °C."),
    "How many kilometers is 3 miles?": (("convert_distance", {"distance": 3, "from_unit": "mile", "to_unit": "km"}), "3 miles is 4.83 km."),
    "Convert 500 EUR to JPY": (("convert_currency", {"value": 500, "from_unit": "EUR", "to_unit": "JPY"}), "500 EUR is 81,250 JPY."),
    "Who painted the ceiling of the Sistine Chapel?": (None, "Sorry, that is not within my scope: I only handle temperature, distance and currency conversions."),
    "What is 300 kelvin in celsius?": (("convert_temperature", {"temperature": 300, "from_unit": "kelvin", "to_unit": "celsius"}), "300 K is 26.85 °C."),
    "How many feet are there in 2 metres?": (("convert_distance", {"distance": 2, "from_unit": "m", "to_unit": "ft"}), "2 metres is 6.56 feet."),
    "I ran 10 km this morning. How far is that in miles?": (("convert_distance", {"distance": 10, "from_unit": "km", "to_unit": "miles"}), "10 km is about 6.21 miles."),
}


def _ideal_script(prompt_text, _schema, _tools):
    text = str(prompt_text)
    call, answer = next(v for q, v in _IDEAL.items() if q in text)
    if call is None or "\ntool: " in text:
        return answer
    return AIMessage(content="", tool_calls=[{"name": call[0], "args": call[1], "id": "call_1"}])


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
