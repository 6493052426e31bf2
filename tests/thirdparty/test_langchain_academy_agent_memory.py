"""Port: LangChain Academy, module 1, "agent-memory" (an arithmetic ReAct agent, with and without
a checkpointer).

Source: github.com/langchain-ai/langchain-academy, module-1/agent-memory.ipynb at commit
fa15bec4a51c541c40c261586b037c9d134977b1 (MIT licence).

Kept verbatim: the three tools (multiply, add, divide, with their docstrings), the system
message, the assistant node, the graph (ToolNode + tools_condition), MemorySaver and the two
turns "Add 3 and 4." / "Multiply that by 2.". Swapped: ``ChatOpenAI(model="gpt-4o")`` -> the
simulator. The notebook's point: without memory the second turn has no "that"; with it, 14.
"""

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from tests.thirdparty._support import CallLog, call, queued, sim_llm, stated_limit, tool_calls


def multiply(a: int, b: int) -> int:
    """Multiply a and b.

    Args:
        a: first int
        b: second int
    """
    return a * b


# This will be a tool
def add(a: int, b: int) -> int:
    """Adds a and b.

    Args:
        a: first int
        b: second int
    """
    return a + b


def divide(a: int, b: int) -> float:
    """Divide a and b.

    Args:
        a: first int
        b: second int
    """
    return a / b


def build(llm, checkpointer=None):
    from langgraph.graph import START, MessagesState, StateGraph
    from langgraph.prebuilt import ToolNode, tools_condition

    tools = [add, multiply, divide]
    llm_with_tools = llm.bind_tools(tools)

    # System message
    sys_msg = SystemMessage(content="You are a helpful assistant tasked with performing arithmetic on a set of inputs.")

    # Node
    def assistant(state: MessagesState):
        return {"messages": [llm_with_tools.invoke([sys_msg] + state["messages"])]}

    builder = StateGraph(MessagesState)
    builder.add_node("assistant", assistant)
    builder.add_node("tools", ToolNode(tools))
    builder.add_edge(START, "assistant")
    builder.add_conditional_edges("assistant", tools_condition)
    builder.add_edge("tools", "assistant")
    return builder.compile(checkpointer=checkpointer)


def turn(graph, text, config):
    out = graph.invoke({"messages": [HumanMessage(content=text)]}, {**config, "recursion_limit": 25})
    return out["messages"]


def test_with_memory_that_is_the_previous_result():
    from langgraph.checkpoint.memory import MemorySaver

    graph = build(sim_llm(), MemorySaver())
    log = CallLog()
    config = {"configurable": {"thread_id": "1"}, "callbacks": [log]}
    first = turn(graph, "Add 3 and 4.", config)
    assert tool_calls(first) == [{"name": "add", "args": {"a": 3, "b": 4}}]
    assert "7" in first[-1].content
    second = turn(graph, "Multiply that by 2.", config)
    new_calls = tool_calls(second)[1:]
    assert new_calls == [{"name": "multiply", "args": {"a": 7, "b": 2}}], new_calls
    assert "14" in second[-1].content


def test_without_memory_that_is_unknown_a_call_with_a_guess_is_wrong():
    graph = build(sim_llm())
    log = CallLog()
    msgs = turn(graph, "Multiply that by 2.", {"callbacks": [log]})
    calls = tool_calls(msgs)
    # a real model asks what "that" is (or, at worst, guesses); the simulator must not invent an
    # operand silently: no call, or a stated limit
    assert not calls or log.limits(), calls
    assert stated_limit(msgs[-1].content) or "?" in msgs[-1].content or not calls, msgs[-1].content


def test_the_academy_chain_of_three_operations():
    graph = build(sim_llm())
    msgs = turn(graph, "Add 3 and 4. Multiply the output by 2. Divide the output by 5", {})
    names = [c["name"] for c in tool_calls(msgs)]
    assert names == ["add", "multiply", "divide"], tool_calls(msgs)
    assert "2.8" in msgs[-1].content


def test_wiring_with_an_ideal_model():
    from langgraph.checkpoint.memory import MemorySaver

    llm = queued(call("add", a=3, b=4), AIMessage("3 + 4 = 7."), call("multiply", a=7, b=2), AIMessage("14."))
    graph = build(llm, MemorySaver())
    config = {"configurable": {"thread_id": "1"}}
    assert "7" in turn(graph, "Add 3 and 4.", config)[-1].content
    assert "14" in turn(graph, "Multiply that by 2.", config)[-1].content
