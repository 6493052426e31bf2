"""Learners' tools as they are usually written (issue 26): a Google-, NumPy- or Sphinx-style
docstring whose argument lines ``@tool`` leaves in the description (no ``parse_docstring``),
times of day in words ("half past eight tonight"), and a near tie where only one tool is met by
the question's words. Tools, questions and wordings invented for this test; each case failed on
the code before the change (arguments left empty with a limit, or the wrong tool called)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool


@tool
def reserve_court(venue: str, players: int, start: str) -> str:
    """Book a tennis court.

    Args:
        venue: name of the sports club
        players: how many people will play
        start: start time in HH:MM, 24-hour clock
    """
    return "ok"


@tool
def order_taxi(pickup: str, passengers: int, pickup_time: str) -> str:
    """Order a taxi.

    Parameters
    ----------
    pickup : str
        name of the hotel or street to be picked up from
    passengers : int
        number of people riding
    pickup_time : str
        time of day, HH:MM
    """
    return "ok"


@tool
def plant_reminder(plant: str, at: str) -> str:
    """Remind me to water a plant.

    :param plant: the plant's name
    :param at: time of day as HH:MM
    """
    return "ok"


@tool
def city_forecast(city: str) -> str:
    """Weather forecast for a city."""
    return "ok"


def _call(tools, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        reply = SimulatedChatModel().bind_tools(tools).invoke([HumanMessage(question)])
    limits = [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return reply.tool_calls, limits


@pytest.mark.parametrize(("tools", "question", "name", "args"), [
    ([reserve_court, city_forecast], "Reserve a court at Riverside Tennis Club for 4 players at 18:30",
     "reserve_court", {"venue": "Riverside Tennis Club", "players": 4, "start": "18:30"}),
    ([order_taxi, city_forecast], "I need a taxi from the Hotel Aurora for 3 people at 6:15am",
     "order_taxi", {"pickup": "Hotel Aurora", "passengers": 3, "pickup_time": "06:15"}),
    ([plant_reminder], "Remind me to water the Monstera at quarter to nine tonight",
     "plant_reminder", {"plant": "Monstera", "at": "20:45"}),
    # near tie: the forecast tool scores only by a name it could take as a city
    ([reserve_court, city_forecast], "Two of us, court at Parkside, half past seven in the evening",
     "reserve_court", {"players": 2, "start": "19:30"}),
])
def test_a_learners_tool_gets_its_arguments_from_the_docstring(tools, question, name, args):
    calls, limits = _call(tools, question)
    assert [c["name"] for c in calls] == [name], calls
    for key, value in args.items():
        assert calls[0]["args"].get(key) == value, calls[0]["args"]


@pytest.mark.parametrize(("text", "times"), [
    ("Wake me at half past five in the morning.", ["05:30"]),
    ("Dinner at quarter past seven this evening", ["19:15"]),
    ("Call me at 20 past 4 pm", ["16:20"]),
    ("at noon", ["12:00"]),
    ("Meet at half past eight", []),  # morning or evening: the text does not say
    ("open from five to nine in the evening", []),  # a range, not "ten to five"
    ("from 2 to 5 pm", ["17:00"]),
])
def test_times_of_day_in_words(text, times):
    from course_lib.sim.values.field_readers import time_values

    assert time_values(text) == times


def test_a_tool_described_in_another_language_states_a_limit_when_called():
    @tool
    def wechsel(amount: float, to_currency: str) -> str:
        """把金额换算成另一种货币，按今天的汇率计算。不要用于订单。"""
        return "ok"

    calls, limits = _call([wechsel], "How much is 40 euros in USD?")
    assert limits and "another language" in str(limits[0].message)


@tool
def countdown(seconds: int) -> str:
    """Start a kitchen countdown."""
    return "ok"


@tool
def mix_paint(base_litres: float, tint_litres: float) -> str:
    """Mix a paint colour from a base and a tint."""
    return "ok"


@pytest.mark.parametrize(("question", "want"), [
    ("Set the countdown to three quarters of a minute", 45),
    ("Start a countdown of 1 min 30 s", 90),
])
def test_a_field_named_for_a_unit_takes_the_quantity_converted(question, want):
    calls, limits = _call([countdown], question)
    assert calls and calls[0]["args"]["seconds"] == want, (calls, limits)


def test_two_quantities_of_one_unit_are_not_given_to_the_first_field_that_ends_in_it():
    # "2 l" and "0.5 l": the field names do not say which is which by their unit alone
    calls, _ = _call([mix_paint], "Mix 2 l of base with 0.5 l of tint")
    assert calls and calls[0]["args"] != {"base_litres": 2.0, "tint_litres": 2.0}
