"""``agent``: the search query an agent's first step sends for a question."""

from __future__ import annotations

from langchain_core.messages import HumanMessage

from course_lib.sim.request.reading import read_request
from course_lib.sim.responders.agent import search_query
from course_lib.sim.words.knowledge import Knowledge


def test_search_query_keeps_the_content_words():
    query = search_query(read_request([HumanMessage("When does the ferry to Skye leave on Sundays?")]), Knowledge.load())
    assert query == "ferry Skye leave Sundays"
