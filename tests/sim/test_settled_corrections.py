"""A value a message corrects inside itself (issue 26): "order 4 tickets - actually make that 5",
"set the oven to 200, no wait, 180" (``corrections.settled``, cues ``patterns.yaml``
corrections.in_text). Structured output and tool arguments read the corrected value; before, the
first value was read and the correction ignored, with no limit."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel

from course_lib.sim import SimulatedChatModel


@pytest.mark.parametrize("text,want", [
    ("Order 4 tickets for the gig - actually make that 5.", "Order 5 tickets for the gig."),
    ("Preheat the oven to 200, no wait, 180.", "Preheat the oven to 180."),
    ("Pick me up on Thursday; sorry, Friday.", "Pick me up on Friday."),
    ("The deposit is €120 \u2014 oops, 150.", "The deposit is €150."),
    ("Meet at 6:45, or rather 7:15, outside the cinema.", "Meet at 7:15, outside the cinema."),
    ("Send 10 chairs to hall B (make that 12) by noon.", "Send 12 chairs to hall B by noon."),
    ("Buy eight lemons, actually ten.", "Buy ten lemons."),
    # no correction: nothing of the tail's kind before the cue, no value after it, a cue opening the text
    ("Actually, I need 3 bags of sand.", "Actually, I need 3 bags of sand."),
    ("Table for 6 at 8, sorry for the late notice.", "Table for 6 at 8, sorry for the late notice."),
    ("It was Tuesday - actually I forget the time.", "It was Tuesday - actually I forget the time."),
])
def test_settled_table(text, want):
    from course_lib.sim.request.corrections import settled

    assert settled(text) == want


class TicketOrder(BaseModel):
    event: str
    tickets: int


@tool
def set_oven(temperature_c: float) -> str:
    """Set the oven temperature in degrees Celsius."""
    return "ok"


@tool
def book_taxi(day: str, passengers: int) -> str:
    """Book a taxi for a weekday and a number of passengers."""
    return "ok"


def _quiet(fn):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = fn()
    return out, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_structured_output_reads_the_corrected_count():
    out, limits = _quiet(lambda: SimulatedChatModel().with_structured_output(TicketOrder).invoke(
        "Two tickets for the jazz night please \u2014 actually make that four."))
    assert limits or out.tickets == 4, out


@pytest.mark.parametrize("question,want", [
    ("Heat the oven to 220 degrees, no wait, make it 190.", 190.0),
    ("Set the oven to 160 - sorry, 175.", 175.0),
])
def test_tool_argument_reads_the_corrected_number(question, want):
    out, limits = _quiet(lambda: SimulatedChatModel().bind_tools([set_oven]).invoke(question))
    assert limits or [c["args"]["temperature_c"] for c in out.tool_calls] == [want], out.tool_calls


def test_tool_argument_reads_the_corrected_day():
    out, limits = _quiet(lambda: SimulatedChatModel().bind_tools([book_taxi]).invoke(
        "Book a taxi for 3 people on Monday, correction: Tuesday."))
    assert limits or [(c["args"]["day"].lower(), c["args"]["passengers"]) for c in out.tool_calls] == [("tuesday", 3)]


# a correction's number in words is the whole number phrase (fix46b, after the forty-fourth set's
# MM6 b; my own wordings): never its first word
@pytest.mark.parametrize("text,want", [
    ("Put 2,500 on the card - no wait, make it four thousand.", "Put 4000 on the card."),
    ("Reserve 40 seats; sorry, one hundred and twenty.", "Reserve 120 seats."),
    ("Plant 300 bulbs, no, six hundred.", "Plant 600 bulbs."),
    ("Bake 24 scones, actually no, thirty-six.", "Bake 36 scones."),
    # "no," with no value after it, or "no" with no comma: no correction
    ("Book 2 rooms, no, not the sea view.", "Book 2 rooms, no, not the sea view."),
    ("Bring 2 bags, no more than 20 kg each.", "Bring 2 bags, no more than 20 kg each."),
])
def test_settled_number_phrases(text, want):
    from course_lib.sim.request.corrections import settled

    assert settled(text) == want
