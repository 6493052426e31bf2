"""Structured output the way tutorials write it: relevance grades (str 'yes'/'no', Literal, bool,
TypedDict, JSON schema), groundedness and usefulness grades, routing by the options' own
descriptions, query rewriting in several phrasings, decomposition, JSON by prompt or
``response_format``, and action planning. The metamorphic property: the same facts in another
shape (wrapped, bullets, table, Chinese) give the same grade and the same route.
"""

from __future__ import annotations

import json
from typing import Annotated, Literal

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field
from typing_extensions import TypedDict

from tests.sim.metamorphic._checks import assert_answer, sim, text_of
from tests.sim.metamorphic._notes import CASE_IDS, CASES, NOTES


@pytest.fixture(scope="module")
def llm():
    return sim()


# --- relevance -------------------------------------------------------------------------------

class GradeDocuments(BaseModel):
    """Binary score for relevance check on retrieved documents."""

    binary_score: str = Field(description="Documents are relevant to the question, 'yes' or 'no'")


class GradeLiteral(BaseModel):
    """Grade the relevance of a document."""

    relevant: Literal["yes", "no"] = Field(description="Is the document relevant to the question?")


class GradeBool(BaseModel):
    is_relevant: bool = Field(description="True if the document helps answer the question, False otherwise")


class GradeTyped(TypedDict):
    """Relevance check."""

    binary_score: Annotated[str, ..., "Relevance score 'yes' or 'no'"]


GRADE_JSON_SCHEMA = {
    "title": "relevance_grade",
    "description": "Whether the document answers the question.",
    "type": "object",
    "properties": {"score": {"type": "string", "enum": ["relevant", "irrelevant"],
                             "description": "relevant or irrelevant"}},
    "required": ["score"],
}

SCHEMAS = {
    "str-yes-no": (GradeDocuments, lambda r: r.binary_score.strip().lower() == "yes"),
    "literal": (GradeLiteral, lambda r: r.relevant == "yes"),
    "bool": (GradeBool, lambda r: r.is_relevant is True),
    "typeddict": (GradeTyped, lambda r: r["binary_score"].strip().lower() == "yes"),
    "json-schema": (GRADE_JSON_SCHEMA, lambda r: r["score"] == "relevant"),
}

GRADER_SYSTEM = ("You are a grader assessing relevance of a retrieved document to a user question. "
                 "If the document contains keyword(s) or semantic meaning related to the user question, "
                 "grade it as relevant. Give a binary score to indicate whether the document is relevant.")

DOC_SHAPES = {
    "wrapped80": lambda n: n.prose(80),
    "bullets": lambda n: n.bullets(),
    "table": lambda n: n.table(),
    "chinese": lambda n: n.chinese(),
}


def _grade(llm, schema_name, document, question) -> bool:
    schema, is_yes = SCHEMAS[schema_name]
    out = llm.with_structured_output(schema).invoke([
        SystemMessage(GRADER_SYSTEM),
        HumanMessage(f"Retrieved document: \n\n {document} \n\n User question: {question}")])
    return is_yes(out)


# Every note in every shape; the schema rotates so that each schema meets every shape and
# every note (5 notes x 4 shapes, 5 schemas).
def _schema_for(note, shape) -> str:
    return list(SCHEMAS)[(NOTES.index(note) + list(DOC_SHAPES).index(shape)) % len(SCHEMAS)]


@pytest.mark.parametrize("shape", list(DOC_SHAPES))
@pytest.mark.parametrize("note", NOTES, ids=[n.slug for n in NOTES])
def test_relevant_document_is_graded_relevant_in_every_shape(llm, note, shape):
    assert _grade(llm, _schema_for(note, shape), DOC_SHAPES[shape](note), note.questions[0].en[1]) is True


@pytest.mark.parametrize("shape", list(DOC_SHAPES))
@pytest.mark.parametrize("note", NOTES, ids=[n.slug for n in NOTES])
def test_unrelated_document_is_graded_irrelevant_in_every_shape(llm, note, shape):
    other = NOTES[(NOTES.index(note) + 1) % len(NOTES)]
    assert _grade(llm, _schema_for(note, shape), DOC_SHAPES[shape](note), other.questions[0].en[1]) is False


@pytest.mark.parametrize("schema", list(SCHEMAS))
@pytest.mark.parametrize("relevant", [True, False], ids=["relevant", "unrelated"])
def test_every_schema_style_grades_alike(llm, schema, relevant):
    note = NOTES[2]
    q = note.questions[1].en[0] if relevant else NOTES[3].questions[1].en[0]
    assert _grade(llm, schema, note.prose(80), q) is relevant


# --- groundedness and usefulness -------------------------------------------------------------

class GradeHallucinations(BaseModel):
    """Binary score for hallucination present in generation answer."""

    binary_score: str = Field(description="Answer is grounded in the facts, 'yes' or 'no'")


class GradeAnswer(BaseModel):
    """Binary score to assess answer addresses question."""

    binary_score: str = Field(description="Answer addresses the question, 'yes' or 'no'")


