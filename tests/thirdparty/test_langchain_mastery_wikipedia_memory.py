# ruff: noqa: E501
"""Port: "LangChain Mastery" tutorial 13, a Wikipedia chatbot in LangGraph with conversation
memory (``wikipedia_chatbot_graph.py``): a ``chatbot`` node with the tool-bound model,
``ToolNode``, ``tools_condition``, ``MemorySaver`` and one ``thread_id``; its demo asks "Tell me
about the Eiffel Tower." and then, relying on memory, "Who built it?".

Source: github.com/datatweets/langchain-mastery, ``script_13.py`` @2ac61d295a3e4278eda15755ce840145576322cc.
Kept verbatim: ``State``, ``chatbot``, the graph (``tools_condition`` and the extra
``chatbot -> END`` edge), ``MemorySaver`` and the demo's two turns in thread
"single_session_memory". Swapped: ``ChatOpenAI(model="gpt-4o-mini")`` -> the simulator;
``WikipediaQueryRun(WikipediaAPIWrapper(top_k_results=1))`` ->
``tests.thirdparty._wikipedia.OfflineWikipediaQueryRun`` (same name, description and argument; a
few short pages written from the articles); the prints and PNG export -> none. Invented: two
more threads of the same shape (the Øresund Bridge: "When did it open?"; Hagia Sophia: "Who
designed it?").

Oracles (written before the first run), per model call:
- a tool call: ``wikipedia`` with a query that names the thread's subject (a follow-up's "it"
  resolved to it, never "it" or the follow-up's own words alone);
- the first answer: a fact of the page (Paris / Gustave Eiffel / 330 / 1889; Denmark and Sweden /
  8 km / 2000; Istanbul / 537 / Justinian), no raw "Page: / Summary:" dump;
- the follow-up's answer: the fact asked (Gustave Eiffel or his company; 1 July 2000 / 2000;
  Isidore of Miletus and Anthemius of Tralles), no dump;
- or a stated limit.

First sight (de7c145, before any simulator change): 12 calls, 6 right / 0 stated a limit / 6
silently wrong. Every search named the subject (the follow-ups' "it" resolved: "Eiffel Tower
built"), but every answer relayed the tool's raw "Page: ... Summary: ..." text (turn 2 of the
Øresund thread: "Page: Øresund Bridge. It was built by ... and opened on 1 July 2000.").

After (728d79d, same command): 12 calls, 12 right / 0 / 0: the "Page: / Summary:" result is
read as a record, the answer states the summary's sentences (``tests/sim/test_page_summary_records.py``).
"""

from __future__ import annotations

import re
import warnings
from typing import Annotated

import pytest
from langchain_core.messages import AIMessage
from langgraph.checkpoint.memory import MemorySaver
from langgraph.graph import END, START, StateGraph
from langgraph.graph.message import add_messages
from langgraph.prebuilt import ToolNode, tools_condition
from typing_extensions import TypedDict

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict
from tests.thirdparty._wikipedia import OfflineWikipediaQueryRun

# --- the program -----------------------------------------------------------------------------------


class State(TypedDict):
    # Accumulating list of messages; LangGraph merges/appends via add_messages
    messages: Annotated[list, add_messages]


def build(llm):
    wikipedia_tool = OfflineWikipediaQueryRun()
    tools = [wikipedia_tool]
    llm_with_tools = llm.bind_tools(tools)

    graph_builder = StateGraph(State)

    def chatbot(state: State):
        # Pass the current messages to the tool-enabled model
        return {"messages": [llm_with_tools.invoke(state["messages"])]}

    graph_builder.add_node("chatbot", chatbot)
    tool_node = ToolNode(tools=[wikipedia_tool])
    graph_builder.add_node("tools", tool_node)
    graph_builder.add_conditional_edges("chatbot", tools_condition)
    graph_builder.add_edge("tools", "chatbot")
    graph_builder.add_edge(START, "chatbot")
    graph_builder.add_edge("chatbot", END)

    memory = MemorySaver()
    return graph_builder.compile(checkpointer=memory)


