"""A chat or log export read as records, and the span an author took over an act
(course_lib.sim.chat_records, issue 26)."""

from __future__ import annotations

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.chat_records import Span, Unworked, parse, span
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
