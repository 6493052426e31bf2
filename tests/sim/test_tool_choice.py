"""``tool_choice``: a tool description's clauses read as what it is for and what not. Invented
descriptions."""

from __future__ import annotations

from course_lib.sim.tools.tool_choice import description_clauses


def test_description_clauses():
    assert description_clauses("Search the notes. Use it for course questions. Do not use it for arithmetic.") == [
        ("neutral", "Search the notes."), ("positive", "Use it for course questions."),
        ("negative", "Do not use it for arithmetic.")]
    assert description_clauses("") == []
