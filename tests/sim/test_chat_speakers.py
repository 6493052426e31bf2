"""``material.chat_speakers``: a who-question answered with chat messages, the one message on its
object and its speaker (issue 26, task fix50b)."""

from __future__ import annotations

from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.material.chat_speakers import names_only, speaker

QUOTED = ("Tariq 16:05 I'll carry the trestle tables in from the van. "
          "Bea 16:20 I'll bring the urn for the tea.")
CHAT = ("Tariq 16:05 I'll carry the trestle tables in from the van.\n"
        "Bea 16:20 I'll bring the urn for the tea.\n"
        "Ola 16:31 I'll bring the raffle prizes.")


def test_the_message_holding_the_object_wins_over_the_verb():
    got = speaker(QUOTED, "Who's bringing the trestle tables?")
    assert got is not None and got.author == "Tariq" and "urn" not in got.text


def test_guard_no_one_message_ahead_or_no_chat():
    assert speaker("Tariq 16:05 I'll bring cake. Bea 16:20 I'll bring cake too.", "Who's bringing cake?") is None
    assert speaker("The tables come from the hall store.", "Who's bringing the tables?") is None
    assert speaker(QUOTED, "What time is the urn coming?") is None


def test_names_only_instructions():
    assert names_only("Answer with the volunteer's name only.")
    assert names_only("Reply with people's names only, from the chat below.")
    assert not names_only("Answer the volunteer briefly.")


def test_the_simulator_answers_with_the_speaker_alone():
    from course_lib.sim import SimulatedChatModel

    out = SimulatedChatModel().invoke([SystemMessage(f"Answer with the volunteer's name only.\n\n{CHAT}"),
                                       HumanMessage("Who is bringing the urn?")])
    assert out.content.strip().rstrip(".") == "Bea"


def test_guard_a_reply_with_a_clock_time_and_no_message():
    assert speaker("The dishwasher was fixed at 9:40 by Tom.", "Who fixed the dishwasher?") is None
