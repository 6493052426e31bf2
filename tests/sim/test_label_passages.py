"""choosing.choose_option: over a set of labels (not routes), a passage to label (threshold
``label_passage_words``) is read without the question-kind cues (recency or a world event -> web,
several steps -> complex): they read a question's wording, and "News" had been picked for an essay
or an abstract that mentions "today". A short question keeps them. Invented passages and labels."""

from __future__ import annotations

import pytest

from course_lib.sim.chat.model import SimulatedChatModel
from tests.sim._chat import reply_and_limit

PROMPT = "Classify the following text into one of these categories: News, Essay, Report, or Other.\n\nText: {text}\n\nCategory:"

PASSAGES = [
    ("When I think about my grandmother's kitchen today, I remember the smell of cardamom first. She never "
     "wrote a recipe down, and the latest thing she taught me was how to fold dough without tearing it. "
     "Memory, I have learned, is a recipe too."),
    ("This quarterly review covers the three sites of the cooperative. Output rose at two sites and fell at "
     "the third after the latest equipment failure. Costs per tonne were stable, and we recommend one new "
     "press for the Wedmore site before the winter season starts."),
]


@pytest.mark.parametrize("text", PASSAGES)
def test_a_passage_is_not_news_by_a_question_cue(text):
    reply, limit = reply_and_limit(SimulatedChatModel(), PROMPT.format(text=text))
    assert reply != "News" or limit, reply


def test_a_short_question_keeps_its_cue():
    prompt = ("Label the user's message as NEWS, SPORTS or OTHER. Reply with the label only.\n\n"
              "Message: What's the latest news on the Orbis rocket launch today?")
    reply, limit = reply_and_limit(SimulatedChatModel(), prompt)
    assert (reply, limit) == ("NEWS", "")
