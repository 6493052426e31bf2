"""Graders in a learner's own words (issue 26, items 2 and 3): an answer sheet labelled "Expected:"
and "Given:", a grade asked as "rate the accuracy" or "mark it"; a usefulness judge over a how-to
question whose answer names the subject but not the action asked about. A known-wrong answer is
judged wrong, a right one right. Invented prompts (none a set's or a probe's)."""

from __future__ import annotations

import warnings

import pytest

from tests.sim._chat import reply_and_limit as _reply


@pytest.fixture(scope="module")
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


@pytest.mark.parametrize("prompt, want", [
    ("Rate the accuracy of the reply from 0 to 10 against the expected answer. Number only.\n\n"
     "Question: Which planet is closest to the Sun?\nExpected: Mercury\nGiven: It is Venus.", {"0", "1", "2"}),
    ("Rate the accuracy of the reply from 0 to 10 against the expected answer. Number only.\n\n"
     "Question: Which planet is closest to the Sun?\nExpected: Mercury\nGiven: Mercury is the closest.",
     {"10", "9", "8"}),
    ("Mark the reply against the expected answer: PASS or FAIL.\n\n"
     "Expected: 42 minutes\nReply: About 24 minutes.", {"FAIL"}),
    ("Mark the reply against the expected answer: PASS or FAIL.\n\n"
     "Expected: 42 minutes\nReply: It takes 42 minutes.", {"PASS"}),
])
def test_an_answer_sheet_in_other_words(llm, prompt, want):
    reply, limit = _reply(llm, prompt)
    assert reply in want and not limit, (reply, limit)


@pytest.mark.parametrize("answer, want", [
    ("Press and hold the power button for five seconds to restart the laptop.", "HELPFUL"),
    ("Laptops come in many sizes and colours.", "UNHELPFUL"),  # the subject, not the action
])
def test_a_how_to_answer_names_the_action(llm, answer, want):
    prompt = ("Does the answer help the user? Reply HELPFUL or UNHELPFUL.\n\n"
              f"User question: How do I restart my laptop?\nAnswer: {answer}")
    reply, limit = _reply(llm, prompt)
    assert reply == want, (reply, limit)


@pytest.mark.parametrize("reply_text, want", [
    ("Checkout is at 11 am on the last day.", "yes"),
    ("Breakfast is served in the garden room.", "no"),
])
def test_a_yes_or_no_judge_over_a_reply(llm, reply_text, want):
    prompt = ("Answer yes or no: does the reply say when checkout is?\n\n"
              f"Reply: {reply_text}")
    reply, limit = _reply(llm, prompt)
    assert reply.lower() == want and not limit, (reply, limit)


def test_a_yes_or_no_question_over_notes_stays_an_answer(llm):
    prompt = ("Answer yes or no: is the museum open on Mondays?\n\n"
              "Notes: The museum is closed on Mondays for cleaning.")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke(prompt)
    assert out.response_metadata["explanation"]["task"] == "answer", out.response_metadata["explanation"]
