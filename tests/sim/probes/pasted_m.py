"""Invented probe (branch ``mine64``, session of 2026-12-05, sixth; issue 26; oracles written and
committed before its first run, never tuned against): where the material and the values a learner's
program needs stand somewhere other than the usual place.

- **Material pasted in an earlier human turn.** A learner pastes a notice, a list or a note into the
  chat ("Here's what the hall committee sent round: ..."), the assistant acknowledges it, and the
  question comes in a later turn: as a plain message list, through a checkpointed ``StateGraph`` thread
  (two ``invoke`` calls), and put in by ``update_state``. An English hire notice, a Chinese water-cut
  notice, a picnic list.
- **Material after a persona line in the system message** (the ``InMemoryStore`` shape: "You are Pip,
  ... Here is what the member saved earlier: ..."), and a ``MessagesPlaceholder`` history before the
  question.
- **A required tool argument whose value is in the system prompt** ("The customer you are talking to
  placed order FT-30917."), with controls: two values (ask which, or no call), a value in the question
  that overrides, a value of another form (a phone number for an order number), Chinese.
- **An agent asked about a thing its documents never name**, with a learner's ``recursion_limit`` of 6:
  it must answer (not mentioned / I don't know), never search until the limit stops the program.

Classes as in the fresh sets (``tests/sim/fresh/_oracles``). ``python -W ignore -m
tests.sim.probes.pasted_m [-v]`` prints the counts.

History:
- first sight on 91badf2a + this probe's commit: 28 cases, **12 / 12 / 4 / 5** (right / stated limit /
  silently wrong / false alarms). Wrong: sysarg-zh (asks back for the member id the Chinese system prompt
  gives), gym-sauna / gym-parking ("The search_guide tool could not help: No matching lines.": honest
  about the tool, but no answer about the guide), gym-sunday (the same where the guide answers under
  "weekends"). False alarms: the two-invoke threads (the paste turn itself answered with the knowledge
  limit), sysarg-two and sysarg-phone (no call, right, beside the knowledge limit). Limits: the persona
  shape (3 of 3), update_state's absent answers (2), thread-picnic-cups, sysarg-order ("parcel" for a
  tool named for orders).
- branch mine64 (each mechanism tested on material of my own: test_handed_material, test_lead_line_material,
  test_context_labels_zh, test_empty_search_budget): **22 / 6 / 0 / 2**. A paste that asks nothing is
  acknowledged (``dialogue.handed_material``); the persona shape's notes under a lead-in line are read
  (``pointed_material.after_lead_line``); a Chinese label gives a context value (``field_words_zh``); searches
  that found nothing are searched again within the run's ``recursion_limit`` (``chat.graph_budget``), then
  "could not find", never the tool's message relayed; the asked day's group is searched ("weekends").
  Left: update-hall-deposit (a question sharing no word with the pasted notice: the knowledge limit),
  thread-picnic-cups ("(Dana has cups already)"), persona-plot-due, and the order tool not chosen for
  "Where's my order?" (its one shared word labels the id argument: the knowledge limit, no question back).
"""

from __future__ import annotations

import sys

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from langchain_core.tools import tool

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _but_not,
    _call,
    _eq,
    _no_call,
    _no_or,
    report,
    tally,
)

HALL = ("Maple Street Hall - hire terms from January\n"
        "- Weekday evenings: £14 an hour\n"
        "- Saturdays: £22 an hour, minimum three hours\n"
        "- Keys are collected from Mrs Banerjee at number 12.\n"
        "- Tables must be stacked away by 11 pm.\n"
        "- No confetti or glitter inside the hall, please.")
WATER = ("因管道检修,本小区12月9日(周三)上午8点至下午4点停水。\n"
         "请各位住户提前储水。\n"
         "如有疑问请拨打物业电话 6655 1234。")
PICNIC = ("Picnic list from Dana:\n"
          "2 baguettes\n"
          "1 tub of hummus\n"
          "6 apples\n"
          "a bag of ice\n"
          "paper plates (Dana has cups already)")
PLOT = ("Plot 7B, Willow Lane allotments.\n"
        "Rent is £38 a year, due on 1 March.\n"
        "The water troughs are switched off from November to March.\n"
        "Bonfires are allowed on the first Sunday of the month only.")

_NOT = ("doesn't say", "does not say", "not given", "doesn't mention", "does not mention", "not mention",
        "no mention", "not stated", "not listed", "isn't listed", "not found", "没有提到", "没有说")


