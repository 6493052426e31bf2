"""An option named under a negation is ruled out, not chosen (issue 26): "that's not spam"
names ``spam`` only to exclude it. Decided once (``negation``) where "the text names exactly one
option" is read: label prompts and schema enums (``choosing.named_option`` / ``choose_option``),
an urgency scale (``urgency.choose``), a tool's ``Literal`` (``tool_args``) and the field readers'
enum kind. With exactly one option left it is the answer; with several left and nothing to pick
among them, a stated limit, never the ruled-out option."""

from __future__ import annotations

import warnings
from enum import Enum
from typing import Literal

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel, Field


def _invoke(run):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = run(SimulatedChatModel())
    return out, [str(w.message) for w in caught]


class Severity(Enum):
    MINOR = "minor"
    MAJOR = "major"
    CRITICAL = "critical"


class Incident(BaseModel):
    severity: Severity = Field(description="how bad the incident is")


class Mail(BaseModel):
    kind: Literal["spam", "ham"]


class Size(BaseModel):
    size: Literal["small", "medium", "large"] = Field(description="the parcel's size")


def test_a_negated_enum_option_is_never_the_pick():
    out, limits = _invoke(lambda llm: llm.with_structured_output(Incident).invoke(
        "Honestly it's not critical, just something to look at."))
    assert out.severity is not Severity.CRITICAL


def test_the_one_option_left_is_the_answer():
    out, limits = _invoke(lambda llm: llm.with_structured_output(Mail).invoke(
        "Classify this mail. It is definitely not spam: it's my aunt asking about Sunday lunch."))
    assert out.kind == "ham" and not limits


def test_several_left_and_nothing_picks_is_a_stated_limit():
    out, limits = _invoke(lambda llm: llm.with_structured_output(Size).invoke("The parcel is not large."))
    assert out.size != "large" and limits


def test_a_label_prompt_rules_the_negated_label_out():
    out, _ = _invoke(lambda llm: llm.invoke(
        "Is this message spam or ham? \"It's not spam, it's your aunt asking about lunch.\" One word."))
    assert out.content.strip().lower().startswith("ham")


def test_the_listing_of_the_options_names_none_of_them():
    from course_lib.sim.words.negation import negated_options

    assert negated_options(["bug", "question", "feature"], "Is it a bug, question or feature? Not a bug.") == {"bug"}
    assert negated_options(["spam", "ham"], "Spam or ham? I don't know.") == set()


@tool
def set_fan(mode: Literal["heat", "cool", "off"]) -> str:
    """Set the fan heater's mode."""
    return "set"


@tool
def order_coffee(milk: Literal["whole", "oat", "none"]) -> str:
    """Order a coffee with a kind of milk."""
    return "ordered"


@pytest.mark.parametrize("tool_,question,field,want", [
    (set_fan, "Don't heat the room, cool it down a bit.", "mode", "cool"),
    (order_coffee, "Order a coffee, no whole milk - oat milk is fine.", "milk", "oat"),
    (order_coffee, "Order me a coffee with oat milk, not whole.", "milk", "oat"),
])
def test_a_tool_literal_under_a_negation_is_not_chosen(tool_, question, field, want):
    out, _ = _invoke(lambda llm: llm.bind_tools([tool_]).invoke(question))
    assert out.tool_calls and out.tool_calls[0]["args"].get(field) == want, out.tool_calls


@pytest.mark.parametrize("text,option,negated", [
    ("This isn't urgent at all - whenever you get round to it.", "urgent", True),
    ("I don't think this is urgent", "urgent", True),
    ("nothing urgent, just a typo", "urgent", True),
    ("It doesn't load and it's urgent", "urgent", False),
    ("Not urgent for me, but urgent for them", "urgent", False),
    ("The site is down. Urgent!", "urgent", False),
])
def test_a_negation_reaches_a_few_words_not_past_a_clause(text, option, negated):
    from course_lib.sim.words.negation import negated_options

    assert (option in negated_options([option, "other"], text)) is negated


def test_an_urgency_scale_reads_a_negated_urgency_word_as_no_cue():
    from course_lib.sim.responders.urgency import choose

    picked = choose(["low", "normal", "high"], "Nothing urgent, whenever you have a moment.")
    assert picked is not None and picked[0] == "low"


@pytest.mark.parametrize(("text", "said"), [
    ("Lane 4 is not open before 10:00.", True), ("Served without sauce", True), ("It isn’t booked", True),
    ("Dietary needs: n/a", True), ("Lane 1 is open all day.", False), ("Knotweed and nothingness", False),
])
def test_says_a_negation(text, said):
    from course_lib.sim.words.negation import says_a_negation

    assert says_a_negation(text) is said


# A dislike said after the thing it rules out, within its clause (the cue is data: patterns.yaml
# negation.dislike_after): the option before it is ruled out; other clauses are untouched.
@pytest.mark.parametrize("values, text, ruled_out", [
    (["rice", "chips", "salad"], "Chips give me indigestion.", {"chips"}),
    (["bus", "train", "taxi"], "no taxi, and the bus makes me feel queasy", {"taxi", "bus"}),
    (["lamb", "pork", "cod"], "Pork doesn't agree with me", {"pork"}),
    (["aisle", "window", "middle"], "the middle seat is a no for me", {"middle"}),
    (["peanuts", "raisins"], "I'm allergic to peanuts", {"peanuts"}),
    # negatives: no dislike, a pronoun before it, or the thing named in another clause
    (["lamb", "pork", "cod"], "The cod makes a lovely supper", set()),
    (["lamb", "pork", "cod"], "I think it gives me heartburn", set()),
    (["bus", "train", "taxi"], "take the train, though it makes me feel sick", set()),
])
def test_a_dislike_after_the_option_rules_it_out(values, text, ruled_out):
    from course_lib.sim.words.negation import negated_options

    assert negated_options(values, text) == ruled_out


class Pudding(Enum):
    TRIFLE = "trifle"
    CRUMBLE = "crumble"
    SORBET = "sorbet"


class PuddingOrder(BaseModel):
    pudding: Pudding


@pytest.mark.parametrize("text, want, limited", [
    ("Not the trifle, and crumble gives me indigestion.", Pudding.SORBET, False),
    ("Trifle makes me feel sick, so the crumble please", Pudding.CRUMBLE, False),
    ("Custard gives me heartburn.", None, True),  # no option ruled out, none named: a limit
    ("The sorbet is a no for me.", None, True),  # two left: the "can't choose" limit
])
def test_the_sole_remainder_or_a_limit(text, want, limited):
    out, limits = _invoke(lambda llm: llm.with_structured_output(PuddingOrder).invoke(text))
    if want is not None:
        assert out.pudding is want
    else:
        assert out.pudding is not Pudding.SORBET or "sorbet" not in text.lower()
    assert bool(limits) is limited
