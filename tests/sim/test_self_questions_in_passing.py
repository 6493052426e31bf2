"""A question about the assistant in passing words (issue 26 point 3, branch ``learner79``, probe
``learner79``): "what are you exactly, some kind of AI?" was answered with the no-answer limit (its
"kind" and "AI" left as a topic); "some kind of ai", "some sort of bot", "a robot or something" are
now ``who_are_you`` patterns (data/sim/smalltalk.yaml). Wordings invented here; each test failed on
start79 unless its docstring says it is a guard."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel


def _reply(prompt: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(prompt)


@pytest.mark.parametrize("prompt", [
    "hang on, are you some sort of bot?",
    "so what are you exactly, some kind of AI?",
])
def test_question_about_the_assistant(prompt):
    out = _reply(prompt)
    assert "simulator" in out.content and not out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("prompt", [
    "does the app have some kind of AI photo search?",
    "I want to build some sort of bot for my shop, where do I start?",
])
def test_a_topic_of_its_own_is_no_self_question(prompt):
    """Guard (passed on start79): the same words about a thing of the user's are no small talk."""
    assert "rule-based teaching simulator" not in _reply(prompt).content


def test_or_something_as_before():
    """Guard (passed on start79 by "are you a robot")."""
    assert "simulator" in _reply("are you a robot or something").content
