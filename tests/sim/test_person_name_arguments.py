"""A required argument for a person's name that no name in the request fills is a stated limit,
never the request's words (issue 26): "add the first one to the mailing list, ana@example.com"
called ``add_member(name="add first mailing list ana example.com", ...)`` silently. Now such an
argument (the field readers' ``person`` / ``name_part`` kind, ``tool_args._names_a_person``) left
unfilled is a guessed one: the safe value and a stated limit. Invented tools."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def add_member(name: str, email: str) -> str:
    """Add a member to the allotment society's mailing list."""
    return "ok"


@tool
def save_contact(name: str, phone: str) -> str:
    """Save a contact's phone number in the address book."""
    return "ok"


@tool
def sign_up(attendee: str, email: str) -> str:
    """Sign someone up for the beach clean-up with their email."""
    return "ok"


def _reply(tools, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return [(c["name"], c["args"]) for c in out.tool_calls], out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize(("tools", "question", "field"), [
    ([add_member], "put my sister on the mailing list: sis@example.com", "name"),
    ([save_contact], "save my plumber's number in the address book, +44 7700 900123", "name"),
    ([sign_up], "sign up the new volunteer for the beach clean-up, vol@example.org", "attendee"),
])
def test_no_name_in_the_request_is_a_stated_limit(tools, question, field):
    calls, limit = _reply(tools, question)
    assert limit and not any(args.get(field) for _, args in calls)


def test_a_name_given_still_fills_it():
    calls, limit = _reply([add_member], "please add Grace Otieno to the mailing list, grace@example.org")
    assert calls == [("add_member", {"name": "Grace Otieno", "email": "grace@example.org"})] and not limit
