"""``course_lib.sim.request.retry_turns``: a turn that only asks to do the earlier request again ("Search
again", "もう一度やり直してください", "Inténtalo de nuevo") is asked about that earlier request, so a
search runs on it and never on the retry's own words; a step's short command in between is no
request; a turn that asks something of its own stays itself (issue 26, ports18). Table-driven on
invented wordings, then through the simulator's search call."""

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.retry_turns import asked_again

FERRY = "What are the opening hours of the Kessick ferry ticket office?"
CASES = [
    ("Please search again.", [FERRY], FERRY),
    ("Try again with other words", [FERRY, "Nothing found?"], FERRY),
    ("検索をもう一度やり直してください", ["カシック港のフェリー切符売り場の営業時間を調べてください", "2.回答を作成してください"],
     "カシック港のフェリー切符売り場の営業時間を調べてください"),
    ("Inténtalo de nuevo, por favor", ["¿Cuál es el horario de la oficina del ferry de Kessick?"],
     "¿Cuál es el horario de la oficina del ferry de Kessick?"),
    ("And on Sundays?", [FERRY], None),  # a question of its own
    ("Try again", [], None),
    ("Try again", ["ok"], None),  # nothing earlier to redo
]


@pytest.mark.parametrize(("question", "history", "expected"), CASES)
def test_asked_again(question, history, expected):
    assert asked_again(question, history) == expected


@tool
def search_timetables(query: str) -> str:
    """Search the harbour's timetables and office hours."""
    return ""


def test_a_retry_searches_the_earlier_request():
    messages = [
        HumanMessage(content=FERRY),
        AIMessage(content="", tool_calls=[{"name": "search_timetables", "args": {"query": "Kessick ferry hours"}, "id": "c1"}]),
        ToolMessage(content="No timetable matches.", tool_call_id="c1"),
        AIMessage(content="I could not find the opening hours."),
        HumanMessage(content="Please search again."),
    ]
    reply = SimulatedChatModel().bind_tools([search_timetables]).invoke(messages)
    assert reply.tool_calls, reply.content
    query = reply.tool_calls[0]["args"]["query"].lower()
    assert "kessick" in query and "again" not in query, query
