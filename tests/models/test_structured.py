"""course_lib.models.structured: replies as real models write them still become schema instances."""

from __future__ import annotations

from typing import Literal

import pytest
from langchain_core.messages import AIMessage
from langchain_core.prompts import ChatPromptTemplate
from pydantic import BaseModel, Field

from course_lib.measurement.ledger import Ledger
from course_lib.models.structured import (
    REQUIRED,
    ReplyNotUnderstood,
    StructuredOutputError,
    clean_query,
    is_model_output_error,
    match_option,
    read_reply,
    structured_output,
)
from course_lib.models.testing import scripted
from course_lib.rag.schemas import (
    BatchGrades,
    GradeDocument,
    PlanDecision,
    RouteDecision,
    SubQuestions,
)

# --- options ---------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["yes", "Yes.", " YES ", "**Yes**", '"yes"', "Yes, the document is relevant.",
                                  "yes - it covers the question", "True", "`yes`"])
def test_yes_in_every_form(text):
    assert match_option(text, ["yes", "no"]) == "yes"


@pytest.mark.parametrize("text", ["no", "No.", "NO!", "No, it is about something else.", "false"])
def test_no_in_every_form(text):
    assert match_option(text, ["yes", "no"]) == "no"


@pytest.mark.parametrize(("text", "expected"), [
    ("Knowledge_Base", "knowledge_base"),
    ("knowledge base", "knowledge_base"),
    ("KNOWLEDGE-BASE", "knowledge_base"),
    ("The best route is the knowledge base.", "knowledge_base"),
    ("route: web", "web"),
    ("Direct", "direct"),
])
def test_enum_values_in_another_case_or_inside_a_sentence(text, expected):
    assert match_option(text, ["direct", "knowledge_base", "web"]) == expected


def test_irrelevant_is_not_relevant_and_two_options_named_is_no_guess():
    options = ["relevant", "ambiguous", "irrelevant"]
    assert match_option("Irrelevant: it is about billing.", options) == "irrelevant"
    assert match_option("This document seems irrelevant.", options) == "irrelevant"
    assert match_option("It could be relevant or ambiguous, hard to say.", options) is None
    assert match_option("", options) is None
    assert match_option("maybe", ["yes", "no"]) is None


# --- reading replies -------------------------------------------------------------------------


class Verdict(BaseModel):
    decision: Literal["approve", "reject"] = Field(description="approve or reject")
    confidence: float = Field(default=0.0, description="0 to 1")
    reasons: list[str] = Field(default_factory=list, description="why")


@pytest.mark.parametrize("reply", [
    '{"decision": "approve", "confidence": 0.9}',
    'Sure! Here is my verdict:\n```json\n{"decision": "Approve", "confidence": "0.9"}\n```\nHope it helps.',
    'My answer is {"Decision": "APPROVE", "Confidence": 0.9} as requested.',
    '{"decision": "approve", "confidence": 0.9, "reasons": ["clear", "cheap"',  # cut short
    '{"verdict": {"decision": "approve.", "confidence": 0.9}}',  # wrapped in the schema's name
    '{"arguments": "{\\"decision\\": \\"approve\\", \\"confidence\\": 0.9}"}',  # arguments as text
    '{"decision": "I would approve it.", "confidence": "about 0.9"}',
])
def test_json_in_many_wrappings_reads_the_same(reply):
    verdict = read_reply(AIMessage(content=reply), Verdict)
    assert verdict.decision == "approve" and verdict.confidence == pytest.approx(0.9)


def test_renamed_key_camel_case_and_bare_values():
    assert read_reply({"binaryScore": "Yes."}, GradeDocument).binary_score == "yes"
    assert read_reply({"score": "no"}, GradeDocument).binary_score == "no"  # one unknown key, one missing field
    assert read_reply(AIMessage(content="Yes."), GradeDocument).binary_score == "yes"
    plan = read_reply(AIMessage(content="generate"), PlanDecision)
    assert plan.action == "generate"
    route = read_reply({"Route": "Knowledge Base", "Complexity": "COMPLEX"}, RouteDecision)
    assert (route.route, route.complexity) == ("knowledge_base", "complex")


def test_tool_call_arguments_first_then_malformed_ones_then_text():
    message = AIMessage(content="", tool_calls=[{"name": "GradeDocument", "args": {"binary_score": "YES"},
                                                   "id": "1", "type": "tool_call"}])
    assert read_reply(message, GradeDocument).binary_score == "yes"
    broken = AIMessage(content="", invalid_tool_calls=[{"name": "GradeDocument", "args": '{"binary_score": "no"',
                                                        "id": "1", "error": "bad json", "type": "invalid_tool_call"}])
    assert read_reply(broken, GradeDocument).binary_score == "no"


