"""A yes/no field about an age threshold ("True if the member is 21 or older", "at least 18",
"under 16") decided from the text's date of birth and its other full date, the age in full years
(issue 26, eleventh set's false alarm schema-bool-age: the safe False with "can't decide the yes/no
field", right by chance). One date alone, or none after a birth cue, is still a limit. Invented
schemas and texts."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib import get_chat_model
from course_lib.sim.values.field_readers import age_check


class Membership(BaseModel):
    of_age: bool = Field(description="True if the member is 21 or older on the day they joined")


class ChildFare(BaseModel):
    child: bool = Field(description="True if the passenger is under 16 on the travel date")


@pytest.mark.parametrize("description, text, value", [
    ("True if 21 or older", "Member born 12 June 2005; joined on 11 June 2026.", False),   # a day short
    ("True if 21 or older", "Member born 12 June 2005; joined on 12 June 2026.", True),
    ("True if at least 65 years old", "Date of purchase: 2 March 2027. DOB: 30 January 1962.", True),
    ("True if under 16", "Travel date 2026-08-01, passenger's date of birth 2010-09-15.", True),
    ("True if over 12", "Born 2014-05-05, visit on 2026-05-05.", False),                   # 12 is not over 12
    ("True if 18 or older", "Applied on 5 May 2026.", None),                               # no birth date
    ("True if 18 or older", "Born 1 May 2000.", None),                                     # no date to take it on
    ("True if the form is signed", "Born 1 May 2000; signed 3 May 2026.", None),           # no threshold
])
def test_age_check(description, text, value):
    assert age_check(description, text) is value


def structured(schema, text):
    llm = get_chat_model("sim")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.with_structured_output(schema, include_raw=True).invoke(
            [("system", "Check the record."), ("human", text)])
    return out["parsed"], out["raw"].response_metadata.get("simulator_limit", "")


@pytest.mark.parametrize("schema, text, field, value", [
    (Membership, "New member Ilse Brandt, born 4 October 1999, joined 1 September 2026.", "of_age", True),
    (ChildFare, "Passenger Tom Ruiz, date of birth 20 January 2012, travelling 14 February 2026.", "child", True),
    (ChildFare, "Passenger Ana Ruiz, born 20 January 2008, travelling 14 February 2026.", "child", False),
])
def test_the_field_decided_with_no_limit(schema, text, field, value):
    parsed, limit = structured(schema, text)
    assert getattr(parsed, field) is value
    assert not limit


def test_one_date_is_still_a_limit():
    parsed, limit = structured(Membership, "New member Ilse Brandt, born 4 October 1999.")
    assert limit
