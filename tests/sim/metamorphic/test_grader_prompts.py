"""Graders and search decisions on material the other suites never use (issue 14, classes 4, 7
and 9): grading prompts phrased as public tutorials phrase them, in other words ("binary
score", "score 1-10", "True/False", JSON {"relevant": ...}, pydantic schemas with field
descriptions, a lenient "mentions keywords" prompt); documents that share only generic words
with the question, or one ordinary word of a two-word topic; answers that are complete, that
restate the question without the value it asks for, that answer another question of the same
note, or refuse; and agents given requests of two ordered steps.

Every note, question and prompt here is invented for this file (a pottery studio, a paddle
club, a choir, a dental practice), none is taken from data/ or from the other suites. The
properties: the same verdict whatever the phrasing or schema; numeric scores ordered relevant
> loosely related > unrelated; an answer is useful only if it gives what was asked (a date for
"when", a number for "how many", a place for "where"); a two-step request makes a second
search with what the first one found, and stops.
"""

from __future__ import annotations

import json
import re
from typing import Literal

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from tests.sim.metamorphic._checks import assert_answer, sim, text_of

KILN = """# Glaze firing at the Fernhill pottery studio

The glaze kiln fires to 1,240 °C, and a glaze firing takes eleven hours including the slow
cool-down. Pieces for the glaze firing go on the shelf by the sink by Tuesday noon.

Wax the foot of every pot first, or the glaze welds it to the kiln shelf.
"""

KAYAK = """# Sea kayaking with the Marlow Paddle Club

- The club paddles from Shingle Cove every Saturday at 8:30.
- Rinse spray skirts and paddles with fresh water after each sea trip.
- The boathouse key hangs in the cafe behind the till; sign it out in the logbook.
- The club owns 14 sea kayaks, stored on the racks behind the boathouse.
"""

CHOIR = """Riverside Community Choir, rehearsal notes.

Rehearsals run on Wednesday evenings from 19:00 to 21:00 in the library hall. Each singer
pays a subscription of £45 per term. Warm-ups begin with lip trills for five minutes before
the first piece.
"""

GENERIC = """# Notes from the week

Most of the time this week went into small jobs. People asked a lot of questions, and the
usual things needed doing before the end of the day. Next week should be quieter.
"""

DENTIST = """# Practice update

The dental practice has a new schedule: appointments now start at 8:00 and the last
check-up is booked for 17:30. Bring your insurance card to every visit.
"""

BAKERY = """The loaf is baked at 230 °C for the first twenty minutes, then at 210 °C until the crust
is deep brown."""

NOTES = {"kiln": KILN, "kayak": KAYAK, "choir": CHOIR, "generic": GENERIC, "dentist": DENTIST,
         "bakery": BAKERY}

# (question, document, relevant?)
RELEVANCE = [
    ("How hot does the glaze kiln get?", "kiln", True),
    ("Where is the boathouse key kept?", "kayak", True),
    ("How much does a singer pay per term for the choir?", "choir", True),
    ("How hot does the glaze kiln get?", "kayak", False),  # nothing shared
    ("How much time do singers spend on warm-ups each week?", "generic", False),  # generic words only
    ("choir rehearsal schedule", "dentist", False),  # one ordinary word of a three-word topic
    ("What temperature does the glaze kiln reach?", "bakery", False),  # only the kind of value
]
RELEVANCE_IDS = ["kiln", "boathouse", "subscription", "unrelated", "generic-words", "one-word-of-topic",
                 "value-kind-only"]


class PassageVerdict(BaseModel):
    """Binary verdict on one passage."""

    binary_score: Literal["yes", "no"] = Field(
        description="'yes' if the passage is pertinent to the user's query, otherwise 'no'")


class Rating(BaseModel):
    score: int = Field(description="How relevant the context is to the question, from 1 (unrelated) to 10 (answers it)")


class SnippetAssessment(BaseModel):
    """Assessment of one retrieved snippet."""

    reasoning: str = Field(description="One sentence explaining the assessment")
    is_relevant: bool = Field(description="Whether the snippet contains information that helps answer the query")


def _yes_no(text: str) -> bool:
    word = re.search(r"[A-Za-z]+", text or "")
    assert word, f"no verdict in {text!r}"
    return word.group(0).lower() in ("yes", "true", "relevant")


