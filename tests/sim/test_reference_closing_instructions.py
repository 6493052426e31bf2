"""A reference grader whose instruction is the prompt's closing line (issue 26, the sixty-second
set's YW8; fix67d): "Question: ... / Reference: ... / Student answer: ... / Does it match? Reply
PASS or FAIL only." is a grading task, never the general-fact reply to the labelled question. The
last labelled value ends at a later line that offers a verdict pair of the data in capitals or with
a grading cue (``reference_grading.closing_instruction``); a pair written with "_" ("NO_MATCH") is
the data's "no match"; "Key:" labels the reference. Wordings and topics invented for this test;
guards (which pass before the change too) are named."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.reports.limits import SimulatorLimitWarning
from course_lib.sim.responders.reference_grading import sections, verdict_words


def _reply(text):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        msg = SimulatedChatModel().invoke(text)
    limited = bool(msg.response_metadata.get("simulator_limit")) or any(
        issubclass(w.category, SimulatorLimitWarning) for w in caught)
    return msg.content.strip(), limited


@pytest.mark.parametrize(("text", "want"), [
    ("Question: Which planet is closest to the sun?\nReference answer: Mercury\nResponse: Venus\n"
     "Is the response consistent with the reference? Reply YES or NO only.", "NO"),
    ("Problem: How many minutes are there in two hours?\nTarget: 120\nPrediction: a hundred and twenty minutes\n"
     "Verdict (PASS/FAIL):", "PASS"),
    ("Question: How many strings does a standard violin have?\nKey: 4\nStudent answer: four\n"
     "Output MATCH or NO_MATCH.", "MATCH"),
])
def test_a_closing_instruction_grades(text, want):
    reply, _ = _reply(text)
    assert reply == want


@pytest.mark.parametrize(("text", "want"), [
    ("Question: What is the chemical symbol for gold?\nExpected answer: Au\nCandidate answer: Au\n"
     "Answer CORRECT or INCORRECT only.", "CORRECT"),
    ("Question: How many strings does a standard violin have?\nKey: 4\nStudent answer: six\n"
     "Output MATCH or NO_MATCH.", "NO_MATCH"),
])
def test_closing_instructions_graded_before_too(text, want):
    """Guard: these were replied rightly before the change too (an instruction word in the value)."""
    reply, _ = _reply(text)
    assert reply == want


def test_closing_instruction_cuts_the_answer():
    from course_lib.sim.responders.reference_grading import closing_instruction

    text = "Question: q?\nReference: 12\nAnswer: twelve\nDoes it agree? Reply PASS or FAIL only."
    assert sections(text)["answer"] == "twelve"
    assert closing_instruction("twelve\nmore of the answer\nReply RIGHT or WRONG.") == len("twelve\nmore of the answer\n")


@pytest.mark.parametrize("value", [
    "The bridge opened in 1932.\nIt was widened later.",  # a second line of the answer, no verdict pair
    "yes\nno idea about the rest",  # lower-case words, no grading cue
])
def test_an_answer_of_two_lines_stays_whole(value):
    """Guard for the new ``closing_instruction``: an answer's own second line stays in it."""
    from course_lib.sim.responders.reference_grading import closing_instruction

    assert closing_instruction(value) == len(value)


def test_verdict_words_read_an_underscored_value():
    assert verdict_words("Output MATCH or NO_MATCH.") == ("MATCH", "NO_MATCH")
    assert verdict_words("Say PASS or FAIL.") == ("PASS", "FAIL")  # guard: a plain pair as before


def test_an_answer_it_cannot_compare_is_a_stated_limit():
    """Guard: a stated limit before the change too (no task read then)."""
    reply, limited = _reply("Question: How far is the walk?\nReference: 5 miles\nStudent answer: about 8 km\n"
                            "Does the student answer match the reference? Reply PASS or FAIL only.")
    assert limited or reply == "PASS"  # 5 miles is 8 km: right, or a stated limit; never the walk's fact
