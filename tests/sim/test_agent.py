"""``agent``: the search query an agent's first step sends for a question."""

from __future__ import annotations

from langchain_core.messages import HumanMessage

from course_lib.sim.request.reading import read_request
from course_lib.sim.responders.agent import search_query
from course_lib.sim.words.knowledge import Knowledge


def test_search_query_keeps_the_content_words():
    query = search_query(read_request([HumanMessage("When does the ferry to Skye leave on Sundays?")]), Knowledge.load())
    assert query == "ferry Skye leave Sundays"


def _first_step(system: str, question: str):
    import warnings

    from langchain_core.tools import tool

    from course_lib.sim import SimulatedChatModel

    @tool
    def zoo_info() -> str:
        """Get the zoo's opening hours, admission prices and notices."""
        return "Adult 18.00. Child (3-15) 11.00. Under 3 free."

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from langchain_core.messages import SystemMessage

        return SimulatedChatModel().bind_tools([zoo_info]).invoke([SystemMessage(system), HumanMessage(question)])


def test_an_instructed_tool_first_is_called_before_a_sum():
    """"Always ... with the tool first": a question with a sum's cue over counted things calls the tool
    (the sum of its figures is no answer); a bare calculation is still worked directly."""
    system = "You answer questions for the zoo. Always use zoo_info first."
    out = _first_step(system, "we bought 4 ice creams and 3 drinks, how much altogether")
    assert [c["name"] for c in out.tool_calls] == ["zoo_info"]
    out = _first_step(system, "what is 12 plus 30")
    assert not out.tool_calls and "42" in out.content


def test_people_counts_are_no_direct_sum():
    out = _first_step("You answer questions for the zoo. Always fetch the zoo info with the tool first.",
                      "entry for 2 adults and 3 kids aged 4, 6 and 11, how much altogether")
    assert [c["name"] for c in out.tool_calls] == ["zoo_info"]
