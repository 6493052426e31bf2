"""``choosing``: the option a question names. Invented options."""

from __future__ import annotations

import pytest

from course_lib.sim.responders.choosing import named_option


@pytest.mark.parametrize(("question", "option"), [("I would like the blue one", "blue"), ("no idea", None)])
def test_named_option(question, option):
    assert named_option(["red", "blue", "green"], question) == option
