"""Reference graders (issue 26): "Say PASS if the answer matches the reference, otherwise FAIL"
with labelled Question / Reference / Answer parts (any order, XML-ish tags, separate messages) is
a verdict in the instruction's own words, from comparing the answer with the reference on their
key values (``course_lib.sim.responders.reference_grading``); where it cannot compare them, a stated limit
and the negative value. Invented wordings and topics (none from the fresh sets)."""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.reports.limits import SimulatorLimitWarning
from course_lib.sim.responders.reference_grading import compare, grader, sections, verdict_words


def _reply(messages, schema=None):
    llm = SimulatedChatModel()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        if schema is None:
            msg = llm.invoke(messages)
            value = msg.content.strip()
        else:
            out = llm.with_structured_output(schema, include_raw=True).invoke(messages)
            msg, value = out["raw"], out["parsed"]
    limited = bool(msg.response_metadata.get("simulator_limit")) or any(
        issubclass(w.category, SimulatorLimitWarning) for w in caught)
    return value, limited


PASS_FAIL = "Reply PASS if the answer agrees with the reference answer, otherwise FAIL.\nQuestion: {q}\nReference: {r}\nAnswer: {a}"

TEXT_CASES = [
    # numbers with units, in other words
    (PASS_FAIL.format(q="How hot must the oven be?", r="180 degrees Celsius", a="Preheat it to 180 °C."), "PASS"),
    (PASS_FAIL.format(q="How hot must the oven be?", r="180 degrees Celsius", a="Preheat it to 220 °C."), "FAIL"),
    (PASS_FAIL.format(q="How long does the guarantee run?", r="three years", a="It runs for 36 months from purchase."), "PASS"),
    # another order, other labels and verdict words
    ("Grade the student's response against the ground truth. Output CORRECT or INCORRECT only.\n"
     "Student answer: The night bus leaves at 23:40 from stop K.\nGround truth: 23:40\n"
     "Question: When does the last night bus leave?", "CORRECT"),
    ("Grade the student's response against the ground truth. Output CORRECT or INCORRECT only.\n"
     "Student answer: It leaves at 22:10.\nGround truth: 23:40\nQuestion: When does the last night bus leave?",
     "INCORRECT"),
    # XML-ish tags, names
    ("Does the prediction match the gold answer? Answer yes or no.\n<question>Who painted the chapel ceiling in "
     "Vadstena?</question>\n<gold>Elsa Brandt</gold>\n<prediction>The ceiling was painted by Elsa Brandt in "
     "1921.</prediction>", "yes"),
    ("Does the prediction match the gold answer? Answer yes or no.\n<question>Who painted the chapel ceiling in "
     "Vadstena?</question>\n<gold>Elsa Brandt</gold>\n<prediction>It was painted by Johan Lind.</prediction>", "no"),
    # dates written otherwise
    ("Say PASS or FAIL: does the response match the expected answer?\nQuestion: When did the ferry line open?\n"
     "Expected answer: 2 June 1998\nResponse: The line opened on June 2, 1998.", "PASS"),
    ("Say PASS or FAIL: does the response match the expected answer?\nQuestion: When did the ferry line open?\n"
     "Expected answer: 2 June 1998\nResponse: It opened on 12 July 1999.", "FAIL"),
    # yes / no polarity, reasons in other words
    ("Respond MATCH or MISMATCH. Correct answer: No, bicycles cannot be taken on the tram.\n"
     "Response: No - bikes are not allowed on board.", "MATCH"),
    ("Respond MATCH or MISMATCH. Correct answer: Yes, the pool is open on public holidays.\n"
     "Response: No, it is closed on holidays.", "MISMATCH"),
    # a refusal is no answer
    (PASS_FAIL.format(q="How many beds does the hut have?", r="14 beds", a="I don't know."), "FAIL"),
]


@pytest.mark.parametrize(("prompt", "verdict"), TEXT_CASES)
def test_a_reference_grader_gets_the_verdict_in_its_own_words(prompt, verdict):
    value, limited = _reply(prompt)
    assert value == verdict
    assert not limited


def test_separate_messages_and_a_numeric_verdict():
    system = SystemMessage("You compare a submission with the expected answer. Return 1 if they agree and 0 if they do not.")
    assert _reply([system, HumanMessage("Expected answer: 7.5 kg\nSubmission: The crate weighs 7.5 kg.")]) == ("1", False)
    assert _reply([system, HumanMessage("Expected answer: 7.5 kg\nSubmission: The crate weighs 5.7 kg.")]) == ("0", False)


