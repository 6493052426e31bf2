"""Port: the LangChain docs' "Build an Extraction Chain" and "Classify Text into Labels" (tagging)
tutorials: a prompt | model.with_structured_output(schema) chain, no retrieval.

Source: github.com/langchain-ai/langchain, docs/docs/tutorials/extraction.ipynb and
docs/docs/tutorials/classification.ipynb, commit 0d766b6a60fd05475e49c5e94371838ed34f81e5;
https://python.langchain.com/docs/tutorials/extraction/ and .../classification/.

Kept verbatim: the extraction system prompt and ``("human", "{text}")``, the ``Person`` schema
(optional fields with descriptions) and ``Data(people: List[Person])``; the tagging prompt
("Extract the desired information from the following passage ...") and both ``Classification``
schemas (free strings, then enums); every example input of both tutorials.
Swapped: ``ChatOpenAI`` / ``init_chat_model`` -> the simulator.

What the tutorials' outputs show and the simulator gives too: ``Person(name='Alan Smith',
hair_color='blond', height_in_meters='1.83')`` (6 feet in metres), the people of a passage one by
one, a language for a Spanish passage, enum values for the finer-control schema. What it cannot:
read the sentiment of a Spanish passage (its sentiment lexicon is English), and resolve "the same
color hair as me" to Jeff's colour (no coreference); those two are strict xfails in
``KNOWN_LIMITS``. Its English sentiment is checked on passages of our own.
"""

from __future__ import annotations

from typing import List, Optional  # noqa: UP035 (the tutorial's own imports, kept verbatim)

import pytest
from langchain_core.prompts import ChatPromptTemplate
from pydantic import BaseModel, Field

from tests.thirdparty._support import sim_llm

# --- extraction tutorial ------------------------------------------------------------------------


class Person(BaseModel):
    """Information about a person."""

    # ^ Doc-string for the entity Person.
    # This doc-string is sent to the LLM as the description of the schema Person,
    # and it can help to improve extraction results.

    # Note that:
    # 1. Each field is an `optional` -- this allows the model to decline to extract it!
    # 2. Each field has a `description` -- this description is used by the LLM.
    # Having a good description can help improve extraction results.
    name: Optional[str] = Field(default=None, description="The name of the person")  # noqa: UP045
    hair_color: Optional[str] = Field(  # noqa: UP045
        default=None, description="The color of the person's hair if known"
    )
    height_in_meters: Optional[str] = Field(  # noqa: UP045
        default=None, description="Height measured in meters"
    )


class Data(BaseModel):
    """Extracted data about people."""

    # Creates a model so that we can extract multiple entities.
    people: List[Person]  # noqa: UP006


# Define a custom prompt to provide instructions and any additional context.
# 1) You can add examples into the prompt template to improve extraction quality
# 2) Introduce additional parameters to take context into account (e.g., include metadata
#    about the document from which the text was extracted.)
prompt_template = ChatPromptTemplate.from_messages(
    [
        (
            "system",
            "You are an expert extraction algorithm. "
            "Only extract relevant information from the text. "
            "If you do not know the value of an attribute asked to extract, "
            "return null for the attribute's value.",
        ),
        # Please see the how-to about improving performance with
        # reference examples.
        # MessagesPlaceholder('examples'),
        ("human", "{text}"),
    ]
)


@pytest.fixture(scope="module")
def llm():
    return sim_llm()


def test_extracts_one_person(llm):
    structured_llm = llm.with_structured_output(schema=Person)
    text = "Alan Smith is 6 feet tall and has blond hair."
    prompt = prompt_template.invoke({"text": text})
    person = structured_llm.invoke(prompt)
    assert person == Person(name="Alan Smith", hair_color="blond", height_in_meters="1.83")


def test_extracts_every_person(llm):
    structured_llm = llm.with_structured_output(schema=Data)
    text = "My name is Jeff, my hair is black and i am 6 feet tall. Anna has the same color hair as me."
    prompt = prompt_template.invoke({"text": text})
    data = structured_llm.invoke(prompt)
    assert [p.name for p in data.people] == ["Jeff", "Anna"]
    assert data.people[0] == Person(name="Jeff", hair_color="black", height_in_meters="1.83")
    assert data.people[1].height_in_meters is None  # the passage gives no height for Anna


