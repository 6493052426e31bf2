"""A chat or log export read as records, the span an author took over an act, and "who did X"
(course_lib.sim.material.chat_records, issue 26)."""

from __future__ import annotations

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.chat_records import (
    Said,
    Span,
    Unworked,
    parse,
    span,
    who,
    with_headers,
)
from course_lib.sim.material.chat_records import Unsure as WhoUnsure
from tests.sim.test_grounded_calibration import _rag

_WHATSAPP = """02/06/2031, 18:40 - Ines Duarte: The marquee is still flat on the grass
02/06/2031, 18:52 - Kofi Mensah: On it, putting the marquee up with Sam
02/06/2031, 19:05 - Ines Duarte: need a hand?
02/06/2031, 19:31 - Kofi Mensah: Marquee is up, all pegs in
02/06/2031, 19:40 - Ines Duarte: brilliant
"""
_BRACKETS = """[21:02] Yusuf: starting the backup of the NAS
[21:10] Marta: ok, I'll stay off it
[22:47] Yusuf: backup finished, 1.2 TB
"""
_IRC = """23:50 <lena> rebooting the build server now
23:58 <omar> thanks
00:20 <lena> build server is back up
"""
_TEAMS = """[11/10/2031 08:05] Grace Achebe
Cleaning the cold room shelves this morning

[11/10/2031 08:20] Pavel Novak
fine by me

[11/10/2031 09:35] Grace Achebe
Shelves cleaned and restocked
"""


@pytest.mark.parametrize(
    ("doc", "question", "minutes"),
    [
        (_WHATSAPP, "how long did it take kofi to put the marquee up", 39),  # "putting" ... "is up": a done word
        (_BRACKETS, "how long did it take Yusuf to back up the NAS", 105),  # "backup" ... "finished"
        (_TEAMS, "how long did Grace take to clean the shelves", 90),  # header lines, "cleaned"
        (_IRC, "how long did it take lena to reboot the build server", None),  # past midnight with no date: not told
    ],
)
def test_span(doc, question, minutes):
    found = span(question, [doc])
    if minutes is None:
        assert isinstance(found, Unworked)
    else:
        assert isinstance(found, Span) and found.minutes == minutes


@pytest.mark.parametrize(
    ("doc", "question", "kind"),
    [
        (_WHATSAPP, "how long did it take ines to put the marquee up", Unworked),  # no message of hers on it
        (_BRACKETS, "how long did it take marta to check the logs", Unworked),
        (_WHATSAPP, "how long did it take sam to put the marquee up", type(None)),  # no author Sam
        (_WHATSAPP, "when did kofi put the marquee up", type(None)),  # no span asked
        ("The marquee went up at 7.\nKofi did it.\nIt took a while.\n", "how long did it take kofi to do it",
         type(None)),  # no chat
    ],
)
def test_no_span(doc, question, kind):
    assert isinstance(span(question, [doc]), kind)


@pytest.mark.parametrize(
    ("doc", "messages", "first_author"),
    [(_WHATSAPP, 5, "Ines Duarte"), (_BRACKETS, 3, "Yusuf"), (_IRC, 3, "lena"), (_TEAMS, 3, "Grace Achebe"),
     ("Meeting notes\nWe agreed on the date.\nSam will book the room.\n", None, None)],
)
def test_parse(doc, messages, first_author):
    found = parse(doc)
    assert (len(found), found[0].author) == (messages, first_author) if messages else found is None


def test_the_reply_gives_the_span_with_both_messages():
    text, limits = _rag(SimulatedChatModel(), _TEAMS, "how long did it take grace to clean the shelves")
    assert not limits and text.startswith("1 hour 30 minutes") and "08:05" in text and "09:35" in text


def test_a_span_it_cannot_work_out_is_a_stated_limit():
    text, limits = _rag(SimulatedChatModel(), _WHATSAPP, "how long did it take ines to put the marquee up")
    assert limits and "Ines Duarte" in text


# --- chat copies with the author first, "who did X", and what is no chat ------------------------

_SLACK = """Leah Brooks  8:52 AM
the dishwasher in the staff kitchen is leaking again
Tom Adeyemi  9:03 AM
I'll have a look at the dishwasher after standup
Tom Adeyemi  9:40 AM
dishwasher fixed, the door seal had come loose
Leah Brooks  9:41 AM
legend, thanks
"""
_DISCORD = """Mika — Today at 18:02
who's bringing the projector on saturday?
Rowan — Today at 18:05
I booked the hall for 2pm
Mika — Today at 18:07
great, I'll bring the projector then
Sol — Today at 18:30
I ordered the pizzas, arriving at 3
"""
_SIGNAL = """[03/12/2031, 07:15] Ade: is anyone picking up grandma from the station?
[03/12/2031, 07:22] Bisi: I collected the keys from the neighbour
[03/12/2031, 07:40] Ade: I'll get grandma
[03/12/2031, 09:05] Ade: picked grandma up, we're home
"""
_AGENDA = """09:00 Welcome: Main hall
09:30 Keynote: Lecture theatre
10:30 Coffee: Foyer
11:00 Workshops: Rooms 1-4
"""
_LOG = """2031-03-02 10:02:11 INFO: backup started
2031-03-02 10:40:55 WARN: disk 80% full
2031-03-02 11:02:03 INFO: backup finished
2031-03-02 11:02:04 ERROR: upload failed
"""
_SCHEDULE = """Registration  9:00 AM
Opening talk  9:30 AM
Lunch  12:30 PM
Close  5:00 PM
"""


