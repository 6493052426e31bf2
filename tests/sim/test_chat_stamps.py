"""Chat stamps are the speaker and the time, never words of the message; a day-to-person list is read
by its day, and a later chat message that moves a day's turn changes it, or the limit is stated
(``material.chat_stamps``, ``grounded.day_lists``, ``schedules._moved_turn``; issue 26, the
forty-third set's LL5 (b)). Material and wordings invented here (a band's practice chat, a Slack-like
"[Fri 16:20]" chat, a German Signal export, a kitchen cleaning rota, a school run chat); the cases
marked guard pass on bdeb6502 too, the others fail there.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import day_lists
from course_lib.sim.material.chat_stamps import messages, unstamped
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_BAND = """Kit (19:02): rehearsal moved to the scout hut this Thursday
Dana (19:04): I'll bring the spare snare stand
Kit (19:05): thanks Dana, doors open at 8:15"""

_SIGNAL = """03.04.2031, 07:55 - Jonas: Treffpunkt ist um 9:10 am Bahnhof
03.04.2031, 07:58 - Mia: ich bringe den Kuchen mit
03.04.2031, 08:01 - Jonas: super"""

_KITCHEN = """Office kitchen - cleaning rota
Mon Hugo, Tue Wren, Wed Ola, Thu Hugo, Fri Wren
Bins go out on Thursday evening."""

_SCHOOL = """[Sun 20:11] Bea: school run this week: Mon Bea, Tue Carl, Wed Dmitri, Thu Bea, Fri Carl
[Sun 20:30] Dmitri: Bea, could I do your Monday and you take my Wednesday?
[Sun 20:32] Bea: yes fine"""

_SCHOOL_VAGUE = """[Sun 20:11] Bea: school run this week: Mon Bea, Tue Carl, Wed Dmitri, Thu Bea, Fri Carl
[Sun 20:30] Dmitri: can anyone swap Wednesday with me? dentist
[Sun 20:32] Carl: maybe, let me check"""


@pytest.mark.parametrize(("text", "first"), [
    (_BAND, ("Kit", "rehearsal moved to the scout hut this Thursday")),
    (_SIGNAL, ("Jonas", "Treffpunkt ist um 9:10 am Bahnhof")),
    (_SCHOOL, ("Bea", "school run this week: Mon Bea, Tue Carl, Wed Dmitri, Thu Bea, Fri Carl")),
    ("[9:14 AM] Sam Lee: printer fixed\n[9:20 AM] Ravi: great", ("Sam Lee", "printer fixed")),
])
def test_a_stamped_line_is_its_author_and_text(text, first):
    assert messages(text)[0] == first
    assert "(19:0" not in unstamped(text) and "07:55" not in unstamped(text)


@pytest.mark.parametrize("text", [  # guard: no chat, nothing touched
    "Opening hours: Mon-Fri 09:00-17:00\nSat 10:00-14:00",
    "Note (12:30): the hall is booked.",
    "Kick-off: 10:30\nVenue: Lea Park",
])
def test_a_text_with_no_chat_is_left_as_it_is(text):
    assert unstamped(text) == text and messages(text) == ()


@pytest.mark.parametrize(("doc", "question", "want", "unwanted"), [
    (_KITCHEN, "Who is cleaning the kitchen on Wednesday?", "Ola", ("Hugo", "Wren")),
    (_SCHOOL, "Who does the school run on Tuesday?", "Carl", ("Dmitri",)),
    (_SCHOOL, "Who is doing the school run on Monday?", "Dmitri", ("Carl",)),
    (_SCHOOL, "Who does the school run on Wednesday?", "Bea", ("Carl",)),
])
def test_the_message_and_the_day_s_person(llm, doc, question, want, unwanted):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert not limits and want in text and not any(u in text for u in unwanted), text


def test_a_move_it_cannot_read_is_a_limit(llm):  # noqa: F811
    text, limits = _rag(llm, _SCHOOL_VAGUE, "Who does the school run on Wednesday?")
    assert limits, text


def test_a_move_gives_the_day_to_whom_the_message_says():
    assert day_lists.moved_to("Ola", "I'll take Friday, Hugo can have my Monday", 4) == "Ola"
    assert day_lists.moved_to("Ola", "I'll take Friday, Hugo can have my Monday", 0) == "Hugo"
