"""A fact the user stated earlier, asked for by the kind of answer ("Which city am I moving to?"
after "I'm moving to Ghent in March", issue 26), and questions typed without apostrophes.

``direct_replies._told_earlier`` answers from the user's earlier statements only when every word of the
question is met. An asked-kind word ("city", "country", "place", "person", "name"; lexicon
``kinds_named``, and the ``asked_*_nouns`` of places and people) is met by a name the statement
holds and the question does not give; a month or a weekday is no such name. Contractions typed
without their apostrophe ("im", "whats", "dont") are stop words like "I'm" (``text.STOP_WORDS``),
so they no longer stand for a topic the statement lacks."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.words.text import content_terms


def _reply(said: str, ack: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke([HumanMessage(said), AIMessage(ack), HumanMessage(question)])


@pytest.mark.parametrize("said,question,name", [
    ("My sister lives in Valparaiso now.", "Which city does my sister live in?", "Valparaiso"),
    ("We're relocating to Tromso after the summer.", "which town are we relocating to", "Tromso"),
    ("I'm flying out to Reykjavik on Friday.", "whats the city im flying to", "Reykjavik"),
    ("Our twins were born in Lagos, and we moved to Leeds in 2019.", "Which country were the twins born in?", "Lagos"),
])
def test_a_kind_word_is_met_by_the_name_the_user_gave(said, question, name):
    out = _reply(said, "Good to know.", question)
    assert name in out.content
    assert not out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("said,question", [
    ("I'm moving house in March.", "Which city am I moving to?"),  # a month is no place
    ("I'm flying out on Friday.", "Which city am I flying to?"),
])
def test_without_a_new_name_the_conversation_limit_stands(said, question):
    out = _reply(said, "Good to know.", question)
    assert out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("typed,kept", [
    ("whats the deposit", {"deposit"}),
    ("im moving to ghent", {"mov", "ghent"}),
    ("i dont have a car", {"car"}),
    ("youre right, it isnt open", {"right", "open"}),
])
def test_contractions_without_their_apostrophe_carry_no_topic(typed, kept):
    assert set(content_terms(typed)) == kept
