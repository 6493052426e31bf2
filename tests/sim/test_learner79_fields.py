"""Field readers met by the learner79 probe (issue 26 points 1-2, branch ``learner79``): one unit
said as "another week", "an extra hour", "one more day" (``field_readers.one_more_units``, its leads
``one_more_unit_leads`` in data/sim/lexicons.yaml), read by tool arguments and structured output
alike; a numeric field whose name ends in a time unit ("extra_days", "layover_minutes";
``tail_time_units`` in lexicons.yaml) reads lengths of time in that unit in structured output as tool
arguments already did ("2 weeks" for extra_days: 14, never 2), the one nearest its own word when the
text writes several (``field_readers._own_time_part``). Wordings invented here; each test failed on start79 unless its docstring says it is a guard."""

from __future__ import annotations

import warnings
from datetime import datetime

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values import field_readers


def _calls(tools, question):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools(tools).invoke(question).tool_calls


@pytest.mark.parametrize(("text", "want"), [
    ("stay another night? no, another week", "no, 1 week"),
    ("an extra hour", "1 hour"),
    ("one more day", "1 day"),
    ("a further month", "1 month"),
    ("an additional  minute", "1 minute"),
])
def test_one_more_unit_is_one_of_it(text, want):
    assert field_readers.one_more_units(text).endswith(want)


def test_other_uses_of_another_are_left_alone():
    """A guard of the new reader (absent on start79): "another" before no unit word is no quantity."""
    assert field_readers.one_more_units("another coffee and a further question") == "another coffee and a further question"


@tool
def extend_membership(days: int) -> str:
    """Extend the gym membership by a number of days."""
    return "ok"


@tool
def snooze_reminder(minutes: int) -> str:
    """Snooze the reminder for some minutes."""
    return "ok"


@pytest.mark.parametrize(("tool_", "question", "arg", "want"), [
    (extend_membership, "add another week to my gym membership", "days", 7),
    (extend_membership, "give me an extra week on the membership", "days", 7),
    (snooze_reminder, "snooze it for another hour", "minutes", 60),
    (snooze_reminder, "one more hour of snooze please", "minutes", 60),
])
def test_tool_argument_reads_one_more_unit(tool_, question, arg, want):
    calls = _calls([tool_], question)
    assert len(calls) == 1 and calls[0]["args"][arg] == want


class Extension(BaseModel):
    extra_days: int = Field(description="how many extra days were granted")


def test_structured_output_reads_one_more_unit():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Extension).invoke(
            "The tutor gave us another week for the essay.")
    assert out.extra_days == 7


def test_quantities_in_figures_reads_it():
    """Guard (passed on start79: the fortnight was already 14 days)."""
    assert field_readers.quantities_in_figures("she asked for an extra fortnight").endswith("14 days")


class Leave(BaseModel):
    extra_days: int = Field(description="how many extra days were granted")


class Contract(BaseModel):
    notice_weeks: int
    trial_days: int


class Journey(BaseModel):
    flight_hours: float
    layover_minutes: int


def _parsed(schema, text):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().with_structured_output(schema).invoke(text)


@pytest.mark.parametrize(("text", "want"), [
    ("HR approved 2 weeks on top of my holiday.", 14),
    ("They granted a fortnight more.", 14),
])
def test_time_tail_field_converts(text, want):
    assert _parsed(Leave, text).extra_days == want


def test_time_tail_field_keeps_plain_count():
    """Guard (passed on start79): a count written in the field's own unit stays as written."""
    assert _parsed(Leave, "We got 3 extra days.").extra_days == 3


def test_each_time_field_takes_its_own_length():
    out = _parsed(Contract, "You must give 4 weeks notice. Trial: 2 weeks.")
    assert (out.notice_weeks, out.trial_days) == (4, 14)
    out = _parsed(Contract, "Notice is 6 weeks and the trial lasts 60 days.")
    assert (out.notice_weeks, out.trial_days) == (6, 60)


def test_layover_takes_its_own_minutes():
    """Guard (passed on start79 by the count beside "layover"): kept with the unit read."""
    out = _parsed(Journey, "The flight takes 7 hours with a 95 minute layover in Doha.")
    assert (out.flight_hours, out.layover_minutes) == (7.0, 95)


# --- a date-time value reads its day as a date field does (``field_readers._date_time_day``) -------------


