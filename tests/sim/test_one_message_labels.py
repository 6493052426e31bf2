"""Label prompts written as one message, and labels that are no routes (``tasks.recognise``,
``choosing.choose_option``).

"Label the ticket as HARDWARE, ACCOUNT or OTHER: '<text>'" is a classification: the reply is
exactly one label. And a label set of which one name happens to be a knowledge-base word
("TECHNICAL", "DOCS") is not chosen because the question carries no mark of another kind:
with nothing telling the labels apart, the pick comes with a stated limit. Invented labels and
texts; the guards keep real routing (knowledge base / web / direct) as it was.
"""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


def _reply(messages):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(messages)
    return out.content.strip(), out.response_metadata.get("simulator_limit")


ONE_MESSAGE = [
    ("Label the message as URGENT, ROUTINE or SPAM: 'Congratulations, you won a cruise, click here!'",
     {"URGENT", "ROUTINE", "SPAM"}),
    ("Classify this support request as HARDWARE, ACCOUNT or OTHER. Request: I can't log in since I changed "
     "my password.", {"HARDWARE", "ACCOUNT", "OTHER"}),
    ("Categorise the note into one of: recipe, receipt, reminder. Note: 2 eggs, 100 g flour, a pinch of salt.",
     {"recipe", "receipt", "reminder"}),
]


@pytest.mark.parametrize(("message", "labels"), ONE_MESSAGE, ids=[m.split()[0] + "-" + m.split()[-1] for m, _ in ONE_MESSAGE])
def test_a_one_message_label_prompt_gets_exactly_one_label(message, labels):
    # one label, or the "can't choose" limit alone, never a label guessed beside it (fix33c)
    text, limit = _reply([HumanMessage(message)])
    assert text in labels or ("choose between" in (limit or "") and text == limit)


UNMARKED = [
    ("Sort each email into TECHNICAL, PRESS or CAREERS. Reply with the label only.", "Is the office open on Boxing Day?",
     "TECHNICAL"),
    ("Assign one tag: DOCS, MARKETING or LEGAL. Reply with the tag only.", "Our stand at the trade fair needs a banner.",
     "DOCS"),
]


@pytest.mark.parametrize(("system", "text", "kb_word"), UNMARKED, ids=["technical", "docs"])
def test_a_knowledge_base_word_among_labels_is_no_default(system, text, kb_word):
    reply, limit = _reply([SystemMessage(system), HumanMessage(text)])
    assert reply != kb_word or limit is not None


class Source(BaseModel):
    """Where to look for the answer."""

    source: Literal["vectorstore", "web_search"] = Field(
        description="vectorstore: our internal product documentation; web_search: current events and news")


def test_routing_by_the_questions_kind_still_works():
    router = SimulatedChatModel().with_structured_output(Source)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert router.invoke("What were today's headlines about the election?").source == "web_search"
        assert router.invoke("How do I rotate the API keys in the admin console?").source == "vectorstore"
