"""A lookup tool's result that is a page of text (a menu, a timetable, a policy) is read for the
question as documents are (``lookup_pages``, ``agent._after_results``), never dumped whole after
"Here is what I found:"; it is shown whole only when the question asks for the record itself. A
system prompt that names a bound tool as the way to look things up makes it the call for a question
no tool's description clearly meets (``delegation.lookup_tool``). Tools and wordings of my own
(issue 26; the thirty-first set's Z4, read after its first sight)."""

from __future__ import annotations

import warnings

import pytest
from langchain.agents import create_agent
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool

MENU = ("The Copper Kettle - lunch menu (served 12-3pm)\n"
        "STARTERS\n"
        "Leek and potato soup ............ 5.50 (v)\n"
        "Smoked mackerel pate ............ 6.75\n"
        "MAINS\n"
        "Mushroom and chestnut pie ....... 13.50 (v)\n"
        "Beer-battered haddock and chips . 15.00\n"
        "Lamb shank with mash ............ 17.25\n"
        "All mains come with seasonal greens. Please tell us about any allergies.\n")

TIMETABLE = ("Route 42 - Millbrook to Station Square (weekdays)\n"
             "Millbrook Green      06:50  07:35  08:20  09:05\n"
             "Orchard Lane         06:58  07:43  08:28  09:13\n"
             "Station Square       07:20  08:05  08:50  09:35\n"
             "No service on bank holidays. Saturday times are on a separate sheet.\n")


@tool
def get_menu(query: str) -> str:
    """Get the cafe's lunch menu with prices."""
    return MENU


@tool
def get_timetable(stop: str) -> str:
    """Look up the weekday timetable of bus route 42."""
    return TIMETABLE


def _agent(tools, question: str, system: str | None = None):
    from course_lib.sim import SimulatedChatModel

    agent = create_agent(SimulatedChatModel(), tools, system_prompt=system)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    calls = [c["name"] for m in out["messages"] for c in (getattr(m, "tool_calls", None) or [])]
    return out["messages"][-1].content, limits, calls


def _toolnode(tools, system: str, question: str):
    from langgraph.graph import START, MessagesState, StateGraph
    from langgraph.prebuilt import ToolNode, tools_condition

    from course_lib.sim import SimulatedChatModel

    bound = SimulatedChatModel().bind_tools(tools)

    def agent(state):
        return {"messages": [bound.invoke([SystemMessage(system), *state["messages"]])]}

    graph = StateGraph(MessagesState)
    graph.add_node("agent", agent)
    graph.add_node("tools", ToolNode(tools))
    graph.add_edge(START, "agent")
    graph.add_conditional_edges("agent", tools_condition)
    graph.add_edge("tools", "agent")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = graph.compile().invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    calls = [c["name"] for m in out["messages"] for c in (getattr(m, "tool_calls", None) or [])]
    return out["messages"][-1].content, limits, calls


@pytest.mark.parametrize(("text", "page"), [
    (MENU, True),
    (TIMETABLE, True),
    ("Sunny, 18 degrees.", False),
    ("order_id: A-17 | status: packed | courier: Swiftline\n1 order found", False),
    ('[{"dish": "soup", "price": 5.5}, {"dish": "pie", "price": 13.5}]', False),
    ("The library opens at nine. It closes at six on weekdays. On Saturdays it shuts at one. "
     "It is closed on Sundays.", False),  # a short result: said as it is
    ("The library opens at nine every morning except Sunday. It closes at six on weekdays and at one on "
     "Saturdays. Children under eight must be with an adult. Printing costs ten pence a page and is paid at "
     "the front desk. Laptops can be borrowed for the day with a library card.", True),
])
def test_a_page_is_told_from_a_value_a_record_and_json(text, page):
    from course_lib.sim.tools import lookup_pages

    assert lookup_pages.is_page(text) is page


@pytest.mark.parametrize(("question", "whole"), [
    ("show me the menu", True),
    ("what did the tool return?", True),
    ("print the timetable please", True),
    ("how much is the haddock?", False),
    ("show me which mains are vegetarian on today's lunch menu", False),
])
def test_a_question_asking_for_the_record_itself(question, whole):
    from course_lib.sim.tools import lookup_pages

    assert lookup_pages.asks_for_whole(question) is whole