def _pasted_list(intro: str, material: str, question: str, ack: str = "Thanks, got it."):
    """A plain message list: the material pasted in the first human turn, the question two turns on."""
    def run(llm):
        return llm.invoke([HumanMessage(f"{intro}\n\n{material}"), AIMessage(ack), HumanMessage(question)])

    return run


def _pasted_thread(intro: str, material: str, question: str):
    """A checkpointed chat graph: turn one pastes the material, turn two asks."""
    def run(llm):
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, MessagesState, StateGraph

        g = StateGraph(MessagesState)
        g.add_node("chat", lambda s: {"messages": [llm.invoke(s["messages"])]})
        g.add_edge(START, "chat")
        g.add_edge("chat", END)
        app = g.compile(checkpointer=InMemorySaver())
        cfg = {"configurable": {"thread_id": "p1"}}
        app.invoke({"messages": [HumanMessage(f"{intro}\n\n{material}")]}, cfg)
        out = app.invoke({"messages": [HumanMessage(question)]}, cfg)
        return out["messages"][-1]

    return run


def _pasted_update(intro: str, material: str, question: str):
    """The material put into the thread by ``update_state`` as the user's turn and an acknowledgement."""
    def run(llm):
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, MessagesState, StateGraph

        g = StateGraph(MessagesState)
        g.add_node("chat", lambda s: {"messages": [llm.invoke(s["messages"])]})
        g.add_edge(START, "chat")
        g.add_edge("chat", END)
        app = g.compile(checkpointer=InMemorySaver())
        cfg = {"configurable": {"thread_id": "p2"}}
        app.update_state(cfg, {"messages": [HumanMessage(f"{intro}\n\n{material}"), AIMessage("OK, noted.")]},
                         as_node="chat")
        out = app.invoke({"messages": [HumanMessage(question)]}, cfg)
        return out["messages"][-1]

    return run


def _persona(material: str, question: str):
    """The store shape: a persona line, then the saved material, in one system message."""
    def run(llm):
        system = SystemMessage("You are Pip, a cheerful helper for the allotment society.\n"
                               f"Here is what the member saved earlier:\n{material}")
        return llm.invoke([system, HumanMessage(question)])

    return run


def _history(material: str, question: str):
    """A ``MessagesPlaceholder`` history of small talk between the material and the question."""
    def run(llm):
        prompt = ChatPromptTemplate.from_messages([
            ("system", "You help a plot holder. Their notes:\n{notes}"),
            MessagesPlaceholder("history"),
            ("human", "{question}"),
        ])
        history = [HumanMessage("morning!"), AIMessage("Good morning! How can I help today?")]
        return (prompt | llm).invoke({"notes": material, "history": history, "question": question})

    return run


def _both_words(*words: str):
    return lambda out: all(w.lower() in str(getattr(out, "content", out)).lower() for w in words)


HALL_INTRO = "Here's the notice the hall committee sent round:"
WATER_INTRO = "刚收到物业的通知:"
PICNIC_INTRO = "My sister forwarded me this:"

PASTED = [
    Case("list-hall-keys", _pasted_list(HALL_INTRO, HALL, "Who do I get the keys from?"),
         _but_not(_any("Banerjee"), "Maple Street Hall - hire")),
    Case("list-hall-sat", _pasted_list(HALL_INTRO, HALL, "How much an hour is it on a Saturday?"),
         _but_not(_any("£22", "22 an hour", "22 per hour"), "£14")),
    Case("list-hall-confetti", _pasted_list(HALL_INTRO, HALL, "Are we allowed confetti?"),
         _but_not(_no_or("not allowed", "no confetti"), "offline simulator")),
    Case("list-hall-parking", _pasted_list(HALL_INTRO, HALL, "Is there parking at the hall?"), _absent(*_NOT)),
    Case("thread-hall-stack", _pasted_thread(HALL_INTRO, HALL, "By what time do the tables need stacking?"),
         _any("11 pm", "11pm", "23:00")),
    Case("thread-hall-weekday", _pasted_thread(HALL_INTRO, HALL, "What's the hourly rate on a weekday evening?"),
         _but_not(_any("£14"), "£22")),
    Case("update-hall-keys", _pasted_update(HALL_INTRO, HALL, "Who has the keys?"), _any("Banerjee")),
    Case("update-hall-deposit", _pasted_update(HALL_INTRO, HALL, "How big is the deposit?"), _absent(*_NOT)),
    Case("list-water-until", _pasted_list(WATER_INTRO, WATER, "停水到几点?", ack="好的,我看到了。"),
         _any("下午4点", "4点", "16:00", "16点")),
    Case("thread-water-phone", _pasted_thread(WATER_INTRO, WATER, "物业电话是多少?"), _any("6655 1234", "66551234")),
    Case("update-water-cost", _pasted_update(WATER_INTRO, WATER, "这次检修花了多少钱?"), _absent(*_NOT)),
    Case("list-picnic-apples", _pasted_list(PICNIC_INTRO, PICNIC, "How many apples should I get?"),
         _but_not(_any("6 apples", "six", " 6"), "2 baguettes")),
    Case("thread-picnic-cups", _pasted_thread(PICNIC_INTRO, PICNIC, "Do I need to bring cups?"),
         _no_or("already has", "has cups", "dana has")),
    Case("persona-plot-due", _persona(PLOT, "When is my plot rent due?"), _any("1 March", "1st March", "March 1")),
    Case("persona-plot-rent", _persona(PLOT, "How much is the rent?"), _but_not(_any("£38", "38 a year"), "1 March is")),
    Case("persona-plot-treasurer", _persona(PLOT, "Who is the society's treasurer?"), _absent(*_NOT)),
    Case("history-plot-water", _history(PLOT, "When are the water troughs off?"),
         _both_words("November", "March")),
    Case("history-plot-bonfire", _history(PLOT, "Which day can I have a bonfire?"),
         _any("first Sunday")),
]


