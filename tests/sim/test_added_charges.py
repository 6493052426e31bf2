"""``added_charges``: a worked amount whose question names a charge to add ("deposit included") gets that
charge's amount added, or the reason it cannot. Invented notes (a pottery wheel room, a van hire)."""

from __future__ import annotations

from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded import added_charges

WHEEL = ("Wheel Room\nPottery wheel hire is £7 per hour.\n"
         "A £30 deposit is paid with every booking and returned within 10 days after the session.\nClay is extra.")
VAN = "Van hire: £40 a day.\nDeposit: £100 (weekdays), £150 (weekends)."


def test_named():
    assert added_charges.named("What do we pay, deposit included?") == ["deposit"]
    assert added_charges.named("How much with the cleaning fee?") == ["cleaning fee"]
    assert added_charges.named("How much for 3 hours?") == []  # guard


def test_added_to_the_worked_amount():
    found = added_charges.completed("3 hours, deposit included?", "£21 (3 × £7).", [WHEEL])
    assert found is not None and found.text.startswith("£51")


def test_several_amounts_is_a_reason():
    found = added_charges.completed("2 days with the deposit?", "£80 (2 × £40).", [VAN])
    assert found is not None and found.why and not found.text


def test_already_worked_in_is_left():  # guard
    assert added_charges.completed("3 hours, deposit included?", "£51 (3 × £7 + £30).", [WHEEL]) is None


def test_through_the_simulator():
    reply = SimulatedChatModel().invoke([
        SystemMessage(f"Use only the context.\n\nContext:\n{WHEEL}"),
        HumanMessage("A wheel for 3 hours - what do we pay at booking, deposit included?")]).content
    assert reply.startswith("£51")