def test_coreference_gives_anna_jeffs_hair_colour(llm):
    structured_llm = llm.with_structured_output(schema=Data)
    text = "My name is Jeff, my hair is black and i am 6 feet tall. Anna has the same color hair as me."
    data = structured_llm.invoke(prompt_template.invoke({"text": text}))
    assert data.people[1].hair_color == "black"


def test_a_field_the_text_does_not_give_is_null(llm):
    structured_llm = llm.with_structured_output(schema=Person)
    person = structured_llm.invoke(prompt_template.invoke({"text": "Dr. Okafor has curly grey hair."}))
    assert person.hair_color == "curly grey"
    assert person.height_in_meters is None


# --- tagging tutorial ---------------------------------------------------------------------------

tagging_prompt = ChatPromptTemplate.from_template(
    """
Extract the desired information from the following passage.

Only extract the properties mentioned in the 'Classification' function.

Passage:
{input}
"""
)


class Classification(BaseModel):
    sentiment: str = Field(description="The sentiment of the text")
    aggressiveness: int = Field(
        description="How aggressive the text is on a scale from 1 to 10"
    )
    language: str = Field(description="The language the text is written in")


class FinerClassification(BaseModel):
    sentiment: str = Field(..., json_schema_extra={"enum": ["happy", "neutral", "sad"]})
    aggressiveness: int = Field(
        ...,
        description="describes how aggressive the statement is, the higher the number the more aggressive",
        json_schema_extra={"enum": [1, 2, 3, 4, 5]},
    )
    language: str = Field(
        ..., json_schema_extra={"enum": ["spanish", "english", "french", "german", "italian"]}
    )


HAPPY_ES = "Estoy increiblemente contento de haberte conocido! Creo que seremos muy buenos amigos!"
ANGRY_ES = "Estoy muy enojado con vos! Te voy a dar tu merecido!"


def test_tagging_reads_the_language_of_the_tutorials_passages(llm):
    tagging_chain = tagging_prompt | llm.with_structured_output(Classification)
    for inp in (HAPPY_ES, ANGRY_ES):
        res = tagging_chain.invoke({"input": inp})
        assert res.language == "Spanish"
        assert 1 <= res.aggressiveness <= 10


def test_tagging_reads_the_sentiment_of_a_spanish_passage(llm):
    tagging_chain = tagging_prompt | llm.with_structured_output(Classification)
    assert tagging_chain.invoke({"input": HAPPY_ES}).sentiment == "positive"


ENGLISH = [
    ("I can't believe you broke my bike again, this is the last time I lend you anything!", "negative", (6, 10)),
    ("What a lovely surprise, thank you so much for the flowers.", "positive", (1, 2)),
    ("The train leaves from platform four at ten past nine.", "neutral", (1, 2)),
]


@pytest.mark.parametrize(("inp", "sentiment", "aggression"), ENGLISH)
def test_tagging_english_passages(llm, inp, sentiment, aggression):
    res = (tagging_prompt | llm.with_structured_output(Classification)).invoke({"input": inp})
    assert res.sentiment == sentiment
    assert aggression[0] <= res.aggressiveness <= aggression[1]
    assert res.language == "English"


def test_finer_control_keeps_to_the_enums(llm):
    chain = tagging_prompt | llm.with_structured_output(FinerClassification)
    res = chain.invoke({"input": "Weather is ok here, I can go outside without much more than a coat"})
    assert res.language == "english"
    assert res.sentiment in ("happy", "neutral")
    assert res.aggressiveness in (1, 2)
    res = chain.invoke({"input": ANGRY_ES})
    assert res.language == "spanish"
    res = chain.invoke({"input": "You ruined everything and I am furious with you. Get out!"})
    assert res.sentiment == "sad" and res.aggressiveness >= 4
