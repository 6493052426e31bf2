"""A date written in words given to a date argument whole (issue 26, seventeenth set L8): "the
fourteenth of March 2027", "March the 3rd, 2027" are read by the date reader
(``calendar_dates.date_value``: an ordinal day in words, "the" between month and day); an
argument whose format only the tool's prose names ("Extend a permit until a date given as
YYYY-MM-DD.": ``tool_args.docstring_arg``) is a date argument; and the year of a date another
argument took is no id (``tool_args.free_ids``: no second call with ``permit="2027"``). Before,
the argument took the date's first word ("the" / "fourteenth") and a year made a second call.
Invented tools and requests."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim.tools.tool_args import docstring_arg
from course_lib.sim.words.calendar_dates import date_value


@pytest.mark.parametrize("text, iso", [
    ("Book it for the fourteenth of March 2027.", "2027-03-14"),
    ("Move the visit to March the 3rd, 2027 please.", "2027-03-03"),
    ("Hold it until the twenty-second of June 2026.", "2026-06-22"),
    ("It ends on the thirty-first of December 2028.", "2028-12-31"),
])
def test_a_day_in_words_is_read_whole(text, iso):
    assert date_value(text) == iso


@pytest.mark.parametrize("description, name, said", [
    ("Extend a parking permit until a date given as YYYY-MM-DD.", "until", "a date given as YYYY-MM-DD"),
    ("Postpone the delivery to a new date (YYYY-MM-DD).", "to", "a new date (YYYY-MM-DD)"),
    ("Move the booking from one date to another.", "name", ""),
])
def test_the_tools_prose_names_an_arguments_date_format(description, name, said):
    assert docstring_arg(description, name) == said


@tool
def extend_permit(permit_number: str, until: str) -> str:
    """Extend a parking permit until a date given as YYYY-MM-DD."""
    return "extended"


@tool
def hold_parcel(parcel_ref: str, until: str) -> str:
    """Hold a parcel at the depot until a date given as YYYY-MM-DD."""
    return "held"


def _calls(tools, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return [(c["name"], c["args"]) for c in out.tool_calls]


@pytest.mark.parametrize("tools, question, expected", [
    ([extend_permit], "Extend PX-4410 until the twenty-second of June 2027.",
     [("extend_permit", {"permit_number": "PX-4410", "until": "2027-06-22"})]),
    ([extend_permit], "Please extend QA-77 until the fourteenth of March 2027.",
     [("extend_permit", {"permit_number": "QA-77", "until": "2027-03-14"})]),
    ([hold_parcel], "Hold TR-5521 until March the 3rd, 2027.",
     [("hold_parcel", {"parcel_ref": "TR-5521", "until": "2027-03-03"})]),
])
def test_a_date_argument_takes_the_whole_date_and_its_year_is_no_id(tools, question, expected):
    assert _calls(tools, question) == expected


@pytest.mark.parametrize("text, iso", [
    ("on the last day of february 2032", "2032-02-29"),
    ("the final day of November 2030", "2030-11-30"),
    ("the first day of march 2033 at 4 Mill Row", "2033-03-01"),
    ("the 3rd day of May 2030", "2030-05-03"),
    ("2 days before the last day of june 2031", "2031-06-28"),
    ("the last day of term 2031", None),  # no month
])
def test_the_first_or_last_day_of_a_month(text, iso):
    from course_lib.sim.words.calendar_dates import date_value

    assert date_value(text) == iso
