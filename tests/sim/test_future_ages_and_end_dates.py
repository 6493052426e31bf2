"""An age reached later and an end date a span away (issue 26, the sixty-second set's YW7; fix67d).

"turns / will be N" with a time phrase that puts the birthday ahead ("next week", "in March", "on
Sunday") gives N - 1 for a field asking the age now, N for one asking the age reached, and a
stated limit when the field or the phrase leaves it open (``ages.future_age``,
``ages.age_for_field``, read by ``field_readers._read_age`` for structured output and tool
arguments). A date field asking the end of a period, given the text's one date, is that date plus a
span "N days later" tied to its word (``validity.offset_field_date``), or the safe value with a
stated limit when the text writes a span no rule works ("runs for 8 weeks", "within 5 business
days"; ``structured._end_left_at_start``), never the start date. Wordings invented for this test
(topics no set uses); guards, which pass before the change too, are named."""

from __future__ import annotations

import datetime as dt
import warnings

import pytest
from pydantic import BaseModel, Field


class Now(BaseModel):
    age: int = Field(description="how old the person is now")


class Current(BaseModel):
    current_age: int


class Reached(BaseModel):
    age: int = Field(description="the age the cat is turning")


class Plain(BaseModel):
    age: int = Field(description="the person's age")


class Lease(BaseModel):
    end_date: dt.date = Field(description="the date the lease ends")


class Permit(BaseModel):
    expires: dt.date = Field(description="when the parking permit expires")


class Parcel(BaseModel):
    arrival: dt.date = Field(description="the latest arrival date")


class Bill(BaseModel):
    due: dt.date = Field(description="the date the bill must be paid by")


def _run(schema, text):
    from course_lib import SimulatorLimitWarning
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema, include_raw=True).invoke(text)
    return out["parsed"], [str(w.message) for w in caught if issubclass(w.category, SimulatorLimitWarning)]


@pytest.mark.parametrize(("text", "figure", "ahead"), [
    ("My grandfather turns 90 next Tuesday.", 90, True),
    ("Priya will be twelve in March.", 12, True),
    ("our tortoise is turning 50 on Sunday!", 50, True),
    ("He's going to be 21 in two weeks", 21, True),
    ("She turns 16 today.", 16, False),
    ("Dad turns 65 this year.", 65, None),
])
def test_future_age(text, figure, ahead):
    from course_lib.sim.values.ages import future_age

    got = future_age(text)
    assert got is not None and (got.figure, got.ahead) == (figure, ahead)


@pytest.mark.parametrize("text", ["My grandfather turned 90 last Tuesday.", "The train will be 20 minutes late.",
                                  "Turn left after 200 metres."])
def test_no_future_age(text):
    """Guard (``future_age`` is new): a past birthday and a figure with a unit are no age reached later."""
    from course_lib.sim.values.ages import future_age

    assert future_age(text) is None


@pytest.mark.parametrize(("schema", "text", "field", "want"), [
    (Now, "My grandfather turns 90 next Tuesday.", "age", 89),
    (Current, "Priya will be twelve in March.", "current_age", 11),
    (Now, "our tortoise is turning 50 on Sunday!", "age", 49),
])
def test_age_now_from_an_age_reached_later(schema, text, field, want):
    got, said = _run(schema, text)
    assert getattr(got, field) == want and not said


@pytest.mark.parametrize(("schema", "text"), [
    (Now, "Dad turns 65 this year."),  # has the birthday passed?
    (Plain, "My niece turns 8 next week."),  # the age now or the party's age?
])
def test_an_open_age_is_a_stated_limit(schema, text):
    got, said = _run(schema, text)
    assert got.age == 0 and any("age field" in s for s in said)


@pytest.mark.parametrize(("schema", "text", "want"), [
    (Now, "She turns 16 today.", 16),
    (Now, "My cousin is 44.", 44),
    (Now, "My uncle is 52 and turns 53 in May.", 52),
    (Reached, "Mochi turns 3 next week, can you plan a little party?", 3),  # the age reached
])
def test_stated_ages_stay(schema, text, want):
    """Guard: an age stated as now, a birthday today, or the age reached for a field asking it, is
    read as before."""
    got, _ = _run(schema, text)
    assert got.age == want


@pytest.mark.parametrize(("schema", "text", "want"), [
    (Bill, "Meter read on 3 November 2034; payment is due 21 days later.", dt.date(2034, 11, 24)),
    (Permit, "Issued 10 August 2035. It expires a year later.", dt.date(2036, 8, 10)),
])
def test_an_end_date_a_span_later(schema, text, want):
    got, said = _run(schema, text)
    assert next(iter(got.model_dump().values())) == want and not said


@pytest.mark.parametrize(("schema", "text"), [
    (Lease, "The lease starts on 1 September 2034 and runs for 8 months."),
    (Parcel, "Dispatched 14 April 2035, arrives within 5 business days."),
    (Permit, "Bought 2 June 2035 - valid for a 6-week period."),
])
def test_an_unworked_span_is_a_stated_limit(schema, text):
    got, said = _run(schema, text)
    assert got is None and any("end of a period" in s for s in said)


@pytest.mark.parametrize(("schema", "text", "want"), [
    (Bill, "Your bill is due on 12 January 2035. Allow 3 working days for the payment to clear.",
     dt.date(2035, 1, 12)),
    (Permit, "The permit expires 30 June 2036.", dt.date(2036, 6, 30)),
    (Permit, "Resident permit, valid until 31 March 2036; renewals take 10 days.", dt.date(2036, 3, 31)),
])
def test_the_fields_own_date_stays(schema, text, want):
    """Guard: the date written right after the field's word is its own, a span beside it or not."""
    got, _ = _run(schema, text)
    assert next(iter(got.model_dump().values())) == want


def test_a_tool_argument_reads_the_age_now():
    from langchain_core.tools import tool

    from course_lib.sim import SimulatedChatModel

    @tool
    def quote_insurance(current_age: int) -> str:
        """Quote travel insurance for a traveller by their current age in years."""
        return "ok"

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        msg = SimulatedChatModel().bind_tools([quote_insurance]).invoke(
            "Quote travel insurance for me please, I turn 70 next month.")
    assert [c["args"].get("current_age") for c in msg.tool_calls] == [69]