@pytest.mark.parametrize(
    ("doc", "messages", "first_author", "last_time"),
    [(_SLACK, 4, "Leah Brooks", "9:41"), (_DISCORD, 4, "Mika", "18:30"), (_SIGNAL, 4, "Ade", "09:05")],
)
def test_chat_copies_with_the_author_first_are_read(doc, messages, first_author, last_time):
    found = parse(doc)
    assert found is not None and (len(found), found[0].author, found[-1].time) == (messages, first_author, last_time)


def test_a_slack_header_with_pm_is_read_as_the_24_hour_clock():
    found = parse("Ana Ruiz  1:05 PM\nlunch is here\nBo Chen  1:07 PM\ncoming\nAna Ruiz  1:30 PM\nall gone\n")
    assert found is not None and [m.time for m in found] == ["13:05", "13:07", "13:30"]


@pytest.mark.parametrize("doc", [_AGENDA, _LOG, _SCHEDULE])
def test_an_agenda_a_log_or_a_schedule_is_no_chat(doc):
    """Times before labels are no messages: no "author" speaks twice in an agenda, a log's levels
    are no people, a schedule's header-like lines have no message under them."""
    assert parse(doc) is None


@pytest.mark.parametrize(
    ("doc", "question", "author"),
    [
        (_SLACK, "who fixed the dishwasher", "Tom Adeyemi"),
        (_DISCORD, "who booked the hall", "Rowan"),
        (_DISCORD, "who ordered the pizzas", "Sol"),
        (_SIGNAL, "who picked grandma up", "Ade"),  # "picked ... up"; the question "is anyone picking up" is no act
        (_SIGNAL, "who collected the keys", "Bisi"),
        (_SLACK, "who said the door seal had come loose", "Tom Adeyemi"),
    ],
)
def test_who_did_it_is_the_author_of_the_message_saying_it_was_done(doc, question, author):
    found = who(question, [doc])
    assert isinstance(found, Said) and found.author == author, found


@pytest.mark.parametrize(
    ("doc", "question", "kind"),
    [
        (_DISCORD, "who brought the projector", WhoUnsure),  # only a promise ("I'll bring"): not done
        (_SLACK, "who is on call", type(None)),  # who someone is, no act
        (_SLACK, "who painted the fence", type(None)),  # nothing on the fence
        (_AGENDA, "who gave the keynote", type(None)),  # no chat
    ],
)
def test_who_it_cannot_tell(doc, question, kind):
    assert isinstance(who(question, [doc]), kind)


def test_with_headers_gives_a_plain_slack_copy_its_authors_back():
    plain = "the dishwasher in the staff kitchen is leaking again\nI'll have a look at the dishwasher after standup\n" \
            "dishwasher fixed, the door seal had come loose\nlegend, thanks"
    found = parse(with_headers(plain, ("Notes:\n" + _SLACK,)))
    assert found is not None and [m.author for m in found] == ["Leah Brooks", "Tom Adeyemi", "Tom Adeyemi",
                                                                "Leah Brooks"]
    assert with_headers(plain, ("no chat here",)) == plain


def test_the_reply_over_a_slack_copy_names_who_did_it():
    text, limits = _rag(SimulatedChatModel(), _SLACK, "who fixed the dishwasher")
    assert not limits and text.startswith("Tom Adeyemi") and "Leah" not in text


def test_the_span_over_a_slack_copy_is_worked_out():
    text, limits = _rag(SimulatedChatModel(), _SLACK, "how long did it take tom to fix the dishwasher")
    assert not limits and text.startswith("37 minutes"), text


# --- a message that asks, "?" typed or not, answers nothing (2026-12-04) -------------------------

@pytest.mark.parametrize(("line", "asking"), [
    ("[11/06/2031, 20:14] Ros: where are we meeting tomorrow", True),
    ("11/06/2031, 20:15 - Kit: is it still on", True),
    ("[20:16] Ros: whats the postcode", True),
    ("[20:17] Kit: how long is the walk", True),
    ("[20:18] Ros: do we need boots", True),
    ("[20:19] Kit: When you get to the car park ring me", False),  # guard: a "when" clause that tells
    ("[20:20] Ros: How to get there: the 36 bus from town", False),  # guard: a heading's "how to"
    ("[20:21] Kit: meeting at the lych gate, 9am", False),  # guard
    ("where are we meeting tomorrow", False),  # guard: no chat message line
])
def test_a_message_that_asks(line, asking):
    from course_lib.sim.material.chat_records import asking_message

    assert asking_message(line) is asking


_HIKE_CHAT = """[11/06/2031, 20:14] Ros: where are we meeting tomorrow
[11/06/2031, 20:15] Kit: lych gate at St Mary's, 9am
[11/06/2031, 20:16] Ros: whats the postcode for the satnav
[11/06/2031, 20:18] Kit: not sure, will check
[11/06/2031, 20:30] Ros: great see you there
"""


def test_the_asker_message_is_never_the_answer():
    text, limits = _rag(SimulatedChatModel(), _HIKE_CHAT, "what is the postcode for the satnav")
    assert "whats the postcode" not in text, (text, limits)
