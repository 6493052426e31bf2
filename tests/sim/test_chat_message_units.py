"""A chat export's message is one unit whatever its end punctuation: a stamped line opens a piece
of its own (``chat_stamps.message_lines``, read by ``prose.units``), so messages written without a
full stop never run on into one quoted sentence (issue 26, the fiftieth set's SS7; fix52b).
Wordings of my own."""

from __future__ import annotations

from course_lib.sim.material.chat_stamps import message_lines
from course_lib.sim.material.prose import units
from tests.sim._chat import ask_rag

KITCHEN = """Flat 4 kitchen rota (copied from the group chat)
[Sat 10:02] Noor: bins go out Sunday night, recycling too
[Sat 10:15] Felix: I cleaned the oven today
[Sat 11:40] Noor: Felix can you do the fridge next week
[Sat 12:05] Ade: bought washing-up liquid and sponges, £4 in the kitty"""

GARDEN = """14/05/2033, 09:10 - Lena: hedge cutting is on Thursday from 2
14/05/2033, 09:25 - Marek: I'll bring the long ladder
  and the blue tarp
14/05/2033, 10:02 - Lena: thanks Marek"""


def test_each_stamped_line_is_a_piece_and_a_continuation_stays_under_it():
    assert message_lines(GARDEN.split("\n")) == [
        "14/05/2033, 09:10 - Lena: hedge cutting is on Thursday from 2",
        "14/05/2033, 09:25 - Marek: I'll bring the long ladder and the blue tarp",
        "14/05/2033, 10:02 - Lena: thanks Marek",
    ]


def test_lines_that_are_no_chat_are_none():
    assert message_lines(["Bins go out on Sunday.", "Recycling too"]) is None  # guard


def test_no_unit_holds_two_messages():
    texts = [u.text for u in units(KITCHEN)]
    assert not [t for t in texts if t.count("]") > 1], texts
    assert any("Felix: I cleaned the oven today" in t for t in texts)


def test_a_question_about_one_message_is_not_answered_with_the_run():
    reply, _limits = ask_rag(KITCHEN, "Who cleaned the oven?")
    assert "washing-up" not in reply and "bins go out" not in reply.lower(), reply
