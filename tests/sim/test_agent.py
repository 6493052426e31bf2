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


def _bound_reply(tools: list, question: str):
    import warnings

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools(tools).invoke(question)


def test_social_cue_with_a_value_one_tool_takes_is_a_request():
    """A message with a greeting's cue ("good night", "good morning") that states a value of the
    kind one bound tool's argument takes is that tool's call, not small talk; a greeting with no
    such value stays small talk (that part a guard: it passed before)."""
    from langchain_core.tools import tool

    @tool
    def start_lamp(minutes: int) -> str:
        """Switch the reading lamp on for a number of minutes."""
        return "on"

    @tool
    def ring_bell(time: str) -> str:
        """Ring the bedside bell. time is HH:MM, 24-hour clock."""
        return "rung"

    out = _bound_reply([start_lamp], "good night! twenty minutes of reading please")
    assert [(c["name"], c["args"]) for c in out.tool_calls] == [("start_lamp", {"minutes": 20})]
    out = _bound_reply([ring_bell], "good morning, wake me again at quarter past nine in the morning")
    assert [(c["name"], c["args"]) for c in out.tool_calls] == [("ring_bell", {"time": "09:15"})]
    assert not _bound_reply([ring_bell, start_lamp], "good evening, thanks so much").tool_calls
