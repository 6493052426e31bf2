"""``parser_instructions``: an output parser's format instructions in a prompt (issue 26, the
fifty-sixth set's UL2) are the reply's schema, not material: LangChain's fixed text ("The output
should be formatted as a JSON instance ...", its "foo" example, "Here is the output schema:" and
the schema in a code fence) is cut out of the prompt and the reply is an object of that schema,
its ``answer`` field holding the grounded reply. Invented models and notes (a kayak club, a
bakery's opening hours); the format text is built by LangChain itself."""

from __future__ import annotations

import json
import warnings

import pytest
from langchain_core.output_parsers import JsonOutputParser, PydanticOutputParser
from langchain_core.prompts import ChatPromptTemplate
from pydantic import BaseModel, Field

from course_lib import SimulatorLimitWarning
from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.parser_instructions import block, without


class ClubAnswer(BaseModel):
    answer: str = Field(description="the answer to the member's question")


class PriceAnswer(BaseModel):
    answer: str = Field(description="a short answer")
    price_pounds: float | None = Field(default=None, description="the hire price in pounds, if one is asked")


CLUB = ("Harbour kayak club - rules\n"
        "Sessions run Tuesday and Thursday evenings from 6pm to 8pm.\n"
        "Hire of a single kayak costs 12 pounds per session.\n"
        "Buoyancy aids must be worn on the water at all times.")

BAKERY = ("Corner bakery - opening hours\nMonday to Friday 7am to 5pm.\nSaturday 8am to 2pm.\nClosed on Sundays.\n"
          "Sourdough loaves sell out by 11am on Saturdays.")


def _chain(parser, notes, question, system="Answer from the notes only.\n{format_instructions}\n\nNotes:\n{notes}"):
    prompt = ChatPromptTemplate.from_messages([("system", system), ("human", "{q}")]).partial(
        format_instructions=parser.get_format_instructions())
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        msg = (prompt | SimulatedChatModel()).invoke({"notes": notes, "q": question})
    said = [str(w.message) for w in caught if issubclass(w.category, SimulatorLimitWarning)]
    return msg, said


# --- the block itself -----------------------------------------------------------------------------

@pytest.mark.parametrize("parser", [PydanticOutputParser(pydantic_object=PriceAnswer),
                                    JsonOutputParser(pydantic_object=PriceAnswer)], ids=["pydantic", "json"])
def test_the_block_and_its_schema_are_found(parser):
    text = f"Answer the member.\n{parser.get_format_instructions()}\n\nNotes:\n{CLUB}"
    found = block(text)
    assert found is not None and set(found.schema["properties"]) == {"answer", "price_pounds"}
    rest = without(text, found)
    assert "foo" not in rest and "output schema" not in rest and "STRICT" not in rest
    assert rest.startswith("Answer the member.") and CLUB in rest


@pytest.mark.parametrize("text", [
    "Answer the member in one sentence.\n\n" + CLUB,  # no instructions
    'Reply with a JSON object like {"foo": ["bar"]}.',  # a JSON example of its own: not the parser's block
    "The output should be formatted as a JSON instance that conforms to the JSON schema below.\n\n"
    "Here is the output schema:\n```\n{not json}\n```",  # a schema it cannot read
])
def test_no_block(text):
    """A guard (passes before the change too: the module is new, this pins its refusals)."""
    assert block(text) is None


# --- through prompt | llm | parser ----------------------------------------------------------------

def test_a_pydantic_parser_chain_gets_an_object_of_its_schema():
    parser = PydanticOutputParser(pydantic_object=ClubAnswer)
    msg, said = _chain(parser, CLUB, "do i have to wear a buoyancy aid")
    parsed = parser.invoke(msg)
    assert "Buoyancy aids must be worn" in parsed.answer
    assert not said and "foo" not in msg.content


def test_an_optional_number_field_is_read_or_left_null():
    parser = PydanticOutputParser(pydantic_object=PriceAnswer)
    msg, _ = _chain(parser, CLUB, "how much to hire a single kayak")
    parsed = parser.invoke(msg)
    assert "12 pounds" in parsed.answer and parsed.price_pounds in (12.0, None)


def test_a_json_parser_with_a_model_too():
    parser = JsonOutputParser(pydantic_object=ClubAnswer)
    msg, said = _chain(parser, BAKERY, "are you open on sundays",
                       system="You answer customers of the bakery.\n\n{notes}\n\n{format_instructions}")
    obj = json.loads(msg.content)
    assert set(obj) == {"answer"} and "Sunday" in obj["answer"] and not said


def test_the_answer_is_the_plain_replys():
    """The schema's answer field holds what the same prompt without the format text replies."""
    parser = PydanticOutputParser(pydantic_object=ClubAnswer)
    msg, _ = _chain(parser, BAKERY, "what time do you open on saturday")
    prompt = ChatPromptTemplate.from_messages([("system", "Answer from the notes only.\n\nNotes:\n{notes}"),
                                               ("human", "{q}")])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        plain = (prompt | SimulatedChatModel()).invoke({"notes": BAKERY, "q": "what time do you open on saturday"})
    assert parser.invoke(msg).answer == plain.content


def test_guard_a_schema_with_list_fields_is_left_to_the_limit():
    """Guard, from make test's reliable-RAG port (a highlight schema of doc ids and verbatim segments
    was filled with the question's words by the first version): a list field keeps the old reading."""
    from langchain_core.output_parsers import PydanticOutputParser
    from pydantic import BaseModel, Field

    from course_lib.sim.request.parser_instructions import block

    class Picked(BaseModel):
        ids: list[str] = Field(description="ids of the notes used")
        quote: str

    assert block(PydanticOutputParser(pydantic_object=Picked).get_format_instructions()) is None


@pytest.mark.parametrize("ids_type", [list[str] | None, list[int] | None], ids=["optional-str-list", "optional-int-list"])
def test_an_optional_list_field_is_a_list_field_too(ids_type):
    """Fails before the review's ``_is_list``: Pydantic writes ``Optional[list[str]]`` as ``anyOf`` of an array and
    null, which the first guard (``"type": "array"`` only) let through to be filled like a plain field."""
    from pydantic import create_model

    picked = create_model("Picked", ids=(ids_type, Field(default=None, description="ids of the notes used")),
                          quote=(str, ...))
    assert block(PydanticOutputParser(pydantic_object=picked).get_format_instructions()) is None
