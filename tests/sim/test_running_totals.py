"""``dialogue.running_totals``: a total spent kept over the user's turns (issue 26, the fifty-fifth
set's TT4 (b); fix60b)."""

from __future__ import annotations

from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.running_totals import running_total


def test_sums_the_first_spending_turn_and_its_continuations():
    reply = running_total("how much have we spent", ["we paid £18 for the tickets", "plus £7.50 for parking"])
    assert reply is not None and "£25.50" in reply


def test_a_new_spending_turn_starts_again():
    reply = running_total("what's the total so far",
                          ["spent 4 on a kite", "and 3 on string", "paid 10 for the bus", "then 2.20 on crisps"])
    assert reply is not None and "12.20" in reply and "19.20" not in reply


def test_guards_no_total_asked_or_one_amount():
    assert running_total("when is the bus", ["paid 10 for the bus", "and 2 for crisps"]) is None  # guard
    assert running_total("how much have i spent", ["spent 9 on a scarf"]) is None  # guard


def test_a_continuing_turn_with_no_amount_spent_is_a_limit():
    reply = running_total("how much have i spent", ["spent 6 on socks", "and 2 more pairs later"])
    assert reply is not None and "offline simulator" in reply


def test_chat_reply_sums_the_turns():
    out = SimulatedChatModel().invoke([HumanMessage("paid 15 for the taxi"), AIMessage("OK."),
                                      HumanMessage("and 4.25 for a coffee"), AIMessage("Noted."),
                                      HumanMessage("what's that come to")])
    assert "19.25" in out.content