@pytest.mark.parametrize(("text", "want"), [
    ("Today is Monday 5 August 2041. Deliver the sofa this Thursday at 11am.", "2041-08-08T11:00:00"),
    ("today is 5 August 2041 - piano tuner tomorrow at half past three in the afternoon", "2041-08-06T15:30:00"),
    ("It's Monday 5 August 2041 today. Can the tuner come Saturday at 9am?", "2041-08-10T09:00:00"),
])
def test_date_time_counts_the_day_from_the_stated_today(text, want):
    assert field_readers.date_time_value(text) == want


@pytest.mark.parametrize("text", [
    "Today is Monday 5 August 2041. Deliver it Monday at 11am.",  # this week's or next week's: unread
])
def test_date_time_of_the_stated_todays_own_weekday_is_unread(text):
    assert field_readers.date_time_value(text) is None


def test_date_time_written_date_kept():
    """Guard (passed on start79): a written date and time, and a today's own time, as before."""
    assert field_readers.date_time_value("the tuner comes on 12 September 2041 at 4pm") == "2041-09-12T16:00:00"
    assert field_readers.date_time_value("Today is 5 August 2041; the tuner comes at 4pm today") == "2041-08-05T16:00:00"


class Visit(BaseModel):
    starts_at: datetime = Field(description="when the visit starts")


def test_structured_date_time_counts_from_today():
    out = _parsed(Visit, "Today is Monday 5 August 2041. The window cleaner comes this Thursday at 8am.")
    assert out.starts_at.isoformat().startswith("2041-08-08T08:00")


@tool
def book_tuner(when: datetime) -> str:
    """Book the piano tuner at a date and time (ISO 8601)."""
    return "ok"


def test_tool_date_time_counts_from_today():
    calls = _calls([book_tuner], "Today is Monday 5 August 2041. Book the tuner for Saturday at 10am.")
    assert len(calls) == 1 and str(calls[0]["args"]["when"]).startswith("2041-08-10T10:00")


# --- a count beside a number word fused to its noun, never a length of time ---------------------------
# ("a two-seater": 2 seats, ``field_readers.unfused_number_words`` read by tool arguments, structured
# output and the evidence of a figure; "for ninety minutes" counts no seats, ``time_length_figures``)


@tool
def rent_canoe(hours: float, seats: int) -> str:
    """Rent a canoe.

    Parameters
    ----------
    hours : float
        Rental length in hours.
    seats : int
        Number of seats in the canoe.
    """
    return "ok"


@tool
def book_lanes(lanes: int) -> str:
    """Book bowling lanes by the number of lanes."""
    return "ok"


@pytest.mark.parametrize(("question", "want"), [
    ("a three-seater canoe for forty-five minutes", {"hours": 0.75, "seats": 3}),
    ("we need a two-seater canoe for 2 hours", {"hours": 2.0, "seats": 2}),
])
def test_fused_number_word_counts_its_noun(question, want):
    calls = _calls([rent_canoe], question)
    assert len(calls) == 1 and calls[0]["args"] == want


def test_length_of_time_is_no_count():
    calls = _calls([book_lanes], "bowling for 90 minutes tonight")
    assert not calls or calls[0]["args"].get("lanes") != 90


class Sofa(BaseModel):
    seats: int = Field(description="the number of seats")


def test_structured_count_reads_fused_word_not_minutes():
    assert _parsed(Sofa, "It's a four-seater; it took us ninety minutes to carry it upstairs.").seats == 4


def test_time_length_figures_table():
    assert field_readers.time_length_figures("a two-seater for ninety minutes and 2 hours") == {"90", "2"}
    assert field_readers.unfused_number_words("a two-seater and a Three-bed flat") == "a two seater and a Three bed flat"


class Ride(BaseModel):
    minutes_each_way: int = Field(description="the ride's length one way, in minutes")


def test_joined_parts_are_one_length_of_time():
    """Guard (passed on start79; the nearest-own-word choice first split it): "an hour and twenty
    minutes" is one length of time, 80 minutes."""
    assert _parsed(Ride, "The bus takes an hour and twenty minutes each way.").minutes_each_way == 80


class Subscription(BaseModel):
    monthly_fee: float
    months: int


def test_time_named_count_keeps_every_length_of_time():
    """Guard (passed on start79; the lengths of time first cut for counts of things left "a month"
    alone here): "a month for two years" gives months no 1."""
    assert _parsed(Subscription, "Sign me up at £9 a month for two years.").months != 1
