"""``follow_up_answers``: a follow-up whose pronoun may stand for any of the items the previous
answer listed is a stated conversation limit. Invented notes."""

from __future__ import annotations

from course_lib.sim.grounded.follow_up_answers import ambiguous_reference, related_rows
from course_lib.sim.reports import explain
from tests.sim._replies_helpers import grounded

NOTES = """Harbour Museum opens 10:00-17:00, closed Mondays.
Tide Tearoom opens 08:00-15:00 every day.
"""


def test_a_pronoun_after_a_listing_answer_is_a_stated_limit():
    request = grounded(NOTES, "When does it close?", (("What is on the quay?", "Harbour Museum and the Tide Tearoom."),))
    with explain.collecting() as note:
        reply = ambiguous_reference(request)
    assert reply and note["limit_kind"] == "conversation"


def test_a_first_question_is_no_follow_up():
    request = grounded(NOTES, "When does the tearoom close?")
    assert ambiguous_reference(request) is None and related_rows(request) is None
