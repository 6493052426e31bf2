"""Thai and Arabic small talk (issue 26; ``smalltalk._detect_unspaced``, ``data/sim/smalltalk.yaml``):
Thai is written without spaces, so its cues are found as written and must cover every Thai letter
of the message; Arabic is read word by word as Hebrew and Korean are, without its vowel marks
("شكراً" is "شكرا"). A message with any other word ("what time does the shop open?") is a
request, not small talk."""

from __future__ import annotations

import warnings

import pytest


def _reply(text: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(text)


@pytest.mark.parametrize("text,starts", [
    ("ขอบคุณมากค่ะ", "You're welcome"),
    ("ลาก่อนครับ", None),
    ("สวัสดีค่ะ สบายดีไหมคะ", "I'm doing fine"),
    ("مرحبا، كيف حالك؟", "I'm doing fine"),
    ("شكراً لك", "You're welcome"),
    ("مع السلامة", None),
])
def test_thai_and_arabic_small_talk(text, starts):
    from course_lib.sim.dialogue.smalltalk import detect
    from course_lib.sim.words.knowledge import Knowledge

    assert detect(text, Knowledge.load()) is not None, text
    if starts:
        assert _reply(text).content.startswith(starts)


@pytest.mark.parametrize("text", ["สวัสดีครับ ร้านเปิดกี่โมง", "مرحبا، متى يفتح المسبح؟", "ขอบคุณ 3 ครั้ง"])
def test_a_request_is_not_small_talk(text):
    from course_lib.sim.dialogue.smalltalk import detect
    from course_lib.sim.words.knowledge import Knowledge

    assert detect(text, Knowledge.load()) is None, text
