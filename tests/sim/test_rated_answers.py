"""A text grader that rates an answer on a scale in the learner's own words, and grounded claims with
a short coordinated part (issue 26 point 2, branch conv78, probe ``recalls_v``).

"Rate how well the reply answers the question, 1 (useless) to 10 (perfect). Just the number." was read
as the question itself ("Ottawa is the capital of Canada.") or as a plain yes/no: now the usefulness
grade (a ``grade_useful`` cue, ``task_cues.yaml``) is put on the scale whose good end the glosses name
(``respond._glossed_scale`` over ``grading_scales.scale``), and an answer to a question of the
simulator's own general knowledge is judged by that fact (``verdicts.known_fact_verdict``: "Toronto is
Canada's biggest city" shares the question's words, not its answer). "free on Mondays and Tuesdays"
lost its "and Tuesdays" when claims were split (``grading._clauses``): the added day went unread and
the answer was graded grounded. Wordings invented here; each test failed on start78 unless its
docstring says it is a guard."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.responders import grading
from course_lib.sim.responders.verdicts import known_fact_verdict
from course_lib.sim.words.knowledge import Knowledge


def _reply(prompt: str) -> str:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(prompt).content.strip()


_SCORE = ("Score how well this response answers the question, 0 (off the mark) to 5 (spot on). "
          "Reply with the number only.\nQuestion: {q}\nResponse: {a}")


@pytest.mark.parametrize(("question", "answer", "lo", "hi"), [
    ("which planet is the largest", "Jupiter is the biggest planet.", 4, 5),
    ("which planet is the largest", "Saturn has the most famous rings.", 0, 1),
    ("what is the chemical symbol for gold", "It's Au.", 4, 5),
])
def test_a_scale_in_the_learners_words_gets_a_number(question, answer, lo, hi):
    out = _reply(_SCORE.format(q=question, a=answer))
    assert out.isdigit() and lo <= int(out) <= hi, out


def test_a_reversed_scale_is_mirrored():
    out = _reply("Mark how well the answer addresses the question, 1 (perfect) to 5 (useless). Just the digit.\n"
                 "Question: what is the capital of Japan\nAnswer: Osaka has great street food.")
    assert out == "5", out


@pytest.mark.parametrize(("question", "answer", "level"), [
    ("what's the capital of Germany?", "Berlin.", "relevant"),
    ("what's the capital of Germany?", "Munich is in Bavaria.", "irrelevant"),
    ("which is the largest ocean", "Probably the Atlantic.", "irrelevant"),
])
def test_the_known_fact_judges_the_answer(question, answer, level):
    assert known_fact_verdict(question, answer, Knowledge.load()).level == level


@pytest.mark.parametrize(("question", "answer"), [
    ("how do I repot a fern", "Use a pot one size up."),  # no fact of its own: the usual reading
    ("how many continents are there", "Seven."),  # part of the fact's words only
    ("how many days are in a leap year", "three hundred and sixty-six"),  # the figure in words
    ("what's the capital of Germany?", "the city on the river Spree"),  # no other value offered
    ("what's the capital of Germany?", "柏林"),  # another script
])
def test_no_verdict_without_a_whole_or_missing_fact(question, answer):
    assert known_fact_verdict(question, answer, Knowledge.load()) is None


@pytest.mark.parametrize(("sentence", "claim"), [
    ("The studio is open on Fridays and Sundays.", "The studio is open on Fridays and Sundays."),
    ("Lockers are free for members and students.", "Lockers are free for members and students."),
])
def test_a_short_coordinated_part_stays_on_its_claim(sentence, claim):
    assert grading._clauses(sentence) == [claim]


def test_two_full_clauses_are_still_two_claims():
    """Guard (passes on start78 too)."""
    assert grading._clauses("The hall is heated and it closes at 10") == ["The hall is heated", "it closes at 10"]


def test_an_added_day_is_not_grounded():
    out = _reply("Is every claim of the answer backed up by the facts? Answer yes or no.\n"
                 "Facts: The climbing wall is free for members on Thursdays.\n"
                 "Answer: The climbing wall is free for members on Thursdays and Saturdays.")
    assert out.lower().startswith("no"), out