def test_a_lookup_page_is_read_for_the_question_not_dumped():
    reply, limits, calls = _agent([get_menu], "how much is the haddock on the lunch menu?")
    assert calls == ["get_menu"], calls
    assert not reply.startswith("Here is what I found"), reply
    assert "15.00" in reply and "17.25" not in reply and "5.50" not in reply, reply


def test_a_lookup_page_in_a_toolnode_loop_is_read_for_the_question():
    reply, limits, calls = _toolnode([get_timetable], "You answer passengers. Use get_timetable to look things up.",
                                     "is there a bus on bank holidays?")
    assert calls == ["get_timetable"], calls
    assert "Here is what I found" not in reply and "06:50" not in reply, reply


def test_the_page_is_shown_whole_when_the_question_asks_for_it():  # guard
    reply, limits, calls = _agent([get_menu], "show me the lunch menu")
    assert calls == ["get_menu"] and reply.startswith("Here is what I found"), (calls, reply)


@pytest.mark.parametrize(("system", "tools", "name"), [
    ("You help parents. Use get_menu to look things up, then answer briefly.", ["get_menu", "get_timetable"],
     "get_menu"),
    ("Always call `get_timetable` before answering.", ["get_menu", "get_timetable"], "get_timetable"),
    ("Look it up with get_timetable and keep replies short.", ["get_timetable"], "get_timetable"),
    ("Use fetch_policy for every question about leave.", ["fetch_policy"], "fetch_policy"),
    ("You are a helpful assistant.", ["get_menu"], None),
    ("Use get_menu or get_timetable to look things up.", ["get_menu", "get_timetable"], None),  # two named
    ("Use search_web to look things up.", ["get_menu"], None),  # not bound
])
def test_the_tool_the_instructions_name_for_looking_things_up(system, tools, name):
    from course_lib.sim.tools import delegation

    assert delegation.lookup_tool(system, tools) == name


def test_a_question_no_description_meets_calls_the_tool_the_prompt_names():
    reply, limits, calls = _toolnode([get_timetable], "You help passengers of the Millbrook line. Use get_timetable "
                                     "to look things up, then answer briefly.",
                                     "when's the last morning one from orchard lane?")
    assert calls == ["get_timetable"], (calls, reply)


def test_without_such_an_instruction_no_call_is_made():  # guard
    reply, limits, calls = _toolnode([get_timetable], "You help passengers of the Millbrook line.",
                                     "when's the last morning one from orchard lane?")
    assert calls == [], (calls, reply)


@pytest.mark.parametrize(("text", "page"), [
    ("| Size | Price |\n|---|---|\n| Small | £4 |\n| Large | £7 |", True),  # a markdown table: read for the question
    ("| Size | Price |\n| :-- | --: |\n| Small | £4 |\n| Large | £7 |", True),
    ("| Size | Price |\n|---|---|\n| Small | £4 |", False),  # one row: said as it is
])
def test_a_markdown_table_is_a_page(text, page):
    from course_lib.sim.tools import lookup_pages

    assert lookup_pages.is_page(text) is page


# fix62d (the fifty-seventh's VL1 cat café): "Look the answer up with <tool>" / "look up the details
# using <tool>" name the lookup tool too; a one-argument tool is called with the question's words.
@pytest.mark.parametrize(("system", "tools", "name"), [
    ("You serve the Copper Kettle's guests. Look the answer up with get_menu before replying.",
     ["get_menu", "get_timetable"], "get_menu"),
    ("Look up the details using `get_timetable`, then reply in one line.", ["get_menu", "get_timetable"],
     "get_timetable"),
    ("Look any prices up in get_menu.", ["get_menu"], "get_menu"),
    ("Look the answer up carefully and be kind.", ["get_menu"], None),  # guard: no tool named
    ("Look the answer up with search_web.", ["get_menu"], None),  # guard: not bound
])
def test_the_answer_looked_up_with_a_named_tool(system, tools, name):
    """The guard rows (no tool named, a tool not bound) pass on read75 too."""
    from course_lib.sim.tools import delegation

    assert delegation.lookup_tool(system, tools) == name


@pytest.mark.parametrize("question", ["anything with mushrooms", "do you do fish and chips"])
def test_a_one_argument_tool_the_prompt_names_is_called_for_a_question_it_does_not_describe(question):
    reply, limits, calls = _agent([get_menu], question, "You serve the Copper Kettle's guests. Look the answer "
                                  "up with get_menu before replying.")
    assert calls == ["get_menu"] and not any("small general knowledge" in w for w in limits), (calls, reply, limits)
