"""A grader reads "four weeks" and "4 weeks" as the same claim: number words are read as digits on
both sides (the answer and the documents) before its claims are matched (``grading.grounded``,
through the simulator's one reading of number words, ``quantities.with_digits``). A supported
answer written with a number word was graded "not in the passage" (issue 26; the twenty-first
set's class P6, the graders' area of N9 / M10 / L11). Invented passages, none of the set's."""

from __future__ import annotations

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.documents import Document
from course_lib.sim.responders.grading import grounded
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher

CASES = [
    ("The ferry to the island sails three times a day in summer.", "In summer the ferry sails 3 times a day."),
    ("The ferry to the island sails 3 times a day in summer.", "In summer the ferry sails three times a day."),
    ("Seedlings need repotting after six weeks.", "Repot the seedlings after 6 weeks."),
    ("The warranty covers the pump for five years.", "The pump is covered for 5 years."),
]


@pytest.mark.parametrize(("passage", "answer"), CASES)
def test_a_figure_written_as_a_word_on_one_side_is_the_same_claim(passage, answer):
    verdict = grounded(Matcher(Knowledge.load()), answer, [Document(None, "", passage, 1)])
    assert verdict.level == "relevant", verdict


@pytest.mark.parametrize(("passage", "answer"), [
    ("The warranty covers the pump for five years.", "The pump is covered for 3 years."),
    ("Seedlings need repotting after six weeks.", "Repot the seedlings after four weeks."),
])
def test_another_figure_is_still_no_support(passage, answer):
    verdict = grounded(Matcher(Knowledge.load()), answer, [Document(None, "", passage, 1)])
    assert verdict.level != "relevant", verdict


@pytest.mark.parametrize(("prompt", "expected"), [
    ("Is the answer grounded in the document? yes or no\nDocument: The ferry sails three times a day in summer.\n"
     "Answer: In summer the ferry sails 3 times daily.", "yes"),
    ("Does the passage support the answer? Reply SUPPORTED or UNSUPPORTED.\nPassage: The warranty covers the pump "
     "for five years.\nAnswer: The pump is covered for 5 years.", "SUPPORTED"),
    ("On a scale of 1 to 5, how well is the answer supported by the passage? Number only.\nPassage: Seedlings need "
     "repotting after 6 weeks.\nAnswer: Repot the seedlings after six weeks.", "5"),
])
def test_a_graders_verdict_reads_number_words_as_digits(prompt, expected):
    assert SimulatedChatModel().invoke(prompt).content == expected