def test_lists_written_as_lines_and_nested_grades():
    subs = read_reply({"sub_questions": "1. Who leads Falcon?\n2. Where does the lead sit?"}, SubQuestions)
    assert subs.sub_questions == ["Who leads Falcon?", "Where does the lead sit?"]
    grades = read_reply({"grades": [{"Index": "1", "binary_score": "Yes."}, {"index": 2, "binary_score": "NO"}]},
                        BatchGrades)
    assert [(g.index, g.binary_score) for g in grades.grades] == [(1, "yes"), (2, "no")]


def test_unreadable_replies_say_why():
    with pytest.raises(ReplyNotUnderstood):
        read_reply(AIMessage(content="I cannot decide."), RouteDecision)
    with pytest.raises(ReplyNotUnderstood):
        read_reply(AIMessage(content=""), GradeDocument)


# --- the runnable: repair, retry, default ------------------------------------------------------

PROMPT = ChatPromptTemplate.from_messages([("system", "Grade the document."), ("human", "Question: {question}")])
NO = GradeDocument(binary_score="no")


def run(llm, **kwargs):
    ledger = Ledger()
    chain = PROMPT | structured_output(llm, GradeDocument, **{"default": NO, **kwargs})
    return chain.invoke({"question": "Is it relevant?"}, config={"callbacks": [ledger]}), ledger


def test_a_valid_reply_passes_untouched_and_reports_nothing():
    llm = scripted(GradeDocument={"binary_score": "yes"})
    grade, ledger = run(llm)
    assert grade.binary_score == "yes" and llm.calls == ["GradeDocument"]
    assert ledger.structured_events == [] and ledger.summary()["structured_defaults"] == 0


def test_a_repairable_reply_is_repaired_without_a_second_call():
    llm = scripted(GradeDocument="Yes, this document answers the question.")
    grade, ledger = run(llm)
    assert grade.binary_score == "yes" and llm.calls == ["GradeDocument"]
    assert [e.outcome for e in ledger.structured_events] == ["repaired"]


def test_one_retry_with_a_note_in_the_system_message():
    seen = []

    def reply(prompt):
        seen.append(prompt)
        return "hmm, hard to say" if len(seen) == 1 else '{"binary_score": "no"}'

    llm = scripted(GradeDocument=reply)
    grade, ledger = run(llm)
    assert grade.binary_score == "no" and llm.calls == ["GradeDocument", "GradeDocument"]
    assert "could not be read as GradeDocument" in seen[1] and seen[1].rstrip().endswith("Is it relevant?")
    assert [e.outcome for e in ledger.structured_events] == ["retried"]
    assert ledger.summary()["structured_retries"] == 1 and ledger.summary()["structured_defaults"] == 0


def test_the_default_after_the_retry_is_counted_and_named():
    llm = scripted(GradeDocument="I'd rather not say.")
    grade, ledger = run(llm, default=GradeDocument(binary_score="no"))
    assert grade.binary_score == "no" and len(llm.calls) == 2
    (event,) = ledger.structured_events
    assert (event.outcome, event.schema, event.model) == ("default", "GradeDocument", "scripted")
    assert event.default == '{"binary_score": "no"}'
    assert ledger.summary()["structured_defaults"] == 1


def test_retries_zero_and_a_default_from_the_input():
    llm = scripted(SubQuestions="")  # an empty reply
    chain = structured_output(
        llm, SubQuestions, retries=0,
        prompt=ChatPromptTemplate.from_messages([("human", "Split: {question}")]),
        default=lambda inputs: SubQuestions(sub_questions=[inputs["question"]]),
    )
    assert chain.invoke({"question": "Who leads Falcon?"}).sub_questions == ["Who leads Falcon?"]
    assert llm.calls == ["SubQuestions"]  # outside any callbacks: nothing to report, nothing raised


def test_required_raises_one_sentence_naming_schema_and_model():
    llm = scripted(GradeDocument="hard to say")
    with pytest.raises(StructuredOutputError) as caught:
        run(llm, default=REQUIRED)
    message = str(caught.value)
    assert "GradeDocument" in message and "scripted" in message and "\n" not in message
    assert is_model_output_error(caught.value)


