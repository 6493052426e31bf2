"""Small talk in Malay / Indonesian, Tagalog, Estonian and Yoruba (``data/sim/smalltalk.yaml``):
greetings, thanks and "how are you" answered by intent. A message with other words than those of
small talk is left to the other rules: Tagalog, Estonian and Yoruba have no everyday-word list in
wordfreq, so "thanks for the help" written in them stays a stated limit (the simulator cannot
read the rest of the message), never a guess."""

from __future__ import annotations

import warnings

import pytest


def _reply(text: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(text)


@pytest.mark.parametrize("text,starts", [
    ("Selamat malam!", "Hello"),
    ("Terima kasih banyak!", "You're welcome"),
    ("Halo, apa kabar?", "I'm doing fine"),
    ("Magandang hapon po!", "Hello"),
    ("Kumusta ka?", "I'm doing fine"),
    ("Tere!", "Hello"),
    ("Suur aitäh!", "You're welcome"),
    ("E kaasan!", "Hello"),
])
def test_small_talk_in_more_languages(text, starts):
    out = _reply(text)
    assert out.content.startswith(starts) and not out.response_metadata.get("simulator_limit"), out.content


def test_a_request_in_those_languages_is_not_small_talk():
    out = _reply("Selamat pagi, bila kedai dibuka?")  # "Good morning, when does the shop open?"
    assert not out.content.startswith("Hello"), out.content
