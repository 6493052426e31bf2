"""A count of nights / days / weeks from a date range (issue 26, fix47b): a whole-number field or
tool argument named for the unit takes the range's length, never a day of the month; a day of the
month alone gives no value (the argument limit). Wordings, tools and schemas invented here (none
from a probe or a fresh set); every case of ``RANGES`` and ``ORDINALS`` fails on 91badf2a.
"""

from __future__ import annotations

import warnings
from typing import Annotated, TypedDict

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.field_readers import read_field
from course_lib.sim.values.stay_lengths import UNREAD, length_unit, stay_length


@tool
def hold_berth(boat: str, nights: int) -> str:
    """Hold a marina berth for a visiting boat."""
    return "held"


@tool
def hire_caravan(customer: str, weeks: int) -> str:
    """Hire out the static caravan."""
    return "ok"


class Lodging(TypedDict):
    traveller: Annotated[str, ..., "who is staying"]
    num_nights: Annotated[int, ..., "number of nights booked"]


RANGES = [  # (field, text, value)
    ("nights", "Hold a berth for the Kestrel from the 14th to the 17th.", 3),
    ("nights", "Arriving the 9th and leaving the 13th, please.", 4),
    ("nights", "We check in on the 1st and check out on the 8th.", 7),
    ("num_nights", "Staying 22nd-25th March.", 3),
    ("nights", "Room for two, 5–11 October.", 6),
    ("nights", "From 29 November to 2 December.", 3),
    ("weeks", "The caravan from the 4th until the 18th of July.", 2),
    ("days", "The hire runs from the 3rd to the 6th inclusive.", 4),
]
ORDINALS = [  # a day of the month but no length
    ("nights", "Hold a berth for the Osprey arriving on the 12th."),
    ("nights", "From the 28th to the 2nd."),  # crosses a month end with no months: unknown
    ("weeks", "From the 1st to the 10th."),  # not whole weeks
    ("days", "From the 3rd to the 6th."),  # days: only "inclusive" tells
]
KEPT = [  # a bare count stays the other readers' (None here), other fields are not this reader's
    ("nights", "Four nights from the 9th, please."),
    ("nights", "3 nights, arriving on the 21st."),
    ("guests", "From the 3rd to the 10th."),
    ("day_of_month", "From the 3rd to the 10th."),
    ("nights", "Two adults and a dog."),
]


@pytest.mark.parametrize(("name", "text", "value"), RANGES)
def test_a_range_gives_its_length(name, text, value):
    assert stay_length(name, "", text) == value
    assert read_field(name, "", "integer", text) == value


@pytest.mark.parametrize(("name", "text"), ORDINALS)
def test_a_day_of_the_month_is_no_count(name, text):
    assert stay_length(name, "", text) is UNREAD
    assert read_field(name, "", "integer", text) is None


@pytest.mark.parametrize(("name", "text"), KEPT)
def test_a_bare_count_or_another_field_is_left_to_the_other_readers(name, text):
    assert stay_length(name, "", text) is None


def test_units():
    assert [length_unit(n) for n in ("nights", "stay_days", "weeks", "day", "days_notice", "day_of_week")] == [
        "night", "day", "week", None, None, None]


def _call(tools, question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return out, caught


def test_tool_argument_from_a_range():
    out, _ = _call([hold_berth], "Can you hold a berth for Sea Lark from the 11th to the 15th?")
    assert out.tool_calls[0]["args"]["nights"] == 4
    out, _ = _call([hire_caravan], "Hire the caravan to Mrs Odell from 3 August to 17 August.")
    assert out.tool_calls[0]["args"]["weeks"] == 2


def test_tool_argument_never_an_ordinal():
    out, caught = _call([hold_berth], "Hold a berth for Sea Lark, arriving on the 11th.")
    args = out.tool_calls[0]["args"] if out.tool_calls else {}
    assert args.get("nights") != 11
    assert out.response_metadata.get("simulator_limit") or not out.tool_calls


def test_structured_field_from_a_range():
    llm = SimulatedChatModel().with_structured_output(Lodging)
    assert llm.invoke("Extract the booking: Dev Rao, in on the 18th, out on the 20th.")["num_nights"] == 2
