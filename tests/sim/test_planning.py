"""``planning``: a question decomposed into self-contained parts, pronouns replaced by what they
refer to. Invented wordings."""

from __future__ import annotations

import pytest

from course_lib.sim.request.planning import decompose, replace_pronouns


@pytest.mark.parametrize(
    ("question", "parts"),
    [("When does the museum open and how much is a ticket?", ["When does the museum open?", "How much is a ticket?"]),
     ("When does the museum open?", ["When does the museum open?"])],
)
def test_decompose(question, parts):
    assert decompose(question) == parts


def test_replace_pronouns():
    assert replace_pronouns("How tall is it?", "the Eiffel Tower") == "How tall is the Eiffel Tower?"
