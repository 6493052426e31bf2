"""A yes/no field no rule reads, in a request where no task was recognised (issue 26): a stated
limit, never a silent ``False``. Invented wordings; the negatives are flags a rule does read."""

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


class Check(BaseModel):
    passed: bool = Field(default=False, description="result of the check")
    note: str = Field(default="", description="why")


class Review(BaseModel):
    acceptable: bool = Field(description="verdict")


class Door(BaseModel):
    dogs_allowed: bool = Field(description="whether dogs may come in")


def _run(schema, prompt: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(schema, include_raw=True).invoke(prompt)
    return out["parsed"], out["raw"].response_metadata.get("simulator_limit")


UNREAD = [
    (Check, "Look over the reply below and say True when it is fine, False when it is not, with a reason.\n\n"
            "Customer asked: when does the pool open?\nReply: The pool opens at 7am on weekdays."),
    (Check, "Quality gate. Mark the output True or False.\n\nTask: translate 'gato' into English.\nOutput: cat"),
    (Review, "Is this haiku acceptable?\n\nold pond / a frog jumps in / the sound of water"),
    (Review, "Proof-read this sentence and give your verdict: 'Their going to the market tomorow.'"),
    (Check, "以下の翻訳を確認して、問題なければTrue、問題があればFalseと答えてください。\n原文: おはよう\n翻訳: Good morning"),
    (Review, "Audit the SQL and return your verdict.\n\nSELECT name FROM staff WHERE salary > 40000;"),
]


@pytest.mark.parametrize(("schema", "prompt"), UNREAD)
def test_a_flag_nothing_reads_states_a_limit(schema, prompt):
    _, limit = _run(schema, prompt)
    assert limit and "yes/no field" in limit


READ = [
    (Door, "Sorry, no dogs inside the café, only guide dogs.", False),
    (Door, "Dogs are welcome in the bar area.", True),
]


@pytest.mark.parametrize(("schema", "prompt", "expected"), READ)
def test_a_flag_a_rule_reads_states_none(schema, prompt, expected):
    parsed, limit = _run(schema, prompt)
    assert parsed.dogs_allowed is expected
    assert not limit


class Concepts(BaseModel):
    concepts_list: list[str] = Field(description="List of concepts")


class Tagged(BaseModel):
    keywords: list[str] = Field(description="keywords of the passage")


@pytest.mark.parametrize(("schema", "prompt"), [
    (Concepts, "Extract key concepts (excluding named entities) from the following text:\n\n"
               "Rewetting the peat stopped it from shrinking and releasing carbon.\n\nKey concepts:"),
    (Tagged, "Pull out the main keywords of this passage.\n\nThe orchard's cider press was rebuilt with oak "
             "beams and now presses two tonnes of apples a day."),
])
def test_a_words_list_asked_of_a_text_with_no_question_is_a_stated_limit(schema, prompt):
    """ports77 (graph RAG port): the question's own words were the answer, and with no question
    that was ``[]``, a text with no concepts, silently."""
    parsed, limit = _run(schema, prompt)
    assert limit, parsed
    assert list(parsed.model_dump().values()) == [[]]


def test_a_thing_field_described_as_coming_is_read_by_the_things_own_cue():
    """A flag named for a thing but described "whether a pram is coming" read the attendance cues only,
    which say nothing of "no pram": a limit on a right False (fix64d; the fifty-ninth set's
    schema-booking). The thing's own refusing cue reads it."""
    from typing import Annotated, TypedDict

    class Trip(TypedDict):
        people: Annotated[int, ..., "number of people"]
        pram: Annotated[bool, ..., "whether a pram is coming"]

    class Visit(TypedDict):
        bikes: Annotated[bool, ..., "whether bikes are coming with us"]

    for schema, text, field in [(Trip, "Four of us and no pram.", "pram"),
                                (Visit, "Just the two of us, and no bikes this time.", "bikes")]:
        parsed, limit = _run(schema, f"Extract the information from the text.\n\n{text}")
        assert parsed[field] is False and not limit, (parsed, limit)


def test_guard_an_attendance_field_still_reads_attendance():
    """Guard (passes before the change too): "attending" described "whether the guest is coming"."""
    from typing import Annotated, TypedDict

    class Rsvp(TypedDict):
        attending: Annotated[bool, ..., "whether the guest is coming"]

    assert _run(Rsvp, "Extract the information from the text.\n\nSorry, we can't make it.")[0]["attending"] is False
    assert _run(Rsvp, "Extract the information from the text.\n\nCount me in!")[0]["attending"] is True
