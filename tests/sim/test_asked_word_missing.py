"""A passage about the question's subject that writes nothing of what the question asks of it is
no "yes" on a two-value relevance label (``grading.asked_word_missing``): the negative value with
a stated limit; a passage that writes the asked word is still relevant."""

from __future__ import annotations

import pytest

from course_lib.sim.chat.model import SimulatedChatModel
from tests.sim._chat import reply_and_limit

PROMPT = "Does the SNIPPET help answer the QUERY? Reply RELEVANT or IRRELEVANT.\nQUERY: {q}\nSNIPPET: {p}"

SILENT = [
    ("is there a gym at the harbour hotel?",
     "The harbour hotel restaurant is open 7:00-22:00 on weekdays and 8:00-23:00 at weekends."),
    ("does the ferry terminal have a pharmacy?",
     "The ferry terminal car park costs GBP 4 an hour and GBP 18 a day."),
]
WRITTEN = [
    ("is there a gym at the harbour hotel?", "The harbour hotel gym is open to guests from 6:00 to 22:00."),
    ("does the town library lend laptops?", "The town library lends laptops for up to two weeks to members."),
    # what is asked is written, the thing it is asked of is not: still about the question
    ("what time is breakfast at the lodge?", "Breakfast is served from 7:30 to 9:30 in the dining room."),
]


@pytest.mark.parametrize("q, p", SILENT)
def test_a_passage_silent_on_the_asked_word_is_no_yes(q, p):
    reply, limit = reply_and_limit(SimulatedChatModel(), PROMPT.format(q=q, p=p))
    assert reply == "IRRELEVANT"
    assert "what the question asks of it" in limit


@pytest.mark.parametrize("q, p", WRITTEN)
def test_a_passage_that_writes_the_asked_word_is_relevant(q, p):
    assert reply_and_limit(SimulatedChatModel(), PROMPT.format(q=q, p=p)) == ("RELEVANT", "")
