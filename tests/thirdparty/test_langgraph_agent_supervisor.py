"""Port: LangGraph tutorial "Multi-agent supervisor", section 3 "Create supervisor from scratch"
(a supervisor ReAct agent with handoff tools that return ``Command(goto=..., graph=Command.PARENT)``,
a research agent with web search, a math agent with add / multiply / divide).

Source: github.com/langchain-ai/langgraph, docs/docs/tutorials/multi_agent/agent_supervisor.md at
commit 01cb2a6f968dc70bddb31afb5f2429a99599b7f0 (MIT licence).

Kept verbatim: the three agents' prompts and names, the math tools (docstrings), the math agent's
own example "what's (3 + 5) x 7", ``create_handoff_tool`` and the two handoff tools with their
descriptions, the supervisor graph (``add_node(supervisor_agent, destinations=...)``, the edges
back to the supervisor) and the question.
Swapped: ``model="openai:gpt-4.1"`` -> the simulator (each ``create_react_agent``);
``TavilySearch(max_results=3)`` -> ``FakeWebSearch`` named ``tavily_search`` (the langchain-tavily
description's opening and closing sentences) over two results whose figures are the ones the
tutorial's own printed run shows (US 2024 GDP USD 29,185 billion; New York State USD 2.297
trillion), so the expected share is 2.297 / 29.185 = 7.87 %. Added: ``recursion_limit`` 25.

Oracles, written before the first simulator run: the math agent's example calls add(3, 5) then
multiply(8, 7) and answers 56; the supervisor hands the question to the research agent first, which
searches for the GDP figures (and does no math); the math agent is then given the work and calls
``divide`` with the two figures; the final answer states about 7.87 % (7.8-7.9). A step that
cannot do its part must state a limit, and no percentage is stated without a division.
"""

from typing import Annotated

import pytest
from langchain_core.messages import AIMessage
from langchain_core.tools import InjectedToolCallId, tool

from tests.thirdparty._support import CallLog, FakeWebSearch, call, queued, sim_llm

TAVILY_DESCRIPTION = (
    "A search engine optimized for comprehensive, accurate, and trusted results. "
    "Useful for when you need to answer questions about current events. "
    "Input should be a search query."
)
RESULTS = [
    {"url": "https://www.focus-economics.com/countries/united-states/",
     "title": "United States Economy Overview - Focus Economics",
     "content": "The United States recorded a nominal GDP of USD 29,185 billion in 2024, or $29.185 trillion."},
    {"url": "https://www.example.org/new-york-state-economy-2024",
     "title": "New York State GDP 2024",
     "content": "New York State's GDP was $2.297 trillion in 2024, the third largest of any US state."},
]
QUESTION = "find US and New York state GDP in 2024. what % of US GDP was New York state?"


def add(a: float, b: float):
    """Add two numbers."""
    return a + b


def multiply(a: float, b: float):
    """Multiply two numbers."""
    return a * b


def divide(a: float, b: float):
    """Divide two numbers."""
    return a / b


def web():
    return FakeWebSearch(name="tavily_search", description=TAVILY_DESCRIPTION, results=RESULTS, k=3)


def build_math_agent(model):
    from langgraph.prebuilt import create_react_agent

    return create_react_agent(
        model=model,
        tools=[add, multiply, divide],
        prompt=(
            "You are a math agent.\n\n"
            "INSTRUCTIONS:\n"
            "- Assist ONLY with math-related tasks\n"
            "- After you're done with your tasks, respond to the supervisor directly\n"
            "- Respond ONLY with the results of your work, do NOT include ANY other text."
        ),
        name="math_agent",
    )


