"""``tool_choice``: a tool description's clauses read as what it is for and what not. Invented
descriptions."""

from __future__ import annotations

from course_lib.sim.tools.tool_choice import description_clauses


def test_description_clauses():
    assert description_clauses("Search the notes. Use it for course questions. Do not use it for arithmetic.") == [
        ("neutral", "Search the notes."), ("positive", "Use it for course questions."),
        ("negative", "Do not use it for arithmetic.")]
    assert description_clauses("") == []


def test_after_place_word_is_the_pattern_it_replaces():
    """``_after_place_word`` finds what the pattern of the name after a place word found, on random
    texts of place words, names, white space of several kinds and word characters (a speed-up)."""
    import random
    import re

    from course_lib.sim.tools.tool_choice import _after_place_word

    rng = random.Random(26)
    pieces = ["in", "at", "near", "to", "around", "across", " ", "  ", "\t", "\n", "x", "_", "é", "Paris", "Pa",
              "is", "1", ",", "into", "Lat", "\u00a0", "\u3000"]
    for _ in range(20000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        name = rng.choice(["Paris", "Pa", "is", "Paris Pa", "to", "x", " Paris", "é"])
        found = re.search(rf"\b(?:in|at|near|to|around|across)\s+{re.escape(name)}", text) is not None
        assert _after_place_word(text, name) == found


def test_being_woken_meets_an_alarm_tool():
    """"wake me at 6:40" goes to the tool that sets an alarm (``tool_synonyms``: wake, alarm; latent79), not to a
    tool of another purpose bound beside it. Invented tools."""
    from langchain_core.tools import tool

    from course_lib.sim import SimulatedChatModel

    @tool
    def phone_alarm(time: str) -> str:
        """Create a phone alarm for an HH:MM time."""
        return "ok"

    @tool
    def play_radio(station: str) -> str:
        """Play a radio station on the kitchen speaker."""
        return "ok"

    out = SimulatedChatModel().bind_tools([phone_alarm, play_radio]).invoke("wake me at 6:40 tomorrow")
    assert [c["name"] for c in out.tool_calls] == ["phone_alarm"], out
    assert out.tool_calls[0]["args"]["time"] in ("06:40", "6:40"), out.tool_calls


# --- fix67e: the one tool left that looks up the subject's kinds of thing ----------------------------

import warnings  # noqa: E402

import pytest  # noqa: E402
from langchain_core.messages import HumanMessage, SystemMessage  # noqa: E402
from langchain_core.tools import tool  # noqa: E402


@tool
def traffic_report(road: str) -> str:
    """Live traffic on a road."""
    return "Clear."


@tool
def lido_info(query: str) -> str:
    """Look up Lakeside Lido's prices and opening hours."""
    return _LIDO_SHEET


_LIDO_SHEET = """LAKESIDE LIDO - visitor information 2027
Prices:
  Adult swim £6.50
  Child swim (under 16) £3.20
  Family ticket (2 adults, 2 children) £16
  Sauna add-on £4
Opening hours:
  Monday to Saturday 7am-8pm
  Sunday 9am-5pm
Lockers take a £1 coin, returned.
Lifeguards on duty at all times.
The cafe is on the first floor."""


@tool
def bin_collection(street: str) -> str:
    """Which day the bins are collected on a street."""
    return "Tuesday"


@tool
def residents_rules(question: str) -> str:
    """Finds the Maple Court residents' association rules."""
    return "Cats allowed; no dogs."


_LIDO = "You help visitors to Lakeside Lido."
_COURT = "You answer questions for residents of Maple Court."


def _called(tools, system, question):
    from course_lib.sim import SimulatedChatModel

    msgs = ([SystemMessage(system)] if system else []) + [HumanMessage(question)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools(tools).invoke(msgs)
    return [c["name"] for c in out.tool_calls]


@pytest.mark.parametrize(("tools", "system", "question", "expected"), [
    ([traffic_report, lido_info], _LIDO, "how much for a child on a weekday", "lido_info"),
    ([traffic_report, lido_info], _LIDO, "what time does it shut on sundays", "lido_info"),
    ([traffic_report, lido_info], None, "how much for a child on a weekday", "lido_info"),  # its own named subject
    ([bin_collection, residents_rules], _COURT, "are we allowed to keep a cat", "residents_rules"),
], ids=["price", "hours", "no-system", "rule"])
def test_the_one_tool_left_looking_up_the_asked_kind_is_called(tools, system, question, expected):
    # fix67e: the question shares no word with the description, the other tool is ruled out
    assert _called(tools, system, question) == [expected]


@pytest.mark.parametrize(("tools", "system", "question"), [
    ([traffic_report, lido_info], _LIDO, "who designed the building"),  # a kind the tool does not look up
    ([traffic_report, lido_info], "You help people with the Harbour Cinema.", "how much for a child on a weekday"),
], ids=["other-kind", "other-subject"])
def test_a_question_of_another_kind_or_subject_calls_nothing(tools, system, question):
    """A guard (passes before fix67e too): the limit stands."""
    assert _called(tools, system, question) == []


def test_subject_lookup_needs_every_other_tool_ruled_out():
    from course_lib.sim import SimulatedChatModel
    from course_lib.sim.request.reading import ToolSpec
    from course_lib.sim.tools import tool_choice

    _, matcher = SimulatedChatModel()._knowledge_and_matcher()
    schema = {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}
    left = tool_choice.profile(matcher, ToolSpec("lido_info", "Look up Lakeside Lido's prices.", schema))
    other = tool_choice.profile(matcher, ToolSpec("traffic", "Live traffic on a road.", schema))
    ruled = [tool_choice.ToolScore(other, -1.0, False), tool_choice.ToolScore(left, 0.0, False)]
    both = [tool_choice.ToolScore(other, 0.0, False), tool_choice.ToolScore(left, 0.0, False)]
    assert tool_choice.subject_lookup(matcher, ruled, "how much for two", _LIDO).profile is left
    assert tool_choice.subject_lookup(matcher, both, "how much for two", _LIDO) is None
    assert tool_choice.subject_lookup(matcher, ruled, "is it busy", _LIDO) is None  # no price asked


@pytest.mark.parametrize(("question", "right"), [
    ("what time do you shut on sundays", "5pm"),
    ("when does it close on a tuesday", "8pm"),
    ("how much for a child", "£3.20"),  # a stated limit today (the reader cannot place the line): never wrong
], ids=["sunday", "tuesday", "child"])
def test_the_agent_answers_from_the_subject_lookup_right_or_with_a_limit(question, right):
    # fix67e: create_agent calls the lookup, then its reply is right or states its limit
    from langchain.agents import create_agent
    from langchain_core.messages import ToolMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = create_agent(SimulatedChatModel(), [traffic_report, lido_info], system_prompt=_LIDO).invoke(
            {"messages": [HumanMessage(question)]})
    assert any(isinstance(m, ToolMessage) and m.name == "lido_info" for m in out["messages"])
    last = out["messages"][-1]
    assert last.response_metadata.get("simulator_limit") or right in last.content, last.content
