"""sentiment.tone reads a request's words for help out before scoring (cue
``sentiment.help_request``): VADER scores "help" and "please" as praise, so a plain request for help
read as Positive; a message's own feeling still counts. Invented wordings."""

from __future__ import annotations

import pytest

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.words.sentiment import tone
from tests.sim._chat import reply_and_limit

REQUESTS = [
    "Could someone help me change my delivery address?",
    "I need some help exporting my invoices to a spreadsheet.",
    "Please send the form to my new email address.",
    "Can you help? I am moving the account to a new address.",
    "Would you please help us move the meeting to Thursday?",
]
FEELING = [
    ("Please help, the flood ruined everything and I am devastated.", "negative"),
    ("Thank you so much, your team was a wonderful help!", "positive"),
    ("I love the new layout, could you help me find the export button?", "positive"),
]


@pytest.mark.parametrize("text", REQUESTS)
def test_a_request_for_help_is_no_praise(text):
    assert tone(text).label == "neutral"


@pytest.mark.parametrize(("text", "label"), FEELING)
def test_a_feeling_beside_the_request_still_counts(text, label):
    assert tone(text).label == label


@pytest.mark.parametrize("text", REQUESTS[:3])
def test_a_label_prompt_does_not_call_a_request_positive(text):
    prompt = f"What is the sentiment of this support message? Reply with Positive, Neutral or Negative.\n\nMessage: {text}"
    reply, limit = reply_and_limit(SimulatedChatModel(), prompt)
    assert reply != "Positive" or limit, reply
