"""A prompt that names a closed set of answers, in any separator style, gets exactly one of them
(issue 26, point 2): values after "pick one:", after "one of" with no colon, split by pipes or
slashes, one a line under a header ("Allowed answers:", "Categories:"), as the alternatives of a
"How ... - a, b or c?" question, UPPER CASE after "Reply with"; a label of several words named
by one of its words; sentiment labels by the text's tone. When nothing picks one, still one
allowed label, with a stated limit, never free text. Guards: prompts that merely say "or", a
JSON example's keys, a bare "Answer:" heading an answer offer nothing. All prompts are invented
for this test (none is a set's or a probe's)."""

from __future__ import annotations

import pytest

from course_lib.sim.request.reply_shape import offered
from tests.sim._chat import reply_and_limit as _reply


@pytest.fixture(scope="module")
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


# --- the reader: positives -----------------------------------------------------------------------


@pytest.mark.parametrize("text, values", [
    ("Pick one: walk, cycle, drive.\n\nTrip: 200 m to the shop", ["walk", "cycle", "drive"]),
    ("Choose one - spring, summer or autumn", ["spring", "summer", "autumn"]),
    ("Answer with one of low | medium | high.", ["low", "medium", "high"]),
    ("Reply with one of cats / dogs / birds", ["cats", "dogs", "birds"]),
    ("Allowed answers:\n- keep\n- archive\n- delete\n\nFile: x", ["keep", "archive", "delete"]),
    ("Possible labels:\n1. sports\n2. music\n3. film\n", ["sports", "music", "film"]),
    ("Categories:\n* FOOD: meals, snacks\n* TRAVEL: taxis, trains\n", ["FOOD", "TRAVEL"]),
    ("How urgent is this - now, today or later?", ["now", "today", "later"]),
    ("Reply with RED, AMBER or GREEN.", ["RED", "AMBER", "GREEN"]),
    ("Respond with one word: PASTA, RICE or SALAD", ["PASTA", "RICE", "SALAD"]),
])
def test_a_closed_set_in_any_separator_style(text, values):
    assert list(offered(text)) == values


def test_descriptions_on_bulleted_header_lines():
    assert offered("Categories:\n- HOME: rent, bills\n- WORK: laptop, desk\n") == {
        "HOME": "rent, bills", "WORK": "laptop, desk"}


# --- the reader: negatives -----------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "Write two sentences on whether walking or cycling is healthier.",
    "Reply with care or not at all.",  # lower-case words after "reply with" are prose
    "She is one of the best cooks in town, or so they say.",
    "Answer:\n- boil the water\n- add the pasta\n",  # a bare "Answer:" heads an answer, not a set
    'Return JSON like {"mood": "calm", "level": "low"}',  # a JSON example's keys and values
    "Tell me about tea or coffee.",
])
def test_a_prompt_that_merely_says_or_offers_nothing(text):
    assert offered(text) == {}


# --- the reply: exactly one label ----------------------------------------------------------------

READABLE = [
    ("Pick one: walk, cycle, drive.\n\nTrip: I will walk to the corner shop.", "walk"),
    ("Allowed answers:\n- keep\n- archive\n- delete\n\nReply with one allowed answer only.\n\n"
     "File: please delete this old draft", "delete"),
    ("How does the customer feel - pleased, confused or furious? One word.\n\n"
     "Text: I'm furious, the parcel came open.", "furious"),
    ("Reply with exactly one of: delivery_date, refund_request, product_info.\n\n"
     "Customer: I want a refund for the broken lamp.", "refund_request"),
    ("Is this a complaint, a question or a thank-you? one word\n\nmessage: thanks a lot for the lift", "thank-you"),
    ("Categories:\n* FOOD: meals, snacks\n* TRAVEL: taxis, trains\n\nGive the category only.\n\n"
     "Receipt: taxi from the airport, 34 euros", "TRAVEL"),
    ("Choose one of positive | negative | neutral.\n\nThe hotel was filthy and the staff were rude.", "negative"),
]


@pytest.mark.parametrize("prompt, value", READABLE)
def test_a_readable_label_prompt_gets_its_label(llm, prompt, value):
    reply, limit = _reply(llm, prompt)
    assert reply == value and not limit, (reply, limit)


UNREADABLE = [
    ("Pick one: walk, cycle, drive.\n\nTrip: the usual Tuesday thing", ["walk", "cycle", "drive"]),
    ("Reply with RED, AMBER or GREEN.\n\nStatus: the supplier replied this morning.", ["RED", "AMBER", "GREEN"]),
    # a contrast word in a text with a "mixed" option: a side VADER may not read; no silent pick
    ("Reply with POSITIVE, NEGATIVE or MIXED.\n\nReview: The flat was spotless, but the street was loud at night.",
     ["POSITIVE", "NEGATIVE", "MIXED"]),
]


@pytest.mark.parametrize("prompt, values", UNREADABLE)
def test_an_unreadable_label_prompt_gets_the_limit_and_no_guessed_label(llm, prompt, values):
    # (before fix33c: the first label beside the limit, which whatever reads the reply takes as the answer)
    reply, limit = _reply(llm, prompt)
    assert reply not in values and "choose" in limit and reply == limit, (reply, limit)
