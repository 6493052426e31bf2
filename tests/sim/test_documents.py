"""``documents``: the documents a prompt's context holds, split at their source markers."""

from __future__ import annotations

from course_lib.sim.documents import parse_documents


def test_parse_documents():
    found = parse_documents("[Source: a.md]\nThe ferry leaves at 8.\n\n[Source: b.md]\nTickets cost £5.")
    assert [d.body for d in found] == ["The ferry leaves at 8.", "Tickets cost £5."]
    assert parse_documents("") == ()
