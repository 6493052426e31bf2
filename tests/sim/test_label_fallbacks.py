"""A label prompt whose options are named intents and one rest-option ("OTHER", "GENERAL", "其他"):
the rest-option when the text says nothing of the named options' intents, in any form; the limit
when it says a form or a character of one that no cue reads (``option_intents.fallback``), and the
named option when it says its cue. A Chinese pair asked as a question with the reply verb after it
("是“A”还是“B”?只回答一个词") is read as the options (``reply_shape``). Wordings invented here (issue
26, the forty-second set's notable limits: "MONEY or OTHER" read as nothing); the cases marked guard
pass on 947509df too, the others fail there (the limit for every rest-option case).
"""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel


def _ask(prompt: str) -> tuple[str, list[str]]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(prompt)
    return out.content.strip(), [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize(("prompt", "want"), [
    ("Route as DELIVERY or OTHER. One word only.\nCustomer: Can I change the email address on my account?", "OTHER"),
    ("Is this enquiry about MONEY or OTHER? One word.\nEnquiry: Is the cafe dog friendly?", "OTHER"),
    ("Which queue, TECHNICAL or GENERAL? Answer with one word.\nEmail: Do you have parking near the venue?", "GENERAL"),
    ("这条留言是“物流”还是“其他”?只回答一个词。\n留言:你们店里有停车位吗?", "其他"),
])
def test_the_rest_option_when_no_named_intent_is_said(prompt, want):
    text, limits = _ask(prompt)
    assert not limits and text == want


@pytest.mark.parametrize(("prompt", "want"), [
    ("Route as DELIVERY or OTHER. One word only.\nCustomer: The courier left my box out in the rain.", "DELIVERY"),
    ("Is this enquiry about MONEY or OTHER? One word.\nEnquiry: How much is a family ticket?", "MONEY"),
    # the text to label on a line of its own under instructions in sentences of their own
    ("Sort this note into BILLING, TECHNICAL or OTHER. Reply with the category only.\nNote: My invoice shows "
     "the wrong address.", "BILLING"),
])
def test_a_named_intent_said_is_its_option(prompt, want):
    text, limits = _ask(prompt)
    assert not limits and text == want


@pytest.mark.parametrize("prompt", [
    # a form of a named option's word that no cue reads: maybe its topic, so no rest-option
    "Route as DELIVERY or OTHER. One word only.\nCustomer: Your drivers deliver to the wrong door every week.",
    # a character of a named option's cue: maybe its topic
    "这条留言是“退款”还是“其他”?只回答一个词。\n留言:衣服不合适,想退。",
    # instructions and no text to label: nothing says it is about something else
    "Sort this note into SHIPPING or OTHER. Reply with one word only.",
    # guard: an option the data does not know: the limit stands
    "Is this question about GARDENING or OTHER? One word.\nQuestion: how do I fix my bike chain?",
])
def test_no_rest_option_when_a_named_one_may_be_meant(prompt):
    text, limits = _ask(prompt)
    assert text not in ("OTHER", "其他")