def _binary(llm, doc, q):
    out = llm.with_structured_output(PassageVerdict).invoke([
        SystemMessage("You check passages returned by a search engine for an assistant. Give a binary "
                      "score: 'yes' if the passage is pertinent to the query, 'no' if it is not."),
        HumanMessage(f"Passage:\n{doc}\n\nQuery: {q}")])
    return out.binary_score == "yes"


def _score_1_10(llm, doc, q):
    out = llm.with_structured_output(Rating).invoke([
        SystemMessage("Rate from 1 to 10 how relevant the context is to the question. 10 means the context "
                      "answers the question, 1 means it has nothing to do with it."),
        HumanMessage(f"Question: {q}\n\nContext:\n{doc}")])
    assert out.score >= 7 or out.score <= 4, f"an unsure score {out.score} for a clear case"
    return out.score >= 7


def _true_false(llm, doc, q):
    reply = llm.invoke([
        SystemMessage("Reply True if the text below helps to answer the question, otherwise reply False. "
                      "Reply with one word."),
        HumanMessage(f"Text:\n{doc}\n\nQuestion: {q}")])
    return _yes_no(text_of(reply))


def _json_relevant(llm, doc, q):
    reply = llm.invoke([HumanMessage(
        "Decide whether the document is relevant to the question. Return a JSON object of the form "
        '{"relevant": true} or {"relevant": false} and nothing else.\n\n'
        f"Document:\n{doc}\n\nQuestion: {q}")])
    value = json.loads(text_of(reply))["relevant"]
    return value is True or str(value).lower() in ("true", "yes")


def _pydantic_descriptions(llm, doc, q):
    out = llm.with_structured_output(SnippetAssessment).invoke([
        HumanMessage(f"Assess this snippet for the query.\n\nQuery: {q}\n\nSnippet:\n{doc}")])
    assert out.reasoning.strip()
    return out.is_relevant


def _lenient_keywords(llm, doc, q):
    reply = llm.invoke([
        SystemMessage("If the snippet mentions keywords or ideas connected to the question, mark it "
                      "relevant. Answer 'yes' or 'no'."),
        HumanMessage(f"Snippet: {doc}\nQuestion: {q}")])
    return _yes_no(text_of(reply))


PROMPTS = {
    "binary-score": _binary,
    "score-1-10": _score_1_10,
    "true-false": _true_false,
    "json-relevant": _json_relevant,
    "pydantic-descriptions": _pydantic_descriptions,
    "lenient-keywords": _lenient_keywords,
}


@pytest.fixture(scope="module")
def llm():
    return sim()


@pytest.mark.parametrize("prompt", list(PROMPTS))
@pytest.mark.parametrize(("question", "doc", "relevant"), RELEVANCE, ids=RELEVANCE_IDS)
def test_relevance_verdict_in_every_phrasing(llm, prompt, question, doc, relevant):
    assert PROMPTS[prompt](llm, NOTES[doc], question) is relevant


# --- numeric scores: relevant > loosely related > unrelated -------------------------------------

STUDIO_HOURS = """# Fernhill pottery studio: opening hours

The Fernhill pottery studio opens at 10:00 on weekdays. Members get a locker and a bag of
clay each month."""

CAFE = """# Shingle Cove cafe

The cafe at Shingle Cove sells soup and sandwiches and opens at 9:00 from April to October."""

CHOIR_HISTORY = """The Riverside Community Choir was founded in 1998 by a group of parents and sang
its first concert in the library hall."""

# (question, relevant doc, loosely related doc, unrelated doc)
SCORED = [
    ("How long does a glaze firing take at the Fernhill studio?", KILN, STUDIO_HOURS, DENTIST),
    ("When does the Marlow Paddle Club paddle from Shingle Cove?", KAYAK, CAFE, BAKERY),
    ("How much is the subscription for the Riverside Community Choir?", CHOIR, CHOIR_HISTORY, GENERIC),
]


class Relevance01(BaseModel):
    relevance_score: float = Field(description="The relevance of the document to the query, between 0 and 1.")


class Relevance15(BaseModel):
    """Grade how relevant a document is."""

    grade: int = Field(description="Relevance grade from 1 to 5", ge=1, le=5)


