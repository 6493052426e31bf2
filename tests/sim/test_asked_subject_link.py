"""``later_corrections.correcting``: a later change line replaces the chosen line only on a subject the
question names, never on a shared value word or date part (issue 26, the fifty-fifth set's TT1;
fix60b)."""

from __future__ import annotations

from course_lib.sim.grounded.later_corrections import correcting

HARBOUR = ("Kelp Bay marina - berth holders' notes\n"
           "Fuel pontoon open 8am to 6pm; diesel 1.42 a litre.\n"
           "Showers are by the harbour office, code changes monthly.\n"
           "Extra nights on a visitor berth are £31 each.\n"
           "Slipway launches cost £12.\n"
           "Changed for 2026: checkout from visitor berths is now 10am at no extra charge (late checkout £15).\n")


def test_a_change_sharing_only_an_extra_word_links_no_line():
    assert correcting("how much extra for two more nights", ["Extra nights on a visitor berth are £31 each."],
                      [HARBOUR]) is None


def test_guard_a_change_of_the_asked_subject_still_links():  # guard
    text = "Fuel pontoon open 8am to 6pm.\nSlipway launches cost £12.\nUpdate: the fuel pontoon now opens at 7am.\n"
    found = correcting("when does the fuel pontoon open", ["Fuel pontoon open 8am to 6pm."], [text])
    assert found is not None and "7am" in found.line
