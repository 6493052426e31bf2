"""``grounded.before_after``: a value before an event worked from the value after it and the event's own
amount (issue 26, fix59b; the fifty-fourth set's pta-before-quiz). Invented club notes; every row but
the guards fails on cb72417e (where the module did not exist)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.before_after import worked

NOTES = ("Choir committee notes\nKitty: £960 after the spring concert (the concert raised £415).\n"
         "Reserve fund: $1,200 after the roof repair (the repair cost $380).\nRaffle prizes were donated.")


@pytest.mark.parametrize(("question", "start"), [
    ("how much was in the kitty before the concert", "£545:"),
    ("what was the reserve fund before the roof repair", "$1,580:"),
])
def test_the_value_before(question, start):
    got = worked(question, [NOTES])
    assert got is not None and got.startswith(start), got


@pytest.mark.parametrize("question", [
    "how much is in the kitty now",  # guard: no "before" asked
    "what was the kitty before the summer fete",  # guard: another event
    "what was the reserve fund before the concert",  # guard: the concert's line states the kitty, not the fund
])
def test_guard_nothing_worked(question):
    assert worked(question, [NOTES]) is None