def _score(llm, schema, question, doc):
    out = llm.with_structured_output(schema).invoke([
        HumanMessage(f"How relevant is the following document to the query?\nQuery: {question}\nDocument: {doc}")])
    return out.relevance_score if schema is Relevance01 else out.grade


@pytest.mark.parametrize("schema", [Relevance01, Relevance15], ids=["0-1", "1-5"])
@pytest.mark.parametrize(("question", "good", "loose", "bad"), SCORED, ids=["firing", "paddle", "subscription"])
def test_scores_are_ordered_and_calibrated(llm, schema, question, good, loose, bad):
    high, mid, low = (_score(llm, schema, question, d) for d in (good, loose, bad))
    top = 1.0 if schema is Relevance01 else 5
    bottom = 0.0 if schema is Relevance01 else 1
    span = top - bottom
    assert high > mid > low, (high, mid, low)
    assert high >= bottom + 0.7 * span, high  # above the usual "correct" threshold
    assert low <= bottom + 0.3 * span, low  # below the usual "incorrect" threshold


# --- usefulness: does the answer give what the question asks for ---------------------------------

# (question, full answer, a restatement without the asked value, another fact of the same note)
USEFUL = [
    ("When does the Marlow Paddle Club paddle from Shingle Cove?",
     "The club paddles from Shingle Cove every Saturday at 8:30.",
     "The Marlow Paddle Club regularly paddles from Shingle Cove.",
     "Spray skirts and paddles are rinsed with fresh water after each sea trip."),
    ("How many sea kayaks does the club own?",
     "The club owns 14 sea kayaks.",
     "The club owns its own sea kayaks.",
     "The boathouse key hangs in the cafe behind the till."),
    ("Where is the boathouse key kept?",
     "It hangs in the cafe behind the till.",
     "The boathouse key is kept safe.",
     "The club owns 14 sea kayaks, stored on the racks behind the boathouse."),
    ("How long does a glaze firing take?",
     "A glaze firing takes eleven hours, including the slow cool-down.",
     "A glaze firing takes a while.",
     "Pieces for the glaze firing go on the shelf by the sink by Tuesday noon."),
    ("How much does each singer pay per term?",
     "Each singer pays £45 per term.",
     "Each singer pays a subscription every term.",
     "Rehearsals run on Wednesday evenings in the library hall."),
]
USEFUL_IDS = ["when", "how-many", "where", "how-long", "how-much"]


class AnswerUseful(BaseModel):
    """Whether the response resolves the user's question."""

    resolves: bool = Field(description="True if the response fully answers the user's question, False otherwise")


class UsefulnessRating(BaseModel):
    usefulness: int = Field(description="Usefulness of the response for the question, from 1 (useless) to 5 (answers it)")


def _useful_bool(llm, q, a):
    return llm.with_structured_output(AnswerUseful).invoke([
        SystemMessage("You decide whether a response resolves a user's question."),
        HumanMessage(f"Question: {q}\nResponse: {a}")]).resolves


def _useful_rating(llm, q, a):
    score = llm.with_structured_output(UsefulnessRating).invoke([
        HumanMessage(f"Rate the usefulness of the response for the question.\nQuestion: {q}\nResponse: {a}")
    ]).usefulness
    return score >= 4


def _useful_json(llm, q, a):
    reply = llm.invoke([HumanMessage(
        'Does the answer address the question? Reply with JSON {"useful": "yes"} or {"useful": "no"}.\n'
        f"Question: {q}\nAnswer: {a}")])
    return str(json.loads(text_of(reply))["useful"]).lower() in ("yes", "true")


USEFUL_PROMPTS = {"bool": _useful_bool, "rating-1-5": _useful_rating, "json": _useful_json}


@pytest.mark.parametrize("prompt", list(USEFUL_PROMPTS))
@pytest.mark.parametrize("kind", ["answers", "restates", "other-fact", "refuses"])
@pytest.mark.parametrize(("question", "full", "restated", "other"), USEFUL, ids=USEFUL_IDS)
def test_usefulness_needs_what_the_question_asks_for(llm, prompt, kind, question, full, restated, other):
    answer = {"answers": full, "restates": restated, "other-fact": other,
              "refuses": "Sorry, I could not find that in the notes."}[kind]
    assert USEFUL_PROMPTS[prompt](llm, question, answer) is (kind == "answers")


# --- groundedness in other words ------------------------------------------------------------------

