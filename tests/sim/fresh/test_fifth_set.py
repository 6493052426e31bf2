"""Right, or it says it cannot (issue 26), on a fifth invented set (``fifth_set``).

The set was measured once at first sight (branch fifth from main at dcb59a3), before any change
made for it: right 25, stated limit 19, silently wrong 8, false alarms 1 of 52
(``python -m tests.sim.fresh.fifth_set``); after the tool-argument fixes (branch args6): right 28,
limit 18, wrong 6, false alarms 1. The ceiling and floors below pin that, so a change to
the simulator that makes it silently wrong more often, or right less often, on material nobody
tuned it for, fails here. Raise the floors (and lower the ceiling) when a fix improves them.

The pins can fail: with the tally's simulator swapped for ``course_lib.models.chaos`` over it
(a one-off plugin replacing ``course_lib.sim.SimulatedChatModel``), habit ``eager`` (an extra
tool call) gives right 22 / limit 19 / wrong 11 and fails the ceiling and the right floor;
habit ``lazy`` (never calls a tool) gives right 21 / limit 25 / wrong 6 / false alarms 2 and
fails the right floor and the false-alarm ceiling.
"""

from __future__ import annotations

import pytest

from tests.sim.fresh import fifth_set

MAX_WRONG = 6
MIN_RIGHT = 28
MAX_FALSE_ALARMS = 1


@pytest.fixture(scope="module")
def tally():
    return fifth_set.counts()


def test_the_set_is_large_and_its_ids_unique():
    ids = [c.id for c in fifth_set.CASES]
    assert len(ids) == len(set(ids)) >= 50


def test_never_silently_wrong_beyond_the_ceiling(tally):
    assert tally["wrong"] <= MAX_WRONG, tally


def test_right_answers_stay_right(tally):
    assert tally["right"] >= MIN_RIGHT, tally


def test_no_limit_on_a_right_reply(tally):
    assert tally["false_alarm"] <= MAX_FALSE_ALARMS, tally
