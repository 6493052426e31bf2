"""Port: LangGraph tutorial "Add human-in-the-loop controls" (get-started, part 4).

Source: github.com/langchain-ai/langgraph, docs/docs/tutorials/get-started/4-human-in-the-loop.md
at commit 0a3d82e5b47dec4a3dbf252e5c86ed574bf8ed85 (MIT licence).

Kept verbatim: State, the ``human_assistance`` tool (``interrupt({"query": query})``, returns
``human_response["data"]``), ``tools = [tool, human_assistance]``, the chatbot node with its
``assert len(message.tool_calls) <= 1``, ToolNode + tools_condition, MemorySaver, the user input,
the expert's reply and ``Command(resume={"data": human_response})``.
Swapped: ``init_chat_model("anthropic:claude-3-5-sonnet-latest")`` -> the simulator;
``TavilySearch(max_results=2)`` -> ``FakeWebSearch`` named ``tavily_search`` with the
langchain-tavily tool's description (its opening and closing sentences) over invented results.
Added: ``recursion_limit`` 25 on every run; two requests of my own (a human decision about an
invented migration, a news question for the search tool).

Oracles, written before the first simulator run: the request for expert help calls
``human_assistance`` (one call) with a query about building an AI agent, and the run pauses at
``tools``; resumed with the expert's reply, the answer relays it (LangGraph, reliable /
extensible), no dump of the tool message; the invented decision request goes to the human with
its subject, and the answer relays the invented decision; the news question calls the search
tool (not the human) with the subject and answers from the invented result. Anything else must
come with a stated limit.
"""

from typing import Annotated

from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from typing_extensions import TypedDict

from tests.thirdparty._support import (
    DUMP_MARKERS,
    CallLog,
    FakeWebSearch,
    call,
    queued,
    sim_llm,
    stated_limit,
)

TAVILY_DESCRIPTION = (
    "A search engine optimized for comprehensive, accurate, and trusted results. "
    "Useful for when you need to answer questions about current events. "
    "Input should be a search query."
)

RESULTS = [
    {"url": "https://news.example.org/zephyr-9-launch",
     "title": "Zephyr-9 weather satellite reaches orbit after two scrubs",
     "content": "The Zephyr-9 weather satellite launched on 14 March from the Kestrel Point pad and "
                "reached a 705 km sun-synchronous orbit. Two earlier attempts were scrubbed because of "
                "high winds."},
    {"url": "https://news.example.org/harbour-tunnel",
     "title": "Harbour tunnel reopens",
     "content": "The Port Ellis harbour tunnel reopened to traffic after six weeks of repairs."},
]

USER_INPUT = "I need some expert guidance for building an AI agent. Could you request assistance for me?"
HUMAN_RESPONSE = (
    "We, the experts are here to help! We'd recommend you check out LangGraph to build your agent."
    " It's much more reliable and extensible than simple autonomous agents."
)


def build(llm, search):
    from langgraph.checkpoint.memory import MemorySaver
    from langgraph.graph import START, StateGraph
    from langgraph.graph.message import add_messages
    from langgraph.prebuilt import ToolNode, tools_condition
    from langgraph.types import interrupt

    class State(TypedDict):
        messages: Annotated[list, add_messages]

    graph_builder = StateGraph(State)

    @tool
    def human_assistance(query: str) -> str:
        """Request assistance from a human."""
        human_response = interrupt({"query": query})
        return human_response["data"]

    tool_ = search  # tool = TavilySearch(max_results=2)
    tools = [tool_, human_assistance]
    llm_with_tools = llm.bind_tools(tools)

    def chatbot(state: State):
        message = llm_with_tools.invoke(state["messages"])
        # Because we will be interrupting during tool execution,
        # we disable parallel tool calling to avoid repeating any
        # tool invocations when we resume.
        assert len(message.tool_calls) <= 1
        return {"messages": [message]}

    graph_builder.add_node("chatbot", chatbot)

    tool_node = ToolNode(tools=tools)
    graph_builder.add_node("tools", tool_node)

    graph_builder.add_conditional_edges(
        "chatbot",
        tools_condition,
    )
    graph_builder.add_edge("tools", "chatbot")
    graph_builder.add_edge(START, "chatbot")

    memory = MemorySaver()
    graph = graph_builder.compile(checkpointer=memory)
    return graph


def web():
    return FakeWebSearch(name="tavily_search", description=TAVILY_DESCRIPTION, results=RESULTS, k=2)


