"""Sums named by slang words, and sums the words do not size exactly (issue 26, branch fix38b):
``figure_forms.slang_amounts`` / ``vague_amount_spans`` (data in ``figure_forms.yaml``) and the
tool arguments that read them (``tool_args._vaguely_sized``)."""

from __future__ import annotations

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.words.figure_forms import plain_figures, vague_amount_spans


@pytest.mark.parametrize(("text", "plain"), [
    ("chip in a tenner for the leaving gift", "chip in 10 GBP for the leaving gift"),
    ("she still has my fiver", "she still has my 5 GBP"),
    ("found 3 fivers in the coat", "found 15 GBP in the coat"),
    ("a fivers' club", "a fivers' club"),  # no count, no article right before: left
    ("the pony was grey", "the pony was grey"),  # an animal: no slang sum in the data
])
def test_slang_amounts(text, plain):
    assert plain_figures(text) == plain


@pytest.mark.parametrize(("text", "vague"), [
    ("it cost a few thousand", True),
    ("thousands of dollars went on it", True),
    ("somewhere around 4 or 5 grand", True),
    ("a couple of hundred quid", True),
    ("it cost 4500", False),
    ("two hundred and fifty quid", False),
])
def test_vague_amounts(text, vague):
    from course_lib.sim.words.quantities import with_all_digits

    assert bool(vague_amount_spans(with_all_digits(text))) is vague


@tool
def record_donation(donor: str, amount: float, currency: str) -> str:
    """Record a donation to the club. currency is an ISO 4217 code."""
    return "recorded"


def _call(question: str):
    return SimulatedChatModel().bind_tools([record_donation]).invoke(question)


def test_slang_sum_fills_amount_and_currency():
    out = _call("Ravi donated a tenner to the club")
    assert out.tool_calls and out.tool_calls[0]["args"]["amount"] == 10
    assert out.tool_calls[0]["args"]["currency"] == "GBP"


@pytest.mark.parametrize("question", [
    "Ravi donated a few hundred pounds to the club",
    "Ravi donated 40 or 50 pounds to the club",
])
def test_unsized_sum_is_no_amount(question):
    out = _call(question)
    assert not any(c["args"].get("amount") for c in out.tool_calls)
