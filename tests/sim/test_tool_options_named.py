"""A tool's closed options are words of its schema, and a generic tool the question meets in
nothing is no pick over one it meets (issue 26, my own fresh garden tools): "give the greenhouse 3
litres" called ``set_reminder(text="greenhouse 3 litres", minutes_from_now=3)``, the most generic of
near-tied tools, silently; ``water_plants(zone: Literal["front", "back", "greenhouse"], litres)``
is the tool the question names. ``tool_choice._options_text`` reads a ``Literal`` / enum's options
into the tool's schema words; ``agent._unclear_choice`` calls the one near-tied tool the question
meets at all before a generic one it meets in nothing. Tools and requests invented here; the two
behaviour cases fail on f9fd9ffa (the confused pick), the others are guards."""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from langchain_core.tools import tool


@tool
def book_table(people: int, time: str, name: str) -> str:
    """Book a restaurant table. time as HH:MM (24h)."""
    return "ok"


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert money between currencies (ISO codes like USD, EUR)."""
    return "ok"


@tool
def set_reminder(text: str, minutes_from_now: int) -> str:
    """Remind the user about something after a number of minutes."""
    return "ok"


@tool
def water_plants(zone: Literal["front", "back", "greenhouse"], litres: float) -> str:
    """Water one garden zone with an amount of water."""
    return "ok"


@tool
def cancel_order(order_id: str, refund: bool = True) -> str:
    """Cancel an order. Set refund False to take store credit instead."""
    return "ok"


_TOOLS = [book_table, convert_currency, set_reminder, water_plants, cancel_order]


def _calls(question: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools(_TOOLS).invoke(question)
    return [(c["name"], c["args"]) for c in out.tool_calls]


@pytest.mark.parametrize("question, args", [
    ("give the greenhouse 3 litres", {"zone": "greenhouse", "litres": 3.0}),
    ("put 2 litres on the back lawn", {"zone": "back", "litres": 2.0}),
])
def test_the_tool_the_question_names_is_called(question, args):
    assert _calls(question) == [("water_plants", args)]


@pytest.mark.parametrize("question, name, arg, value", [
    ("remind me in 20 minutes to turn the oven off", "set_reminder", "minutes_from_now", 20),
    ("water the front bed with half a litre", "water_plants", "litres", 0.5),
    ("table for two at 19:00, name's Ruiz", "book_table", "people", 2),
])
def test_requests_that_name_their_tool_still_call_it(question, name, arg, value):
    calls = _calls(question)
    assert calls and calls[0][0] == name and calls[0][1][arg] == value, calls



def test_a_fraction_in_words_is_read_into_a_number_argument():
    # "twenty and a half" is 20.5 in the one number reading (with_all_digits reads fractions too)
    from course_lib.sim.words.quantities import with_all_digits

    assert with_all_digits("set the bedroom to eighteen and a half") == "set the bedroom to 18.5"
