"""A correction that names no value it replaces (issue 26, eleventh set D11): a later user turn
with a correction cue ("sorry", "I misread", "my mistake", "oops", "actually") and one value of
a kind (a time, a weekday, a date, money, a number) puts it in place of the earlier fact's value
of that kind (``corrections.cued_value``, ``conversation.stated_facts``). With two earlier facts
holding a value of that kind, which one is corrected is unknown: neither is kept, and the
question gets a conversation limit, not a guess. Before, the turn matched no "I meant X" frame
and the old value was answered as if nothing had been said. Invented threads."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim.request.conversation import stated_facts


def _ask(*turns: str):
    from course_lib.sim import SimulatedChatModel

    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("turns, fixed", [
    (["My ferry is at 6:50.", "Great.", "Oops, I misread the ticket: 6:20."], {"ferry": "at 6:20"}),
    (["My dentist appointment is on Tuesday.", "My mistake, it is on Thursday."], {"dentist appointment": "on Thursday"}),
    (["My locker number is 112.", "Whoops, I mistyped: 121."], {"locker number": "121"}),
    (["My deposit is £250.", "Sorry, wrong figure, it was £275."], {"deposit": "£275"}),
])
def test_a_cued_value_replaces_the_fact_of_its_kind(turns, fixed):
    assert stated_facts(turns) == fixed


def test_two_facts_of_the_kind_keep_neither():
    facts = stated_facts(["My flight is at 9:30.", "My shuttle is at 8:10.", "Sorry, I misread: 8:40."])
    assert "flight" not in facts and "shuttle" not in facts


def test_a_question_or_a_cue_with_no_value_corrects_nothing():
    assert stated_facts(["My bus is at 7:05.", "Sorry, can you check 7:35?"]) == {"bus": "at 7:05"}
    assert stated_facts(["My bus is at 7:05.", "Sorry for the late reply."]) == {"bus": "at 7:05"}


@pytest.mark.parametrize("turns, new, old", [
    (("My ferry is at 6:50.", "Noted.", "Oops, I misread the ticket: it's 6:20.", "OK.", "What time is my ferry?"),
     "6:20", "6:50"),
    (("My dentist appointment is on Tuesday.", "Noted.", "My mistake, it's Thursday.", "OK.",
      "When is my dentist appointment?"), "Thursday", "Tuesday"),
])
def test_the_thread_answers_the_corrected_value(turns, new, old):
    text, _ = _ask(*turns)
    assert new in text and old not in text, text


def test_two_candidates_state_a_conversation_limit():
    text, limits = _ask("My flight is at 9:30.", "Noted.", "My shuttle is at 8:10.", "Noted.",
                        "Sorry, I misread: 8:40.", "OK.", "What time is my shuttle?")
    assert limits and "8:10" not in text, text


# the latest value of a slot wins (fix46b, after the forty-fourth set's MM7; my own threads): a cue
# before a reason clause ("oh wait", "I read ... wrong", "they moved us") and the value after it; of
# two earlier values of the kind, the one after the slot's noun the correction writes
@pytest.mark.parametrize("turns, want, gone", [
    (["My pitch at the fair is 17.", "Noted.", "Oh wait, I read the map upside down - it's pitch 71.",
      "OK.", "what pitch am I on?"], "71", "17"),
    (["We're in cabin 12.", "Nice.", "Ah wait - they moved us this morning; cabin 21.", "Fine.",
      "which cabin are we in?"], "21", "cabin 12"),
    (["My desk is 4 on floor 3.", "Got it.", "Sorry, I looked at the wrong plan, it's desk 9.", "Sure.",
      "what desk am I at?"], "desk is 9", "is 4"),
])
def test_latest_slot_value_wins(turns, want, gone):
    text, limits = _ask(*turns)
    assert not limits and want in text and gone not in text
