"""``no_answer``: "I don't know" in the question's language, or the phrase the prompt prescribes."""

from __future__ import annotations

from course_lib.sim.grounded.no_answer import DONT_KNOW, DONT_KNOW_ZH, dont_know, no_question_limit
from course_lib.sim.reports import explain
from tests.sim._replies_helpers import direct


def test_i_dont_know_in_the_questions_language():
    assert dont_know(direct("When does the ferry to Inishmore leave?")) == DONT_KNOW
    assert dont_know(direct("渡轮几点出发？")) == DONT_KNOW_ZH


def test_the_prompts_own_phrase_for_it():
    request = direct("When does the ferry leave?",
                     system='If the answer is not in the notes, reply exactly "Not in my notes, sorry."')
    assert dont_know(request) == "Not in my notes, sorry."


def test_no_question_is_a_stated_reading_limit():
    with explain.collecting() as note:
        text = no_question_limit()
    assert "no question or instruction" in text and note["limit"] == text and note["limit_kind"] == "reading"
