"""A list of people read from a text holds names, never figures (issue 26): "Let us meet on
2027-01-19 with Priya and Tomás." gave attendees 2027, 01, 19, Priya and Tomás, silently
(``extraction.list_value``)."""

from __future__ import annotations

from datetime import date

import pytest
from pydantic import BaseModel


class Call(BaseModel):
    day: date
    attendees: list[str]


class Panel(BaseModel):
    participants: list[str]


@pytest.mark.parametrize("schema,text,field,want", [
    (Call, "Call on 2026-11-02 with Jonas Weber, Amara Diallo and Li Wei.", "attendees",
     ["Jonas Weber", "Amara Diallo", "Li Wei"]),
    (Panel, "Panel 4 (room 12, 14:30): Greta Lund and Omar Haddad.", "participants", ["Greta Lund", "Omar Haddad"]),
])
def test_a_people_list_holds_names_not_figures(schema, text, field, want):
    from course_lib.sim import SimulatedChatModel

    out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    assert getattr(out, field) == want, out


def test_list_value_table():
    from course_lib.sim.responders.extraction import list_value

    assert list_value("attendees", "On 2027-01-19 with Priya and Tomás.") == ["Priya", "Tomás"]
