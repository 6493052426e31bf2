"""``structured``: the text a structured-output schema is read by (field names and descriptions)."""

from __future__ import annotations

from course_lib.sim.responders.structured import schema_text


def test_schema_text():
    schema = {"title": "Grade", "properties": {"binary_score": {"type": "string", "description": "yes or no"}}}
    assert schema_text(schema) == "binary score: yes or no"
    assert schema_text({"properties": {}}) == ""
