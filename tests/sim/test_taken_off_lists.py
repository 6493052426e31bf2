"""A correction that takes a name off the list just made ("drop Owen", "leave Jonas off", "not
Lucas after all") applies to any list of names, whatever the field is for (issue 26, AA7:
``attending_names.taken_off``, cues in data/sim/attendance.yaml); a name listed once is listed once.
Invented wordings (rotas, invitations, a five-a-side team)."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.attending_names import taken_off


@pytest.mark.parametrize("names,text,want", [
    (["Dev", "Halima", "Owen"], "Rota for Sunday: Dev, Halima and Owen - drop Owen, he's on holiday.", ["Dev", "Halima"]),
    (["Amara", "Jonas", "Pilar"], "Amara, Jonas and Pilar. Actually, leave Jonas off.", ["Amara", "Pilar"]),
    (["Priya", "Lucas"], "Priya and Lucas - not Lucas after all.", ["Priya"]),
    (["Ravi", "Bea"], "Ravi and Bea, then take Bea out of it.", ["Ravi"]),
    (["Ravi", "Bea"], "Leave Bea a note, and invite Ravi and Bea.", ["Ravi", "Bea"]),  # before listing, no "off"
    (["Ravi", "Bea"], "Ravi and Bea; take Bea to the station after.", ["Ravi", "Bea"]),  # "take" with no "off"
])
def test_taken_off(names, text, want):
    assert taken_off(names, text) == want


class Rota(BaseModel):
    names: list[str] = Field(description="the people to put on the rota")


class Team(BaseModel):
    players: list[str] = Field(description="the players picked for Thursday's five-a-side")


@pytest.mark.parametrize("schema,text,want", [
    (Rota, "Put Amara, Jonas and Pilar on Saturday's rota. Actually, leave Jonas off, his knee is bad.",
     ["Amara", "Pilar"]),
    (Rota, "Put Amara, Jonas and Pilar on Saturday's rota.", ["Amara", "Jonas", "Pilar"]),
    (Team, "Pick Kwame, Lotte, Sandro, Yui and Femi - scratch Sandro, he's injured.", ["Kwame", "Lotte", "Yui", "Femi"]),
])
def test_a_list_field_leaves_the_taken_off_name_out(schema, text, want):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    assert list(out.model_dump().values())[0] == want


def test_a_date_is_no_person_of_a_list():
    """A month or day abbreviation with a figure ("Oct 2033", "Tue 4") is a date, never a name listed."""
    from course_lib.sim.values.attending_names import listed_names

    found = listed_names("Planning call on 3 Oct 2033 with Farah, Bilal and Joon. Sept 2034 review with Ines.",
                         starts=True)
    assert found == ["Farah", "Bilal", "Joon", "Ines"]
