"""A worked product or total that drops a count of the question is no answer (``workings.worked``,
``_counts_unused``; issue 26, my own fresh allotment notes): "two full plots and one half plot for
three years" was worked as "3 x 45" and replied "135 pounds", silently. Now the working is
``Unworked`` and the reply a stated limit. Counts the working uses (its operands, its multiplier,
a total's number of operands), dates, clock times and labels ("zone 4") are no unused counts.
Notes and questions invented here; the behaviour cases fail on f9fd9ffa."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import workings

NOTES = ("Canal boat hire\n"
         "A narrowboat costs 120 pounds a day and a day boat costs 60 pounds a day.\n"
         "Life jackets cost 5 pounds each.")


@pytest.mark.parametrize("question", [
    "What would two narrowboats and one day boat cost for four days?",
    "What would two narrowboats cost for five days?",
])
def test_a_working_that_drops_a_count_is_unworked(question):
    assert isinstance(workings.worked(question, [NOTES]), workings.Unworked)


@pytest.mark.parametrize("question, result", [
    ("How much is a narrowboat for 3 days?", "360"),
    ("What do 4 life jackets cost?", "20"),
])
def test_a_working_that_uses_every_count_stands(question, result):
    done = workings.worked(question, [NOTES])
    assert isinstance(done, workings.Worked) and result in done.result, done
