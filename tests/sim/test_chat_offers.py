"""Who takes a thing on in a group chat, read through its later messages (``grounded.chat_offers``;
issue 26, the forty-fifth set's NN7). Wordings and material are my own (branch fix47a), none from a
fresh set or my probe ``forms_c``: a choir's cake rota chat, a five-a-side chat about the ball, a
WhatsApp export about a gazebo, a allotment chat about a strimmer; chats under a title line. Every
"who" row fails on 91badf2a (the module and its wiring are new there: the first offer was quoted,
"I" for its sender, or "I don't know")."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import chat_offers
from tests.sim._chat import ask_rag

CHOIR = """Altos chat
[Wed 19:02] Rosa: Cakes for Saturday's concert interval - any volunteers?
[Wed 19:10] Mei: I'll make a lemon drizzle cake.
[Thu 08:15] Mei: So sorry, my oven's broken, I can't do the cake after all.
[Thu 09:40] Gwen: Don't worry, I can make one."""

FOOTY = """Sunday league lads
Ash (10:02): who's bringing the ball tomorrow?
Dan (10:05): I've got one in the car, I'll bring it
Kofi (10:30): I'll sort the subs money"""

GAZEBO = """12/06/2039, 18:02 - Nina: Who has a gazebo for the fete?
12/06/2039, 18:20 - Leo: I can bring our gazebo.
13/06/2039, 07:45 - Leo: Update: the gazebo got lost in the move, sorry."""

STRIMMER = """[Mon 17:00] Pat: Paths need doing before the open day.
[Mon 17:30] Iqbal: I can lend my strimmer on Saturday.
[Mon 18:00] Pat: Great, thanks."""

READ = [  # (chat, question, said, not said)
    (CHOIR, "Who's making the cake?", "Gwen", ("lemon drizzle cake (Mei)",)),
    (FOOTY, "Who is bringing the ball?", "Dan", ("Kofi",)),
    (GAZEBO, "Who's bringing a gazebo?", "No one yet", ("I can bring our gazebo (Leo)",)),
    (STRIMMER, "Who is lending a strimmer?", "Iqbal", ("Pat",)),
]


@pytest.mark.parametrize(("chat", "question", "said", "unsaid"), READ)
def test_who_takes_it_on(chat, question, said, unsaid):
    reply, caught = ask_rag(chat, question)
    assert said in reply and not any(u in reply for u in unsaid) and not caught, reply


LEFT = [  # (chat, question, reply the other readers gave): no reading of this module
    (CHOIR, "Who said they would make a cake first?", "I'll make a lemon drizzle cake (Mei)."),  # who said first
    (CHOIR, "When is the concert?", "Saturday."),  # no "who" question
    (STRIMMER, "Who is bringing the tea urn?", "I don't know."),  # nothing in the chat offers it
    (STRIMMER, "Who is lending a strimmer?", "I can lend my strimmer on Saturday (Iqbal)."),  # named already
    (STRIMMER, "Who is lending a strimmer?", "Iqbal (Pat thanked him: \"Great, thanks.\")."),  # Pat named, not quoted
    ("Opening hours: 9 to 5.\nThe cafe is closed on Mondays.", "Who runs the cafe?", "I don't know."),  # no chat
]


@pytest.mark.parametrize(("chat", "question", "reply"), LEFT)
def test_left_to_the_other_readers(chat, question, reply):
    assert chat_offers.answer(question, reply, [chat]) is None
