"""An end date the text writes as a span from its one date ("bring them back within a fortnight of
pick-up") is worked (``validity.offset_field_date``: the field's word in any form, "N units
from / after", "a year", "a fortnight"), and where no rule ties the span to a field, the end field is
never the start date copied (``structured._unworked_end_dates``: the safe value with a limit)."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.grounded.validity import offset_field_date, writes_offset


class ToolLoan(BaseModel):
    picked_up: str = Field(description="YYYY-MM-DD")
    bring_back_by: str = Field(description="YYYY-MM-DD")


class Membership(BaseModel):
    started: str = Field(description="YYYY-MM-DD")
    expiry: str = Field(description="YYYY-MM-DD")


def _filled(schema, text):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return out, [w for w in caught if "Limit" in w.category.__name__]


@pytest.mark.parametrize("words, text, start, expected", [
    (["bring", "back", "by"], "Tools picked up on 2 May 2030. They go back 5 days from pick-up.", "2030-05-02",
     "2030-05-07"),
    (["back"], "Tools picked up on 2 May 2030. Bring them back within a fortnight of pick-up.", "2030-05-02",
     "2030-05-16"),
    (["expiry"], "Membership started 1 June 2031 and expires 12 months after that.", "2031-06-01", "2032-06-01"),
    (["renewal"], "Joined 3 Jan 2029; renewal is due two years from joining.", "2029-01-03", "2031-01-03"),
    (["due"], "born 3 May 2030. Check-up due after 6 weeks.", "2030-05-03", "2030-06-14"),
    (["due"], "due on 3 May 2030", "2030-05-03", None),
])
def test_offset_field_date(words, text, start, expected):
    assert offset_field_date(words, text, start) == expected


@pytest.mark.parametrize("text, expected", [
    ("valid for a year after joining", True), ("within ten days of collection", True),
    ("open ten days a year", False), ("back on 3 May", False),
])
def test_writes_offset(text, expected):
    assert writes_offset(text) is expected


def test_an_end_date_is_worked_from_the_span():
    out, limits = _filled(ToolLoan, "Tools picked up on 2 May 2030; please bring them back within a fortnight of "
                                    "pick-up.")
    assert (out.picked_up, out.bring_back_by) == ("2030-05-02", "2030-05-16")
    assert not limits


def test_an_unworked_span_is_no_copy_of_the_start_date():
    out, limits = _filled(Membership, "Membership started 1 June 2031, valid for a year after joining.")
    assert out.started == "2031-06-01"
    assert out.expiry != "2031-06-01"
    assert limits
