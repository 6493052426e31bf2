"""A form filled in as the whole message ("Label: value" lines; ``field_readers.is_form``): a person
field takes the name on the line whose label fits it, a capitals heading is never a name, a free-text
field takes its answer line without its "Y - " mark, and a yes/no field reads "none" / "Y" there
(``field_readers._labelled_person`` / ``_labelled_text`` / ``form_flag``; the marks in
data/sim/lexicons.yaml ``form_yes_marks`` / ``form_no_answers``; issue 26, the thirty-fifth set's DD8).
Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


class SignUp(BaseModel):
    """A junior club's sign-up sheet."""

    full_name: str = Field(description="the child's full name")
    has_allergy: bool = Field(description="whether the child has an allergy")
    allergy: str | None = Field(default=None, description="the allergy, if any")
    parent_phone: str = Field(description="the parent's phone number")


def _fill(text):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().with_structured_output(SignUp).invoke(text)


@pytest.mark.parametrize("text, name, has, allergy", [
    ("JUNIOR SAILING CLUB SIGN-UP\nName: Tomasz Weller\nAllergies? (Y/N): Y - peanuts (carries an EpiPen)\n"
     "Parent contact: Anna Weller, 07700 900 555", "Tomasz Weller", True, "peanuts"),
    ("LIBRARY CARD APPLICATION\nFull name: Odile Brannigan\nAllergies: none\nPhone: 01632 960 871",
     "Odile Brannigan", False, None),
    ("Chess club - spring term\nName: Priya Lund\nAny allergies (Y/N): N\nParent's phone: 01632 960 112",
     "Priya Lund", False, None),
])
def test_a_forms_lines(text, name, has, allergy):
    got = _fill(text)
    assert got.full_name == name
    assert got.has_allergy is has
    assert (got.allergy is None) if allergy is None else (allergy in (got.allergy or ""))
