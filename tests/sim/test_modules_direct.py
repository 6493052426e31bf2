"""Direct tests of simulator modules the chat model's tests reach only through it: chains,
evidence, function_tools, sentiment, smalltalk, structured and respond, each called by its own
API on invented material (a kiln and a potters' guild nobody on the project wrote about)."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.chat import respond
from course_lib.sim.dialogue import smalltalk
from course_lib.sim.grounded import chains, evidence
from course_lib.sim.material.documents import Document
from course_lib.sim.request.reading import ToolRound, ToolSpec, read_request
from course_lib.sim.responders import structured
from course_lib.sim.tools import function_tools
from course_lib.sim.words import sentiment
from course_lib.sim.words.cues import task_cues
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher

KILN = Document("kiln.md", "Kiln Orla", "Kiln Orla is maintained by the Fenwick Guild. It fires stoneware at 1280 degrees.", 1)
GUILD = Document("guild.md", "Fenwick Guild", "The Fenwick Guild is led by Tamsin Holloway. The guild meets on Thursdays.", 2)
CONTEXT = "[source: kiln.md]\nKiln Orla is maintained by the Fenwick Guild. It fires stoneware at 1280 degrees."


@pytest.fixture(scope="module")
def km():
    knowledge = Knowledge.load()
    return knowledge, Matcher(knowledge)


# --- chains: a chained question followed relation by relation ----------------------------------

def test_a_chained_question_is_followed_through_two_documents(km):
    chain = chains.follow(km[1], "Who leads the guild that maintains Kiln Orla?", [KILN, GUILD])
    assert chain.steps == ["Which guild maintains Kiln Orla?", "Who leads the Fenwick Guild?"]
    assert chain.complete and chain.bridge == "Tamsin Holloway"
    assert chain.answer_text() == ("Kiln Orla is maintained by the Fenwick Guild. [kiln.md] "
                                   "The Fenwick Guild is led by Tamsin Holloway. [guild.md]")


def test_a_chain_stops_where_no_document_answers(km):
    chain = chains.follow(km[1], "Who leads the guild that maintains Kiln Orla?", [KILN])
    assert not chain.complete and chain.open_step == "Who leads the Fenwick Guild?"
    assert chains.follow(km[1], "At what temperature does Kiln Orla fire?", [KILN]) is None


# --- evidence: extractive answers with citations ---------------------------------------------

def test_evidence_answers_with_the_sentence_that_states_it(km):
    found = evidence.gather(km[1], "At what temperature does Kiln Orla fire stoneware?", [KILN, GUILD])
    assert found.answered
    assert evidence.compose_answer(found) == "It fires stoneware at 1280 degrees. [kiln.md]"


def test_evidence_names_what_the_documents_do_not_cover(km):
    found = evidence.gather(km[1], "What colour is the guild's banner?", [KILN, GUILD])
    assert not found.answered
    assert {c.word for c in found.uncovered} == {"colour", "banner"}


def test_a_summary_takes_each_documents_opening_sentences():
    assert evidence.summary_sentences([KILN, GUILD], per_doc=1) == [
        "Kiln Orla is maintained by the Fenwick Guild.", "The Fenwick Guild is led by Tamsin Holloway."]


# --- function_tools: arithmetic tools called step by step ------------------------------------

ADD = ToolSpec("add", "Add two numbers.", {"type": "object", "properties": {"a": {"type": "number"}, "b": {"type": "number"}}})
MUL = ToolSpec("multiply", "Multiply two numbers.", {"type": "object", "properties": {"a": {"type": "number"}, "b": {"type": "number"}}})
SEARCH = ToolSpec("search_notes", "Search the notes.", {"type": "object", "properties": {"query": {"type": "string"}}})
SUM_THEN_TRIPLE = "Add 17 and 25, then multiply the result by 3."


def test_only_numeric_tools_are_arithmetic_functions():
    assert set(function_tools.function_tools([ADD, MUL, SEARCH])) == {"add", "multiply"}


def test_each_step_calls_its_tool_with_the_previous_result():
    assert function_tools.next_calls(SUM_THEN_TRIPLE, [ADD, MUL], [])[0] == [("add", {"a": 17.0, "b": 25.0})]
    first = ToolRound("add", {"a": 17.0, "b": 25.0}, "42", [])
    assert function_tools.next_calls(SUM_THEN_TRIPLE, [ADD, MUL], [first])[0] == [("multiply", {"a": 42.0, "b": 3.0})]
    second = ToolRound("multiply", {"a": 42.0, "b": 3.0}, "126", [])
    calls, answer, _ = function_tools.next_calls(SUM_THEN_TRIPLE, [ADD, MUL], [first, second])
    assert calls == [] and answer.startswith("The result is 126")


# --- sentiment: tone and language --------------------------------------------------------------

@pytest.mark.parametrize(
    "text,label",
    [
        ("I absolutely love this teapot, it is wonderful!", "positive"),
        ("This teapot is terrible and I hate it.", "negative"),
        ("The teapot holds 600 ml.", "neutral"),
    ],
)
def test_the_tone_of_a_text(text, label):
    assert sentiment.tone(text).label == label
    assert sentiment.choose_sentiment(["Positive", "Negative", "Neutral"], text) == label.capitalize()


def test_the_language_of_a_text():
    assert sentiment.language_code("这个茶壶很好用，我很喜欢。") == "zh"
    assert sentiment.language_code("Der Tee ist sehr gut und warm.") == "de"
    assert sentiment.language_name("zh") == "Chinese"


# --- smalltalk: by intent, not by phrase ---------------------------------------------------------

@pytest.mark.parametrize(
    "message,intent",
    [("hi there!", "greeting"), ("thanks so much!", "thanks"), ("你好", "greeting"),
     ("hello, what is the firing temperature of the glaze?", None)],
)
def test_small_talk_by_intent(km, message, intent):
    found = smalltalk.detect(message, km[0])
    assert (found.intent.name if found else None) == intent


# --- structured: a schema filled field by field --------------------------------------------------

def _kiln_request():
    return read_request([SystemMessage(f"Answer from the context.\n\nContext:\n{CONTEXT}"),
                         HumanMessage("At what temperature does Kiln Orla fire stoneware?")])


def test_a_free_text_field_asking_for_the_tasks_result_gets_what_the_solver_replies(km):
    asked = []

    def solver(rec, request, knowledge, matcher):
        asked.append(rec.name)
        return "the solver's reply"

    request = read_request([SystemMessage("Break the question down into sub-questions."),
                            HumanMessage("Who leads the guild that maintains Kiln Orla?")])
    schema = {"type": "object", "properties": {"result": {"type": "string"}}}
    assert structured.fill(schema, request, *km, solve=solver) == {"result": "the solver's reply"}
    assert asked == ["decompose"]


def test_the_answer_field_is_grounded_in_the_documents(km):
    schema = {"type": "object", "properties": {"answer": {"type": "string"}}}
    assert "1280 degrees" in respond.structured_reply(schema, _kiln_request(), *km)["answer"]


# --- respond: request -> task -> responder -------------------------------------------------------

def test_every_task_the_cues_can_name_has_a_responder():
    compiled, _, _ = task_cues()
    assert set(compiled) | {"chat"} == set(respond.RESPONDERS)


def test_a_request_becomes_a_task_and_its_responder_replies(km):
    request = read_request([SystemMessage("Break the question down into sub-questions."),
                            HumanMessage("Who leads the guild that maintains Kiln Orla?")])
    rec = respond.task_of(request)
    assert rec.name == "decompose"
    assert respond.solve(rec, request, *km) == "1. Which guild maintains Kiln Orla?\n2. Who leads the guild found in step 1?"


def test_a_responder_with_nothing_to_do_falls_back_to_the_answer(km, monkeypatch):
    request = read_request([HumanMessage("Extract the key points.")])  # no documents to extract from
    rec = respond.task_of(request)
    rec.name = "extract"
    monkeypatch.setitem(respond.RESPONDERS, "answer", lambda *a: "answered")
    assert respond.key_points(rec, request, *km) is None
    assert respond.solve(rec, request, *km) == respond.answer(rec, request, *km)
