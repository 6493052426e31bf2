"""A claim that widens a noun the sources narrow is no support (``course_lib.sim.words.
quantifier_scope.widened_scope`` in ``grading.grounded``; issue 26, the thirty-seventh set's FF12):
"every Saturday" against "the last Saturday of the month", "all rooms" against "selected rooms".
Wordings of my own."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.words.quantifier_scope import widened_scope


@pytest.mark.parametrize("claim, source, clash", [
    ("The market runs every Saturday.", "The farmers' market runs on the last Saturday of the month.", "every Saturday"),
    ("All rooms have a balcony.", "Selected rooms have a balcony.", "All rooms"),
    ("Each student gets a laptop.", "Some students get a laptop on loan.", "Each student"),
    ("Any guest may use the sauna.", "Certain guests may use the sauna after 6pm.", "Any guest"),
    # guards: the sources say it unrestricted too, never name the noun, or the claim is as narrow
    ("All rooms have a balcony.", "All rooms have a balcony; some rooms also have a bath.", None),
    ("The gym is open every day.", "The gym is open every day from 6am.", None),
    ("Each guest gets a towel.", "Guests get a towel at check-in.", None),
    ("Selected rooms have a balcony.", "Selected rooms have a balcony.", None),
    ("The bins go out every week.", "Recycling is collected on Tuesdays.", None),
])
def test_a_widened_scope(claim, source, clash):
    found = widened_scope(claim, [source])
    assert (found and found[0]) == clash


def _reply(prompt):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(prompt).content.strip()


def test_a_grader_says_a_widened_claim_is_not_backed():
    assert _reply("Is the reply backed by the notice? Say BACKED or NOT_BACKED.\n"
                  "Notice: Guided tours of the castle run on the second Tuesday of every month.\n"
                  "Reply: Guided tours of the castle run every Tuesday.") == "NOT_BACKED"


def test_a_grader_keeps_a_claim_as_narrow_as_the_source_backed():
    assert _reply("Is the reply backed by the notice? Say BACKED or NOT_BACKED.\n"
                  "Notice: Guided tours of the castle run on the second Tuesday of every month.\n"
                  "Reply: Guided tours of the castle run on the second Tuesday of the month.") == "BACKED"
