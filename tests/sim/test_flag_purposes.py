"""A yes/no field read by what its description means (``values.flag_purposes``), on wordings of my own
(not the probe ``flags_j``'s nor any fresh set's): the sides a gloss gives, a request read clause by
clause, and the same through a learner's tool and a structured-output schema."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.sim.values.flag_purposes import purpose_said, sides
from course_lib.sim.words.text import stem


def _stems(*words: str) -> frozenset[str]:
    return frozenset(stem(w) for w in words)


@pytest.mark.parametrize("name, descriptions, other, yes, no", [
    ("heated", ["Book a pitch. heated: whether the tent gets an electric heater"], "book_pitch Book a pitch.",
     ("electric", "heater"), ()),  # the subject ("the tent") and the tool's own words ("pitch") tell nothing
    ("outdoor", ["true if the class is held outside in the park rather than in the studio"], "",
     ("held", "outside", "park"), ("studio",)),
    ("step_free", ["Request a minibus. step_free: whether a wheelchair ramp is needed at the door"], "",
     ("wheelchair", "ramp", "door"), ()),
    ("large", ["true for a 30 cm box, false for a 20 cm box"], "", (), ()),  # the same words both sides
    ("vegan", ["Order lunch. vegan says whether the meal has no animal products"], "", (), ()),  # a negation in it
    ("urgent", ["the priority of the job"], "", (), ()),  # no gloss cue: not read
])
def test_sides(name, descriptions, other, yes, no):
    got = sides(name, descriptions, other)
    assert got == (_stems(*yes), _stems(*no))


_POND = ["Log a pond check. topped_up: whether fresh water was added to the pond"]
_FRAME = ["true for a wooden frame, false for a metal one"]


@pytest.mark.parametrize("name, descriptions, text, want", [
    ("topped_up", _POND, "checked the pond, added fresh water from the butt", True),
    ("topped_up", _POND, "checked the pond; no water added this time", False),
    ("topped_up", _POND, "checked the pond, all fine", None),  # the gloss's words unsaid
    ("frame", _FRAME, "a wooden frame please", True),
    ("frame", _FRAME, "metal, the cheaper one", False),
    ("frame", _FRAME, "a wooden one or a metal one, whichever", None),  # both sides said
    ("topped_up", _POND, "we never added any fresh water", False),
    ("topped_up", _POND, "I don't mind that fresh water was added", True),  # a keeping cue
    # a one-sided gloss repeating the field's name is named only with it: the object alone says nothing
    ("pleased", ["whether the guest was pleased with the cottage"], "The cottage sleeps six.", None),
    ("pleased", ["whether the guest was pleased with the cottage"], "We were so pleased with the cottage!", True),
    # a negation before the object alone says nothing of a one-sided gloss; a hedge decides nothing
    ("pleased", ["whether the guest was pleased with the cottage"], "Not a word yet about the cottage.", None),
    ("pleased", ["whether the guest was pleased with the cottage"], "I'm not sure about the cottage yet.", None),
    ("topped_up", _POND, "not sure if fresh water was added", None),
    ("frame", _FRAME, "maybe a wooden one", None),
])
def test_purpose_said(name, descriptions, text, want):
    assert purpose_said(name, descriptions, text) is want


@pytest.fixture
def sim_llm():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield SimulatedChatModel()


@tool
def book_lesson(hours: float, beginner: bool) -> str:
    """Book a climbing lesson. beginner: whether the climber has never been on a wall before."""
    return "booked"


@tool
def request_ride(passengers: int, step_free: bool) -> str:
    """Request a minibus. step_free: whether a wheelchair ramp is needed at the door."""
    return "requested"


@pytest.mark.parametrize("tools, text, name, want", [
    ([request_ride], "a minibus for 3 passengers, one of us needs the wheelchair ramp", "step_free", True),
    ([request_ride], "a minibus for 5 passengers, no ramp needed", "step_free", False),
])
def test_tool_flag_by_its_description(sim_llm, tools, text, name, want):
    out = sim_llm.bind_tools(tools).invoke(text)
    assert out.tool_calls and out.tool_calls[0]["args"].get(name) is want
    assert not out.response_metadata.get("simulator_limit")


def test_a_negated_gloss_is_not_read(sim_llm):
    # "has never been on a wall" glosses by a negation: its polarity is not guessed from "never"
    out = sim_llm.bind_tools([book_lesson]).invoke("book a 2 hour climbing lesson, I have never been on a wall")
    args = out.tool_calls[0]["args"] if out.tool_calls else {}
    assert args.get("beginner") is not True or out.response_metadata.get("simulator_limit") is None


class Haircut(BaseModel):
    wash: bool = Field(description="true if the client wants a shampoo before the cut")


class Delivery(BaseModel):
    morning: bool = Field(description="true for a slot before noon, false for an afternoon slot")


@pytest.mark.parametrize("schema, text, name, want", [
    (Haircut, "Trim on Friday, and a shampoo first please.", "wash", True),
    (Haircut, "Just a dry trim, no shampoo.", "wash", False),
    (Delivery, "An afternoon slot suits us best.", "morning", False),
    (Delivery, "Any slot before noon, please.", "morning", True),
])
def test_structured_flag_by_its_description(sim_llm, schema, text, name, want):
    out = sim_llm.with_structured_output(schema, include_raw=True).invoke(
        [SystemMessage("Extract the booking details."), HumanMessage(text)])
    assert getattr(out["parsed"], name) is want
    assert not out["raw"].response_metadata.get("simulator_limit")


@pytest.mark.parametrize(("name", "gloss", "other", "text", "want"), [
    ("pickup", "whether the shop collects the old sofa from home", "old_sofa Take an old sofa away from the shop.",
     "could you pick it up from my place on friday", True),
    ("delivery", "whether the bakery delivers the cake", "order_cake Order a cake from the bakery.",
     "can you drop it round to the hall", True),
    ("pickup", "whether the shop collects the old sofa from home", "old_sofa Take an old sofa away from the shop.",
     "I'll bring it to you myself", None),  # guard: says neither
])
def test_an_everyday_phrase_says_the_glosss_word(name, gloss, other, text, want):
    assert purpose_said(name, [gloss], text, other) is want
