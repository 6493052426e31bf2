"""Yes/no arguments read from what a request says about their thing (``course_lib.sim.values.flag_scope``,
issue 26, the twenty-seventh set's V8): a refusing phrase before the thing anywhere in its clause,
an allowing phrase right after it, a field that names the thing's absence ("<x>_free") inverted;
and the tool argument and the structured field it fills. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel

from course_lib.sim.values.flag_scope import flag_said, thing_stems


@pytest.mark.parametrize("name, text, value", [
    ("extra_cheese", "a margherita, skip the extra cheese", False),
    ("harness_needed", "two adults at the boulder room, no need for a harness", False),
    ("valet", "wash for the blue van, not bothered about a valet", False),
    ("ice", "a cola, hold the ice", False),
    ("nuts_free", "a flapjack please, nuts are fine for me", False),  # the thing allowed, the field its absence
    ("gluten_free", "a sponge, no gluten please", True),
    ("dairy_free", "oat latte, dairy's fine without", True),  # "fine without": not wanted
    ("onions", "a burger, onions are fine", True),
    ("gift_wrap", "we don't need gift wrap, it's for us", False),
    # a need negated in the future / progressive or by its subject (issue 26, the twenty-ninth's X7 (b),
    # the twenty-eighth's W7 (c)): wordings of my own
    ("cot", "a double room for two nights, we won't be needing a cot", False),
    ("helmet_needed", "two bikes for the day, none of us wants a helmet", False),
    ("parking", "a table for six, nobody is bringing a car so parking isn't needed", False),
    ("insurance", "the small van for saturday, we'll pass on the insurance", False),
    ("towels", "a locker please, I will not be wanting towels", False),
    ("cot", "a double room, and we will be needing a cot", None),  # a plain mention: flag_named reads it
    ("cot", "the family room for two nights, cot not needed", False),  # refused right after the thing
    ("parking_space", "a table for four, a parking space isn't required", False),
    ("breakfast", "one night, parking would be great, breakfast no thanks", False),
    # guards: no cue either way, a cue in another clause, two clauses disagreeing
    ("extra_cheese", "pepperoni with extra cheese please", None),
    ("valet", "no rush, a valet as well please", None),  # "no" closes in its own clause
    ("ice", "no ice in the first one, ice is fine in the second", None),
    ("harness_needed", "book the wall for saturday", None),
])
def test_a_flag_by_its_cue_in_the_clause(name, text, value):
    assert flag_said(name, text) is value


def test_the_thing_a_flag_names():
    assert thing_stems("harness_needed") == thing_stems("harness") != set()
    assert thing_stems("is_enabled") == set()  # nothing but generic words


@tool
def order_wrap(filling: str, chilli_sauce: bool) -> str:
    """Order a wrap from the deli."""
    return "ok"


class Coffee(BaseModel):
    oat_milk: bool


def _args(tool_, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([tool_]).invoke(question)
    return out.tool_calls[0]["args"] if out.tool_calls else None


@tool
def order_bun(flavour: str, nut_free: bool) -> str:
    """Order a bun from the bakery."""
    return "ok"


@pytest.mark.parametrize("tool_, question, field, value", [
    (order_wrap, "a falafel wrap, not really bothered about the chilli sauce", "chilli_sauce", False),
    (order_bun, "a cinnamon bun, nuts are fine for me", "nut_free", False),
    (order_bun, "a cinnamon bun please, no nuts", "nut_free", True),
    # guards (read before this module too): a refusal just before the thing, a plain wish
    (order_wrap, "a falafel wrap, not bothered about chilli sauce", "chilli_sauce", False),
    (order_wrap, "a halloumi wrap, skip the chilli sauce", "chilli_sauce", False),
    (order_wrap, "a chicken wrap with chilli sauce", "chilli_sauce", True),
])
def test_the_tool_argument(tool_, question, field, value):
    args = _args(tool_, question)
    assert args is not None and args[field] is value, args


def test_the_structured_field():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Coffee, include_raw=True).invoke(
            "A flat white, no need for oat milk today.")
    assert out["parsed"].oat_milk is False
    assert not out["raw"].response_metadata.get("simulator_limit")
