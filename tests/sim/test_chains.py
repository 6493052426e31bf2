"""``chains``: a question whose second step needs the first's answer. Invented wordings."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.chains import is_chained


@pytest.mark.parametrize(("question", "chained"), [("Look up the author of Dune and then find their birthplace.", True),
                                                   ("What is the weather?", False)])
def test_is_chained(question, chained):
    assert is_chained(question) is chained
