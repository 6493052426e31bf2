"""``superlatives``: the word a question ranks by. Invented wordings."""

from __future__ import annotations

import pytest

from course_lib.sim.material.superlatives import ranked_by_figure, ranking_word, table_rows


@pytest.mark.parametrize(("question", "word"), [("Which is the cheapest room?", "cheapest"), ("Which room has a view?", "")])
def test_ranking_word(question, word):
    assert ranking_word(question) == word


def test_figure_superlatives_are_listed():
    assert "largest" in ranked_by_figure() and "scenic" not in ranked_by_figure()


def test_table_rows_are_each_tables_rows_as_column_cell_pairs_capped():
    body = "| Kiln | Firings |\n|---|---|\n| North | 14 |\n| South | 9 |\n| East | 3 |\n"
    rows = table_rows([body, "No table in this note."], 2)
    assert rows == [[("Kiln", "North"), ("Firings", "14")], [("Kiln", "South"), ("Firings", "9")]]
    assert len(table_rows([body], 300)) == 3
