"""A numeric field named for a unit of time ("grace_days", a description "in minutes") reads a
bare figure only as its own count (``field_readers._own_time_count``, modifiers
``time_count_modifiers`` in data/sim/lexicons.yaml), and a clock time is no length of time among
several (``field_readers._own_time_part``). On learner79's tip a bound of another field became a
length ("over 3,000 tickets" -> min_set_minutes 3000) and a time of day a second length ("starts
at 18h45, cool-down 10 minutes" -> no value). Wordings invented here (gigs, gyms, libraries); each
case failed on learner79's tip unless its docstring says it is a guard."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


def _parsed(schema, text):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().with_structured_output(schema).invoke(text)


class GigSearch(BaseModel):
    topic: str = Field(description="what the gig is about")
    min_set_minutes: int | None = Field(None, description="Minimum set length in minutes. Only if stated.")
    max_set_minutes: int | None = Field(None, description="Maximum set length in minutes. Only if stated.")


@pytest.mark.parametrize("text", [
    "folk gigs that sold over 3,000 tickets",
    "jazz nights with more than 250 seats",
])
def test_another_things_figure_is_no_length(text):
    out = _parsed(GigSearch, text)
    assert out.min_set_minutes is None and out.max_set_minutes is None


def test_a_figure_beside_another_noun_is_no_length():
    """Guard (passes on learner79's tip too): the figure's noun after 'by' is read as another thing."""
    out = _parsed(GigSearch, "shows reviewed by 12 critics")
    assert out.min_set_minutes is None and out.max_set_minutes is None


class Session(BaseModel):
    cooldown_minutes: int = Field(description="cool-down length in minutes")


@pytest.mark.parametrize("text", [
    "Spin class starts at 18h45; the cool-down is 10 minutes.",
    "Warm-up from 7h30, then the cool-down is 10 minutes.",
])
def test_a_time_of_day_is_no_second_length(text):
    assert _parsed(Session, text).cooldown_minutes == 10


class Loan(BaseModel):
    grace_days: int | None = Field(None, description="how many grace days the library allows")


@pytest.mark.parametrize("text", [
    "Return desk opens at 14.30.",
    "The library closes at 9 pm.",
])
def test_a_clock_time_is_no_count_of_days(text):
    assert _parsed(Loan, text).grace_days is None


def test_a_clock_time_with_a_colon_is_no_count_of_days():
    """Guard (passes on learner79's tip too): "2:30pm" was already no count."""
    assert _parsed(Loan, "Pick-up is at 2:30pm.").grace_days is None


@pytest.mark.parametrize(("text", "want"), [
    ("You get 5 grace days on loans.", 5),
    ("They allow 3 more days after the due date.", 3),
    ("Grace days: 4", 4),
])
def test_the_fields_own_count_is_kept(text, want):
    """Guards (pass on learner79's tip too): a figure of the field's own noun or label stays read."""
    assert _parsed(Loan, text).grace_days == want


def _args(tool_, question):
    from langchain_core.tools import tool  # noqa: F401

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        calls = SimulatedChatModel().bind_tools([tool_]).invoke(question).tool_calls
    return calls[0]["args"] if calls else None


def _gig_tool():
    from langchain_core.tools import tool

    @tool
    def find_gigs(topic: str, min_set_minutes: int | None = None) -> str:
        """Find gigs on a topic, optionally with a minimum set length in minutes."""
        return "ok"

    return find_gigs


@pytest.mark.parametrize("question", [
    "find folk gigs that sold over 3,000 tickets",
    "find brass band gigs with more than 1,200 followers",
])
def test_a_tool_argument_in_minutes_takes_no_count_of_things(question):
    """A figure with thousands separators before a plural noun is a count of a thing
    (``figure_forms.counted_figures``): on start80 and learner79's tip min_set_minutes was 3000."""
    args = _args(_gig_tool(), question)
    assert args is not None and "min_set_minutes" not in args


def test_a_tool_argument_in_minutes_keeps_its_minutes():
    """Guard (passes before too)."""
    assert _args(_gig_tool(), "find jazz gigs with sets over 45 minutes")["min_set_minutes"] == 45


def test_counted_figures_reads_thousands():
    from course_lib.sim.values.field_readers import is_unit_word
    from course_lib.sim.words.figure_forms import counted_figures

    assert counted_figures("over 12,500 downloads and 3 bottles", is_unit_word) == {12500.0, 3.0}
