"""Free-text tool arguments from the request's own phrase for them (``described_args``; issue 26,
the twenty-fifth set's T7): a noun and its stated value, a purpose phrase ending the request, and
no value (then no bag of the request's words) when it gives none. Wordings and tools invented here.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim.values.described_args import (
    described_value,
    is_purpose_field,
    nothing_left,
    purpose_value,
    stated_value,
)


@pytest.mark.parametrize("name, question, wanted", [
    ("vehicle_reg", "book me in for an MOT on friday, the car's registration is LM70 XYZ", "LM70 XYZ"),
    ("vehicle_reg", "park the motorbike, plate: AB12 CDE", "AB12 CDE"),
    ("route_name", "log a 10k ride, the route was Lakeside Circuit", "Lakeside Circuit"),
    ("pet_name", "book a groom for my dog, his name is Biscuit", None),  # "name" is generic: no noun "pet"
    ("team", "the team is Red Kites and we play at 6", "Red Kites"),
    ("colour", "order the chair, colour = sage green", "sage green"),
    ("vehicle_reg", "book the tip for Tuesday", None),
])
def test_a_value_stated_after_the_arguments_noun(name, question, wanted):
    assert stated_value(name, question) == wanted


@pytest.mark.parametrize("name, question, wanted", [
    ("label", "start a timer for twelve minutes for the eggs", "eggs"),
    ("note", "remind me in ten minutes to take the bins out", "take the bins out"),
    ("memo", "set an alarm for 6:30 for the early train please", "early train"),
    ("label", "set a timer for 20 minutes", None),  # a time, no label
    ("note", "send a reminder to Callum", None),  # a person, nothing to do
    ("recipient", "remind me in ten minutes to take the bins out", None),  # no purpose field
])
def test_a_purpose_phrase_ending_the_request(name, question, wanted):
    assert purpose_value(name, question) == wanted


@pytest.mark.parametrize("name, purpose", [("label", True), ("timer_label", True), ("note", True),
                                           ("reason", False), ("query", False), ("message", False)])
def test_purpose_fields_are_data(name, purpose):
    assert is_purpose_field(name) is purpose


def test_described_value_prefers_the_stated_value():
    assert described_value("label", "set a timer for the cake, label is Victoria sponge") == "Victoria sponge"


@pytest.mark.parametrize("question, used, left", [
    ("send a note to Callum", "send_note Send a short text note to a contact. Callum", True),
    ("send a note to Callum saying the keys are under the mat", "send_note Send a short text note. Callum", False),
])
def test_nothing_left_for_a_free_text_argument(question, used, left):
    assert nothing_left(question, used) is left


@tool
def start_timer(minutes: int, label: str) -> str:
    """Start a countdown timer."""
    return "ok"


@tool
def book_parking(vehicle_reg: str, hours: int) -> str:
    """Book a parking permit for a car."""
    return "ok"


@tool
def text_friend(recipient: str, message: str) -> str:
    """Send a text message to a friend."""
    return "ok"


def _calls(tools, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return out.tool_calls, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("question, minutes, label", [
    ("start a timer for an hour and a quarter for the lasagne", 75, "lasagne"),
    ("start a timer for half an hour for the rice", 30, "rice"),
    ("start a timer for two hours and three quarters for the brisket", 165, "brisket"),
])
def test_a_timer_label_is_its_purpose_phrase_and_the_duration_in_words_is_read(question, minutes, label):
    calls, limits = _calls([start_timer], question)
    assert calls and calls[0]["args"] == {"minutes": minutes, "label": label}, calls
    assert not limits


def test_a_stated_registration_fills_its_argument():
    calls, _ = _calls([book_parking], "book 3 hours of parking, the registration is LM70 XYZ")
    assert calls and calls[0]["args"].get("vehicle_reg") == "LM70 XYZ", calls


@pytest.mark.parametrize("question", ["text Priya", "start a timer for 20 minutes"])
def test_no_phrase_is_no_bag_of_words(question):
    calls, limits = _calls([text_friend, start_timer], question)
    bag = [c for c in calls if any(isinstance(v, str) and len(v.split()) > 2 for v in c["args"].values())]
    assert not bag, calls
    assert not calls or limits


@pytest.mark.parametrize("name, question, wanted", [
    ("postcode", "bring the wardrobe on friday, postcode BD23 1UQ", "BD23 1UQ"),
    ("tracking_number", "chase tracking number 9V44 0021 77 please", "9V44 0021 77"),
    ("meter_serial", "meter serial K19A77 reads 4410", "K19A77"),
    ("postcode", "my postcode is lovely and green", None),  # no code after it
    ("postcode", "deliver to the office near the postcode sign", None),
    ("licence", "licence for 3 dogs", None),  # "for": a stating word, then a count
    # latent79: an argument named by a function word ("to", "at") labels no code after that word in the request
    ("to", "send a text to bea saying the meeting moved to 3pm", None),
    ("at", "book the table at 7pm", None),
])
def test_a_code_written_right_after_the_arguments_noun(name, question, wanted):
    from course_lib.sim.values.described_args import coded_value

    assert coded_value(name, question) == wanted


def test_a_recipient_named_to_takes_no_time_after_to():
    """send_text(to, message) on "text sarah ... moved to 3pm" (the name in lower case): no call with to="3pm";
    a stated limit (the name is not read) or the name (latent79)."""
    from langchain_core.tools import tool

    @tool
    def message_contact(to: str, body: str) -> str:
        """Send a text message to one of the user's contacts, named by their first name."""
        return "sent"

    calls, limits = _calls([message_contact], "send a text message to sarah saying the match moved to 4pm")
    assert not any(c["args"].get("to") == "4pm" for c in calls), calls
    assert limits or any(str(c["args"].get("to")).lower() == "sarah" for c in calls), (calls, limits)
