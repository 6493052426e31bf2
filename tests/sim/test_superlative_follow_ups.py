"""A follow-up that swaps the superlative (issue 26; ``ellipsis.reframed``'s fourth swap).

Tables and questions invented here (a pond survey, a darts league, flats to let): "And the
fewest?" after "the most fish" asks for the lowest row, never the highest again; "And the
cheapest?" after "the most expensive" drops "most expensive" whole.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.ellipsis import reframed


@pytest.mark.parametrize(("previous", "follow_up", "want"), [
    ("Which pond has the most fish?", "And the fewest?", "Which pond has the fewest fish?"),
    ("Who scored the most goals?", "What about the least?", "Who scored the least goals?"),
    ("Which room is the most expensive?", "And the cheapest?", "Which room is the cheapest?"),
    ("Which flat is the cheapest?", "And the most expensive?", "Which flat is the most expensive?"),
    ("Which hill is highest?", "And the lowest one?", "Which hill is lowest?"),
])
def test_the_new_superlative_replaces_the_old_one(previous, follow_up, want):
    assert reframed(previous, follow_up) == want


@pytest.mark.parametrize(("previous", "follow_up"), [
    ("Which hill is highest?", "And the highest?"),  # the same word: nothing to swap
    ("Which pond is deepest?", "And the fewest frogs of all the ponds in the park?"),  # no short phrase
    ("Which pond is in the north?", "And the fewest?"),  # no superlative before
])
def test_no_superlative_swap(previous, follow_up):
    assert reframed(previous, follow_up) is None


PONDS = """Pond survey, June
Pond  Fish  Frogs  Depth (m)
North  14  3  1.2
South  5  9  0.8
East  22  1  2.1
West  9  6  1.5"""

DARTS = """Darts league, week 6
Player  Wins  Losses
Mo  7  2
Ida  3  6
Kit  5  4"""


def _ask(notes: str, *turns: str) -> str:
    messages = [SystemMessage(f"Answer from these notes only.\n\n{notes}")]
    messages += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    return SimulatedChatModel().invoke(messages).content


@pytest.mark.parametrize(("notes", "turns", "want", "not_want"), [
    (PONDS, ("Which pond has the most fish?", "East, with 22.", "And the fewest?"), "South", "East"),
    (PONDS, ("Which pond has the fewest frogs?", "East, with 1.", "What about the most?"), "South", "East"),
    (DARTS, ("Who has the most wins?", "Mo, with 7.", "And the fewest?"), "Ida", "Mo"),
])
def test_the_swapped_superlative_picks_the_other_end(notes, turns, want, not_want):
    reply = _ask(notes, *turns)
    assert reply.startswith(want) and not reply.startswith(not_want)
