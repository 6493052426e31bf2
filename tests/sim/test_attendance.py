"""Whether a reply to an invitation says its sender is coming, and how many they bring
(``course_lib.sim.values.attendance``, issue 26, the twenty-seventh set's schema-rsvp-cant); the structured
fields they fill. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim.values.attendance import (
    attendance_said,
    guests_said,
    is_attendance_field,
    is_guest_count_field,
)


@pytest.mark.parametrize("text, value", [
    ("So sorry, we can't make it to the barbecue.", False),
    ("I won't be able to come on the 3rd, I'm away.", False),
    ("We'll have to give it a miss this year.", False),
    ("Count us in, see you there!", True),
    ("Wouldn't miss it for the world.", True),  # "miss it" inside a yes
    ("We can make it, thanks for asking.", True),
    ("Thanks for the invite!", None),  # neither
    ("Can't wait, but we can't make it till eight", None),  # both: no reading
])
def test_attending_by_its_phrases(text, value):
    assert attendance_said(text) is value


@pytest.mark.parametrize("name, description, value", [
    ("attending", "", True), ("will_come", "", True), ("rsvp", "", True), ("going", "", True),
    ("answer", "whether the guest accepts", True), ("vegetarian", "", False), ("count", "", False),
])
def test_an_attendance_field(name, description, value):
    assert is_attendance_field(name, description) is value


@pytest.mark.parametrize("text, count", [
    ("Yes, and I'm bringing two friends.", 2), ("Plus one if that's ok!", 1), ("with my three kids", 3),
    ("Just me this time.", 0), ("+2 please", 2), ("We'll be there.", None),
])
def test_guests_brought(text, count):
    assert guests_said(text) == count


@pytest.mark.parametrize("name, description, value", [
    ("plus_ones", "", True), ("extra_guests", "", True), ("n", "number of extra guests", True),
    ("guests", "how many guests in total", False), ("adults", "", False),
])
def test_a_guest_count_field(name, description, value):
    assert is_guest_count_field(name, description) is value


class Reply(BaseModel):
    coming: bool
    plus_ones: int = Field(default=0, description="extra guests brought")


@pytest.mark.parametrize("text, coming, plus", [
    ("Sorry, we won't be able to come to the quiz.", False, 0),
    ("Count me in, bringing one colleague.", True, 1),
])
def test_the_structured_reply(text, coming, plus):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Reply, include_raw=True).invoke(text)
    assert (out["parsed"].coming, out["parsed"].plus_ones) == (coming, plus)
    assert not out["raw"].response_metadata.get("simulator_limit")
