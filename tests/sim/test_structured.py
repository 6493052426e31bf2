"""``structured``: the text a structured-output schema is read by (field names and descriptions)."""

from __future__ import annotations

from course_lib.sim.responders.structured import schema_text


def test_schema_text():
    schema = {"title": "Grade", "properties": {"binary_score": {"type": "string", "description": "yes or no"}}}
    assert schema_text(schema) == "binary score: yes or no"
    assert schema_text({"properties": {}}) == ""


def test_labels_named_after_a_labelling_verb():
    """A tags / labels list takes the names a text gives after "label ... as", "file ... under",
    "mark ... as", never the instruction's own words ("File", "receipt")."""
    import warnings

    from langchain_core.messages import HumanMessage as _Human
    from pydantic import BaseModel as _Model

    from course_lib.sim import SimulatedChatModel

    class Filing(_Model):
        labels: list[str]

    class Topics(_Model):
        topics: list[str]

    llm = SimulatedChatModel()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        filing = llm.with_structured_output(Filing).invoke([_Human("File this receipt under travel and meals.")])
        topics = llm.with_structured_output(Topics).invoke([_Human("Mark the article as science, space and the moon.")])
    assert [x.lower() for x in filing.labels] == ["travel", "meals"]
    assert [x.lower() for x in topics.topics] == ["science", "space", "moon"]
