"""A reference naming two people graded against an answer naming one (issue 26, nineteenth set
N9): the answer is partial, never a pass. With a middle value in the instruction ("CORRECT,
PARTIAL or INCORRECT", "partially correct") that is the reply; with only a pair, a stated limit
and the negative value. One name of several words ("Ada Lovelace") is still met by one of its
words. Before, ``reference_grading.compare`` passed the answer as soon as any one reference name
was in it, and the middle value had no path. Invented prompts."""

from __future__ import annotations

import warnings

import pytest


def _grade(prompt: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(prompt)
    return out.content, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("prompt, label", [
    ("Label the response PASS, PARTIAL or FAIL.\nQuestion: Who signed the lease?\n"
     "Reference: Oona and Farid signed it.\nResponse: Farid signed it.", "PARTIAL"),
    ("Is the answer correct, partially correct or incorrect?\nReference: The keys are with Ines and Bruno.\n"
     "Answer: Bruno has the keys.", "partially correct"),
    ("Grade it RIGHT, PARTLY or WRONG.\nReference: Kofi, Lena and Arvid passed the audit.\n"
     "Answer: Lena and Arvid passed.", "PARTLY"),
])
def test_one_of_several_names_takes_the_offered_middle_value(prompt, label):
    text, limits = _grade(prompt)
    assert text == label and not limits, text


def test_without_a_middle_value_a_limit_and_the_negative():
    text, limits = _grade("Reply CORRECT or INCORRECT.\nReference: The keys are with Ines and Bruno.\n"
                          "Answer: Bruno has the keys.")
    assert text == "INCORRECT" and limits, text


@pytest.mark.parametrize("prompt, label", [
    ("Grade CORRECT, PARTIAL or INCORRECT.\nQuestion: Who painted it?\nReference: Berthe Morisot painted it in 1872.\n"
     "Answer: Morisot.", "CORRECT"),
    ("Grade CORRECT, PARTIAL or INCORRECT.\nReference: Ines and Bruno.\nAnswer: Bruno and Ines.", "CORRECT"),
])
def test_every_name_met_still_passes(prompt, label):
    text, limits = _grade(prompt)
    assert text == label and not limits, text