class Supported(BaseModel):
    supported: bool = Field(description="True if every statement of the answer is backed by the sources")


@pytest.mark.parametrize(("doc", "grounded", "changed", "added"), [
    (KILN, "The glaze kiln fires to 1,240 °C.", "The glaze kiln fires to 1,420 °C.",
     "The glaze kiln fires to 1,240 °C and is serviced by Hartley Kilns every spring."),
    (KAYAK, "The club owns 14 sea kayaks.", "The club owns 41 sea kayaks.",
     "The club owns 14 sea kayaks and a motor launch named Curlew for rescues."),
    (CHOIR, "Each singer pays £45 per term.", "Each singer pays £54 per term.",
     "Each singer pays £45 per term, and the conductor Imogen Vale chooses the concert pieces."),
], ids=["kiln", "kayak", "choir"])
@pytest.mark.parametrize("kind", ["grounded", "changed-number", "added-claim"])
def test_groundedness_in_other_words(llm, doc, grounded, changed, added, kind):
    answer = {"grounded": grounded, "changed-number": changed, "added-claim": added}[kind]
    out = llm.with_structured_output(Supported).invoke([
        SystemMessage("Check the answer against the sources. Is every statement in the answer backed by them?"),
        HumanMessage(f"Sources:\n{doc}\n\nAnswer: {answer}")])
    assert out.supported is (kind == "grounded")


# --- an agent given a request of two ordered steps -------------------------------------------------

CLASS_NOTE = """# Evening ceramics class

Our Thursday evening ceramics class fires its work at the Fernhill pottery studio, because
the community centre has no kiln of its own."""
CLUB_NOTE = """# Coastal walks group

The coastal walks group shares its meeting point with the Marlow Paddle Club at Shingle Cove."""
AGENT_NOTES = [CLASS_NOTE, KILN, CLUB_NOTE, KAYAK, CHOIR, DENTIST, BAKERY]


def _search_tool(calls: list):
    from langchain_core.tools import tool

    from course_lib.sim.words.text import content_terms

    @tool
    def search_notes(query: str) -> str:
        """Search the club and class notes. Returns the two best matching notes."""
        calls.append(query)
        terms = set(content_terms(query))
        ranked = sorted(AGENT_NOTES, key=lambda n: -len(terms & set(content_terms(n))))
        return "\n\n".join(ranked[:2])

    return search_notes


TWO_STEP = [
    ("Which studio does the evening ceramics class fire its work at? Once you know that, find out "
     "when pieces for that studio's glaze firing are due.", "Fernhill", ["Fernhill", "Tuesday"]),
    ("Which club does the coastal walks group share its meeting point with? Then look up how many sea "
     "kayaks that club owns.", "Marlow", ["Marlow", "14"]),
    ("Where does the evening ceramics class fire its work?\n\nAfter that, check how hot the kiln at "
     "that studio gets.", "Fernhill", ["Fernhill", ("1,240", "1240")]),
]


@pytest.mark.parametrize(("request_text", "bridge", "facts"), TWO_STEP, ids=["once-you-know", "then", "after-that"])
def test_two_step_request_searches_again_with_what_it_found(request_text, bridge, facts):
    from langchain.agents import create_agent

    calls: list[str] = []
    agent = create_agent(sim(), [_search_tool(calls)], system_prompt="Use the search tool to answer.")
    result = agent.invoke({"messages": [{"role": "user", "content": request_text}]}, {"recursion_limit": 12})
    assert 2 <= len(calls) <= 4, calls
    assert calls[0] != calls[1], calls
    assert bridge.lower() in calls[1].lower(), f"the second search lacks what the first found: {calls}"
    assert_answer(result["messages"][-1], facts)


def test_two_step_request_stops_when_the_second_step_finds_nothing():
    from langchain.agents import create_agent

    calls: list[str] = []
    agent = create_agent(sim(), [_search_tool(calls)], system_prompt="Use the search tool to answer.")
    result = agent.invoke({"messages": [{"role": "user", "content": (
        "Which studio does the evening ceramics class fire its work at? Then look up the name of "
        "that studio's insurance broker.")}]}, {"recursion_limit": 12})
    assert 2 <= len(calls) <= 4, calls
    answer = text_of(result["messages"][-1])
    assert "Fernhill" in answer and "broker" not in answer.split("could not")[0].lower(), answer
