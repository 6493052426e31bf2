"""A list of people read from a text in labelled parts ("Present: ...", "Apologies: ...",
"To: ...", "Cc: ...") takes the names under the label the field's name or description says, whole
("Lee Park", never "Park"), else ``[]`` with a stated limit (issue 26, eleventh set D9). Before,
every name of the text was taken, the first of another part cut to its last word ("Park") as
if it opened a sentence. Invented minutes and e-mail headers."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib import get_chat_model
from course_lib.sim.responders.extraction import labelled_parts, list_value


class Meeting(BaseModel):
    attendees: list[str] = Field(description="the people who attended")


class Absences(BaseModel):
    apologies: list[str] = Field(description="names of the members who sent their apologies")


class Copied(BaseModel):
    cc_names: list[str] = Field(description="people copied on the e-mail")


def structured(schema, text):
    llm = get_chat_model("sim")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.with_structured_output(schema, include_raw=True).invoke(
            [("system", "Extract the names."), ("human", text)])
    return out["parsed"], out["raw"].response_metadata.get("simulator_limit", "")


@pytest.mark.parametrize("schema, text, field, expected", [
    (Meeting, "In attendance: Priya Nair, Omar Haddad and Lena Vogt.\nApologies: Jon Berg.", "attendees",
     ["Priya Nair", "Omar Haddad", "Lena Vogt"]),
    (Absences, "Present: Priya Nair and Omar Haddad. Apologies: Jon Berg, Mia Lund.", "apologies",
     ["Jon Berg", "Mia Lund"]),
    (Copied, "To: Karin Holm\nCc: Dev Patel, Sara Lee\nSubject: the budget", "cc_names", ["Dev Patel", "Sara Lee"]),
])
def test_the_names_under_the_field_s_label(schema, text, field, expected):
    parsed, limit = structured(schema, text)
    assert getattr(parsed, field) == expected
    assert not limit


def test_no_label_says_the_field_a_limit():
    parsed, limit = structured(Meeting, "Chair: Rosa Diaz. Minutes taken by: Tom Ek.")
    assert parsed.attendees == []
    assert "attendees" in limit


def test_one_label_heads_the_whole_list():
    assert labelled_parts("Attendees: Rosa Diaz and Tom Ek.") == []
    assert list_value("attendees", "Attendees: Rosa Diaz and Tom Ek.") == ["Rosa Diaz", "Tom Ek"]
