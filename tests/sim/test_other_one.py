"""A follow-up that names only "the other one" / "that one" or asks "how much more", over a thread
that stated two items with an amount each (issue 26; the twenty-second set's Q9, seen before as
O8 / L6 / I4): the reference is resolved by the last answer (the other one is the item it did not
name) and the difference worked (``other_one``); when the turns do not make it clear, a stated
conversation limit. The question back ("Could you tell me a bit more ...?") is only for a first
message with nothing to read. Before, every such follow-up got the question back. All threads are
invented here.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim.other_one import answer, refers


@pytest.fixture(scope="module")
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


def _thread(llm, *turns: str) -> tuple[str, str]:
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke(msgs)
    return out.content, out.response_metadata.get("simulator_limit") or ""


GYM = ("The gym pass is £30 a month and the pool pass is £18.", "Noted.", "Which one is cheaper?", "The pool pass.")
KETTLES = ("The blue kettle is 24.99 EUR, the red one 31.50 EUR.", "OK.", "Which should I buy?",
           "The red one looks sturdier.")
TRIPS = ("The coast path walk is 14 km and the ridge walk is 9 km.", "Nice.", "Which is shorter?", "The ridge walk.")


@pytest.mark.parametrize("turns, question, wanted", [
    (GYM, "How much more is the other one?", ("£12", "gym pass is £30")),
    (KETTLES, "how much more is that one", ("6.51 EUR", "red one is 31.50 EUR")),
    (TRIPS, "How much longer is the other one?", ("5 km", "coast path walk is 14 km")),
])
def test_the_difference_between_the_two_items_is_worked(llm, turns, question, wanted):
    reply, limit = _thread(llm, *turns, question)
    assert all(w in reply for w in wanted), reply
    assert not limit


@pytest.mark.parametrize("turns, question, wanted, unwanted", [
    (GYM, "And the other one?", "£30", "£18"),
    (TRIPS, "what about the other one", "14 km", "9 km"),
])
def test_the_other_one_is_the_item_the_last_answer_did_not_name(llm, turns, question, wanted, unwanted):
    reply, limit = _thread(llm, *turns, question)
    assert wanted in reply and unwanted not in reply, reply
    assert not limit


@pytest.mark.parametrize("turns", [
    ("I booked two rooms for the weekend.", "Lovely.", "Which one has the sea view?", "I can't tell from here."),
    ("The gym pass is £30 a month and the pool pass is £18.", "Noted."),  # no answer naming one of them
])
def test_an_unresolved_follow_up_is_a_stated_conversation_limit(llm, turns):
    reply, limit = _thread(llm, *turns, "How much more is the other one?")
    assert limit and "bit more" not in reply, reply


def test_a_first_message_with_nothing_to_read_still_gets_the_question_back(llm):
    reply, limit = _thread(llm, "How much more is the other one?")
    assert "bit more" in reply and not limit


def test_the_reader():
    assert refers("How much more is the other one?") and refers("and that one?") and not refers("How are you?")
    turns = [("human", "The oak table costs $50 and the pine table costs $80."), ("ai", "The oak table is cheaper.")]
    assert answer("how much more is the other one", turns).startswith("$30 more")
    mixed = [("human", "The tour is €40 and the boat is £30."), ("ai", "The boat.")]
    assert answer("how much more is the other one", mixed) is None  # two currencies: no difference
