"""A day the sources give only as closed is no support (``course_lib.sim.responders.grading.
closed_day_claim`` in ``grading.grounded``; issue 26, the merger's probe grounded_q): an
affirmative answer naming that day ("you can come in on Sunday") contradicts "closed on Sundays",
though every word of it is in the source. Negative answers, days the sources also give as open and
days never called closed are left to the other checks. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.responders.grading import closed_day_claim


@pytest.mark.parametrize("claim, source, clash", [
    ("You can drop books off on Sunday afternoon.", "Book returns: Mon-Sat 8-6, closed Sundays.", "Sunday"),
    ("The pool is open on Mondays from 7.", "Pool hours: Tue-Sun 07:00-20:00. Mon closed for cleaning.", "Monday"),
    ("Deliveries come every day.", "We deliver Monday to Saturday; no service on Sundays.", "Sunday"),
    # guards: the claim is negative, the day is also open, the source never calls it closed
    ("It is closed on Sunday.", "Book returns: Mon-Sat 8-6, closed Sundays.", None),
    ("You can't drop books off on Sunday.", "Book returns: Mon-Sat 8-6, closed Sundays.", None),
    ("The shop opens on Sunday at 10.", "The cafe is closed on Sundays. The shop opens on Sunday 10-4.", None),
    ("Classes run on Tuesdays.", "Classes run on Tuesdays and Thursdays in term time.", None),
    ("The office opens at 9.", "The office is closed on Saturdays.", None),
])
def test_a_closed_day(claim, source, clash):
    found = closed_day_claim(claim, [source])
    assert (found and found[0]) == clash


def _reply(prompt):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(prompt).content.strip()


def test_a_grader_says_an_answer_on_a_closed_day_is_not_supported():
    assert _reply("Is the reply backed by the notice? Say BACKED or NOT_BACKED.\n"
                  "Notice: The recycling centre is open 8-4 Monday to Saturday and shut on Sundays.\n"
                  "Reply: The recycling centre is open on Sunday.") == "NOT_BACKED"


def test_a_grader_keeps_an_answer_on_an_open_day_supported():
    assert _reply("Is the reply backed by the notice? Say BACKED or NOT_BACKED.\n"
                  "Notice: The recycling centre is open 8-4 Monday to Saturday and shut on Sundays.\n"
                  "Reply: The recycling centre is open on Saturday.") == "BACKED"
