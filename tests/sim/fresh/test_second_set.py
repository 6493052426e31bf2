"""Right, or it says it cannot (issue 26), on a second invented set (``second_set``).

The counts are pinned as a ceiling and floors: silently wrong at most ``MAX_WRONG``, right at
least ``MIN_RIGHT``, and no limit stated on a reply that was right anyway (a false alarm).
``python -m tests.sim.fresh.second_set`` prints them (on main before this work: right 35,
stated limit 28, silently wrong 8 of 71; after: right 45, stated limit 26, silently wrong 0, one
false alarm: a P1/P2/P3 urgency prompt whose options it reads but cannot choose between gets the
first option with the limit, and that option happens to be right).
"""

from __future__ import annotations

import pytest

from tests.sim.fresh import second_set

MAX_WRONG = 0
MIN_RIGHT = 45
MAX_FALSE_ALARMS = 1


@pytest.fixture(scope="module")
def tally():
    return second_set.counts()


def test_the_set_is_large_and_its_ids_unique():
    ids = [c.id for c in second_set.CASES]
    assert len(ids) == len(set(ids)) >= 60


def test_never_silently_wrong_beyond_the_ceiling(tally):
    assert tally["wrong"] <= MAX_WRONG, tally


def test_right_answers_stay_right(tally):
    assert tally["right"] >= MIN_RIGHT, tally


def test_no_limit_on_a_right_reply(tally):
    assert tally["false_alarm"] <= MAX_FALSE_ALARMS, tally


def test_cases_that_need_knowledge_it_lacks_state_a_limit():
    """The oracle "a limit must be stated": any reply without one counts as wrong."""
    from course_lib.sim import SimulatedChatModel

    llm = SimulatedChatModel()
    must = [c for c in second_set.CASES if c.right is second_set._must_state]
    assert len(must) >= 4
    for case in must:
        kind, out, _ = second_set.classify(case, llm)
        assert kind == "limit", f"{case.id}: {getattr(out, 'content', out)!r}"
