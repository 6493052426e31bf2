"""``grounded.bundle_units``: one unit's price worked from a bundle's price and count, and a price written as a
multiple of another line's price (the sixty-first set's ZW2; wordings of topics no set uses). Each test fails on
read79 (no such module) unless its docstring says it is a guard."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.bundle_units import multiple, per_unit

PAPER = "Stationery cupboard\nPrinter paper: 500 sheets £4.50\nStapler: £6"
CABIN = "Lakeside cabins\n7 nights for £420 (sleeps 4)\nWeekend: £180\nUpdate: the 7-night deal is now £455."
SWIM = "Swim school\nTerm of 12 sessions: €168\nTrial session: €10"
STRUCK = "Tutoring: a bundle of 8 tutorials costs $240.\nCorrection: the 8-tutorial bundle is $200, not $240."
TWO_CHANGES = "20-ride card: £40\nUpdate: the 20-ride card is now £44.\nUpdate: the 20-ride card is now £46."


@pytest.mark.parametrize("question, bodies, want", [
    ("price per sheet on the 500 pack?", [PAPER], "about £0.009 per sheet (£4.50 / 500)"),
    ("cost per night on the 7-night deal", [CABIN], "£65 per night (£455 / 7)"),
    ("what does each session come to on the 12 session term", [SWIM], "€14 per session (€168 / 12)"),
    ("how much a tutorial if I buy the 8 bundle", [STRUCK], "$25 per tutorial ($200 / 8)"),
])
def test_per_unit_worked(question, bodies, want):
    got = per_unit(question, bodies)
    assert got is not None and got.worked.startswith(want), got


def test_per_unit_two_changes_left_unsure():
    got = per_unit("how much per ride on the 20 ride card", [TWO_CHANGES])
    assert got is not None and got.worked == ""


@pytest.mark.parametrize("question, bodies", [
    ("how much per night?", [CABIN]),  # no count: the bundle is not named
    ("what time is each session in the 12 session term", [SWIM]),  # no price asked
    ("how much per lesson on the 10 pack", ["10 lessons at £35 per lesson"]),  # one unit priced already
    ("how much is the stapler", [PAPER]),
])
def test_per_unit_not_read(question, bodies):
    """Guards (on read79 the module is absent; the model quotes as before): no reading where none is asked."""
    assert per_unit(question, bodies) is None


def test_worked_figure_not_taken_from_a_longer_one():
    got = per_unit("how much per session on the 12 session term?", [SWIM])
    assert not got.given_in("Term of 12 sessions: €168, or €140 for ten") and got.given_in("it is €14 a session")


SEASON = "Season ticket: 8 x the match-day price\nMatch day: £12\nJunior match day: £6"
GYM = "Gym prices\nDay pass (off-peak) ........ £7.00\nDay pass (peak) ........... £9.00\nTen-visit card .... 8 x the peak day pass price"
AMBIGUOUS = "Family ticket: 3 x the adult price\nAdult (weekday): £10\nAdult (weekend): £12"


@pytest.mark.parametrize("question, bodies, want", [
    ("what does the season ticket cost", [SEASON], "£96 (8 x £12"),
    ("how much is the ten-visit card", [GYM], "£72 (8 x £9"),
])
def test_multiple_worked(question, bodies, want):
    got = multiple(question, bodies)
    assert got is not None and got.worked.startswith(want), got


def test_multiple_two_lines_left_unsure():
    got = multiple("how much is a family ticket", [AMBIGUOUS])
    assert got is not None and got.worked == ""


def test_multiple_not_read_off_subject():
    """Guard (on read79 the module is absent): a question on another line reads no multiple."""
    assert multiple("how much is the junior match day", [SEASON]) is None


@pytest.mark.parametrize("question, doc, want", [
    ("whats that per session on the 12 session term", SWIM, "€14 per session"),
    ("how much per night on the 7 night deal?", CABIN, "£65 per night"),
    ("what does the ten-visit card cost", GYM, "£72"),
])
def test_model_replies_with_the_worked_figure(question, doc, want):
    """Through the simulated chat model (role dictionaries): the worked figure, never the bundle's line quoted."""
    from course_lib.sim import SimulatedChatModel

    reply = SimulatedChatModel().invoke([{"role": "system", "content": f"You answer customers' questions.\n\n{doc}"},
                                         {"role": "user", "content": question}]).content
    assert reply.startswith(want), reply
