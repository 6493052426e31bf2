"""A fraction of the whole the notes give is a factor below one (``workings._multiplier``; cues
``workings.times_word`` in patterns.yaml, factors ``times_words`` in lexicons.yaml): "if I only make
half" over a recipe's "150 g butter" is 75 g, never the whole 150 g with "I don't know 'half'"; the
recipe's yield ("makes 24") is no operand of it. "half past", "half term" name no fraction of a
quantity. Wordings of my own (issue 26; the thirtieth set's Y2 (b), read after its blind figure)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim.grounded.workings import worked

CARD = ("Oat and raisin cookies (makes 24)\n- 225 g rolled oats\n- 150 g butter\n- 120 g soft brown sugar\n"
        "- 90 g raisins\nBake at 180 °C for 12 minutes.")


@pytest.mark.parametrize("question,result", [
    ("how much butter do I need if I only make half", "75 g"),
    ("halve the recipe - how many grams of oats?", "112.5 g"),
    ("how much sugar for half the batch", "60 g"),
])
def test_a_fraction_of_the_recipe_is_worked(question, result):
    got = worked(question, [CARD])
    assert getattr(got, "result", None) == result, got


@pytest.mark.parametrize("question", ["what's on at half past ten", "is the pool open at half term"])
def test_half_of_a_time_is_no_factor(question):
    from course_lib.sim.grounded.workings import asked

    assert asked(question) != "product"


def test_the_grounded_reply_gives_the_fraction():
    from course_lib.sim import SimulatedChatModel

    notes = "Leek soup (serves 6)\n- 3 leeks\n- 1.2 litres vegetable stock\n- 2 potatoes"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([HumanMessage(f"Context:\n{notes}\n\nQuestion: how much stock if I only make half")])
    assert "0.6" in out.content and "1.2 litres vegetable stock" not in out.content.split("(")[0], out.content
