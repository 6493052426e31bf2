"""``tasks``: options a prompt offers, JSON keys it asks for. Invented prompts."""

from __future__ import annotations

import pytest

from course_lib.sim.task.tasks import json_keys, output_options


@pytest.mark.parametrize(
    ("prompt", "options"),
    [("Classify the review. Choose from: positive, negative, neutral.", ("positive", "negative", "neutral")),
     ("What is the capital of Peru?", ())],
)
def test_output_options(prompt, options):
    assert output_options(prompt) == options


def test_json_keys():
    assert json_keys('Reply in JSON with keys "name" and "age".') == ("name", "age")
    assert json_keys("Reply in one word.") == ()