def stream(graph, inputs, config) -> list:
    last = None
    for event in graph.stream(inputs, {**config, "recursion_limit": 25}, stream_mode="values"):
        if "messages" in event:
            last = event["messages"]
    return last or []


def ask_then_resume(graph, text, answer, thread, log):
    from langgraph.types import Command

    config = {"configurable": {"thread_id": thread}, "callbacks": [log]}
    messages = stream(graph, {"messages": [{"role": "user", "content": text}]}, config)
    snapshot = graph.get_state(config)
    if snapshot.next != ("tools",):
        return messages, None, snapshot
    final = stream(graph, Command(resume={"data": answer}), config)
    return messages, final, snapshot


def human_query(messages) -> str | None:
    ai = messages[-1]
    assert isinstance(ai, AIMessage), ai
    calls = [c for c in ai.tool_calls if c["name"] == "human_assistance"]
    return calls[0]["args"].get("query", "") if calls else None


def assert_relays(final, words) -> None:
    text = final[-1].content if isinstance(final[-1].content, str) else str(final[-1].content)
    assert isinstance(final[-1], AIMessage) and not final[-1].tool_calls, final[-1]
    assert not [m for m in DUMP_MARKERS if m in text], text
    low = text.lower()
    assert all(w.lower() in low for w in words), f"the answer does not relay {words}: {text[:300]!r}"


def test_the_tutorial_request_goes_to_a_human_and_the_answer_relays_the_expert():
    log = CallLog()
    graph = build(sim_llm(), web())
    messages, final, snapshot = ask_then_resume(graph, USER_INPUT, HUMAN_RESPONSE, "1", log)
    if final is None:  # did not ask the human: must say why
        assert log.limits() or stated_limit(str(messages[-1].content)), (snapshot.next, messages[-1])
        return
    query = human_query(messages)
    assert query is not None and "agent" in query.lower(), messages[-1].tool_calls
    if log.limits():
        return
    assert_relays(final, ["LangGraph"])
    assert any(w in final[-1].content.lower() for w in ("reliable", "extensible")), final[-1].content


def test_an_invented_decision_goes_to_a_human_with_its_subject():
    log = CallLog()
    graph = build(sim_llm(), web())
    text = "Please ask a human reviewer whether our team should move the billing service from Go to Rust this year."
    answer = "Stay on Go this year: the billing rewrite would take two quarters and block the audit."
    messages, final, snapshot = ask_then_resume(graph, text, answer, "2", log)
    if final is None:
        assert log.limits() or stated_limit(str(messages[-1].content)), (snapshot.next, messages[-1])
        return
    query = human_query(messages)
    assert query is not None and "billing" in query.lower() and "rust" in query.lower(), messages[-1].tool_calls
    if log.limits():
        return
    assert_relays(final, ["Go", "two quarters"])


def test_a_news_question_uses_the_search_tool_not_the_human():
    log = CallLog()
    search = web()
    graph = build(sim_llm(), search)
    config = {"configurable": {"thread_id": "3"}, "callbacks": [log]}
    messages = stream(graph, {"messages": [{"role": "user", "content":
                      "What's the latest news on the Zephyr-9 satellite launch?"}]}, config)
    assert graph.get_state(config).next == (), "interrupted: the news question went to a human"
    if log.limits() and not search.queries:
        return
    assert search.queries and "zephyr-9" in search.queries[0].lower(), search.queries
    if log.limits():
        return
    assert_relays(messages, ["705"])


def test_wiring_with_an_ideal_model():
    llm = queued(call("human_assistance", query="A user wants expert guidance for building an AI agent."),
                 AIMessage("The experts recommend LangGraph: more reliable and extensible than simple agents."))
    graph = build(llm, web())
    messages, final, snapshot = ask_then_resume(graph, USER_INPUT, HUMAN_RESPONSE, "w", CallLog())
    assert snapshot.next == ("tools",)
    assert "agent" in human_query(messages).lower()
    assert_relays(final, ["LangGraph"])
    llm = queued(call("tavily_search", query="Zephyr-9 satellite launch news"),
                 AIMessage("Zephyr-9 launched on 14 March and reached a 705 km orbit."))
    search = web()
    graph = build(llm, search)
    messages = stream(graph, {"messages": [{"role": "user", "content": "Zephyr-9 news?"}]},
                      {"configurable": {"thread_id": "w2"}})
    assert search.queries and "705" in messages[-1].content
