"""A follow-up that refers back with "it" is read with the earlier question even when it runs to
ten words or more ("Can you look up some common ways of keeping it alive?"): the search it
makes names the earlier subject. Before (issue 26, seventh batch of ports: the conversational
RAG tutorial part 2), only follow-ups of nine words or fewer were, and the search was "look
common keeping alive". Invented tools and turns."""

from __future__ import annotations

import warnings

from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool

from course_lib import get_chat_model
from course_lib.sim.request.reading import is_follow_up


@tool
def search_garden_notes(query: str) -> str:
    """Search the garden club's notes."""
    return ""


def test_a_long_follow_up_with_it_is_a_follow_up():
    assert is_follow_up("Could you find the usual ways of storing it safely over the winter?")
    assert not is_follow_up("Could you find the usual ways of storing dahlia tubers safely over the winter?")


def test_the_search_names_the_earlier_subject():
    llm = get_chat_model("sim").bind_tools([search_garden_notes])
    messages = [
        HumanMessage("What is a dahlia tuber?"),
        AIMessage("A dahlia tuber is the swollen root a dahlia grows from."),
        HumanMessage("Could you find the usual ways of storing it safely over the winter?"),
    ]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        msg = llm.invoke(messages)
    assert msg.tool_calls, msg
    assert "dahlia" in msg.tool_calls[0]["args"]["query"].lower()
