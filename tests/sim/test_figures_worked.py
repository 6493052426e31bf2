"""Figures worked where a line was quoted (fix57b; the fifty-third set's TT2 / TT3): a headcount at a
named day's one price (``grounded.day_prices``), a charge beyond a limit (``grounded.beyond_limits``),
spans of time compared only within one kind of unit (``values.comparisons``), an item's own age rating
(``grounded.rated_items``) and a rate for one period stated beside its total (``grounded.stated_rates``).
Wordings of my own; each behaviour test fails on 78c80627 except the rows marked as guards."""

from __future__ import annotations

import warnings

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded import beyond_limits, day_prices, rated_items, stated_rates
from course_lib.sim.values import comparisons

TEMPLATE = "Answer the question based only on the following context:\n{notes}\n\nQuestion: {question}\n"

LIDO = """Parkside Lido - summer prices
Swim: adult £5.20, junior (under 16) £3.10, senior £4; on Mondays every ticket is £2.50.
Lanes open
  Mon 07:00-09:00, 17:00-20:00
  Tue 07:00-20:00"""
MARINA = "Visitor moorings. Boats staying longer than 4 hours pay £3 for each extra hour. Showers 50p."
KARTS = "Go-karts: sessions over 20 minutes are charged 40p a minute for the extra time."
FERRY_REFUND = ("If your sailing leaves 60 minutes or more late, half the fare is refunded. Claims must be made "
                "within 30 days of sailing.")
SHOWS = """Little Lantern Theatre
Tickets: adult £12, child (under 14) £7.
The Paper Tiger (ages 5+, 50 min): Sat 10:30
Ghost Ship (13+, 75 min): Sat 19:00"""
WATER_BILL = "Sewerage standing charge: 92 days x 41.5p = £38.18\nWater used: 18 m3 x £1.90 = £34.20"


def _ask(notes: str, question: str) -> str:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(TEMPLATE.format(notes=notes, question=question)).content


def test_a_headcount_at_the_named_days_one_price():
    found = day_prices.priced("how much would 4 juniors pay on monday?", [LIDO])
    assert found is not None and found.total() == 10.0
    assert "£10" in _ask(LIDO, "what do 4 juniors pay on a monday in total?")


def test_no_day_price_for_another_day_guard():
    # guard: Tuesday has no flat price; the party's own prices answer
    assert day_prices.priced("how much for 2 adults on tuesday?", [LIDO]) is None


def test_a_party_is_priced_before_the_days_lines_are_quoted():
    assert "£8" in _ask(LIDO, "2 seniors on tuesday - how much?")


def test_a_charge_beyond_a_limit_is_worked():
    got = beyond_limits.extra("Boats staying longer than 4 hours pay £3 for each extra hour.", 7, "hour", 4, "hour")
    assert isinstance(got, beyond_limits.Worked) and got.total() == 9
    reply = _ask(MARINA, "we'll moor for 7 hours, how much extra?")
    assert "£9" in reply and "is more than" not in reply


def test_a_charge_per_minute_for_the_extra_time_is_worked_in_pence():
    reply = _ask(KARTS, "a 35 minute session, how much extra is that?")
    assert "£6.00" in reply


def test_minutes_are_never_compared_with_days():
    minutes = comparisons.Quantity(25, "minute", "25 minutes", 0)
    window = comparisons.Threshold("<=", comparisons.Quantity(30, "day", "30 days", 0))
    assert window.met_by(minutes) is None
    assert "at most 30 days" not in _ask(FERRY_REFUND, "we left 25 minutes late, can I claim?")


def test_hours_against_minutes_still_compared_guard():
    # guard: one kind of span in two units
    lateness = comparisons.Threshold(">=", comparisons.Quantity(60, "minute", "60 minutes", 0))
    assert lateness.met_by(comparisons.Quantity(2, "hour", "2 hours", 0)) is True


def test_an_items_own_rating_decides_not_a_ticket_band():
    assert [(r.name, r.least) for r in rated_items.rated(SHOWS)] == [("The Paper Tiger", 5), ("Ghost Ship", 13)]
    assert _ask(SHOWS, "can my 12 year old come to ghost ship?").startswith("No")
    assert _ask(SHOWS, "my daughter is 6, can she see the paper tiger?").startswith("Yes")


def test_a_rate_stated_beside_its_total_answers_a_period():
    got = stated_rates.per_one("what's the sewerage charge per day", WATER_BILL, "day")
    assert got is not None and got.amount == "41.5p"
    reply = _ask(WATER_BILL, "what's the sewerage standing charge per day?")
    assert "41.5p" in reply and "/ 92" not in reply


CANOES = "Canoe hire: £18 for the first 3 hours, then £5 for each extra hour. Buoyancy aids included."


def test_a_first_block_and_extra_hours_is_never_the_span_times_the_rate():
    got = beyond_limits.tiered("a canoe for 6 hours, what do the extra hours cost?", CANOES)
    assert isinstance(got, beyond_limits.Tiered) and got.result() == "£15.00"
    total = beyond_limits.tiered("a canoe for 6 hours, what does it cost?", CANOES)
    assert isinstance(total, beyond_limits.Tiered) and total.result() == "£33.00"
    assert "£30" not in _ask(CANOES, "we want a canoe for 6 hours, what will the extra hours cost?")
