"""``negation``: a text that says a negation, the spans a question negates, options named only under
a negation. Invented wordings."""

from __future__ import annotations

import pytest

from course_lib.sim.words.negation import (
    negated_options,
    negated_spans,
    said_only_negated,
    says_a_negation,
)


@pytest.mark.parametrize(("text", "expected"), [("The pool is not heated.", True), ("The pool is heated.", False)])
def test_says_a_negation(text, expected):
    assert says_a_negation(text) is expected


def test_negated_spans_and_options():
    q = "Which rooms are not booked?"
    assert [q[a:b] for a, b in negated_spans(q)] == ["booked"]
    assert negated_spans("Which rooms are booked?") == []
    assert negated_options(["urgent", "routine"], "this is not urgent") == {"urgent"}
    assert negated_options(["urgent", "routine"], "is this urgent or routine?") == set()  # a listing


@pytest.mark.parametrize(("text", "expected"), [("this isn't urgent", True), ("not urgent for me, but urgent for them", False),
                                                ("routine work", False)])
def test_said_only_negated(text, expected):
    assert said_only_negated("urgent", text) is expected
