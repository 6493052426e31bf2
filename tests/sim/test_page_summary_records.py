"""``course_lib.sim.material.documents`` records: LangChain's Wikipedia tool (``WikipediaQueryRun``) writes
each hit as "Page: <title>\\nSummary: <text>" (blank lines between hits). Each is a document titled
by its page with the summary as its body, so an answer states the summary's fact and never relays
the "Page:" / "Summary:" labels (issue 26, ports20: "LangChain Mastery" tutorial 13 answered
"Page: Eiffel Tower. Summary: ..."). A page given as a number ("Page: 12") stays a page number.
Invented pages and questions."""

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.documents import tool_documents

RHINE = ("Page: Rhine Falls\nSummary: The Rhine Falls is a waterfall on the High Rhine near Schaffhausen "
         "in Switzerland. It is 150 metres wide and 23 metres high. Boats take visitors to a rock in "
         "the middle of the falls.")
BLED = ("Page: Lake Bled\nSummary: Lake Bled is a glacial lake in the Julian Alps of Slovenia, with a "
        "small island and a pilgrimage church.\n\nPage: Bled Castle\nSummary: Bled Castle stands on a "
        "cliff above Lake Bled. It was first mentioned in 1011, when the emperor Henry II gave the "
        "estate to the bishops of Brixen.")


def test_one_page_is_one_document_titled_by_its_page():
    docs = tool_documents(RHINE)
    assert len(docs) == 1
    assert docs[0].title == "Rhine Falls"
    assert docs[0].body.startswith("The Rhine Falls is a waterfall")
    assert "Page:" not in docs[0].body and "Summary:" not in docs[0].body


def test_two_pages_are_two_documents():
    docs = tool_documents(BLED)
    assert [d.title for d in docs] == ["Lake Bled", "Bled Castle"]
    assert "1011" in docs[1].body and "1011" not in docs[0].body


def test_a_numbered_page_is_no_title():
    docs = tool_documents("Page: 12\nContent: The warranty covers parts for two years.")
    assert len(docs) == 1
    assert docs[0].title != "12"


@tool
def wikipedia(query: str) -> str:
    """A wrapper around Wikipedia. Useful for when you need to answer general questions about people,
    places, companies, facts, historical events, or other subjects. Input should be a search query."""
    return ""


@pytest.mark.parametrize(("question", "query", "result", "fact"), [
    ("How high are the Rhine Falls?", "Rhine Falls", RHINE, "23 metres"),
    ("When was Bled Castle first mentioned?", "Bled Castle", BLED, "1011"),
])
def test_the_answer_states_the_fact_without_the_labels(question, query, result, fact):
    llm = SimulatedChatModel().bind_tools([wikipedia])
    reply = llm.invoke([HumanMessage(content=question),
                        AIMessage(content="", tool_calls=[{"name": "wikipedia", "args": {"query": query}, "id": "w1"}]),
                        ToolMessage(content=result, tool_call_id="w1")])
    assert not reply.tool_calls
    assert fact in reply.content
    assert "Page:" not in reply.content and "Summary:" not in reply.content
