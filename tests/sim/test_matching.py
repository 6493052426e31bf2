"""``matching``: a text's word forms and a question's concepts, its head concept. Invented wordings."""

from __future__ import annotations

import pytest

from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher, head_concept


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


def test_forms_and_concepts(matcher):
    assert matcher.forms("The gardens open") == {"garden", "open"}  # stemmed, stop words out
    question = matcher.analyse("When does the ferry leave?")
    assert [c.word for c in question.concepts] == ["When", "ferry", "leave"]
    assert head_concept(question).key == "ferry"
    assert matcher.forms("the and of") == frozenset()