# --- inputs and oracles -------------------------------------------------------------------------------

# thread -> (subject words a query must name, [(turn, facts of the answer: any of)])
THREADS = {
    "single_session_memory": (("eiffel",), [
        ("Tell me about the Eiffel Tower.", re.compile(r"Paris|Gustave Eiffel|330|1889")),
        ("Who built it?", re.compile(r"Gustave Eiffel|Eiffel's company|company of (?:the engineer )?Gustave Eiffel")),
    ]),
    "oresund": (("øresund", "oresund"), [
        ("Tell me about the Øresund Bridge.", re.compile(r"Denmark|Sweden|8 kilomet|2000|Malmö")),
        ("When did it open?", re.compile(r"1 July 2000|July 1, 2000|2000")),
    ]),
    "hagia_sophia": (("hagia", "sophia"), [
        ("Tell me about Hagia Sophia.", re.compile(r"Istanbul|537|Justinian")),
        ("Who designed it?", re.compile(r"Isidore of Miletus|Anthemius of Tralles")),
    ]),
}
_DUMP = ("tool_call", "ToolMessage(", "{'", "[{", "Page: ", "Summary: ")


def rows_thread(model, thread):
    subject, turns = THREADS[thread]
    app = build(model)
    config = {"configurable": {"thread_id": thread}}
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for n, (question, facts) in enumerate(turns, 1):
            log = CallLog()
            before = len(app.get_state(config).values.get("messages", []))
            app.invoke({"messages": [("user", question)]}, {**config, "callbacks": [log]})
            new = app.get_state(config).values["messages"][before:]
            ai = [m for m in new if isinstance(m, AIMessage)]
            for msg, call in zip(ai, log.calls, strict=True):
                if msg.tool_calls:
                    oks = [c["name"] == "wikipedia" and any(s in str(c["args"].get("query", "")).lower() for s in subject)
                           for c in msg.tool_calls]
                    text = "; ".join(f"{c['name']}({c['args']})" for c in msg.tool_calls)
                    rows.append((f"{thread} turn {n} tool call", verdict(msg, all(oks), call["limit"]), text[:200]))
                else:
                    text = msg.text
                    ok = bool(facts.search(text)) and not any(d in text for d in _DUMP)
                    rows.append((f"{thread} turn {n} answer", verdict(msg, ok, call["limit"]), text[:200]))
    return rows


SCENARIOS = {f"thread_{t}": (lambda m, t=t: rows_thread(m, t)) for t in THREADS}


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
    "Tell me about the Eiffel Tower.": (("wikipedia", {"query": "Eiffel Tower"}), "The Eiffel Tower is a 330-metre wrought-iron tower in Paris, built for the 1889 World's Fair."),
    "Who built it?": (None, "It was designed and built by the company of the engineer Gustave Eiffel."),
    "Tell me about the Øresund Bridge.": (("wikipedia", {"query": "Øresund Bridge"}), "It is a nearly 8 km railway and motorway bridge between Denmark and Sweden."),
    "When did it open?": (None, "It opened on 1 July 2000."),
    "Tell me about Hagia Sophia.": (("wikipedia", {"query": "Hagia Sophia"}), "Hagia Sophia is a mosque and former church in Istanbul, built in 532-537 under Justinian I."),
    "Who designed it?": (None, "It was designed by Isidore of Miletus and Anthemius of Tralles."),
}


def _ideal_script(prompt_text, _schema, _tools):
    text = str(prompt_text)
    last_human = text.rsplit("human: ", 1)[-1]
    question = last_human.split("\n", 1)[0]
    call, answer = _IDEAL[question]
    if call is None or "\ntool: " in last_human:
        return answer
    return AIMessage(content="", tool_calls=[{"name": call[0], "args": call[1], "id": "call_w"}])


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
