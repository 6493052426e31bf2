"""``documents``: the documents a prompt's context holds, split at their source markers."""

from __future__ import annotations

import pytest

from course_lib.sim.material.documents import parse_documents


def test_parse_documents():
    found = parse_documents("[Source: a.md]\nThe ferry leaves at 8.\n\n[Source: b.md]\nTickets cost £5.")
    assert [d.body for d in found] == ["The ferry leaves at 8.", "Tickets cost £5."]
    assert parse_documents("") == ()


# A list of document objects inside a prompt, not the whole of it (shapes3): invented documents.
_OBJECTS = (
    '[\n  {"page_content": "The ferry to Holm leaves at 07:40 from pier 2.", "metadata": {"source": "ferry.md"}},\n'
    '  {"page_content": "Bicycles travel free; dogs pay 3 euros.", "metadata": {"source": "fares.md"}}\n]'
)


@pytest.mark.parametrize("prompt, sources", [
    (f"Answer using these documents.\n{_OBJECTS}\n\nQuestion: when does the ferry leave", ["ferry.md", "fares.md"]),
    (f"Documents: {_OBJECTS}\nBe brief.", ["ferry.md", "fares.md"]),
    ("Use this:\n{'page_content': 'The ferry to Holm leaves at 07:40 from pier 2.', 'metadata': {'source': 'ferry.md'}}\n\nwhen?",
     ["ferry.md"]),  # a Python literal, one object with its metadata
    ('Reply with JSON like {"text": "the rewritten question goes here"}.\nQuestion: ferry times', []),  # an example, no source
    ('Return ["first query words", "second query words"]\n', []),  # a list of strings: no objects
])
def test_embedded_literal(prompt, sources):
    from course_lib.sim.material.documents import find

    spans, docs = find(prompt)
    assert [d.source for d in docs] == sources
    for start, end in spans:
        assert prompt[start] in "[{" and prompt[end - 1] in "]}"

