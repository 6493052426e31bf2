"""An earlier output handed back to be rewritten in the format the instructions ask for (issue 26,
twenty-ninth batch of ports: LangChain's ``OutputFixingParser`` got ``{'name': 'Tom Hanks',
'film_names': ['Forrest Gump']}`` back and the simulator filled the format instructions' "foo"
example instead). When the earlier output holds every value of the schema in another notation, the
reply is those values as the schema's JSON object; when a value is missing or of another type, the
usual reply and its stated limit stand. Invented schemas, wordings and notations (a city record, a
book's lines, a choir's members), none of the port's."""

from __future__ import annotations

import json
import warnings

import pytest
from langchain_core.output_parsers import PydanticOutputParser
from pydantic import BaseModel, Field

from course_lib import get_chat_model


class City(BaseModel):
    city: str = Field(description="the city's name")
    population: int = Field(description="number of residents")


class Book(BaseModel):
    title: str = Field(description="the book's title")
    pages: int = Field(description="page count")
    in_print: bool = Field(description="whether it is still in print")


class Choir(BaseModel):
    choir: str = Field(description="name of the choir")
    members: list[str] = Field(description="first names of the members")


def _instructions(model) -> str:
    return PydanticOutputParser(pydantic_object=model).get_format_instructions()


def _own_wording(model, earlier: str) -> str:
    """A repair prompt in other words than LangChain's."""
    return (f"{_instructions(model)}\n\nYour previous output could not be parsed.\n"
            f"Previous output:\n{earlier}\n\nRewrite it so that it follows the format above.")


def _fix_wording(model, earlier: str) -> str:
    """The wording of LangChain's ``NAIVE_FIX`` prompt, other error text."""
    return (f"Instructions:\n--------------\n{_instructions(model)}\n--------------\nCompletion:\n--------------\n"
            f"{earlier}\n--------------\n\nAbove, the Completion did not satisfy the constraints given in the "
            "Instructions.\nError:\n--------------\nOutputParserException('Invalid json output')\n--------------\n\n"
            "Please try again. Please only respond with an answer that satisfies the constraints laid out in "
            "the Instructions:")


CASES = [
    (_own_wording(City, "{'city': 'Ghent', 'population': 262219}"), {"city": "Ghent", "population": 262219}),
    (_fix_wording(Book, "title: The Copper Orchard\npages: 312\nin_print: false"),
     {"title": "The Copper Orchard", "pages": 312, "in_print": False}),
    (_fix_wording(Choir, "{'choir': 'Harbour Voices', 'members': ['Ada', 'Bo', 'Cyril']}"),
     {"choir": "Harbour Voices", "members": ["Ada", "Bo", "Cyril"]}),
    (_own_wording(Book, '```json\n{"title": "Salt and Stone", "pages": "208", "in_print": true}\n```'),
     {"title": "Salt and Stone", "pages": 208, "in_print": True}),
]


@pytest.mark.parametrize(("prompt", "expected"), CASES)
def test_the_earlier_values_written_as_the_schema(prompt, expected):
    from course_lib.sim.responders.completion_repair import repaired

    assert repaired(prompt) == expected


@pytest.mark.parametrize(("prompt", "expected"), CASES)
def test_the_model_replies_with_the_rewritten_object_and_no_limit(prompt, expected):
    llm = get_chat_model("sim")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        reply = llm.invoke(prompt)
    assert json.loads(reply.content) == expected
    assert not reply.response_metadata.get("simulator_limit"), caught


NEGATIVES = [
    # a required value missing: it must come from elsewhere (the usual reply and its limit stand)
    _fix_wording(City, "{'city': 'Ghent'}"),
    # a key the schema lacks
    _own_wording(City, "{'city': 'Ghent', 'population': 262219, 'mayor': 'Ines'}"),
    # a value of another type
    _fix_wording(Book, "title: The Copper Orchard\npages: many\nin_print: false"),
    # no sentence that says the output failed: a prompt that merely shows an output
    f"{_instructions(City)}\n\nOutput:\n{{'city': 'Ghent', 'population': 262219}}\n\nWhat is the population of Ghent?",
    # no format instructions
    "Your previous output could not be parsed.\nPrevious output:\n{'city': 'Ghent', 'population': 262219}\n",
]


@pytest.mark.parametrize("prompt", NEGATIVES)
def test_no_rewrite_without_the_whole_object_a_failure_and_a_schema(prompt):
    """Guards of the new reader (on start79 the module does not exist)."""
    from course_lib.sim.responders.completion_repair import repaired

    assert repaired(prompt) is None
