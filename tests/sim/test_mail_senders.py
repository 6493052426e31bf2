"""``grounded.mail_senders``: who sent the e-mail or letter the documents are (issue 26). Material and
wordings invented here. The behaviour rows fail on e764df6c (the header and sign-off lines were
dropped as prose: "I don't know."); the guard rows hold on both.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import mail_senders
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_MAIL = ("From: Tern Bay Sailing Club <bookings@ternbay.example>\nSubject: Your dinghy course\n\n"
         "Dear Sam,\n\nYour place on the Level 1 course (3-4 June) is confirmed. Bring a change of clothes.\n\n"
         "Kind regards,\nMorag Innes\n")
_LETTER = ("Dear neighbours,\n\nThe hedge along the lane will be cut on 2 October; please move cars by 8am.\n\n"
           "Many thanks,\nDev Chaudhry\n")
_NOTICE = "Hedge cutting on 2 October. Please move cars from the lane by 8am."


@pytest.mark.parametrize(("doc", "question", "said"), [
    (_MAIL, "Who is the email from?", "Tern Bay Sailing Club"),
    (_MAIL, "who sent me this?", "Morag Innes"),
    (_LETTER, "Who wrote the letter?", "Dev Chaudhry"),
])
def test_the_sender_is_read_from_the_header_or_the_sign_off(llm, doc, question, said):  # noqa: F811 - the fixture
    reply, limits = _rag(llm, doc, question)
    assert said in reply and not limits, (reply, limits)


@pytest.mark.parametrize(("question", "asks"), [
    ("Who is the email from?", True),
    ("who's it from", True),
    ("Who did the letter come from?", True),
    ("谁发的邮件?", True),
    ("Who signed off the budget?", False),  # guard: no sender asked
    ("Who is running the course?", False),  # guard
])
def test_asks(question, asks):
    assert mail_senders.asks(question) is asks


def test_a_document_with_no_sender_is_no_answer():  # guard
    assert mail_senders.sender(_NOTICE) is None


def test_a_header_and_a_sign_off():
    assert mail_senders.sender(_MAIL) == ("Tern Bay Sailing Club", "bookings@ternbay.example", "Morag Innes")


_FORWARDED = """From: Nia Bowen <nia@home.example>
Subject: Fwd: boiler service

Gethin, the gas engineer's reply is underneath - can you sort a day with him?

---------- Forwarded message ---------
From: Owain Rees <owain@reesheating.example>
Date: Tue, 3 Mar 2032
Subject: Annual service

Hi Nia, the service is £85 and I have Thursday morning free.
"""


def test_a_role_the_writer_points_below_is_the_forwarded_sender():
    assert mail_senders.forwarded_role("engineer", [_FORWARDED]) == "Owain Rees (owain@reesheating.example)"
    assert mail_senders.forwarded_role("plumber", [_FORWARDED]) is None  # guard: the role is not the pointed one
    unforwarded = _FORWARDED.replace("---------- Forwarded message ---------\n", "")
    assert mail_senders.forwarded_role("engineer", [unforwarded]) is None  # guard: no forwarded part


def test_who_is_the_role_end_to_end():
    from tests.sim._chat import ask_rag

    reply, limits = ask_rag(_FORWARDED, "Who's the engineer?")
    assert "Owain Rees" in reply and not limits  # before: "The documents do not name the engineer, so I don't know."


@pytest.mark.parametrize(("question", "role"), [
    ("Who's the engineer?", "engineer"),
    ("What is the engineer called?", "engineer"),  # the name asked in other words: one reader for both callers
    ("what's the captain's name?", "captain"),
    ("Who is the course for?", None),  # guard: no person asked
])
def test_the_role_a_name_question_asks(question, role):
    from course_lib.sim.grounded.answer_forms import asked_role

    assert asked_role(question) == role