def test_connection_failures_are_not_swallowed():
    def boom(prompt):
        raise ConnectionError("endpoint down")

    with pytest.raises(ConnectionError):
        run(scripted(GradeDocument=boom))
    assert not is_model_output_error(ConnectionError("x"))


def test_the_simulator_validates_first_time_everywhere():
    from course_lib.rag.prompts import GRADE_DOCUMENT_STRICT_PROMPT
    from course_lib.sim import SimulatedChatModel

    ledger = Ledger()
    chain = GRADE_DOCUMENT_STRICT_PROMPT | structured_output(SimulatedChatModel(), GradeDocument, default=NO)
    grade = chain.invoke({"question": "How does asyncio schedule coroutines?",
                          "document": "[source: notes/asyncio.md] The event loop schedules coroutines."},
                         config={"callbacks": [ledger]})
    assert grade.binary_score == "yes" and ledger.structured_events == [] and len(ledger.llm_calls) == 1


def test_schema_and_default_are_checked_up_front():
    with pytest.raises(TypeError):
        structured_output(scripted(), dict, default={})
    with pytest.raises(TypeError):
        structured_output(scripted(), GradeDocument, default="no")


# --- queries written as text -----------------------------------------------------------------


@pytest.mark.parametrize("reply", [
    "asyncio event loop",
    "  asyncio event loop  \n",
    "Query: asyncio event loop",
    "Rewritten query: \"asyncio event loop\"",
    'Great question! Here is a better search query: "asyncio event loop"\n\nThis uses the standard terms.',
    "Sure! A better query would be:\n\nasyncio event loop",
    "Based on the question, I suggest searching for:\n**asyncio event loop**",
    "Here's an improved search query: `asyncio event loop`",
    "Certainly!\nasyncio event loop\n(I replaced the slang with the standard terms.)",
    "```\nasyncio event loop\n```",
    "Great question! asyncio event loop\n\nI hope this helps!",
    "Sure! Here is what I found:\n\nasyncio event loop\n\nLet me know if you need anything else.",
    "Certainly.\n\nasyncio event loop",
])
def test_clean_query_strips_preambles_labels_and_notes(reply):
    assert clean_query(reply) == "asyncio event loop"


def test_clean_query_leaves_real_queries_alone():
    assert clean_query("refund policy for orders over $500") == "refund policy for orders over $500"
    assert clean_query("What is Python 3.12's default GC threshold?") == "What is Python 3.12's default GC threshold?"
    assert clean_query("") == ""
    assert clean_query("12.5 880") == "12.5 880" and clean_query("-3 degrees") == "-3 degrees"
    assert clean_query("1. asyncio event loop") == "asyncio event loop"


def test_a_reply_the_client_already_failed_to_parse_is_read_from_the_error():
    """ChatOpenAI's json_schema mode parses in the OpenAI client: a chatty reply arrives as a
    Pydantic JSON error that carries the text, not as a raw message."""
    from course_lib.models.testing import ScriptedChatModel

    def parses_itself(prompt, schema, tools):
        return schema.model_validate_json('Sure! ```json\n{"binary_score": "Yes"}\n``` Hope it helps.')

    grade = structured_output(ScriptedChatModel(script=parses_itself), GradeDocument, default=NO).invoke("Is it relevant?")
    assert grade.binary_score == "yes"


def test_structured_output_leaves_the_openai_client_unloaded(monkeypatch):
    """Building a structured-output node for a model that is not OpenAI's does not import the
    ``openai`` package (about 0.1 to 0.5 s in every notebook that grades or routes)."""
    import sys

    monkeypatch.delitem(sys.modules, "openai", raising=False)
    structured_output(scripted(GradeDocument={"binary_score": "yes"}), GradeDocument, default=GradeDocument(binary_score="no"))
    assert "openai" not in sys.modules


def test_openai_cut_short_errors_count_as_bad_output_once_the_client_is_loaded(monkeypatch):
    """With the OpenAI client loaded (a ChatOpenAI model loads it), its "reply cut short" and
    "filtered" errors are bad model output, as before."""
    import sys
    import types

    fake = types.ModuleType("openai")
    fake.LengthFinishReasonError = type("LengthFinishReasonError", (Exception,), {})
    fake.ContentFilterFinishReasonError = type("ContentFilterFinishReasonError", (Exception,), {})
    monkeypatch.setitem(sys.modules, "openai", fake)
    assert is_model_output_error(fake.LengthFinishReasonError("cut short"))
    assert is_model_output_error(fake.ContentFilterFinishReasonError("filtered"))
    assert not is_model_output_error(RuntimeError("cut short"))
