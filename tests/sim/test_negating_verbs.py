"""Negating verbs read per clause for yes/no arguments and fields (issue 26, the thirty-eighth's GG6;
``data/sim/flag_scope.yaml`` refuse_before / keep_before, ``course_lib.sim.values.flag_scope``): "stop",
"cancel", "turn off", "opt out of", "unsubscribe", "no more" before the thing's word in its clause set
it False; "keep", "still want" and a negated negating verb ("don't cancel") keep it True, and "but"
closes the clause, so "X off, but Y on" reads both. One home: the tool argument and the structured
field read the same function. Wordings of my own (a gym, a library, a weather app, a wine club, a
vet, a car wash), none of a set's or probe's."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel

from course_lib.sim.values.flag_scope import flag_said


@pytest.mark.parametrize("name, text, value", [
    ("locker", "stop renting me the locker from next month", False),
    ("towel_service", "please cancel my towel service at the gym", False),
    ("rain_alerts", "turn off rain alerts, they wake me up", False),
    ("tasting_invites", "opt me out of tasting invites for now", False),
    ("reminders", "unsubscribe me from the vet reminders", False),
    ("wax", "no more wax on the car wash, it streaks", False),
    ("overdue_emails", "switch off overdue emails please", False),
    # a keeping clause after "but", a negated negating verb, a plain wish: True or unread
    ("reminders", "cancel the flea treatment, but keep the vet reminders", True),
    ("receipts", "stop the promotions but I still want receipts", True),
    ("locker", "don't cancel the locker, I still use it", True),
    ("wax", "a full wash with wax please", None),
    ("rain_alerts", "how do rain alerts work?", None),
])
def test_a_negating_verb_in_the_clause(name, text, value):
    assert flag_said(name, text) is value


@tool
def wine_club(monthly_case: bool, tasting_invites: bool) -> str:
    """Choose what the wine club sends a member."""
    return "ok"


@tool
def weather_app(rain_alerts: bool, pollen_alerts: bool) -> str:
    """Choose the weather app's alerts."""
    return "ok"


def _args(tool_, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([tool_]).invoke(question)
    return out.tool_calls[0]["args"] if out.tool_calls else None


@pytest.mark.parametrize("tool_, question, want", [
    (wine_club, "cancel the monthly case, but I still want tasting invites", {"monthly_case": False,
                                                                          "tasting_invites": True}),
    (weather_app, "switch off rain alerts and turn on pollen alerts", {"rain_alerts": False, "pollen_alerts": True}),
    (weather_app, "I want rain alerts and pollen alerts", {"rain_alerts": True, "pollen_alerts": True}),
])
def test_the_tool_arguments(tool_, question, want):
    args = _args(tool_, question)
    assert args is not None and {k: args.get(k) for k in want} == want, args


class LibraryPrefs(BaseModel):
    overdue_emails: bool
    newsletter: bool


def test_the_structured_fields():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(LibraryPrefs, include_raw=True).invoke(
            "Please unsubscribe me from the newsletter, but keep the overdue emails coming.")
    assert out["parsed"].newsletter is False
    assert out["parsed"].overdue_emails is True
