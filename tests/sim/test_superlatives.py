"""``superlatives``: the word a question ranks by. Invented wordings."""

from __future__ import annotations

import pytest

from course_lib.sim.superlatives import ranked_by_figure, ranking_word


@pytest.mark.parametrize(("question", "word"), [("Which is the cheapest room?", "cheapest"), ("Which room has a view?", "")])
def test_ranking_word(question, word):
    assert ranking_word(question) == word


def test_figure_superlatives_are_listed():
    assert "largest" in ranked_by_figure() and "scenic" not in ranked_by_figure()
