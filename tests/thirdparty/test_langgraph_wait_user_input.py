"""Port: LangGraph how-to "How to wait for user input", the agent section: a ReAct graph whose
model is bound to a real ``search`` tool and to a mock ``AskHuman`` tool (a Pydantic class);
``should_continue`` routes an ``AskHuman`` call to an ``ask_human`` node that the graph is
compiled to interrupt before (``interrupt_before=["ask_human"]``); the user's reply is written into
the thread as the ``ToolMessage`` of that call with ``update_state(..., as_node="ask_human")`` and
the run resumes with ``stream(None, config)``.

Source: github.com/langchain-ai/langgraph, docs/docs/how-tos/human_in_the_loop/wait-user-input.ipynb
@08a72c72f6ea105dd2b46a86eddf069ebf26ca74 (the "Agent" part).
Kept verbatim: ``search`` (returns "I looked up: {query}. Result: It's sunny in San Francisco, but
you better look out if you're a Gemini 😈."), ``AskHuman`` ("Ask the human a question",
``question: str``), ``should_continue``, ``call_model``, the no-op ``ask_human`` node, the graph
and its compile call with ``MemorySaver``, the notebook's request "Use the search tool to ask the
user where they are, then look up the weather there" and the user's reply "san francisco", and
the ``update_state`` / ``stream(None, config)`` resume.
Swapped: ``ChatOpenAI(model="gpt-4o")`` -> the simulator; ``langchain_core.pydantic_v1`` ->
``pydantic`` (v1 is gone from langchain-core 1.x). Invented: three more requests (the question put
another way with a reply in a sentence; a request that names the city, so no question is needed;
a request for the weather "where I am", which the agent cannot know).

Oracles (written before the first run), per model call:
- before the user has said where they are: ``AskHuman`` with a question about their location (not
  ``search``, and no invented city); when the request names the city: ``search`` with it, no
  ``AskHuman``;
- after the user's reply: ``search`` with a query holding the place the user gave (San Francisco)
  and not the reply's other words as the whole query;
- after the search result: an answer that says it is sunny (in San Francisco), no raw dump;
- or a stated limit.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import MemorySaver
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode
from pydantic import BaseModel

from tests.thirdparty._support import DUMP_MARKERS, CallLog, sim_llm
from tests.thirdparty._verdict import verdict


@tool
def search(query: str):
    """Call to surf the web."""
    # This is a placeholder for the actual implementation
    # Don't let the LLM know this though 😊
    return [
        f"I looked up: {query}. Result: It's sunny in San Francisco, but you better look out if you're a Gemini 😈."
    ]


tools = [search]


class AskHuman(BaseModel):
    """Ask the human a question"""

    question: str


def build_app(llm):
    tool_node = ToolNode(tools)
    model = llm.bind_tools(tools + [AskHuman])

    # Define the function that determines whether to continue or not
    def should_continue(state):
        messages = state["messages"]
        last_message = messages[-1]
        # If there is no function call, then we finish
        if not last_message.tool_calls:
            return "end"
        # If tool call is asking Human, we return that node
        # You could also add logic here to let some system know that there's something that requires Human input
        # For example, send a slack message, etc
        elif last_message.tool_calls[0]["name"] == "AskHuman":
            return "ask_human"
        # Otherwise if there is, we continue
        else:
            return "continue"

    # Define the function that calls the model
    def call_model(state):
        messages = state["messages"]
        response = model.invoke(messages)
        # We return a list, because this will get added to the existing list
        return {"messages": [response]}

    # We define a fake node to ask the human
    def ask_human(state):
        pass

    # Define a new graph
    workflow = StateGraph(MessagesState)

    # Define the three nodes we will cycle between
    workflow.add_node("agent", call_model)
    workflow.add_node("action", tool_node)
    workflow.add_node("ask_human", ask_human)

    # Set the entrypoint as `agent`
    # This means that this node is the first one called
    workflow.add_edge(START, "agent")

    workflow.add_conditional_edges(
        "agent",
        should_continue,
        {
            # If `tools`, then we call the tool node.
            "continue": "action",
            # We may ask the human
            "ask_human": "ask_human",
            # Otherwise we finish.
            "end": END,
        },
    )

    # We now add a normal edge from `tools` to `agent`.
    workflow.add_edge("action", "agent")

    # After we get back the human response, we go back to the agent
    workflow.add_edge("ask_human", "agent")

    memory = MemorySaver()

    # We add a breakpoint BEFORE the `ask_human` node so it never executes
    return workflow.compile(checkpointer=memory, interrupt_before=["ask_human"])


# --- the requests and their oracles -----------------------------------------------------------------

# request, the user's reply when asked (None: nothing to ask), the place the search must name
REQUESTS = {
    "notebook": ("Use the search tool to ask the user where they are, then look up the weather there",
                 "san francisco", "san francisco"),
    "reply_in_a_sentence": ("Find out from the user which city they are in, then search for the weather in that city.",
                            "I'm in San Francisco right now.", "san francisco"),
    "city_given": ("Search for the weather in San Francisco.", None, "san francisco"),
    "where_i_am": ("What's the weather like where I am?", "san francisco", "san francisco"),
}
LOCATION_WORDS = ("where", "location", "city", "located", "which place", "what place")


def run(llm, key):
    request, reply, _ = REQUESTS[key]
    app = build_app(llm)
    config = {"configurable": {"thread_id": "2"}, "callbacks": [CallLog()]}
    log = config["callbacks"][0]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for _ in app.stream({"messages": [HumanMessage(content=request)]}, config, stream_mode="values"):
            pass
        state = app.get_state(config)
        asked = bool(state.next) and state.next[0] == "ask_human"
        if asked and reply is not None:
            tool_call_id = state.values["messages"][-1].tool_calls[0]["id"]
            # We now create the tool call with the id and the response we want
            tool_message = [{"tool_call_id": tool_call_id, "type": "tool", "content": reply}]
            app.update_state(config, {"messages": tool_message}, as_node="ask_human")
            for _ in app.stream(None, config, stream_mode="values"):
                pass
    return log


def rows_for(llm, key):
    request, reply, place = REQUESTS[key]
    log = run(llm, key)
    rows = []
    seen = "request"  # what the model saw last: "request", "reply" or "result"
    for i, c in enumerate(log.calls):
        calls = c["tool_calls"]
        names = [tc["name"] for tc in calls]
        if seen == "request":
            if reply is None:
                ok = names == ["search"] and place in str(calls[0]["args"].get("query", "")).lower()
            else:
                q = str(calls[0]["args"].get("question", "")).lower() if names == ["AskHuman"] else ""
                ok = names == ["AskHuman"] and any(w in q for w in LOCATION_WORDS) and place not in q
        elif seen == "reply":
            query = str(calls[0]["args"].get("query", "")).lower() if names == ["search"] else ""
            ok = names == ["search"] and place in query and "i'm in" not in query
        else:
            ok = not calls and "sunny" in c["text"].lower() and not any(m in c["text"] for m in DUMP_MARKERS)
        rows.append((f"{key}: call {i + 1} after the {seen}", verdict(c["text"], ok, c["limit"]),
                     f"{calls} {c['text'][:150]!r}"))
        if names == ["AskHuman"]:
            seen = "reply"
        elif names:
            seen = "result"
    return rows


def s_notebook(llm):
    return rows_for(llm, "notebook")


def s_invented(llm):
    return [row for key in REQUESTS if key != "notebook" for row in rows_for(llm, key)]


SCENARIOS = {"notebook": s_notebook, "invented": s_invented}


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
    from tests.thirdparty._support import ScriptedChatModel, call

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        key = next(k for k, r in REQUESTS.items() if r[0] in text)
        if "It's sunny" in text:
            return AIMessage("It's sunny in San Francisco.")
        if "\ntool: " in text or REQUESTS[key][1] is None:
            return call("search", query="weather in San Francisco")
        return call("AskHuman", question="Where are you located?")

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
