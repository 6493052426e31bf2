"""A forwarded e-mail in a chat turn (``course_lib.sim.request.forwarded_mail``; shapes branch; twenty-eighth
dk-fwd-restarting): the question is the user's own above the mail, or the mail's when the user
hands it over ("can you answer her question below?"); the notes are the mail's body under its
header lines. Before, the lead-in ("can you answer ... below?") or a header line ("From: ...") was
read as the question: a knowledge limit. Mails invented for this test; the tests of ``reading``
and of the chat model fail on ba25ef72.
"""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel

VET = ("Hi Joss,\n"
       "Biscuit's booster jab is booked for Tuesday 14 October at 4.15pm with Dr Amadi.\n"
       "Please bring his vaccination card. The booster costs 48 pounds.\n"
       "Kind regards,\nPawprint Vets reception")

ALLOTMENT = ("Dear plot holders,\n"
             "Can anyone tell me when the water troughs get switched off for winter?\n"
             "The troughs are switched off on 31 October and back on 1 April.\n"
             "The manure delivery comes on Saturday 8 November.\n"
             "Ruth (secretary)")


def _gmail(lead: str, body: str) -> str:
    return (f"{lead}\n\n---------- Forwarded message ---------\nFrom: Pawprint Vets <desk@pawprint.example>\n"
            f"Date: Fri, 3 Oct 2031 at 10:02\nSubject: Booster appointment\nTo: Joss\n\n{body}")


def _thunderbird(lead: str, body: str) -> str:
    return (f"{lead}\n\n-------- Forwarded Message --------\nSubject: \tWater troughs\nDate: \tMon, 6 Oct 2031\n"
            f"From: \tRuth <ruth@plots.example>\n\n{body}")


def _apple(lead: str, body: str) -> str:
    return f"{lead}\n\nBegin forwarded message:\n\nFrom: Ruth\nSubject: troughs\nDate: 6 October 2031 at 09:40\nTo: me\n\n{body}"


@pytest.mark.parametrize(("text", "question", "in_notes"), [
    (_gmail("what time is the jab? it's in this mail somewhere", VET), "what time is the jab?", "4.15pm"),
    (_thunderbird("can you answer ruth's question below?", ALLOTMENT),
     "when the water troughs get switched off for winter?", "31 October"),
    (_apple("fyi", ALLOTMENT), "when the water troughs get switched off for winter?", "manure"),
    (_apple("when's the manure coming?", ALLOTMENT), "when's the manure coming?", "8 November"),
])
def test_the_question_and_the_notes_of_a_forwarded_mail(text, question, in_notes):
    from course_lib.sim.request import forwarded_mail

    found = forwarded_mail.reading(text)
    assert found is not None and found[0] == question and in_notes in found[1], found
    assert "From:" not in found[1] and "Subject:" not in found[1]


@pytest.mark.parametrize("text", [
    _gmail("summarise this for me please", VET),  # another task on the mail
    "what time is the jab?\n\n" + VET,  # no forward marker
    _gmail("thoughts", "Thanks for coming in today."),  # no question anywhere
])
def test_no_reading_without_a_question_over_a_forwarded_mail(text):
    from course_lib.sim.request import forwarded_mail

    assert forwarded_mail.reading(text) is None


def _ask(text: str) -> tuple[str, str | None]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(text)
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize(("text", "want", "not_want"), [
    (_thunderbird("can you answer ruth's question below?", ALLOTMENT), "31 October", "8 November"),
    (_apple("when's the manure coming?", ALLOTMENT), "8 November", "31 October"),
    (_gmail("how much is the booster? see below", VET), "48 pounds", "4.15pm"),
])
def test_the_chat_model_answers_from_the_mail(text, want, not_want):
    reply, limit = _ask(text)
    assert want in reply and not_want not in reply and not limit, (reply, limit)