# --- a required argument whose value stands in the system prompt ------------------------------

@tool
def get_order_status(order_number: str) -> str:
    """Look up where a customer's order is, by its order number."""
    return "Dispatched yesterday."


@tool
def get_meter_readings(account_id: str) -> str:
    """Return the last three meter readings for an energy account."""
    return "12011, 12130, 12262"


@tool
def get_points(member_id: str) -> str:
    """查询会员的积分余额。"""
    return "1280"


def _sys_call(system: str, tools: list, question: str):
    def run(llm):
        return llm.bind_tools(tools).invoke([SystemMessage(system), HumanMessage(question)])

    return run


SYSTEM_ARGS = [
    Case("sysarg-order", _sys_call("You are the support bot for Fernhill Teas. The customer you are talking to "
                                   "placed order FT-30917.", [get_order_status], "Where's my parcel got to?"),
         _call("get_order_status", order_number=_eq("FT-30917"))),
    Case("sysarg-meter", _sys_call("Logged-in customer: account 7781-2204 (Mr R. Osei).", [get_meter_readings],
                                   "What were my last readings?"),
         _call("get_meter_readings", account_id=_eq("7781-2204"))),
    Case("sysarg-two", _sys_call("The customer has two open orders, FT-30917 and FT-30952.", [get_order_status],
                                 "Where's my parcel?"), _no_call),
    Case("sysarg-override", _sys_call("The customer you are talking to placed order FT-30917.", [get_order_status],
                                      "Can you check order FT-30988 for me instead?"),
         _call("get_order_status", order_number=_eq("FT-30988"))),
    Case("sysarg-phone", _sys_call("Caller's phone number: 07700 900123.", [get_order_status],
                                   "Where's my order?"), _no_call),
    Case("sysarg-zh", _sys_call("当前用户的会员号是 M-88213。", [get_points], "我还有多少积分?"),
         _call("get_points", member_id=_eq("M-88213"))),
]


# --- an agent asked about a thing its documents never name -----------------------------------

GYM = ("Harbourside Gym - members' guide\n"
       "Opening hours: 6 am to 10 pm on weekdays, 8 am to 6 pm at weekends.\n"
       "Towels can be hired at reception for £1.\n"
       "Children under 14 may use the pool only with an adult.\n"
       "Lockers take a £1 coin, which is returned.")


def _gym_agent(question: str):
    def run(llm):
        from langchain.agents import create_agent

        @tool
        def search_guide(query: str) -> str:
            """Search the gym's members' guide."""
            words = [w for w in query.lower().split() if len(w) > 2]
            hits = [line for line in GYM.splitlines() if any(w in line.lower() for w in words)]
            return "\n".join(hits) if hits else "No matching lines."

        agent = create_agent(llm, [search_guide], system_prompt="Use the search tool to answer from the guide.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 6})
        return out["messages"][-1]

    return run


AGENT = [
    Case("gym-sauna", _gym_agent("Is there a sauna?"), _absent(*_NOT)),
    Case("gym-parking", _gym_agent("Where do I park my car?"), _absent(*_NOT)),
    Case("gym-towel", _gym_agent("How much is a towel?"), _any("£1")),
    Case("gym-sunday", _gym_agent("What time does it close on Sundays?"), _any("6 pm", "6pm", "18:00")),
]

CASES: list[Case] = [*PASTED, *SYSTEM_ARGS, *AGENT]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
