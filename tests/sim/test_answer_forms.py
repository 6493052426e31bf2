"""``answer_forms``: the form a question asks its answer in (a version, a count, a date), and the
chosen text that lacks it. Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim import evidence
from course_lib.sim.answer_forms import (
    _without_dates_and_times,
    missing_answer_form,
    unanswered_form,
)
from course_lib.sim.knowledge import Knowledge
from course_lib.sim.matching import Matcher
from tests.sim._replies_helpers import grounded

NOTES = """Changelog
Dark mode was added after many requests from night-shift users.
The export button now remembers the last folder.
"""


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


def _found(matcher, question):
    request = grounded(NOTES, question)
    return evidence.gather(matcher, request.search_question, request.documents)


def test_a_which_question_whose_sentence_names_no_value_of_its_kind(matcher):
    question = "Which version added dark mode?"
    assert unanswered_form(question, _found(matcher, question)) == "version"


def test_a_how_many_answered_by_a_sentence_with_no_count(matcher):
    question = "How many users asked for dark mode?"
    assert missing_answer_form(question, _found(matcher, question))


def test_a_sentence_of_the_asked_form_is_no_miss(matcher):
    question = "What does the export button remember?"
    found = _found(matcher, question)
    assert unanswered_form(question, found) is None and missing_answer_form(question, found) is None


def test_dates_and_times_are_no_count():
    assert not any(ch.isdigit() for ch in _without_dates_and_times("Opened on 3 May 2026 at 09:30"))
