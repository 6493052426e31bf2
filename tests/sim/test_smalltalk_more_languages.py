"""Small talk in Turkish, Czech, Finnish, Hungarian, Vietnamese and Romanian gets a small-talk
reply, not a knowledge limit (issue 26: cues are data, data/sim/smalltalk.yaml); a request in
those languages with content of its own is still no small talk."""

from __future__ import annotations

import pytest


def _reply(message):
    from course_lib.sim import SimulatedChatModel

    out = SimulatedChatModel().invoke(message)
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("message,starts", [
    ("Selam, teşekkür ederim!", "You're welcome"),
    ("Dobrý den, jak se máte?", "I'm doing fine"),
    ("Terve! Kiitos paljon.", "Hello"),
    ("Szia, köszönöm szépen!", "Hello"),
    ("Xin chào, cảm ơn bạn!", "You're welcome"),
    ("Bună ziua, mulțumesc mult!", "Hello"),
    ("Görüşürüz!", "Goodbye"),
])
def test_small_talk_in_more_languages(message, starts):
    text, limit = _reply(message)
    assert text.startswith(starts) and not limit, (text, limit)


def test_a_request_after_a_greeting_is_no_small_talk_guard():
    text, _ = _reply("Hei, what is the capital of Peru?")
    assert not text.startswith("Hello"), text
