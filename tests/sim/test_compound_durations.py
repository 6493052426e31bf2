"""A length of time said in two parts is one quantity (fix43b, the forty-first set's JJ10): "an hour
and forty" (the minutes' word left out after an hour said in words) is 100 minutes, and "two hours
and five minutes" is 125 minutes for a minutes argument, never the second part's figure alone
(``field_readers.smaller_part_of``: a figure whose larger part of the same dimension stands right
before it is no value of its own; ``figure_forms.compound_parts_written`` run after the words are
figures). Wordings invented for this test; the guards are named."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def log_walk(distance_km: float, minutes: float) -> str:
    """Log a walk: the distance in kilometres and how long it took in minutes."""
    return ""


@tool
def park_car(minutes: int) -> str:
    """Pay for parking for a number of minutes."""
    return ""


@tool
def rest_dough(minutes: float, label: str) -> str:
    """Start a timer for resting dough, in minutes."""
    return ""


def _args(tool_, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([tool_]).invoke(question)
    return out.tool_calls[0]["args"] if out.tool_calls else None


@pytest.mark.parametrize(("tool_", "question", "field", "want"), [
    (log_walk, "log a 6 km walk that took an hour and twenty", "minutes", 80),
    (park_car, "park me for two hours and fifteen minutes", "minutes", 135),
    (park_car, "pay parking for an hour and 45 minutes please", "minutes", 105),
    (rest_dough, "rest the sourdough for three hours and ten minutes", "minutes", 190),
    (park_car, "pay parking for 45 minutes", "minutes", 45),  # guard: one part
    (log_walk, "log a 4 km walk in 50 minutes", "minutes", 50),  # guard: one part
])
def test_a_duration_in_two_parts_is_summed(tool_, question, field, want):
    args = _args(tool_, question)
    assert args is not None and args[field] == pytest.approx(want)


@pytest.mark.parametrize(("before", "unit", "want"), [
    ("for two hours and ", "minutes", True),
    ("an hour ", "minutes", True),
    ("it weighs 1 kg ", "g", True),
    ("for 2 hours ", "people", False),  # guard: no unit
    ("after 5 km ", "minutes", False),  # guard: another dimension
    ("in 20 minutes and ", "hours", False),  # guard: the part before is the smaller
])
def test_smaller_part_of(before, unit, want):
    from course_lib.sim.values.field_readers import smaller_part_of

    assert smaller_part_of(before, unit) is want


# a Chinese duration in Chinese numerals ("一小时二十分钟", "两个小时"): glossed like one in figures
# (``figure_forms.cjk_units_glossed``, data ``cjk_units_after_han``); "一米阳光" stays words (guard)
@pytest.mark.parametrize(("text", "minutes"), [
    ("煮一小时二十分钟", "80"),
    ("练了两个小时", "120"),
    ("炖3小时15分钟", "195"),
    ("一米阳光", None),  # guard: no duration
])
def test_a_chinese_duration(text, minutes):
    from course_lib.sim.values.field_readers import tail_unit_quantity

    assert tail_unit_quantity("minutes", text) == minutes
