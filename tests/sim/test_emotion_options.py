"""Emotion options of one side of tone (issue 26 point 2, branch ``learner79``, probe ``learner79``):
a Literal of happy / sad / angry / neutral names the negative side twice, and "I'm absolutely furious
about the delay" was given the first of them, "sad". Now the option whose emotion's words the text
uses is chosen (``sentiment.emotion_option``, the words ``emotion_words`` in data/sim/lexicons.yaml),
and a text using the words of neither states a limit with the side's first option. Wordings invented
here; each test failed on start79 unless its docstring says it is a guard."""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from pydantic import BaseModel

from course_lib.sim import SimulatedChatModel
from course_lib.sim.words import sentiment


class Feeling(BaseModel):
    feeling: Literal["happy", "sad", "angry", "neutral"]


class Customer(BaseModel):
    emotion: Literal["angry", "sad", "happy"]


def _fill(schema, text):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return out, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize(("schema", "text", "want"), [
    (Feeling, "Honestly I'm livid that the refund still hasn't come through.", "angry"),
    (Feeling, "They cancelled my flight twice and I'm fuming.", "angry"),
    (Customer, "I'm sad the bakery on the corner has closed for good.", "sad"),
    (Customer, "Third broken kettle this year - I am so fed up and annoyed.", "angry"),
])
def test_the_emotion_named_is_chosen(schema, text, want):
    out, limits = _fill(schema, text)
    assert getattr(out, next(iter(schema.model_fields))) == want
    assert not any("which of" in str(w.message) for w in limits)


def test_a_side_with_no_emotion_named_states_a_limit():
    _, limits = _fill(Feeling, "The lamp arrived broken and the refund is late.")
    assert any("which of" in str(w.message) for w in limits)


def test_one_option_a_side_is_as_before():
    """Guard (passed on start79): one option per side takes VADER's side, no limit."""
    class Tone(BaseModel):
        tone: Literal["positive", "negative", "neutral"]

    out, limits = _fill(Tone, "I'm livid, the refund still hasn't come through.")
    assert out.tone == "negative" and not limits


@pytest.mark.parametrize(("options", "text", "want"), [
    (["sad", "angry"], "we were all gutted when the match was called off", "sad"),
    (["sad", "angry"], "I'm cross and tearful", None),
    (["sad", "angry"], "the train was late", None),
])
def test_emotion_option_table(options, text, want):
    assert sentiment.emotion_option(options, text) == want
