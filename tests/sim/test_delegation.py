"""``delegation``: the names an instruction may use for a hand-off tool and the needs a system
prompt routes to it. Invented prompts."""

from __future__ import annotations

from course_lib.sim.tools.delegation import routed_needs, targets


def test_targets_and_routed_needs():
    assert targets("transfer_to_hotel_agent") == {"hotel_agent", "transfer_to_hotel_agent"}
    system = "Use transfer_to_hotel_agent for hotel recommendations. Use search for anything else."
    assert routed_needs(system, "transfer_to_hotel_agent") == ("hotel recommendations",)
    assert routed_needs("You are helpful.", "transfer_to_hotel_agent") == ()
