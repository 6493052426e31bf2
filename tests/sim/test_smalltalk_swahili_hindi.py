"""Small talk in Swahili and in romanised Hindi (issue 26, cues as data in
``data/sim/smalltalk.yaml``): before, each of these got a knowledge limit ("no tool, document or
fact ..."). Phrases invented for this test; each fails on the data before the change. A message
with other Swahili words still gets the limit: wordfreq lists no Swahili, so the simulator cannot
tell everyday words from a request (a guard, below)."""

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
    ("Hujambo!", "Hello"),
    ("Asante sana!", "You're welcome"),
    ("Kwaheri!", "Goodbye"),
    ("Namaskar, aap kaise hain?", "I'm doing fine"),
    ("Shukriya!", "You're welcome"),
])
def test_swahili_and_hindi_small_talk_is_answered(text, start):
    reply, stated = _reply(text)
    assert reply.startswith(start) and not stated, (reply, stated)


def test_other_swahili_words_still_get_a_limit():  # guard: the same before
    reply, stated = _reply("Asante sana, nitumie ratiba ya treni ya kesho.")
    assert stated, reply
