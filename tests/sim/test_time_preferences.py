"""A string field of a preferred time ("preferred_time", "best_slot", "availability") takes the
phrase of time the text writes in the clause stating the preference, as written ("any Tuesday or
Thursday after 5pm"), never a time made up (``values.time_preferences``; the ``preference`` kind of
``field_readers``; cues in ``patterns.yaml`` time_preferences)."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.values.time_preferences import is_preference_field, preferred_time


class Lesson(BaseModel):
    student: str
    best_slot: str


def _filled(schema, text):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return out, [w for w in caught if "Limit" in w.category.__name__]


@pytest.mark.parametrize("text, expected", [
    ("Piano lessons for Ada; Thursday evenings suit us best.", "Thursday evenings"),
    ("I work nights, so ideally around 2pm.", "around 2pm"),
    ("Evenings are busy. Preferably weekend mornings.", "weekend mornings"),
    ("Monday is out. Friday is out.", None),  # two clauses, no preference stated
    ("Please call me back.", None),
])
def test_preferred_time(text, expected):
    assert preferred_time(text) == expected


@pytest.mark.parametrize("name, expected", [
    ("preferred_time", True), ("best_slot", True), ("availability", True), ("preferredDay", True),
    ("preferred_role", False), ("start_time", False),
])
def test_is_preference_field(name, expected):
    assert is_preference_field(name) is expected


def test_structured_keeps_the_preference_as_written():
    out, limits = _filled(Lesson, "Piano lessons for Ada Moreau - Thursday evenings suit us best.")
    assert out.best_slot == "Thursday evenings"
