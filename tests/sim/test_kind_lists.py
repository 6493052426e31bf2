"""A list of strings whose description names a kind no reader knows ("programming languages the
text mentions") takes the text's proper names, else the items of a list the text writes, else
``[]`` with a stated limit (issue 26): never the text's content words ('rewrote', 'billing',
'service', ... as "languages", before)."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field


class Stack(BaseModel):
    languages: list[str] = Field(description="programming languages the text mentions")


class Tools(BaseModel):
    tools: list[str] = Field(description="the software tools the text names")


class Pantry(BaseModel):
    items: list[str] = Field(description="the foods named in the text")


def _parse(schema, text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out, limits


@pytest.mark.parametrize("schema,text,field,want", [
    (Stack, "Our backend moved from Java to Kotlin, and the data team still uses Scala.", "languages",
     ["Java", "Kotlin", "Scala"]),
    (Tools, "We replaced Jenkins with GitHub Actions and kept Terraform.", "tools", ["Jenkins", "GitHub Actions", "Terraform"]),
    (Pantry, "Mix the rice, lentils and onions, then add water.", "items", ["rice", "lentils", "onions"]),
])
def test_a_kind_list_takes_names_or_the_texts_list(schema, text, field, want):
    out, _ = _parse(schema, text)
    assert getattr(out, field) == want, out


def test_no_item_of_the_kind_is_an_empty_list_with_a_limit():
    out, limits = _parse(Stack, "honestly we write everything in whatever language the team likes best.")
    assert out.languages == [] and limits, (out, limits)
