"""Reference grading compares a length of time across units (``course_lib.sim.responders.reference_grading``
``one_duration`` in ``compare``; issue 26, the twenty-ninth set's X9 (a)): "1 h 15 min" and "75
minutes" are one length, "90 minutes" and "1 h 45 min" are not; a "Student:" label is the answer
graded (data ``reference_grading.yaml``). Wordings of my own."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.responders.reference_grading import compare, one_duration


@pytest.mark.parametrize("text, minutes", [
    ("2 h 5 min", 125.0),
    ("3 hours and 20 minutes", 200.0),
    ("about 45 mins", 45.0),
    # guards: no duration, two apart
    ("platform 4", None),
    ("20 min by bus then 2 h by train", None),
])
def test_one_length_of_time(text, minutes):
    assert one_duration(text) == minutes


@pytest.mark.parametrize("reference, answer, verdict", [
    ("2 h 5 min", "125 minutes", "pass"),
    ("125 minutes", "2 hours and 5 minutes", "pass"),
    ("40 minutes", "1 h 40 min", "fail"),
])
def test_lengths_compared_in_minutes(reference, answer, verdict):
    assert compare("how long is the ferry crossing", reference, answer).verdict == verdict


def _reply(prompt):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(prompt).content.strip()


def test_a_student_label_is_graded_in_minutes():
    assert _reply("Mark the student's answer against the reference. Reply PASS or FAIL.\n"
                  "Reference: 3 hours 20 minutes\nStudent: 200 minutes") == "PASS"


@pytest.mark.parametrize("reference, answer, verdict", [
    ("0.6 litres", "600 ml", "pass"),  # a decimal below one keeps its unit ("0.6" read as ".6")
    ("0.6 litres", "700 ml", "fail"),
])
def test_a_decimal_below_one_keeps_its_unit(reference, answer, verdict):
    assert compare("how much water goes in", reference, answer).verdict == verdict
