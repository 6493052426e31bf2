"""Whether someone in a chat did something (``course_lib.sim.material.chat_deeds``).

Chats invented here (a choir's coach fund, a climbing club, a flat's broadband) in Discord, WhatsApp,
Telegram and Teams shapes the course's data, the fresh sets and the probe ``people_h`` do not use. The
person's own messages are the evidence; another's message counts only when it says so; a payment of
another amount than the thing asked is no; no message by or about the person is no answer (guards).
"""

from __future__ import annotations

from course_lib.sim.material import chat_deeds
from course_lib.sim.material.chat_records import Unsure

CLIMB = """[Sat 08:01] Rhiannon (treasurer): Membership is £30 for the year. Wall fee is £8 a session.
[Sat 08:20] Gus: paid my £8 for today
[Sat 08:31] Nell: membership paid, £30 to Rhiannon
[Sat 09:02] Rhiannon (treasurer): Ta both
[Sat 09:15] Piet: I'll transfer mine tonight
[Sat 09:40] Nell: Gus still owes for last week btw"""

BROADBAND = """14/06/2033, 19:02 - Ade: broadband is £36 this month, £12 each
14/06/2033, 19:30 - Sol: what's the wifi password again
14/06/2033, 20:11 - Kit: £12 sent
14/06/2033, 21:00 - Ade: thx Kit"""

TEAMS = """Leila Haddad 9:05 AM
Who can do the school run on Thursday? Please reply by tonight
Bruno Costa 9:40 AM
I can do Thursday morning
Yusuf Amin 10:02 AM
sorry, out of town"""


def test_the_persons_own_message_says_they_paid():
    done = chat_deeds.did("Has Nell paid her membership?", [CLIMB])
    assert done.yes and done.author == "Nell"


def test_a_payment_of_another_amount_is_no():
    done = chat_deeds.did("Has Gus paid his membership?", [CLIMB])
    assert not done.yes and "£30" in done.text


def test_a_promise_is_not_yet():
    done = chat_deeds.did("Has Piet paid?", [CLIMB])
    assert not done.yes and "tonight" in done.text


def test_whatsapp_share_paid():
    assert chat_deeds.did("Did Kit pay his share?", [BROADBAND]).yes


def test_teams_headers_read_for_a_reply():
    done = chat_deeds.did("Did Bruno reply about the school run?", [TEAMS])
    assert done.yes and done.author == "Bruno Costa"


def test_guards_no_message_by_or_about_the_person():
    assert chat_deeds.did("Has Marguerite paid?", [CLIMB]) is None  # guard
    assert not isinstance(chat_deeds.did("Has Sol paid?", [BROADBAND]), chat_deeds.Done)  # guard: only asked something
    assert isinstance(chat_deeds.did("Has Rhiannon paid her membership?", [CLIMB]), Unsure)  # guard: wrote, not paying
    assert chat_deeds.did("Has Nell paid?", ["Nell paid the bill."]) is None  # guard: no chat
