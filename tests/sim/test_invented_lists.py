"""A structured list the request asks the model to invent ("Generate a list of ...",
"Brainstorm ...") gets no items made of the request's own words: an empty list and a stated
limit (issue 26). Lists of sub-questions or queries are still decomposed."""

import warnings

from pydantic import BaseModel, Field

from course_lib import SimulatorLimitWarning, get_chat_model


class Names(BaseModel):
    names: list[str] = Field(description="candidate names")


class Ideas(BaseModel):
    ideas: list[str]


class SubQuestions(BaseModel):
    sub_questions: list[str] = Field(description="self-contained sub-questions, in order")


def _fill(schema, text):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = get_chat_model("sim").with_structured_output(schema).invoke(text)
    return out, [w for w in caught if issubclass(w.category, SimulatorLimitWarning)]


def test_brainstormed_names_are_not_the_request():
    out, stated = _fill(Names, "Brainstorm four names for a bakery that sells only rye bread.")
    assert out.names == [] and stated


def test_please_write_ideas():
    out, stated = _fill(Ideas, "Please write 5 ideas for a rainy-day picnic indoors")
    assert out.ideas == [] and stated


def test_sub_questions_are_still_decomposed():
    out, stated = _fill(SubQuestions, "Who founded the company that makes the Lumen kettle, and where was she born?")
    assert len(out.sub_questions) >= 2 and not stated
