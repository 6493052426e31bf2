"""A day counted from now in a date field (issue 26), one reader for tool arguments and
structured output (``field_readers.day_value``, resolved by ``relative_days``): "in 5 days",
"a fortnight from today", "tomorrow" from a stated today; never the stated today itself; two
different days named, or no today stated, is no guess (a question back for a tool, a stated
limit naming today's date for a schema's field). The calendar's date readers have one home,
``calendar_dates``, below both."""

from __future__ import annotations

import datetime
import warnings

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel, Field


@tool
def book_table(day: str, people: int) -> str:
    """Book a restaurant table on a date (YYYY-MM-DD) for a number of people."""
    return ""


@tool
def schedule_pickup(pickup_date: str) -> str:
    """Schedule a bin pickup on a given date, ISO format."""
    return ""


class Reminder(BaseModel):
    due: datetime.date = Field(description="the day the reminder is due")


class Delivery(BaseModel):
    delivery_date: str = Field(description="delivery date, YYYY-MM-DD")


def _invoke(run):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = run(SimulatedChatModel())
    return out, [str(w.message) for w in caught]


@pytest.mark.parametrize("tool_,question,field,want", [
    (book_table, "It's now 2027-03-04. Table for two in 5 days please.", "day", "2027-03-09"),
    (schedule_pickup, "As of 2027-01-30, schedule the pickup in three days.", "pickup_date", "2027-02-02"),
    (schedule_pickup, "Today is Friday 1 October 2027. Pickup a week from today.", "pickup_date", "2027-10-08"),
])
def test_a_tool_date_counted_in_days_from_the_stated_today(tool_, question, field, want):
    out, _ = _invoke(lambda llm: llm.bind_tools([tool_]).invoke(question))
    assert out.tool_calls and out.tool_calls[0]["args"].get(field) == want, out.tool_calls


def test_two_different_days_named_is_no_call():
    out, _ = _invoke(lambda llm: llm.bind_tools([schedule_pickup]).invoke(
        "Today is 2027-01-30. The pickup was yesterday, schedule another for a week from today."))
    assert not out.tool_calls and "more than one day" in out.content


@pytest.mark.parametrize("model,text,field,want", [
    (Reminder, "Today is 4 March 2027. Remind me tomorrow to water the plants.", "due", datetime.date(2027, 3, 5)),
    (Reminder, "Today is Monday 1 March 2027. Remind me to call the bank in 10 days.", "due", datetime.date(2027, 3, 11)),
    (Delivery, "Today is 2027-05-03. The sofa comes in a fortnight.", "delivery_date", "2027-05-17"),
])
def test_a_schema_date_field_is_counted_from_the_stated_today(model, text, field, want):
    out, _ = _invoke(lambda llm: llm.with_structured_output(model).invoke(text))
    assert getattr(out, field) == want


def test_a_schema_date_with_no_today_stated_is_a_limit_naming_it():
    out, limits = _invoke(lambda llm: llm.with_structured_output(Delivery, include_raw=True).invoke(
        "The sofa comes next Thursday."))
    assert out["parsed"].delivery_date == ""
    assert any("today's date" in m and "next Thursday" in m for m in limits), limits


def test_day_value_is_the_one_reader():
    from course_lib.sim.values.field_readers import READERS, day_value
    from course_lib.sim.values.field_readers import Field as Schema
    from course_lib.sim.words.calendar_dates import date_value
    from course_lib.sim.words.day_names import WEEKDAYS

    assert day_value("Today is 2027-05-03. Ship it the day after tomorrow.") == "2027-05-05"
    assert day_value("Today is 2027-05-03. Ship it on 9 May 2027.") == "2027-05-09"  # not the stated today
    assert day_value("Ship it tomorrow.") is None
    assert READERS["date"](Schema.of("ship_on", "", "string", "date"), "Today is 2027-05-03, ship in 2 days") == "2027-05-05"
    assert date_value("due 3 weeks after 2026-02-11") == "2026-03-04" and WEEKDAYS[0] == "monday"
