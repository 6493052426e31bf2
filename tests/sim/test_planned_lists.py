"""A list of objects that the request asks to be made ("Generate a plan for the report." ->
``sections: list[Section]``), with no document to take them from, is a stated limit and an empty
list, never an empty plan passed off as done or items made of the topic's words. Before (issue
26, seventh batch of ports: LangGraph's orchestrator-worker ``Sections``), "urban heat islands"
gave ``[]`` with no limit and "LLM scaling laws" one section named "LLM". Invented schemas; an
extraction of people from a text still lists them."""

from __future__ import annotations

import warnings

from pydantic import BaseModel, Field

from course_lib import get_chat_model


class Part(BaseModel):
    title: str = Field(description="Title of this part of the brochure.")
    summary: str = Field(description="What this part covers.")


class Outline(BaseModel):
    parts: list[Part] = Field(description="Parts of the brochure.")


class Person(BaseModel):
    name: str = Field(description="The person's name")


class People(BaseModel):
    people: list[Person] = Field(description="Everyone the text names")


def structured(schema, messages):
    llm = get_chat_model("sim")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.with_structured_output(schema, include_raw=True).invoke(messages)
    return out["parsed"], out["raw"].response_metadata.get("simulator_limit", ""), caught


def test_a_plan_to_make_is_a_stated_limit():
    for topic in ("the Hallam Valley cider trail", "Ada Okafor's pottery studio"):
        parsed, limit, caught = structured(
            Outline, [("system", "Create an outline for the brochure."), ("human", f"Here is the brochure topic: {topic}")])
        assert parsed.parts == []
        assert limit
        assert any("SimulatorLimitWarning" in type(w.message).__name__ for w in caught)


def test_people_named_in_a_text_are_still_extracted():
    # (a guard: passed before too)
    parsed, limit, _ = structured(
        People, [("system", "Extract the people the text names."), ("human", "Ada Okafor met Tomas Berg at the fair.")])
    assert {p.name for p in parsed.people} >= {"Ada Okafor", "Tomas Berg"}
