"""``quantities``: the kind of value a question asks, the kinds a text states, questions told from
statements. Invented wordings."""

from __future__ import annotations

import pytest

from course_lib.sim.quantities import asked_type, is_question, value_types


@pytest.mark.parametrize(("question", "kind"), [("How much does the ticket cost?", "money"), ("Who wrote it?", None)])
def test_asked_type(question, kind):
    found = asked_type(question)
    assert (found[0] if found else None) == kind


def test_value_types_and_questions():
    assert {"money", "time", "date"} <= value_types("It costs £12 and starts at 9:30 on 3 May.")
    assert value_types("It is lovely.") == frozenset()
    assert is_question("Is it open?") and not is_question("It is open.")
