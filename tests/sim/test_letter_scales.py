"""A grader whose prompt glosses a letter scale ("A (fully relevant), B (partly) or C
(irrelevant)") answers one of its letters, never "yes" / "no" (issue 26): the letter whose gloss
meets the verdict, "A" the top grade unless the glosses say otherwise
(``scale_glosses.letter_scale``, ``verdicts.glossed_digit``)."""

from __future__ import annotations

import warnings

import pytest

_REL = ("Judge how relevant the passage is to the question: A (fully relevant), B (partly relevant) or C "
        "(irrelevant). Answer with the letter only.\nQuestion: when does the last ferry leave?\nPassage: {p}")
_USE = ("Grade how useful the answer is as A = useless, B = somewhat useful, C = very useful. Give just the "
        "letter.\nQuestion: how do I reset my router?\nAnswer: {a}")


@pytest.mark.parametrize("prompt,want", [
    (_REL.format(p="Our bakery sells sourdough and rye on weekdays."), "C"),
    (_REL.format(p="The last ferry leaves the harbour at 22:40 every night."), "A"),
    (_USE.format(a="Bananas are yellow."), "A"),  # the glosses run the other way: A is the bad end
    ("Is this answer helpful? Reply yes or no.\nQuestion: how do I reset my router?\nAnswer: Bananas are yellow.",
     "no"),  # guard: a yes/no grader keeps its words
])
def test_a_glossed_letter_scale_is_answered_with_a_letter(prompt, want):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert SimulatedChatModel().invoke(prompt).content.strip() == want


@pytest.mark.parametrize("text,want", [
    ("rate it A (great), B (fine) or C (poor)", [("A", "great"), ("B", "fine"), ("C", "poor")]),
    ("Vitamin B (thiamine) and C (ascorbic acid)", []),  # guard: no "A", no scale
])
def test_letter_scale(text, want):
    from course_lib.sim.values.scale_glosses import letter_scale

    assert letter_scale(text) == want


@pytest.mark.parametrize("prompt,want", [
    ("Mark the pupil's answer against the key: A = wrong, B = partly right, C = right. One letter.\n"
     "Reference: 1066\nStudent: It was 1066.", "C"),
    ("Mark the pupil's answer against the key: A = wrong, B = partly right, C = right. One letter.\n"
     "Reference: 1066\nStudent: It was 1215.", "A"),
    ("Mark the pupil's answer against the key. Reply RIGHT or WRONG.\nReference: 1066\nStudent: It was 1215.",
     "WRONG"),  # guard: the words offered, no scale
])
def test_a_reference_grader_with_a_glossed_letter_scale(prompt, want):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert SimulatedChatModel().invoke(prompt).content.strip() == want
