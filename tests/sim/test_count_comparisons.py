"""``count_comparisons``: "is <side> cheaper than <count> <items>?" worked from both sides' lines, or the
reason it cannot be; a comparison with no counted side is left alone. Invented fares (a climbing wall,
a car wash) and the whole reply through the simulator."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded import count_comparisons

WALL = "Wall prices\nSingle climb: £9\nTwelve-climb pass: £95\nMonth pass: £60\n"
WASH = "Car wash\nBasic wash: $8\nBasic wash (after 1 June): $10\nFive-wash card: $36\n"


def test_the_counted_side_worked():
    found = count_comparisons.compared("Is a twelve-climb pass cheaper than twelve single climbs?", [WALL])
    assert found is not None and found.text.startswith("Yes") and "£108" in found.text


def test_dearer_the_other_way():
    found = count_comparisons.compared("Would 6 single climbs be more expensive than a month pass?", [WALL])
    assert found is not None and found.text.startswith("No") and "£54" in found.text


def test_two_prices_for_one_item_is_a_reason():
    found = count_comparisons.compared("Is a five-wash card cheaper than five basic washes?", [WASH])
    assert found is not None and found.why and not found.text


def test_no_counted_side_left_alone():  # guard
    assert count_comparisons.compared("Is a month pass cheaper than a twelve-climb pass?", [WALL]) is None


def test_through_the_simulator():
    reply = SimulatedChatModel().invoke([
        SystemMessage(f"Answer only from the context.\n\nContext:\n{WALL}"),
        HumanMessage("Is a twelve-climb pass cheaper than twelve single climbs?")]).content
    assert reply.startswith("Yes") and "108" in reply


GYM = """Lakeside Gym - price list
Gym visit: £6
Open day: a gym visit with a personal trainer taster, £20
20-visit pass: £100"""

POOL = """Greenway Pool
Swim session: £5
Gala evening: one swim session plus a buffet, £12
10-swim card: £40"""


@pytest.mark.parametrize(("doc", "question", "want"), [
    (GYM, "how much would I save buying the 20-visit pass instead of 20 gym visits", "£20: 20 × £6"),
    (POOL, "how much do i save with the 10-swim card against 10 swim sessions", "£10: 10 × £5"),
])
def test_a_single_price_is_read_from_the_line_its_label_names(doc, question, want):
    # the sixty-first set's ZW5 (b): "Open day: a gym visit ..., £20" is the open day's price, not a visit's
    found = count_comparisons.saving(question, [doc])
    assert found is not None and found.text.startswith(want), found
