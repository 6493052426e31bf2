"""Small talk in Polish (issue 26, cues as data in ``data/sim/smalltalk.yaml``, whose comment
listed Polish while no Polish cue was there): before, each of these got a knowledge limit.
Phrases invented for this test. A Polish request after a greeting is still no small talk (a
guard, below)."""

from __future__ import annotations

import warnings

import pytest


def _reply(text: str) -> tuple[str, list[str]]:
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(text)
    return out.content, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize(("text", "start"), [
    ("Cześć!", "Hello"),
    ("Dobry wieczór!", "Hello"),
    ("Wielkie dzięki!", "You're welcome"),
    ("Dziękuję bardzo, to wszystko.", "You're welcome"),
    ("Do widzenia!", "Goodbye"),
])
def test_polish_small_talk_is_answered(text, start):
    reply, stated = _reply(text)
    assert reply.startswith(start) and not stated, (reply, stated)


def test_a_polish_request_after_a_greeting_is_no_small_talk():  # guard: the same before
    reply, _ = _reply("Cześć, jaki jest rozkład pociągów do Krakowa na jutro?")
    assert not reply.startswith(("Hello", "You're welcome", "Goodbye")), reply
