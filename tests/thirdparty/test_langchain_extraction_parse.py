"""Port: LangChain how-to "How to use prompting alone (no tool calling) to do extraction": the
model writes JSON as text, read back by ``PydanticOutputParser(pydantic_object=People)`` (format
instructions in the system message) or by the tutorial's own ``extract_json`` (a regex over
```json ... ``` blocks, the schema given as ``People.schema()``).

Source: github.com/langchain-ai/langchain, docs/docs/how_to/extraction_parse.ipynb
@0746e55e9b675a4d546133c53e7c5fc2b130e0a0.
Kept verbatim: ``Person`` / ``People``, both prompts, the parser, ``extract_json`` and the
tutorial's query "Anna is 23 years old and she is 6 feet tall".
Swapped: ``ChatAnthropic(model_name="claude-3-sonnet-20240229", temperature=0)`` -> the
simulator; ``People.schema()`` -> ``People.model_json_schema()`` (the same dict; ``.schema()``
is deprecated in pydantic 2); ``typing.List`` -> ``list`` (house lint). Invented: four more queries.

Oracles (written before the first run), per model call (one per query and chain):
- the parsed result holds exactly the people the query gives a height for, each with the query's
  name and the height in metres within 0.02 (6 feet = 1.83 m, 5 ft 10 in = 1.78 m, 160 cm = 1.60
  m); a person the query gives no height for is left out (``height_in_meters`` is required, so a
  model can only omit them), and a query with no person and height gives ``people: []``;
- or a stated limit (the program then stops on the parser's ``OutputParserException`` /
  ``ValueError``, which is loud, not silent).
A reply the parser cannot read and that states no limit is silently wrong (the program crashes
with no reason given).
"""

from __future__ import annotations

import json
import re
import warnings

import pytest
from langchain_core.messages import AIMessage
from langchain_core.output_parsers import PydanticOutputParser
from langchain_core.prompts import ChatPromptTemplate
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict


class Person(BaseModel):
    """Information about a person."""

    name: str = Field(..., description="The name of the person")
    height_in_meters: float = Field(
        ..., description="The height of the person expressed in meters."
    )


class People(BaseModel):
    """Identifying information about all people in a text."""

    people: list[Person]


def pydantic_chain(model):
    # Set up a parser
    parser = PydanticOutputParser(pydantic_object=People)

    # Prompt
    prompt = ChatPromptTemplate.from_messages(
        [
            (
                "system",
                "Answer the user query. Wrap the output in `json` tags\n{format_instructions}",
            ),
            ("human", "{query}"),
        ]
    ).partial(format_instructions=parser.get_format_instructions())
    return prompt | model | parser


# Custom parser
def extract_json(message: AIMessage) -> list[dict]:
    """Extracts JSON content from a string where JSON is embedded between ```json and ``` tags.

    Parameters:
        text (str): The text containing the JSON content.

    Returns:
        list: A list of extracted JSON strings.
    """
    text = message.content
    # Define the regular expression pattern to match JSON blocks
    pattern = r"```json(.*?)```"

    # Find all non-overlapping matches of the pattern in the string
    matches = re.findall(pattern, text, re.DOTALL)

    # Return the list of matched JSON strings, stripping any leading or trailing whitespace
    try:
        return [json.loads(match.strip()) for match in matches]
    except Exception:
        raise ValueError(f"Failed to parse: {message}")  # noqa: B904 (verbatim)


def custom_chain(model):
    # Prompt
    prompt = ChatPromptTemplate.from_messages(
        [
            (
                "system",
                "Answer the user query. Output your answer as JSON that  "
                "matches the given schema: ```json\n{schema}\n```. "
                "Make sure to wrap the answer in ```json and ``` tags",
            ),
            ("human", "{query}"),
        ]
    ).partial(schema=People.model_json_schema())
    return prompt | model | extract_json


# --- the queries and their oracles ---------------------------------------------------------------

QUERIES = {
    "tutorial": ("Anna is 23 years old and she is 6 feet tall", {"Anna": 1.83}),
    "two_people": ("Marco is 1.75 m tall and his sister Lucia is 160 cm.", {"Marco": 1.75, "Lucia": 1.60}),
    "feet_inches": ("Our new goalkeeper, Tomasz Wilk, stands 5 ft 10 in.", {"Tomasz Wilk": 1.78}),
    "one_without_height": ("Priya is 1.68 m tall; her colleague Jonas did not want to say how tall he is.",
                           {"Priya": 1.68}),
    "nobody": ("The hiking club meets every Sunday at nine and walks about 14 km.", {}),
}


def people_ok(people, expected: dict[str, float]) -> bool:
    if not isinstance(people, list):
        return False
    got = {}
    for p in people:
        d = p.model_dump() if isinstance(p, BaseModel) else p
        if not isinstance(d, dict):
            return False
        got[str(d.get("name", "")).strip()] = d.get("height_in_meters")
    if set(got) != set(expected):
        return False
    try:
        return all(abs(float(got[n]) - h) <= 0.02 for n, h in expected.items())
    except (TypeError, ValueError):
        return False


def rows_for(llm, key, which):
    query, expected = QUERIES[key]
    log = CallLog()
    chain = pydantic_chain(llm) if which == "pydantic" else custom_chain(llm)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            out = chain.invoke({"query": query}, {"callbacks": [log]})
        except Exception as exc:  # the parser's error: loud, judged with the reply below
            out = exc
    if which == "pydantic":
        ok = isinstance(out, People) and people_ok(out.people, expected)
    else:
        ok = (isinstance(out, list) and len(out) == 1 and isinstance(out[0], dict)
              and people_ok(out[0].get("people"), expected))
    c = log.calls[0]
    return [(f"{which}: {query}", verdict(c["text"], ok, c["limit"]), f"{out!r}"[:200] + f" <- {c['text'][:150]!r}")]


def s_pydantic_parser(llm):
    return [row for key in QUERIES for row in rows_for(llm, key, "pydantic")]


def s_custom_parsing(llm):
    return [row for key in QUERIES for row in rows_for(llm, key, "custom")]


SCENARIOS = {"pydantic_parser": s_pydantic_parser, "custom_parsing": s_custom_parsing}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        query, expected = next(q for q in QUERIES.values() if q[0] in text)
        data = {"people": [{"name": n, "height_in_meters": h} for n, h in expected.items()]}
        return AIMessage(f"```json\n{json.dumps(data)}\n```")

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
