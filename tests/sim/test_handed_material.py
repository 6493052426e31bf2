"""A chat turn that hands material over and asks nothing yet (issue 26; probe ``pasted_m``;
``dialogue/handed_material``, ``request/material_leads.handed_over``).

A learner pastes first and asks after, in a checkpointed thread: "Got this from the landlord
today:" and the letter, then the question in the next ``invoke``. The paste itself was answered with
the knowledge limit (a limit under a cell that a real model answers by acknowledging), and a lead-in
that says who sent the material ("My neighbour forwarded me this:", "老师在群里发了这个:") was no
lead-in, so the later question did not read the material. Material, leads and questions are invented
here; the acknowledgement rows, the hand-over leads and the thread answers fail on 91badf2a.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.handed_material import acknowledgement
from course_lib.sim.request.material_leads import handed_over, is_lead
from course_lib.sim.request.reading import read_request

LETTER = ("The communal boiler will be serviced on Tuesday 3 March.\n"
          "Hot water will be off from 9 am until about 2 pm.\n"
          "Please leave the cupboard under the stairs unlocked.\n"
          "Questions to the managing agent on 0161 555 0192.")
ROTA = ("周一:王阿姨 打扫楼道\n"
        "周三:李叔叔 倒垃圾\n"
        "周五:陈同学 浇花\n"
        "周日:全体 大扫除")


@pytest.mark.parametrize("line, expected", [
    ("My neighbour forwarded me this:", True),
    ("Got this from the landlord today:", True),
    ("The swim club sent this round:", True),
    ("老师在群里发了这个：", True),
    ("刚收到居委会的通知:", True),
    ("I got this question from my son:", False),  # a question passed on is to be answered
    ("Translate this:", False),
    ("Question:", False),
    ("Sent from my phone", False),
    ("Did the landlord send this round?", False),
])
def test_hand_over_leads(line, expected):
    assert is_lead(line) is expected
    assert handed_over(line) is (expected and not line.lower().startswith(("here", "these", "this")))


def _reply(messages, tools=None):
    llm = SimulatedChatModel()
    if tools:
        llm = llm.bind_tools(tools)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.invoke(messages)
    return out, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("text, said", [
    (f"Got this from the landlord today:\n{LETTER}", "4 lines"),
    (f"Here is the letter from the managing agent:\n\n{LETTER}", "letter"),
    (f"值日表发给你:\n{ROTA}", None),
    (f"老师在群里发了这个：\n{ROTA}", "4行"),
    ([SystemMessage("You are Wren, a cheerful helper for the tenants' association."),
      HumanMessage(f"My neighbour forwarded me this:\n{LETTER}")], "Got it"),
])
def test_a_paste_that_asks_nothing_is_acknowledged(text, said):
    out, stated = _reply(text if isinstance(text, list) else [HumanMessage(text)])
    assert not stated, stated
    assert out.content.rstrip().endswith(("?", "？"))
    if said:
        assert said in out.content


@pytest.mark.parametrize("messages", [
    [HumanMessage(f"Got this from the landlord today:\n{LETTER}\nWhen is the hot water back on?")],
    [SystemMessage("Summarise whatever the user pastes in two sentences."),
     HumanMessage(f"Got this from the landlord today:\n{LETTER}")],
    [SystemMessage("Translate what the user sends into French."),
     HumanMessage(f"Got this from the landlord today:\n{LETTER}")],
    [HumanMessage(f"Got this from the landlord today:\n{LETTER}\nCan you tell me what it means for me")],
    [HumanMessage(f"Here's what they sent:\n{LETTER}\nSo, hot water")],  # the user's own last words ask
    [HumanMessage(f"Here are some notes:\n{LETTER}\n\nUsing just these notes, answer: when is the hot water back\n"
                  "If the notes don't say, reply that they don't say.")],  # a labelled question, no "?"
])
def test_a_turn_that_asks_is_not_acknowledged(messages):
    out, _ = _reply(messages)
    assert "What would you like to know" not in out.content


def test_no_acknowledgement_with_tools_bound():
    @tool
    def save_note(text: str) -> str:
        """Save a note for later."""
        return "saved"

    out, _ = _reply([HumanMessage(f"Got this from the landlord today:\n{LETTER}")], [save_note])
    assert "What would you like to know" not in out.content


@pytest.mark.parametrize("lead, material, question, expected", [
    ("Got this from the landlord today:", LETTER, "What number do I ring with questions?", "0161 555 0192"),
    ("老师在群里发了这个：", ROTA, "周三谁倒垃圾?", "李叔叔"),
])
def test_the_next_turn_reads_the_paste(lead, material, question, expected):
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.graph import END, START, MessagesState, StateGraph

    llm = SimulatedChatModel()
    g = StateGraph(MessagesState)
    g.add_node("chat", lambda s: {"messages": [llm.invoke(s["messages"])]})
    g.add_edge(START, "chat")
    g.add_edge("chat", END)
    app = g.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        app.invoke({"messages": [HumanMessage(f"{lead}\n{material}")]}, cfg)
        out = app.invoke({"messages": [HumanMessage(question)]}, cfg)["messages"][-1]
    assert expected in out.content
    assert not [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_an_earlier_paste_then_a_question_in_a_message_list():
    out, stated = _reply([HumanMessage(f"My neighbour forwarded me this:\n{LETTER}"), AIMessage("Thanks."),
                          HumanMessage("Which cupboard has to be unlocked?")])
    assert "stairs" in out.content and not stated


@pytest.mark.parametrize("task, scores, acknowledged", [
    ("chat", {}, True),
    ("answer", {"answer": 1.0}, True),
    ("summarize", {"summarize": 3.0}, False),  # a task of its own
    ("chat", {"summarize": 1.25}, False),  # a task asked, scored under its threshold
])
def test_only_a_plain_task_is_acknowledged(task, scores, acknowledged):
    request = read_request([HumanMessage(f"My neighbour forwarded me this:\n{LETTER}")])
    assert (acknowledgement(task, request, scores) is not None) is acknowledged