HALLU_SYSTEM = ("You are a grader assessing whether an LLM generation is grounded in / supported by a set of "
                "retrieved facts. Give a binary score 'yes' or 'no'. 'Yes' means that the answer is grounded "
                "in / supported by the set of facts.")
ANSWER_SYSTEM = ("You are a grader assessing whether an answer addresses / resolves a question. Give a binary "
                 "score 'yes' or 'no'. Yes' means that the answer resolves the question.")


def _fabricate(sentence: str) -> str:
    """The same sentence with its numbers changed: no longer supported by the note."""
    import re

    return re.sub(r"\d+", lambda m: str(int(m.group()) * 7 + 3), sentence)


@pytest.mark.parametrize("shape", ["wrapped80", "bullets", "table"])
@pytest.mark.parametrize("note", NOTES, ids=[n.slug for n in NOTES])
@pytest.mark.parametrize("grounded", [True, False], ids=["grounded", "fabricated"])
def test_groundedness_grade(llm, note, shape, grounded):
    sentence = note.rows[0].en if grounded else _fabricate(note.rows[0].en)
    out = llm.with_structured_output(GradeHallucinations).invoke([
        SystemMessage(HALLU_SYSTEM),
        HumanMessage(f"Set of facts: \n\n {DOC_SHAPES[shape](note)} \n\n LLM generation: {sentence}")])
    assert out.binary_score.strip().lower() == ("yes" if grounded else "no")


@pytest.mark.parametrize(("note", "question"), [c for i, c in enumerate(CASES) if i % 3 != 1],
                         ids=[c for i, c in enumerate(CASE_IDS) if i % 3 != 1])
@pytest.mark.parametrize("kind", ["answers", "other-fact", "dont-know"])
def test_usefulness_grade(llm, note, question, kind):
    from tests.thirdparty._support import missing_facts

    answering = [r.en for r in note.rows if not missing_facts(r.en, question.facts)]
    other = [r.en for r in note.rows if missing_facts(r.en, question.facts)]
    answers = {"answers": answering[0], "other-fact": other[-1], "dont-know": "I don't know."}
    out = llm.with_structured_output(GradeAnswer).invoke([
        SystemMessage(ANSWER_SYSTEM),
        HumanMessage(f"User question: \n\n {question.en[0]} \n\n LLM generation: {answers[kind]}")])
    assert out.binary_score.strip().lower() == ("yes" if kind == "answers" else "no")


# --- routing by the options' own descriptions -------------------------------------------------

class RouteQuery(BaseModel):
    """Route a user query to the most relevant datasource."""

    datasource: Literal["vectorstore", "web_search"] = Field(
        ..., description="Given a user question choose to route it to web search or a vectorstore.")


ROUTER_SYSTEM = ("You are an expert at routing a user question to a vectorstore or web search.\n"
                 "The vectorstore contains documents related to bike maintenance, beekeeping, sourdough "
                 "baking, the move to the Harbour building and the community greenhouse.\n"
                 "Use the vectorstore for questions on these topics. Otherwise, use web-search.")


class Route(BaseModel):
    datasource: Literal["notes", "web", "none"] = Field(description=(
        "notes: the household notes on bike upkeep, bees, sourdough, the office move and the greenhouse; "
        "web: news, weather, sports results, prices and anything current; "
        "none: greetings, thanks and small talk that need no lookup"))


OFF_TOPIC = ["Who won the Champions League final last night?", "What's the weather in Lisbon tomorrow?",
             "What is the current price of a Tesla Model 3 in Germany?", "Latest news about the Mars sample return mission"]


@pytest.mark.parametrize("k", [0, 1])  # the full-sentence paraphrases; the terse ones can be ambiguous
@pytest.mark.parametrize(("note", "question"), CASES, ids=CASE_IDS)
def test_router_sends_every_paraphrase_to_the_vectorstore(llm, note, question, k):
    out = llm.with_structured_output(RouteQuery).invoke([SystemMessage(ROUTER_SYSTEM), HumanMessage(question.en[k])])
    assert out.datasource == "vectorstore"


@pytest.mark.parametrize("q", OFF_TOPIC)
def test_router_sends_off_topic_questions_to_the_web(llm, q):
    out = llm.with_structured_output(RouteQuery).invoke([SystemMessage(ROUTER_SYSTEM), HumanMessage(q)])
    assert out.datasource == "web_search"


@pytest.mark.parametrize(("q", "route"), [(c[1].en[0], "notes") for c in CASES[::2]]
                         + [(q, "web") for q in OFF_TOPIC] + [("hello!", "none"), ("Thanks, bye!", "none")])
def test_routing_by_option_descriptions_in_the_field(llm, q, route):
    out = llm.with_structured_output(Route).invoke(f"Route this user message.\n\nMessage: {q}")
    assert out.datasource == route


# --- rewriting, decomposition ---------------------------------------------------------------

