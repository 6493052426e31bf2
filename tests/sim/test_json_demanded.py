"""respond._json_demanded: a prompt whose format instructions demand JSON (cue
``respond.json_demanded``: PydanticOutputParser's "formatted as a JSON instance that conforms to
the JSON schema below", "Respond only with valid JSON") and whose task, as read, replies in words
(a grade's "yes") states a limit instead of the bare word that breaks the program's parser.
Invented schemas and wordings."""

from __future__ import annotations

import pytest
from langchain_core.output_parsers import PydanticOutputParser
from pydantic import BaseModel, Field

from tests.sim._chat import ask_rag


class QuotedLines(BaseModel):
    """The lines of the minutes an answer relied on."""

    line_numbers: list[int] = Field(description="numbers of the lines relevant to the answer")
    quotes: list[str] = Field(description="the relevant lines, copied exactly")


MINUTES = ("1. The board met on 4 June.\n2. The roof repair was approved at 18,000 euros.\n"
           "3. The summer fair moves to the school field.")


def _prompt(instructions: str) -> str:
    return ("You find the exact lines of the given minutes that support a given answer. The relevance of "
            "each line to the answer must be clear, and each line must be copied exactly.\n\n"
            f"Used minutes: <minutes>{MINUTES}</minutes>\n\nUser question: <question>How much will the roof "
            "repair cost?</question>\n\nGiven answer: <answer>The roof repair costs 18,000 euros.</answer>\n\n"
            f"{instructions}")


def _checked(instructions: str, reply: str) -> tuple[str, str | None]:
    from langchain_core.messages import HumanMessage

    from course_lib.sim.chat import respond
    from course_lib.sim.reports import explain
    from course_lib.sim.request.reading import read_request

    with explain.collecting() as note:
        out = respond._json_demanded(read_request([HumanMessage(_prompt(instructions))], None, None), reply)
    return out, note["limit"]


DEMANDS = [
    PydanticOutputParser(pydantic_object=QuotedLines).get_format_instructions(),
    "Respond only with valid JSON holding the relevant line numbers and the quoted lines.",
    "The output must be valid JSON with the keys line_numbers and quotes.",
]


@pytest.mark.parametrize("instructions", DEMANDS)
def test_a_reply_in_words_to_a_json_demand_is_a_limit(instructions):
    out, limit = _checked(instructions, "yes")
    assert limit and "JSON" in limit and out == limit


@pytest.mark.parametrize("instructions", DEMANDS)
def test_a_json_reply_to_a_json_demand_is_kept(instructions):
    reply = '{"line_numbers": [2], "quotes": ["The roof repair was approved at 18,000 euros."]}'
    assert _checked(instructions, reply) == (reply, None)


def test_no_demand_no_limit():
    assert _checked("Say which lines the answer relies on.", "Line 2.") == ("Line 2.", None)


def test_a_reply_in_words_is_kept_where_no_json_is_demanded():
    reply, limits = ask_rag(MINUTES, "How much will the roof repair cost?")
    assert not limits and "18,000" in reply
