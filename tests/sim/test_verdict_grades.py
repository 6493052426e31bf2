"""``verdict_grades``: graders that name their verdicts but give no reference answer: a
learner's working checked with the simulator's arithmetic, a summary's coverage of its source
(table-driven, on invented prompts; no wording of the invented sets)."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.responders import verdict_grades


def _reply(prompt: str) -> tuple[str, str | None]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(prompt)
    return out.content.strip(), out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize(("prompt", "want"), [
    ("Answer TICK or CROSS? no. Say PASS or FAIL for the pupil's working.\nQuestion: 7 packs of 4 pens. How many "
     "pens?\nPupil: 7 x 4 = 28", "PASS"),
    ("Say CORRECT or INCORRECT.\nProblem: 96 cards split between 8 players.\nStudent: 96 ÷ 8 = 11", "INCORRECT"),
    ("Mark OK if the arithmetic is right, WRONG otherwise.\nTask: 120 km at 40 km per hour, how many hours?\n"
     "Learner: 120 / 40 = 4", "WRONG"),
    ("Grade the child's sum: right or wrong?\nSum: 15 sweets and 9 more sweets altogether\nChild: 15 + 9 = 24",
     "right"),
    ("Reply PASS or FAIL.\nExercise: she had 50 stickers and gave away 18. How many are left?\n"
     "Working: 50 - 18 = 32 stickers", "PASS"),
    ("PASS or FAIL?\nQuestion: 3 rows of 1,200 seats\nAttempt: 3 x 1,200 = 3,600", "PASS"),
])
def test_a_learners_working_is_marked_by_its_arithmetic(prompt, want):
    assert _reply(prompt) == (want, None)


@pytest.mark.parametrize("prompt", [
    # a right sum by another operation than the task's words ask: no pass without a stated limit
    "Reply PASS or FAIL.\nQuestion: 3 boxes hold 12 eggs each. How many eggs?\nPupil: 3 + 12 = 15",
    # a right sum on numbers the task does not give
    "Reply PASS or FAIL.\nQuestion: 4 bags of 6 apples. How many apples?\nPupil: 5 x 6 = 30",
    # a right sum with no task to check its method against
    "Say CORRECT or INCORRECT.\nStudent: 9 x 9 = 81",
])
def test_a_right_sum_whose_method_it_cannot_check_is_a_stated_limit(prompt):
    text, limit = _reply(prompt)
    assert limit and text in ("FAIL", "INCORRECT")


@pytest.mark.parametrize(("prompt", "want"), [
    ("Does the summary leave anything out? Reply COMPLETE or INCOMPLETE.\nSource: The library opens at 9am. "
     "Late fees are 20p a day.\nSummary: The library opens at 9am.", "INCOMPLETE"),
    ("Is the summary complete? Answer COMPLETE or MISSING.\nSource: Trains leave hourly. The last train is at "
     "23:10.\nSummary: Trains leave hourly and the last train is at 23:10.", "COMPLETE"),
    ("Does this summary cover everything in the original? yes or no.\nOriginal: Bins go out on Monday. Glass is "
     "collected every other week.\nSummary: Bins go out on Monday; glass every other week.", "yes"),
    ("Does the summary omit anything from the text? yes or no.\nText: Bins go out on Monday. Garden waste costs "
     "£40 a year.\nSummary: Bins go out on Monday.", "yes"),
    ("Does the summary miss anything important? Reply OK or MISSING.\nSource: Check-in is from 3pm. Breakfast is "
     "served until 10am.\nSummary: Check-in from 3pm, breakfast until 10am.", "OK"),
    ("Reply COMPLETE or MISSING-INFO if the summary leaves something out.\nArticle: The bridge reopens on Friday. "
     "Cyclists must dismount.\nSummary: The bridge reopens on Friday.", "MISSING-INFO"),
])
def test_a_summary_is_graded_on_what_it_leaves_out_of_its_source(prompt, want):
    assert _reply(prompt) == (want, None)


def test_a_summary_holding_part_of_a_sentence_is_a_stated_limit():
    text, limit = _reply("Is the summary complete? Reply COMPLETE or INCOMPLETE.\nSource: The museum is free on "
                         "Sundays for children.\nSummary: The museum is free for children.")
    assert limit and text == "INCOMPLETE"


@pytest.mark.parametrize("prompt", [
    "What is 6 x 2.5?",  # arithmetic, no grader
    "Summarise this source.\nSource: The pool opens at 7am.",  # no summary, no verdicts
    "Reply PASS or FAIL.\nReference: 4 hours\nAnswer: 4 hours",  # a reference grader's (reference_grading)
    "Summary: the pool opens at 7am.\nSource: The pool opens at 7am.",  # no cue, no verdicts
    "Pupil: 3 x 4 = 12",  # no verdicts named
])
def test_a_prompt_that_is_no_such_grader_is_left_to_the_other_rules(prompt):
    assert verdict_grades.reply(prompt) is None