REWRITE_PROMPTS = {
    "crag-rewriter": lambda q: [SystemMessage("You a question re-writer that converts an input question to a better "
                                              "version that is optimized for web search. Look at the input and try to "
                                              "reason about the underlying semantic intent / meaning."),
                                HumanMessage(f"Here is the initial question: \n\n {q} \n Formulate an improved question.")],
    "plain": lambda q: [HumanMessage(f"Rewrite this question so that it works better as a search query: {q}")],
    "vector-search": lambda q: [HumanMessage(f"Reformulate the user query for vector retrieval. Output only the query.\nQuery: {q}")],
    "chinese": lambda q: [HumanMessage(f"请把下面的问题改写成更适合检索的查询，只输出改写后的查询：\n{q}")],
}

SUBJECT = {"bike-upkeep": "chain", "hive-inspection": "hive", "sourdough": "ferment",
           "harbour-office-move": "harbour", "greenhouse-watering": "tomato"}
SUBJECT_ZH = {"bike-upkeep": "链条", "hive-inspection": "蜂箱", "sourdough": "发酵",
              "harbour-office-move": "港湾", "greenhouse-watering": "番茄"}


@pytest.mark.parametrize("prompt", list(REWRITE_PROMPTS))
@pytest.mark.parametrize("note", NOTES, ids=[n.slug for n in NOTES])
def test_rewrite_keeps_the_subject_in_every_phrasing(llm, note, prompt):
    chinese = prompt == "chinese"  # a Chinese instruction gets the Chinese question
    q = note.questions[0].zh if chinese else note.questions[0].en[0]
    out = text_of(llm.invoke(REWRITE_PROMPTS[prompt](q))).strip()
    low = out.lower()
    assert (SUBJECT_ZH if chinese else SUBJECT)[note.slug] in low, out
    assert "don't know" not in low and "formulate" not in low and "rewrite" not in low and "改写" not in out, out
    assert "\n" not in out and len(out) < 300, out


class SubQuestions(BaseModel):
    """Decompose a question into ordered, self-contained sub-questions."""

    sub_questions: list[str] = Field(description="Self-contained sub-questions, in the order to answer them")


@pytest.mark.parametrize("note", NOTES, ids=[n.slug for n in NOTES])
def test_decomposition_splits_a_compound_question(llm, note):
    a, b = note.questions[0].en[0].rstrip("?"), note.questions[1].en[0].rstrip("?")
    compound = f"{a}, and {b[0].lower() + b[1:]}?"
    out = llm.with_structured_output(SubQuestions).invoke(
        f"Break the user's question into sub-questions that can each be searched on their own.\n\nQuestion: {compound}")
    assert len(out.sub_questions) == 2, out.sub_questions
    first, second = (s.lower() for s in out.sub_questions)
    assert set(_words(a)) & set(_words(first)) and set(_words(b)) & set(_words(second)), out.sub_questions


def _words(text: str) -> list[str]:
    import re

    stop = {"what", "when", "should", "does", "how", "many", "much", "often", "which", "the", "and", "each"}
    return [w for w in re.findall(r"[a-z]{4,}", text.lower()) if w not in stop]


# --- JSON and action planning -----------------------------------------------------------------

@pytest.mark.parametrize(("note", "question"), CASES[::3], ids=CASE_IDS[::3])
@pytest.mark.parametrize("how", ["response_format", "json_mode"])
def test_json_with_the_keys_the_prompt_names(llm, note, question, how):
    prompt = (f"Answer the question from the note. Return a JSON object with the keys \"answer\" and \"source\".\n\n"
              f"Note (source: kb/{note.slug}.md):\n{note.prose(80)}\n\nQuestion: {question.en[0]}")
    if how == "response_format":
        data = json.loads(text_of(llm.bind(response_format={"type": "json_object"}).invoke(prompt)))
    else:
        schema = {"title": "answer_with_source", "type": "object",
                  "properties": {"answer": {"type": "string"}, "source": {"type": "string"}},
                  "required": ["answer", "source"]}
        data = llm.with_structured_output(schema, method="json_mode").invoke(prompt)
    assert set(data) >= {"answer", "source"}, data
    assert_answer(data["answer"], question.facts)
    assert note.slug in data["source"], data


class NextAction(BaseModel):
    action: Literal["search", "answer"] = Field(description="search if the context does not answer the question yet, else answer")
    query: str = Field(description="the search query when action is search, else empty")


@pytest.mark.parametrize(("note", "question"), CASES[::3], ids=CASE_IDS[::3])
@pytest.mark.parametrize("have_context", [False, True], ids=["empty", "answered"])
def test_action_planning(llm, note, question, have_context):
    context = note.prose(80) if have_context else "(nothing retrieved yet)"
    out = llm.with_structured_output(NextAction).invoke(
        f"Decide the next step.\nQuestion: {question.en[0]}\nContext so far:\n{context}")
    if have_context:
        assert out.action == "answer"
    else:
        assert out.action == "search" and set(_words(question.en[0])) & set(_words(out.query)), out
