"""A sentiment schema with a "mixed" option (issue 26): a text that clearly praises one thing
and clearly complains of another is "mixed", not the side of its last clause (VADER weighs the
clause after "but" most, so "superb ... but painfully slow" scored negative and was given as
if it were right)."""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import BaseModel


class Opinion(BaseModel):
    sentiment: Literal["positive", "negative", "mixed"]


@pytest.mark.parametrize("text,want", [
    ("Great price. Terrible battery life though.", "mixed"),
    ("The guide was brilliant but the coach was awful and late.", "mixed"),
    ("Lovely staff and a wonderful view.", "positive"),          # one side only: guard
    ("The bus was late and the driver was rude.", "negative"),    # one side only: guard
])
def test_a_mixed_option_is_chosen_for_a_text_with_both_sides(text, want):
    from course_lib.sim import SimulatedChatModel

    out = SimulatedChatModel().with_structured_output(Opinion).invoke(f"Classify the review: {text}")
    assert out.sentiment == want, out


@pytest.mark.parametrize("text,mixed", [
    ("Great price. Terrible battery life though.", True),
    ("Superb food but painfully slow service.", True),
    ("Superb food and friendly service.", False),
    ("Cold soup, and the waiter ignored us.", False),
])
def test_is_mixed_table(text, mixed):
    from course_lib.sim.words.sentiment import is_mixed

    assert is_mixed(text) is mixed
