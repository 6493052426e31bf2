"""A question typed without its question mark after a sentence of context (issue 26): its last
sentence, led by a question word, is still the question the tools are chosen for, as the same
sentence with its mark is (``tool_choice.focused_scores``). Before, every sentence counted alike
and a word of the context ("recipe") picked a look-alike tool with a junk argument ("C")."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def find_dishes(ingredient: str) -> str:
    """Find recipes and dishes that use an ingredient. Not for nutrition or cooking temperatures."""
    return "ok"


@tool
def convert_oven_setting(celsius: float) -> str:
    """Convert an oven temperature in degrees Celsius to Fahrenheit and gas mark."""
    return "ok"


def _calls(tools, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return [(c["name"], c["args"]) for c in out.tool_calls]


@pytest.mark.parametrize(("question", "want"), [
    ("The recipe card says 170 °C. what is that on a gas cooker", ("convert_oven_setting", {"celsius": 170.0})),
    ("My grandmother's recipe bakes at 210 °C. How much is that in Fahrenheit",
     ("convert_oven_setting", {"celsius": 210.0})),
    ("This bread recipe is from a French blog and wants 230 °C. which gas mark is that",
     ("convert_oven_setting", {"celsius": 230.0})),
])
def test_the_last_sentence_led_by_a_question_word_is_the_question(question, want):
    assert _calls([find_dishes, convert_oven_setting], question) == [want]
    assert _calls([find_dishes, convert_oven_setting], question + "?") == [want]  # as with its mark
