"""Structured fields the simulator used to fill silently wrong (issue 26, ports16), on invented
wordings: a string field whose description lists its options unquoted ("the options are: ...")
takes one of them or states a limit, never all of them joined; a number field that asks for a
rating on a scale ("Rate from 1-5 based on ...") with no rule judging it states a limit instead of
the scale's own numbers; a list of statements ("claims", "facts") states a limit instead of the
text's capitalised words; a list of integers filled with words, or of empty strings, states a limit
(no pydantic crash); a relevance score reads the scale from a prompt whose whole text was read as
its question."""

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


def _run(schema, prompt: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(schema, include_raw=True).invoke(prompt)
    return out["parsed"], out["raw"].response_metadata.get("simulator_limit")


class Ticket(BaseModel):
    kind: str = Field(description="The kind of the ticket, the options are: Hardware, Software, Network, or Access")


class Dish(BaseModel):
    course: str = Field(description="Which course this dish is; options are: Starter, Main, Dessert")


OPTIONS = [
    (Ticket, "Sort the ticket into one of the kinds below.\nTicket: my password expired and I cannot log in\nKind:",
     {"Hardware", "Software", "Network", "Access"}),
    (Dish, "Place the dish on the menu.\nDish: chocolate mousse with raspberries", {"Starter", "Main", "Dessert"}),
]


@pytest.mark.parametrize(("schema", "prompt", "options"), OPTIONS)
def test_listed_options_give_one_option_or_a_limit(schema, prompt, options):
    parsed, limit = _run(schema, prompt)
    value = next(iter(parsed.model_dump().values()))
    assert value in options or limit, value


class Review(BaseModel):
    fluency: int = Field(description="Rate from 1-5 based on how natural the translation reads.")
    fidelity: int = Field(description="Score between 0 and 10 for how faithfully it keeps the meaning.")


SCALED = [
    "Judge this translation.\nSource: Il pleut des cordes.\nTranslation: It is raining ropes.",
    "Evaluate the summary against the article below.\nArticle: The museum reopens on 4 May after repairs.\n"
    "Summary: The museum is closed for ever.",
]


@pytest.mark.parametrize("prompt", SCALED)
def test_a_rating_on_a_scale_no_rule_judges_states_a_limit(prompt):
    parsed, limit = _run(Review, prompt)
    assert limit and "scale" in limit
    assert parsed.fluency not in (1, 5) or parsed.fidelity not in (0, 10)  # not the scale's own ends


class Claims(BaseModel):
    claims: list[str] = Field(description="The factual claims the passage makes, each self-contained")


class Facts(BaseModel):
    facts: list[str] = Field(description="Atomic facts (Use Full Names, Not Pronouns)")


@pytest.mark.parametrize(("schema", "prompt"), [
    (Claims, "List the claims.\n\nThe Harbour Choir, founded by Ines Vale, sang in Tromsø and in Bergen in 2030."),
    (Facts, "Break the note into facts.\n\nOur Lisbon Office moves to the Rua Nova building next March."),
])
def test_a_list_of_statements_is_no_list_of_names(schema, prompt):
    parsed, limit = _run(schema, prompt)
    value = next(iter(parsed.model_dump().values()))
    assert value == [] and limit, value


class Picks(BaseModel):
    picks: list[int] = Field(description="Positions of the chosen passages")


class Steps(BaseModel):
    steps: list[str] = Field(description="List of sub-queries for a full analysis")


def test_a_list_of_integers_never_holds_words():
    parsed, limit = _run(Picks, "Pick the two passages that best disagree about the Norrvik ferry.\n"
                                "0: The Norrvik ferry is late...\n1: Norrvik riders praise...\n2: The Norrvik council...")
    assert all(isinstance(p, int) for p in parsed.picks)
    assert parsed.picks == [] and limit or parsed.picks


def test_a_list_of_empty_sub_queries_states_a_limit():
    parsed, limit = _run(Steps, "Generate 3 sub-questions for: ")
    assert "" not in parsed.steps
    assert parsed.steps or limit


class Relevance(BaseModel):
    score: float = Field(description="How relevant the page is to the query")


def test_the_scale_of_a_prompt_read_as_its_question():
    prompt = ("Given the query: 'tide times at Kessick harbour' and user context: 'I sail a dinghy', "
              "rate the relevance of this document on a scale of 1-10:\nDocument: High tide at Kessick harbour "
              "is at 06:40 and 19:05 today.\nRelevance score:")
    parsed, _ = _run(Relevance, prompt)
    assert 1 <= parsed.score <= 10
