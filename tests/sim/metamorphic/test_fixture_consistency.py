"""Self-checks of the invented material (not of the simulator): every key fact a test expects is
really in every shape of its note, so a failing metamorphic test is a behaviour failure. These
always pass; leave them out when counting the simulator's score."""

from __future__ import annotations

import pytest

from tests.sim.metamorphic._notes import CASE_IDS, CASES, SHAPES
from tests.thirdparty._support import missing_facts


@pytest.mark.parametrize(("note", "question"), CASES, ids=CASE_IDS)
def test_fixture_facts_are_in_every_shape(note, question):
    for shape in SHAPES:
        text = " ".join(note.shape(shape).split())  # a fact may be wrapped across lines
        assert not missing_facts(text, question.facts), (shape, question.facts)
    assert not missing_facts(note.chinese(), question.facts_zh), question.facts_zh
    assert any(not missing_facts(r.en, question.facts) for r in note.rows)
    assert len(question.en) == 4 and question.zh
