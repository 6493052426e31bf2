"""A tool argument that takes a name takes one the question gives (issue 26): never a sentence's
opening verb joined to the figure after it ("Report 88" for "Report 88.25 m³ for flat 7C"), never
a time's parts ("09", "15" of "09:15"), never the place the tool's own description says it
looks ("PyPI" of a tool "published on PyPI")."""

from __future__ import annotations

import warnings
from typing import Annotated

import pytest
from langchain_core.tools import tool


@pytest.mark.parametrize("text,absent,present", [
    ("Report 88.25 cubic metres for flat 7C.", ["Report 88"], ["7C"]),
    ("The call with Ana starts at 09:15 sharp.", ["09", "15"], ["Ana"]),
    ("Pay 1,250.40 to Nordic Supplies.", ["Pay 1", "250", "40"], ["Nordic Supplies"]),
    ("Transfer 300 to Bruno.", ["Transfer 300"], ["Bruno"]),
    ("Wire 45 GBP to Chloe today.", ["Wire 45 GBP"], ["Chloe"]),
])
def test_names_are_not_figures_cut_from_amounts_or_times(text, absent, present):
    from course_lib.sim.words.text import names

    found = names(text)
    assert not set(absent) & set(found), found
    assert set(present) <= set(found), found


@pytest.mark.parametrize("text,kept", [
    ("Windows 11 is out.", "Windows 11"),
    ("Is Gate 12 open?", "Gate 12"),
    ("Upgrade to Python 3.12 before Friday.", "Python"),
])
def test_names_with_figures_stay_names(text, kept):
    from course_lib.sim.words.text import names

    assert kept in names(text)


@tool
def log_reading(flat: Annotated[str, "flat number, for example 12A"], kwh: float) -> str:
    """Record an electricity meter reading for a flat."""
    return "ok"


@tool
def newest_crate(crate: str) -> str:
    """Latest version of a Rust crate released on crates.io."""
    return "1.0"


@tool
def newest_image_tag(image: str) -> str:
    """Newest tag of a container image on Docker Hub."""
    return "1.0"


def _calls(tool_, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        calls = SimulatedChatModel().bind_tools([tool_]).invoke(question).tool_calls
    stated = any(type(w.message).__name__ == "SimulatorLimitWarning" for w in caught)
    return calls, stated


@pytest.mark.parametrize("tool_,question,field,want", [
    (log_reading, "Submit 310.5 kWh as this month's reading for flat 12D.", "flat", "12D"),
    (log_reading, "Enter 77.0 kWh for flat 4F please.", "flat", "4F"),
    (newest_image_tag, "Has a newer tag of redis come out on Docker Hub?", "image", "redis"),
    (newest_image_tag, "What is the newest tag of nginx on Docker Hub?", "image", "nginx"),
])
def test_a_name_argument_takes_the_name_the_question_gives(tool_, question, field, want):
    """The call carries the named thing; or there is no call and a stated limit."""
    calls, stated = _calls(tool_, question)
    assert (calls and calls[0]["args"].get(field) == want) or (not calls and stated), calls


def test_the_tool_descriptions_own_name_is_no_argument():
    """'crates.io' is where the tool looks: the crate is 'serde', or nothing is called."""
    calls, stated = _calls(newest_crate, "Did a newer version of serde show up on crates.io?")
    assert (calls and calls[0]["args"].get("crate") == "serde") or (not calls and stated), calls
    calls, stated = _calls(newest_image_tag, "Which tag is newest on Docker Hub for postgres?")
    assert not calls or calls[0]["args"].get("image") != "Docker Hub", calls
