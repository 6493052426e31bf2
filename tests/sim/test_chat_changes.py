"""A later message of a pasted chat changes the value the picked message states
(``grounded.chat_changes``; issue 26, the forty-sixth set's OO4). Wordings and material are my own
(branch fix48a), none from a fresh set or my probe ``kinds_d``: a window cleaner's WhatsApp export, a
choir's coach booking in "Name (hh:mm):" lines, a locksmith whose author carries a role in brackets,
a kennel's price change by stem ("boards" / "boarding"). The "changed" rows fail on 51a15e7a (the
first message was quoted; "Ola (Locksmith)" was no chat author); the "kept" rows pass on both."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim.grounded.chat_changes import later_change
from course_lib.sim.material.chat_stamps import messages

WINDOWS = """04/09/2040, 10:15 - Abi: Hi, can you do the front and back windows?
04/09/2040, 10:40 - Clearview Ken: Yes, front and back is £28, I'll come on the 18th.
04/09/2040, 11:02 - Abi: Lovely.
06/09/2040, 09:30 - Clearview Ken: Sorry Abi, van trouble, I'll be there on the 20th instead, still £28."""

COACH = """Marion (18:02): Coach for the festival booked: 49 seats, leaving the church at 7:15.
Huw (18:20): Brilliant.
Marion (21:45): Numbers dropped, so I've changed it to a 33 seat coach, same departure.
Huw (21:50): Makes sense."""

LOCKS = """[02/05/2040, 08:00] Ola (Locksmith): I can fit the new lock on Monday morning, cost £95 with parts.
[02/05/2040, 08:10] Jess: Thanks, Monday is fine.
[03/05/2040, 16:30] Ola (Locksmith): Need to move you to Thursday morning, sorry - same price."""

KENNEL = """[Tue 09:00] Pawprints: Rex boards with us for 7 nights at £22 a night.
[Tue 09:30] Sian: Great.
[Wed 12:00] Pawprints: Correction: boarding is £25 a night from this month, so 7 nights is £175."""

PIZZA = """[Fri 17:00] Slice Bros: Party order confirmed: 6 large pizzas, feeds 24.
[Fri 17:05] Omar: Thanks!
[Sat 09:12] Slice Bros: Added 2 more large pizzas as asked, now feeding 32 in total."""

CHANGED = [  # (chat, question, said, not said)
    (WINDOWS, "What date is Ken coming to do the windows?", "20th", "I'll come on the 18th"),
    (COACH, "How many seats does the coach have?", "33", "49 seats"),
    (LOCKS, "What day is the locksmith coming?", "Thursday", "on Monday morning"),
    (KENNEL, "How much is it a night for Rex to board?", "£25", "£22 a night"),
    (PIZZA, "How many people will the pizzas feed?", "32", "feeds 24"),
]

KEPT = [  # the later messages change another thing, ask, or nothing: the picked message stands
    (COACH, "What time does the coach leave?", "7:15"),
    (WINDOWS, "How much is it for the front and back?", "£28"),
    (LOCKS, "How much will the new lock cost?", "£95"),
    (COACH, "How many seats did Marion book originally?", "49"),
]


def _ask(chat: str, question: str) -> str:
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel().invoke([HumanMessage(f"{chat}\n\n{question}")]).content


def _stated(chat: str, question: str) -> tuple[str, list[str]]:
    import warnings

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        reply = _ask(chat, question)
    return reply, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize(("chat", "question", "said", "not_said"), CHANGED)
def test_a_later_message_that_may_change_the_answer_is_a_stated_limit(chat, question, said, not_said):
    """The first message's value is never the answer; the later message is quoted in a stated limit
    (merged: the later value given as the answer put a silently wrong reply on the held-out forty-seventh
    set, its cases unread, so it is a limit here)."""
    reply, stated = _stated(chat, question)
    assert stated and said in stated[0] and not reply.startswith(not_said), reply


@pytest.mark.parametrize(("chat", "question", "said"), KEPT)
def test_the_picked_message_stands_when_nothing_later_changes_it(chat, question, said):
    assert said in _ask(chat, question)


def test_an_author_may_carry_a_role_in_brackets():
    authors = [a for a, _ in messages(LOCKS)]
    assert authors == ["Ola (Locksmith)", "Jess", "Ola (Locksmith)"]


@pytest.mark.parametrize(("picked", "question", "texts"), [
    ("Coach for the festival booked: 49 seats, leaving the church at 7:15.", "What time does the coach leave?",
     [COACH]),
    ("Coach for the festival booked: 49 seats.", "How many seats?", ["Coach for the festival booked: 49 seats."]),
    ("Ask me later?", "How many seats?", [COACH]),
])
def test_no_change_read(picked, question, texts):
    assert later_change(question, picked, texts) is None
