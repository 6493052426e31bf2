"""Port: the LangGraph README's quickstart agent (``create_react_agent`` with one ``get_weather``
function) and the same agent with the tools people add next: arithmetic functions and a stock
price lookup, asked the way people type (lower case, "sf", two cities at once).

Source: github.com/langchain-ai/langgraph, README.md ("Get started": ``get_weather`` returning
"It's always sunny in {city}!", ``prompt="You are a helpful assistant"``, the question "what is
the weather in sf"), commit fbcb8a9 of the snapshot used by the other LangGraph ports.
Swapped: ``model="anthropic:claude-3-7-sonnet-latest"`` -> the simulator. The arithmetic and
stock tools are ours, written the way the LangChain docs write their tool examples.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from tests.thirdparty._support import sim_llm


def get_weather(city: str) -> str:
    """Get weather for a given city."""
    return f"It's always sunny in {city}!"


@tool
def multiply(a: int, b: int) -> int:
    """Multiply a and b."""
    return a * b


@tool
def add(a: int, b: int) -> int:
    """Adds a and b."""
    return a + b


@tool
def get_stock_price(ticker: str) -> float:
    """Get the latest stock price for a ticker symbol like AAPL."""
    return 187.25


def _agent(tools):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # create_react_agent moved to langchain.agents in v1
        from langgraph.prebuilt import create_react_agent

        return create_react_agent(model=sim_llm(), tools=tools, prompt="You are a helpful assistant")


def _run(agent, text):
    out = agent.invoke({"messages": [{"role": "user", "content": text}]}, {"recursion_limit": 25})
    calls = [(c["name"], c["args"]) for m in out["messages"] for c in (getattr(m, "tool_calls", None) or [])]
    return calls, out["messages"][-1].content


def test_readme_question():
    calls, answer = _run(_agent([get_weather]), "what is the weather in sf")
    assert calls == [("get_weather", {"city": "sf"})]
    assert answer == "It's always sunny in sf!"


@pytest.mark.parametrize(
    ("text", "cities"),
    [
        ("what's the weather in new york?", ["new york"]),
        ("Weather in Lisbon today?", ["Lisbon"]),
        ("weather in paris and london right now?", ["paris", "london"]),
        ("is it sunny in paris and london right now", ["paris", "london"]),
    ],
)
def test_weather_in_any_case_and_for_two_cities(text, cities):
    calls, answer = _run(_agent([get_weather, multiply, add, get_stock_price]), text)
    assert calls == [("get_weather", {"city": c}) for c in cities]
    for c in cities:
        assert f"sunny in {c}" in answer


def test_chained_arithmetic_follows_precedence():
    calls, answer = _run(_agent([get_weather, multiply, add, get_stock_price]), "What is 3 times 4, plus 10?")
    assert calls == [("multiply", {"a": 3, "b": 4}), ("add", {"a": 12, "b": 10})]
    assert "22" in answer


@pytest.mark.parametrize("text", ["What's the price of MSFT?", "how is $MSFT trading today", "MSFT stock price please"])
def test_stock_price_by_ticker(text):
    calls, answer = _run(_agent([get_weather, multiply, add, get_stock_price]), text)
    assert calls == [("get_stock_price", {"ticker": "MSFT"})]
    assert "187.25" in answer
