"""The person a paying or sending request names (``course_lib.sim.values.payees``, issue 26, U7): the word
after the verb, else "to <person>" in its clause, never what the money is for ("for the tickets"),
never an everyday word or a possessive owner; and the tool argument it fills."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim.values.payees import payee


@pytest.mark.parametrize("question, person", [
    ("pay ruairi sixty pounds for the concert", "ruairi"),
    ("Send Ottilie 15 euros for the cinema", "Ottilie"),
    ("could you wire 250.75 to bogdan for the rent", "bogdan"),
    ("pay back Sunniva the 30 quid I owe", "Sunniva"),
    ("tip the driver 5 pounds", None),  # "the driver": no name
    ("send 40 pounds for the school trip", None),  # what it is for, no one
    ("pay the gas bill for the flat", None),
    ("forward Bilal's timesheet to Ingrid", "Ingrid"),  # an owner is not whom it goes to
    ("send money to cover the raffle", None),  # an everyday word
    ("what did I pay for the tickets", None),
])
def test_the_person_paid_or_sent_to(question, person):
    assert payee(question) == person


@tool
def pay_friend(friend: str, amount: float) -> str:
    """Pay a friend an amount in pounds."""
    return "paid"


@tool
def send_gift_card(recipient: str, value: float) -> str:
    """Send a gift card to someone."""
    return "sent"


def _call(tool_, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([tool_]).invoke(question)
    return out.tool_calls


@pytest.mark.parametrize("tool_, question, field, person", [
    (pay_friend, "pay hamish thirty pounds for the petrol", "friend", "hamish"),
    (send_gift_card, "send a 25 pound gift card to wenonah for her birthday", "recipient", "wenonah"),
])
def test_the_argument_takes_the_person_never_the_purpose(tool_, question, field, person):
    calls = _call(tool_, question)
    assert calls and calls[0]["args"][field] == person, calls


def test_no_person_no_call():
    assert _call(pay_friend, "pay forty pounds for the petrol") == []


@pytest.mark.parametrize("question, person", [
    ("send a parcel to my gran", "my gran"),
    ("transfer 20 pounds to our landlord", "our landlord"),
    ("send the photos to my account", None),  # no person
])
def test_a_person_by_a_relation(question, person):
    assert payee(question) == person


@pytest.mark.parametrize(("question", "paid"), [
    ("pay Nordvik Rør four hundred and fifty Norwegian kroner", "Nordvik Rør"),  # a name past ASCII, whole
    ("pay Żaneta Kowalska 200 zloty", "Żaneta Kowalska"),
    ("pay Ana de la Cruz 40 euros", "Ana de la Cruz"),  # never the figure after it
    ("pay Tom Monday", "Tom"),  # never a day
    ("pay gemma 215 pounds for the tickets", "gemma"),
])
def test_the_whole_capitalised_name_is_paid(question, paid):
    assert payee(question) == paid
