"""A table of retrieved chunks ("| # | score | chunk |", issue 26, the twenty-ninth set's X3): each row
is one document, its "#" the number and its text cell the body; "score", "distance", "id" are metadata,
never record fields quoted in a reply. The column names are data (``lexicons.yaml``
``chunk_text_columns`` / ``chunk_meta_columns``)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim.material.chunk_tables import rows

HITS = """| rank | distance | source | text |
|---|---|---|---|
| 1 | 0.12 | museum/hours.md | The museum opens at 09:30 and closes at 17:00, Tuesday to Sunday. |
| 2 | 0.19 | museum/tickets.md | Entry is free for under-12s; adults pay £8 and concessions £5. |
| 3 | 0.27 | museum/cafe.md | The rooftop cafe serves lunch from 12:00 until 14:30. |"""


def test_each_row_is_a_document():
    found = [d for _, _, d in rows(HITS)]
    assert [(d.number, d.source) for d in found] == [(1, "museum/hours.md"), (2, "museum/tickets.md"), (3, "museum/cafe.md")]
    assert found[1].body.startswith("Entry is free")


@pytest.mark.parametrize("table", [
    "| Name | Score | Club |\n|---|---|---|\n| Ana | 12 | Leeds |\n| Ben | 9 | York |",  # a results table: no text column
    "| id | text | author |\n|---|---|---|\n| 1 | hello there | me |\n| 2 | bye now | you |",  # 'author' is no metadata of ours
    "| # | chunk |\n|---|---|\n| 1 | only one row |",
])
def test_other_tables_are_not_chunk_tables(table):
    assert rows(table) == []


@pytest.mark.parametrize("question,want", [
    ("how much do adults pay", "£8"),
    ("what time does the cafe stop serving lunch", "14:30"),
])
def test_a_reply_quotes_the_chunk_not_its_metadata(question, want):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([HumanMessage(f"Search results:\n\n{HITS}\n\nUsing the results above, answer: {question}")])
    assert want in out.content and "distance" not in out.content and "0.19" not in out.content, out.content
