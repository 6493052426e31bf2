"""Structured output gives no guessed value beside a limit on another field (issue 26, the
thirty-third set's "wrong values given beside a limit"): one name the text writes once, read into
two string fields ("Sign Priya Shah up for Thursday's spin class": ``class_name`` and the optional
``guest_name`` both 'Priya Shah') is a guess for each: the optional one is ``None``, the required
one empty with the limit. A date field the text ties to a span from its one date ("born on 4
March 2033 ... due at 12 months") is that date plus the span (``validity.offset_field_date``),
never the birth date. Wordings invented for this test; guards named."""

from __future__ import annotations

import datetime as dt
import warnings

import pytest
from pydantic import BaseModel, Field


class Signup(BaseModel):
    member: str
    class_name: str
    guest_name: str | None = Field(default=None, description="the name of a guest the member brings, if any")


class Jab(BaseModel):
    vaccine: str
    due: dt.date


class Service(BaseModel):
    car: str
    next_service: dt.date


def _parsed(schema, text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().with_structured_output(schema).invoke(text)


@pytest.mark.parametrize("text", ["Sign Priya Shah up for Thursday's spin class.",
                                  "Book Tom Reid into yoga on Monday."])
def test_one_name_is_not_every_fields(text):
    got = _parsed(Signup, text)
    name = " ".join(text.split()[1:3])
    assert got.guest_name is None
    assert got.class_name != name


@pytest.mark.parametrize(("schema", "text", "field", "want"), [
    (Jab, "Leo was born on 4 March 2033. His MMR jab is due at 12 months.", "due", dt.date(2034, 3, 4)),
    (Jab, "The puppy was born on 2 May 2034; its rabies shot is due at 12 weeks old.", "due", dt.date(2034, 7, 25)),
    (Service, "Bought the van on 1 June 2033, next service after 6 months.", "next_service", dt.date(2033, 12, 1)),
    (Jab, "Her booster is due on 9 October 2034.", "due", dt.date(2034, 10, 9)),  # guard: the field's own date
])
def test_a_date_worked_from_a_span(schema, text, field, want):
    assert getattr(_parsed(schema, text), field) == want


def test_offset_field_date():
    from course_lib.sim.grounded.validity import offset_field_date

    assert offset_field_date(["due"], "born 3 May 2030. Check-up due after 6 weeks.", "2030-05-03") == "2030-06-14"
    assert offset_field_date(["due"], "due on 3 May 2030", "2030-05-03") is None  # guard
