"""A text stripped of its punctuation (word tokens joined by spaces) is no sentence to quote: the
extractive answer states a limit instead of giving the whole text as the answer (issue 26,
ports25: the document-augmentation port's ``split_document`` hands over hundreds of words with no
full stop, and "a brief and precise answer" was all of them). ``grounded/run_on_text.py``
(threshold ``run_on_words``), checked first in ``quoted_answer._QUOTE_CHECKS``. Invented texts."""

import re
import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.run_on_text import run_on

CAMPSITE = """Pinecrest campsite rules. Quiet hours run from 10 pm to 7 am, and generators may not be used
during them. Each pitch holds one tent and one car. Campfires are allowed only in the metal rings
beside the lake, and they must be put out with water before you leave them. Dogs must be kept on a
lead of at most two metres. Check-out is at 11 am; late check-out costs 15 dollars an hour. Showers
take tokens, which the shop sells for 1 dollar each. Fishing from the jetty needs a day permit.
Bicycles may be hired at the gate for 12 dollars a day, helmets included. Rubbish goes in the
green bins by the car park, and glass in the blue ones. The shop closes at 6 pm on Sundays and at
8 pm on the other days of the week."""

GARAGE = """Northgate Garage service terms. A standard service takes about three hours and includes an
oil change, new filters and a brake check. Customers who wait in the lounge get free coffee. A
courtesy car can be booked for 20 dollars a day if it is reserved two days ahead. Tyres are
replaced only with the customer's consent, and the old ones can be taken home. Payment is due on
collection; cards and bank transfers are accepted but cheques are not. Cars left more than three
days after the work is done are charged 10 dollars a night for parking. Warranty repairs on parts
fitted by the garage are free for twelve months or 10,000 miles, whichever comes first."""

CASES = [
    (CAMPSITE, "When are the quiet hours?", "10 pm"),
    (CAMPSITE, "How much does a shower token cost?", "1 dollar"),
    (GARAGE, "How long does a standard service take?", "three hours"),
]


def _stripped(text: str) -> str:
    return " ".join(re.findall(r"\b\w+\b", text))


def _ask(context: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(
            f"Context:\n{context}\n\nUsing only the context, answer the question briefly: {question}")


@pytest.mark.parametrize(("text", "question", "fact"), CASES)
def test_a_text_without_punctuation_is_not_quoted_whole(text, question, fact):
    reply = _ask(_stripped(text), question)
    assert reply.response_metadata.get("simulator_limit"), reply.content
    assert len(reply.content.split()) < 80, reply.content


@pytest.mark.parametrize(("text", "question", "fact"), CASES)
def test_guard_the_punctuated_text_is_answered_with_its_sentence(text, question, fact):
    """Guard (passes before too): the same text with its punctuation."""
    reply = _ask(text, question)
    assert not reply.response_metadata.get("simulator_limit"), reply.content
    assert fact in reply.content and len(reply.content.split()) < 40, reply.content


@pytest.mark.parametrize(("sentence", "expected"), [
    (_stripped(CAMPSITE), True),
    (_stripped(GARAGE) + ".", True),
    (" ".join(["word"] * 40), False),  # not long enough
    # a long real sentence carries commas
    ("The committee, which met on Tuesday in the library annex, agreed that the budget for the "
     "spring fair, the summer fete and the autumn market should be raised by ten per cent, that the "
     "stalls should be let by ballot rather than by queue, and that volunteers who help at all three "
     "events should get a free pitch at the next one, provided they sign up before the end of March "
     "and attend the safety briefing.", False),
])
def test_run_on_table(sentence, expected):
    assert run_on(sentence) is expected
