"""A temperature given in Fahrenheit ("425 F", "425°F", "425 degrees Fahrenheit") for an argument
named by a temperature scale ("celsius", "target_fahrenheit") is converted with pint (issue 26),
never the bare number copied into the other scale."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def set_grill(celsius: int) -> str:
    """Heat the grill to a temperature in degrees Celsius."""
    return ""


@tool
def set_smoker(target_fahrenheit: float) -> str:
    """Set the smoker's target temperature."""
    return ""


def _arg(tool_, question, field):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        calls = SimulatedChatModel().bind_tools([tool_]).invoke(question).tool_calls
    return calls[0]["args"].get(field) if calls else None


@pytest.mark.parametrize("question,want", [
    ("Heat the grill to 425 F please.", 218),
    ("Grill at 390 F.", 199),
    ("Warm the grill to 300 F, thanks.", 149),
])
def test_a_bare_f_into_a_celsius_argument_is_converted(question, want):
    value = _arg(set_grill, question, "celsius")
    assert value is not None and abs(float(value) - want) <= 1, value


@pytest.mark.parametrize("question,want", [  # guards: already right before this change
    ("Get the grill up to 425°F.", 218),
    ("Set the grill to 350 degrees Fahrenheit.", 177),
    ("Heat the grill to 220 C.", 220),
])
def test_other_spellings_stay_converted(question, want):
    value = _arg(set_grill, question, "celsius")
    assert value is not None and abs(float(value) - want) <= 1, value


def test_celsius_into_a_fahrenheit_argument_is_converted():
    value = _arg(set_smoker, "Set the smoker to 110 C.", "target_fahrenheit")
    assert value is not None and abs(float(value) - 230) <= 1, value


def test_a_temperature_scale_named_by_the_field():
    from course_lib.sim.values.field_readers import _field_unit

    assert _field_unit("celsius", "") == "celsius"
    assert _field_unit("target_fahrenheit", "") == "fahrenheit"
    assert _field_unit("days", "") is None
