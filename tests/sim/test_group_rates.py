"""A group's price by one rule (issue 26: SIXTEENTH K1 / K2's family: a price that needs a rule
applied): "what does a group of N pay" over "Groups of M or more: <amount> per person" is N times
the amount when N reaches M, the highest tier reached when there are several; a group below every
tier is left to the other readings. Invented material only."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import group_rates
from tests.sim._chat import ask_rag as _ask

ZOO = """Northfield Zoo - day tickets
Adult £18.00, child £11.00.
Groups of 15 or more: £12.50 per person.
Groups of 30 or more: £10.00 per person (book a week ahead)."""

BOAT = """Canal boat trips
Single seat: €9
Parties of 8+: €7 each
Trips leave at 11:00 and 14:00."""





@pytest.mark.parametrize("doc, question, want", [
    (ZOO, "How much would a class of 20 pay altogether?", "250.00"),
    (ZOO, "What's the total for a youth club group of 32?", "320.00"),
    (BOAT, "How much for a party of 10?", "70.00"),
    (BOAT, "There are 9 of us, what will it cost in total?", "63.00"),
])
def test_the_group_rule_is_applied(doc, question, want):
    text, warned = _ask(doc, question)
    assert not warned and want in text, text


def test_the_reader_directly():
    assert group_rates.size("a party of 10") == 10 and group_rates.size("how much is it?") is None
    found = group_rates.priced("a group of 32", [ZOO])
    assert found is not None and found.least == 30 and found.total() == 320.0
    assert group_rates.priced("a group of 6", [ZOO]) is None  # below every tier
