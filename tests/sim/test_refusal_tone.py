"""A refusal idiom is the writer's verdict (issue 26): "wouldn't stay there again", "never again",
"save your money" read negative where VADER's word list scores only the polite words around them;
a text that turns clearly positive after it, or that speaks of going back to something else,
keeps VADER's reading (``sentiment.tone``, ``patterns.yaml`` sentiment.refusal)."""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from pydantic import BaseModel


class Mood(BaseModel):
    mood: Literal["positive", "neutral", "negative"]


@pytest.mark.parametrize("text,want", [
    ("Sure, the staff smiled. Wouldn't stay there again if they paid me.", "negative"),
    ("Lovely views. Never again though.", "negative"),
    ("Save your money, folks.", "negative"),
    ("Nice try, but I won't be coming back.", "negative"),
    ("I would never go back to my old phone, this one is amazing.", "positive"),  # guard: back to something else
    ("Never again. But the cake was superb, truly wonderful!", "positive"),  # guard: it turns positive after
])
def test_a_refusal_idiom_reads_negative(text, want):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert SimulatedChatModel().with_structured_output(Mood).invoke(text).mood == want
