"""A structured-output field that asks for a program in a formal language (SQL, Cypher, a regex)
gets the safe value ``""`` and a stated limit, never the question's keywords (issue 26, fourth
batch of ports: the SQL tutorial's ``QueryOutput.query``, "Syntactically valid SQL query.", was
filled with "stations"). Invented schemas, prompts and databases; fields that only mention a
language keep their readings, with no limit."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field
from typing_extensions import Annotated, TypedDict  # noqa: UP035

from course_lib import get_chat_model


class SqlAnswer(BaseModel):
    """A statement for the warehouse."""

    sql: str = Field(description="A SQLite statement that answers the question")


class GraphQuery(TypedDict):
    cypher_query: Annotated[str, ..., "A read-only Cypher query over the crew graph"]


ID_PATTERN = {
    "title": "IdPattern",
    "type": "object",
    "properties": {"pattern": {"type": "string", "description": "a regex pattern that matches every parcel id"}},
    "required": ["pattern"],
}

SCHEMA_TEXT = 'CREATE TABLE "Parcel" ("ParcelId" TEXT, "Depot" TEXT, "WeightKg" REAL);'


def reply(schema, messages):
    llm = get_chat_model("sim")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.with_structured_output(schema, include_raw=True).invoke(messages)
    return out, [str(w.message) for w in caught]


def value(parsed, key):
    return parsed[key] if isinstance(parsed, dict) else getattr(parsed, key)


@pytest.mark.parametrize(
    ("schema", "key", "messages"),
    [
        (SqlAnswer, "sql", [("system", f"You write SQLite for this schema:\n{SCHEMA_TEXT}"),
                            ("human", "Which depot handled the heaviest parcel?")]),
        (GraphQuery, "cypher_query", "Crew members are (:Sailor)-[:SERVES_ON]->(:Ship). "
                                     "Who serves on the Kittiwake?"),
        (ID_PATTERN, "pattern", "Parcel ids look like PX-20931 and PX-11872. Give me a pattern for them."),
    ],
    ids=["sql", "cypher", "regex"],
)
def test_a_code_field_is_the_safe_value_with_a_stated_limit(schema, key, messages):
    out, warned = reply(schema, messages)
    assert value(out["parsed"], key) == "", out["parsed"]
    limit = out["raw"].response_metadata.get("simulator_limit", "")
    assert limit.startswith("The offline simulator can't write the code"), limit
    assert any("write the code" in w for w in warned), warned


class Rewrite(BaseModel):
    search_query: str = Field(description="A search query for the Python documentation")


class Snippet(BaseModel):
    language: str = Field(description="The programming language of the snippet, e.g. Python or Go")


def test_a_field_that_only_mentions_a_language_is_no_code_field():
    out, _ = reply(Rewrite, "Rewrite this as a search query: how do I sort a dict by value in Python?")
    assert "sort" in value(out["parsed"], "search_query").lower()
    assert "write the code" not in out["raw"].response_metadata.get("simulator_limit", "")
    out, _ = reply(Snippet, "What language is this snippet in?\n\n```go\nfmt.Println(\"hi\")\n```")
    assert "write the code" not in out["raw"].response_metadata.get("simulator_limit", "")