def test_a_json_grader_gets_its_verdict_under_its_key():
    prompt = ('Compare the response with the expected answer and return JSON with a single key "verdict": '
              '"PASS" or "FAIL".\nExpected answer: 3 km\nResponse: {a}')
    assert _reply(prompt.format(a="The loop trail is 3 km long.")) == ('{"verdict": "PASS"}', False)
    assert _reply(prompt.format(a="It is 8 km.")) == ('{"verdict": "FAIL"}', False)


def test_a_scale_gives_its_top_or_bottom():
    prompt = ("Score the answer from 0 to 10 for agreement with the reference. Reply with the number only.\n"
              "Reference: 250 grams of flour\nAnswer: {a}")
    assert _reply(prompt.format(a="Use 250 g of flour.")) == ("10", False)
    assert _reply(prompt.format(a="Use 400 g of flour.")) == ("0", False)
    rated = "Rate 1 to 5 how well the response matches the expected answer.\nExpected answer: 6 eggs\nResponse: {a}"
    assert _reply(rated.format(a="You need 6 eggs.")) == ("5", False)
    assert _reply(rated.format(a="You need 4 eggs.")) == ("1", False)


def test_a_reference_it_cannot_compare_is_a_stated_limit_with_the_negative_value():
    prompt = PASS_FAIL.format(q="Why did the mill close?", r="because the river silted up",
                              a="Trade moved to the railway towns.")
    assert _reply(prompt) == ("FAIL", True)


class Verdict(BaseModel):
    """Grade a predicted answer against the reference answer."""

    correct: bool = Field(description="True if the prediction agrees with the reference answer")


class Marked(BaseModel):
    grade: Literal["correct", "incorrect"] = Field(description="the student answer compared with the gold answer")
    reason: str = Field(description="one sentence")


@pytest.mark.parametrize(("answer", "expected"), [("The licence is valid for 5 years.", True),
                                                  ("The licence is valid for 10 years.", False)])
def test_a_bool_grade_schema(answer, expected):
    prompt = f"Question: How long is the fishing licence valid?\nReference answer: five years\nPredicted answer: {answer}"
    value, limited = _reply(prompt, Verdict)
    assert value.correct is expected and not limited


@pytest.mark.parametrize(("answer", "expected"), [("It flows into the Baltic at Gdansk.", "correct"),
                                                  ("It ends in the North Sea.", "incorrect")])
def test_a_literal_grade_schema_with_a_reason(answer, expected):
    prompt = f"Question: Into which sea does the Vistula flow?\nGold answer: the Baltic Sea\nStudent answer: {answer}"
    value, limited = _reply(prompt, Marked)
    assert value.grade == expected and value.reason and not limited


def test_sections_are_read_into_roles_in_any_order_and_as_tags():
    assert sections("Answer: 4 km\nQuestion: How far?\nGround truth: 4 km") == {
        "answer": "4 km", "question": "How far?", "reference": "4 km"}
    assert sections("<expected_answer>blue</expected_answer><student_answer>red</student_answer>") == {
        "reference": "blue", "answer": "red"}
    # a label that only starts like a role is none ("Reference document:" introduces a document)
    assert "reference" not in sections("Reference document: The hall seats 300.\nAnswer:")


def test_verdict_words_are_read_as_the_instruction_writes_them():
    assert verdict_words("Output CORRECT or INCORRECT.") == ("CORRECT", "INCORRECT")
    assert verdict_words("reply pass or fail") == ("pass", "fail")
    assert verdict_words("Say MATCH if they agree, else MISMATCH") == ("MATCH", "MISMATCH")


def test_compare_on_key_values():
    assert compare("How far is it?", "12 km", "It is 12 km away, past the mill.").verdict == "pass"
    assert compare("How far is it?", "12 km", "About 20 km.").verdict == "fail"
    assert compare("Who built it?", "Mara Voss", "Built by Mara Voss and her sons.").verdict == "pass"
    assert compare("What colour is the door?", "dark green", "It's painted a deep shade.").verdict is None


def test_a_rag_prompt_with_an_empty_answer_line_is_no_grader():
    prompt = ("Use the reference to answer the question. Be correct and brief.\nReference: The hall seats 300 people.\n"
              "Question: How many people does the hall seat?\nAnswer:")
    assert grader([prompt]) is None
