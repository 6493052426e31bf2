"""A changed weekday or month is no support (``course_lib.sim.responders.grading.changed_calendar_name`` in
``grading.grounded``; issue 26, the twenty-ninth set's X9 (c)): an answer that names a day the
sources never name while they name another ("closes on Wednesdays" over "closes on Mondays") is
unsupported; a day inside a range the sources give ("Mon-Fri") or the same day in another form is
supported. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.responders.grading import changed_calendar_name


@pytest.mark.parametrize("claim, source, changed", [
    ("The market runs on Thursdays.", "The farmers' market runs every Tuesday morning.", ("thursday", "tuesday")),
    ("Renewals open in March.", "Season ticket renewals open in April.", ("march", "april")),
    # guards: a day inside a range, the same day plural, no day in the source, the verb "may"
    ("You can visit on Wednesday.", "Visiting hours Mon-Fri 2-4pm.", None),
    ("It shuts on Sundays.", "The cafe shuts on Sunday.", None),
    ("It opens on Friday.", "The cafe opens at 8.", None),
    ("You may bring a dog.", "Dogs are welcome in June.", None),
])
def test_a_changed_day(claim, source, changed):
    assert changed_calendar_name(claim, [source]) == changed


def _reply(prompt):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(prompt).content.strip().lower()


def test_the_grader_says_a_changed_day_is_unsupported():
    assert _reply("Is the answer supported by the source? Answer yes or no.\n"
                  "Source: The recycling centre closes on Mondays for maintenance.\n"
                  "Answer: The recycling centre closes on Wednesdays for maintenance.").startswith("no")


def test_the_grader_keeps_the_same_day_supported():
    assert _reply("Is the answer supported by the source? Answer yes or no.\n"
                  "Source: The recycling centre closes on Mondays for maintenance.\n"
                  "Answer: It closes on Mondays for maintenance.").startswith("yes")
