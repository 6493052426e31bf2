"""A tool argument that takes "a comma-separated list of X" is filled from the listing of X the
conversation showed ("Available sheets: Suppliers, Crates, Drivers"), never from the question's
words. Before (issue 26, sixth batch of ports: the LangGraph SQL agent's forced
``sql_db_schema(table_names=...)`` after "Available tables: Bike, Ride, Station"), the argument
was read as a name and got "Harbour Gate" or "station docks", with no limit. A short listing is
passed whole (a superset is safe for a read-only look-up), a long one by the items the question
names; with no listing the call states a limit. Invented tools, sheets and questions."""

from __future__ import annotations

import warnings

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib import get_chat_model
from course_lib.sim.tools import tool_args
from course_lib.sim.words.text import stem


@tool("describe_sheets")
def describe_sheets(sheet_names: str) -> str:
    """Input to this tool is a comma-separated list of sheets, output is the columns and three sample rows of each."""
    return ""


QUESTION = "Which supplier sent the most crates last month?"


def call_with(messages):
    llm = get_chat_model("sim").bind_tools([describe_sheets], tool_choice="any")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return llm.invoke(messages)


def test_a_short_listing_is_passed_whole():
    r = call_with([HumanMessage(QUESTION), AIMessage("Available sheets: Suppliers, Crates, Drivers")])
    assert r.tool_calls[0]["args"] == {"sheet_names": "Suppliers, Crates, Drivers"}
    assert not r.response_metadata.get("simulator_limit")


def test_a_long_listing_gives_the_items_the_question_names():
    listing = "Suppliers, Crates, Drivers, Depots, Invoices, Pallets, Routes, Trucks, Shifts, Tolls"
    r = call_with([HumanMessage(QUESTION),
                   AIMessage("", tool_calls=[{"name": "list_sheets", "args": {}, "id": "c1"}]),
                   ToolMessage(listing, tool_call_id="c1", name="list_sheets"),
                   AIMessage(f"Available sheets: {listing}")])
    assert r.tool_calls[0]["args"] == {"sheet_names": "Suppliers, Crates"}


def test_no_listing_states_a_limit_instead_of_the_questions_words():
    r = call_with([HumanMessage(QUESTION)])
    args = r.tool_calls[0]["args"] if r.tool_calls else {}
    assert "supplier" not in str(args).lower() and "crates" not in str(args).lower()
    assert r.response_metadata.get("simulator_limit")


def test_the_listed_noun_of_a_field():
    assert tool_args.listed_noun("table_names", {"type": "string"}) == stem("table")
    assert tool_args.listed_noun("x", {"type": "string", "description": "a comma-separated list of tables"}) == stem("table")
    assert tool_args.listed_noun("city", {"type": "string", "description": "the city"}) == ""
