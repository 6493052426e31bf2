"""A today stated outside the question (issue 26): a learner's system prompt "Today is ..." or an
earlier turn "it's the 3rd of May 2027 here" anchors a day the question names relative to now
("tomorrow", "this Saturday") for a tool's date argument (``relative_days.anchored``); and a
weekday with "week" ("Tuesday week": a week after the coming Tuesday) is such a day."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool


@tool
def reserve_court(day: str, players: int) -> str:
    """Reserve a padel court. day is YYYY-MM-DD."""
    return "reserved"


@tool
def plan_delivery(delivery_date: str, address: str) -> str:
    """Plan a furniture delivery to an address on a date (YYYY-MM-DD)."""
    return "planned"


def _calls(tools, messages):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(messages)
    return out, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("messages,field,want", [
    ([SystemMessage("You book sports courts. Today's date: 2027-05-19."),
      HumanMessage("Get us a court for 4 players tomorrow")], "day", "2027-05-20"),
    ([SystemMessage("Assistant for a padel club. Today is Friday 21 May 2027."),
      HumanMessage("reserve a court this Sunday, we are 2")], "day", "2027-05-23"),
    ([HumanMessage("Hi! It's Thursday 3 June 2027 here."), AIMessage("Hello, how can I help?"),
      HumanMessage("A court for three the day after tomorrow please")], "day", "2027-06-05"),
])
def test_the_context_s_today_anchors_the_question_s_day(messages, field, want):
    out, stated = _calls([reserve_court], messages)
    assert out.tool_calls and out.tool_calls[0]["args"][field] == want, (out.tool_calls, out.content)
    assert not stated


def test_the_question_s_own_today_wins_over_the_context_s():
    out, _ = _calls([reserve_court], [SystemMessage("Today is 2027-05-19."),
                                      HumanMessage("Today is 2027-07-01. A court for 2 tomorrow.")])
    assert out.tool_calls[0]["args"]["day"] == "2027-07-02"


def test_with_no_today_anywhere_it_still_asks_for_the_date():
    out, stated = _calls([reserve_court], [SystemMessage("You book padel courts."),
                                           HumanMessage("A court for 2 tomorrow")])
    assert not out.tool_calls and "today's date" in out.content and not stated


@pytest.mark.parametrize("text,want", [
    ("Today is Wednesday 9 June 2027. Deliver the sofa Tuesday week.", "2027-06-22"),
    ("Today is Saturday 12 June 2027. The fitter comes next Thursday week.", "2027-06-24"),
    ("Today is Friday 11 June 2027. Friday week is the deadline.", "2027-06-18"),
    ("Today is Monday 7 June 2027. Meet me this Wednesday week.", "2027-06-16"),
])
def test_a_weekday_week_is_a_week_after_the_coming_weekday(text, want):
    from course_lib.sim.values.relative_days import relative_day

    assert relative_day(text).iso == want


def test_next_weekday_week_in_the_same_week_names_both_readings():
    from course_lib.sim.values.relative_days import relative_day

    found = relative_day("Today is Monday 7 June 2027. Drop it off next Thursday week.")
    assert found.iso is None and "17 June 2027 or 24 June 2027" in found.reason


def test_a_week_long_thing_is_no_day():
    from course_lib.sim.values.relative_days import relative_day

    assert relative_day("Today is Monday 7 June 2027. Our Friday week-long market opens.") is None


def test_a_delivery_on_a_weekday_week_from_the_system_prompt():
    out, _ = _calls([plan_delivery], [SystemMessage("Today is Tuesday 8 June 2027."),
                                      HumanMessage("Plan the delivery to 14 Elm Road for Monday week")])
    assert out.tool_calls and out.tool_calls[0]["args"]["delivery_date"] == "2027-06-21", (out.tool_calls, out.content)


def test_structured_output_reads_the_system_message_s_today():
    from pydantic import BaseModel, Field

    from course_lib.sim import SimulatedChatModel

    class Delivery(BaseModel):
        item: str
        delivery_date: str = Field(description="YYYY-MM-DD")

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(Delivery, include_raw=True).invoke(
            [SystemMessage("Pull out the delivery details. Today is Thursday 10 June 2027."),
             HumanMessage("The wardrobe arrives this Saturday")])
    dated = [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning" and "date" in str(w.message)]
    assert out["parsed"].delivery_date == "2027-06-12" and not dated, (out["parsed"], dated)