def build(model, web_search):
    from langgraph.graph import END, START, MessagesState, StateGraph
    from langgraph.prebuilt import InjectedState, create_react_agent
    from langgraph.types import Command

    research_agent = create_react_agent(
        model=model,
        tools=[web_search],
        prompt=(
            "You are a research agent.\n\n"
            "INSTRUCTIONS:\n"
            "- Assist ONLY with research-related tasks, DO NOT do any math\n"
            "- After you're done with your tasks, respond to the supervisor directly\n"
            "- Respond ONLY with the results of your work, do NOT include ANY other text."
        ),
        name="research_agent",
    )
    math_agent = build_math_agent(model)

    def create_handoff_tool(*, agent_name: str, description: str | None = None):
        name = f"transfer_to_{agent_name}"
        description = description or f"Ask {agent_name} for help."

        @tool(name, description=description)
        def handoff_tool(
            state: Annotated[MessagesState, InjectedState],
            tool_call_id: Annotated[str, InjectedToolCallId],
        ) -> Command:
            tool_message = {
                "role": "tool",
                "content": f"Successfully transferred to {agent_name}",
                "name": name,
                "tool_call_id": tool_call_id,
            }
            return Command(
                goto=agent_name,
                update={**state, "messages": state["messages"] + [tool_message]},
                graph=Command.PARENT,
            )

        return handoff_tool

    # Handoffs
    assign_to_research_agent = create_handoff_tool(
        agent_name="research_agent",
        description="Assign task to a researcher agent.",
    )

    assign_to_math_agent = create_handoff_tool(
        agent_name="math_agent",
        description="Assign task to a math agent.",
    )

    supervisor_agent = create_react_agent(
        model=model,
        tools=[assign_to_research_agent, assign_to_math_agent],
        prompt=(
            "You are a supervisor managing two agents:\n"
            "- a research agent. Assign research-related tasks to this agent\n"
            "- a math agent. Assign math-related tasks to this agent\n"
            "Assign work to one agent at a time, do not call agents in parallel.\n"
            "Do not do any work yourself."
        ),
        name="supervisor",
    )

    supervisor = (
        StateGraph(MessagesState)
        # NOTE: `destinations` is only needed for visualization and doesn't affect runtime behavior
        .add_node(supervisor_agent, destinations=("research_agent", "math_agent", END))
        .add_node(research_agent)
        .add_node(math_agent)
        .add_edge(START, "supervisor")
        # always return back to the supervisor
        .add_edge("research_agent", "supervisor")
        .add_edge("math_agent", "supervisor")
        .compile()
    )
    return supervisor


def ai_calls(messages, agent=None):
    return [(m.name, c["name"], c["args"]) for m in messages if isinstance(m, AIMessage)
            for c in m.tool_calls if agent is None or m.name == agent]


def test_the_math_agent_alone():
    log = CallLog()
    out = build_math_agent(sim_llm()).invoke(
        {"messages": [{"role": "user", "content": "what's (3 + 5) x 7"}]}, {"recursion_limit": 25, "callbacks": [log]})
    if log.limits():
        assert "56" not in out["messages"][-1].content or ai_calls(out["messages"]), out["messages"][-1]
        return
    assert [(n, a) for _, n, a in ai_calls(out["messages"])] == [("add", {"a": 3, "b": 5}), ("multiply", {"a": 8, "b": 7})]
    assert "56" in out["messages"][-1].content


def test_the_supervisor_researches_then_divides():
    log = CallLog()
    search = web()
    out = build(sim_llm(), search).invoke({"messages": [{"role": "user", "content": QUESTION}]},
                                          {"recursion_limit": 25, "callbacks": [log]})
    messages = out["messages"]
    calls = ai_calls(messages)
    final = messages[-1].content if isinstance(messages[-1].content, str) else str(messages[-1].content)
    divided = [a for name, tool_name, a in calls if tool_name == "divide"]
    if "%" in final or "percent" in final.lower():
        assert divided, f"a percentage with no division: {final!r}"
    if log.limits():
        return
    assert calls and calls[0][1] == "transfer_to_research_agent", calls
    assert search.queries and "gdp" in " ".join(search.queries).lower(), search.queries
    assert not [c for c in calls if c[0] == "research_agent" and c[1] in ("add", "multiply", "divide")]
    assert divided, calls
    assert any(s in final for s in ("7.87", "7.9", "7.8")), final


def test_wiring_with_an_ideal_model():
    def script(prompt, _schema, tools):
        names = [t["name"] for t in tools]
        if "transfer_to_research_agent" in names:
            if "divide" not in prompt.split("Successfully transferred to math_agent")[-1] and "math_agent" not in prompt:
                return call("transfer_to_research_agent") if "research_agent" not in prompt else call("transfer_to_math_agent")
            if "7.87" in prompt:
                return AIMessage("New York State was about 7.87% of US GDP in 2024.")
            return call("transfer_to_math_agent")
        if "tavily_search" in names:
            if "29,185" in prompt:
                return AIMessage("US 2024 GDP: $29.185 trillion. New York State 2024 GDP: $2.297 trillion.")
            return call("tavily_search", query="US and New York state GDP 2024")
        if "divide" in names:
            if "0.0787" in prompt:
                return AIMessage("7.87%")
            return call("divide", a=2.297, b=29.185)
        raise AssertionError(names)

    from course_lib.models.testing import ScriptedChatModel

    out = build(ScriptedChatModel(script=script), web()).invoke(
        {"messages": [{"role": "user", "content": QUESTION}]}, {"recursion_limit": 25})
    assert "7.87" in out["messages"][-1].content
    assert [c[1] for c in ai_calls(out["messages"])] == [
        "transfer_to_research_agent", "tavily_search", "transfer_to_math_agent", "divide"]
    math = build_math_agent(queued(call("add", a=3, b=5), call("multiply", a=8, b=7), AIMessage("56")))
    assert "56" in math.invoke({"messages": [{"role": "user", "content": "what's (3 + 5) x 7"}]})["messages"][-1].content


pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
