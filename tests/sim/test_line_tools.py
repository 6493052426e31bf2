"""Tool calling by prompt alone, as label lines (``course_lib.sim.tools.line_tools``, issue 26, ports17):
tools listed in the system prompt as ``- name: description``, the call asked for as a tool line and
an input line under the prompt's own labels; the reply is those two lines, ``None`` (a normal
answer) when no listed tool serves the request, or a stated limit when the chosen tool's input is
not in the request. Invented tools, labels and requests (the port:
tests/thirdparty/test_learner_text_protocol_tool_agent.py). And ``example_questions.example_replies``:
a system prompt's worked examples show replies that are no answer to grade."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request import example_questions
from course_lib.sim.request.reading import parse_message
from course_lib.sim.tools.line_tools import listed_tools, reply_format

WORKSHOP = """You help people in a bicycle workshop and may use tools.

Tools you have:
- converter: Converts between units of length, weight and pressure (input: a quantity with its unit and the target unit)
- calc: For sums, products and other arithmetic (input: an arithmetic expression like "3*4")
- parts_file: Opens a parts list stored as a text file (input: the file name, e.g. "hubs.csv")
- weekday: Tells the weekday of a calendar date (input: a date)

If a tool is needed, reply in exactly these two lines and nothing else:
Action: the tool name
Action Input: what to pass to it

Otherwise reply in plain words.

Examples:
Question: what is 7 times 8?
Reply: Action: calc
Action Input: 7*8

Question: good morning!
Reply: Good morning! What are we fixing today?"""

SHOP_SHORT = """Tools:
* `stock`: Look up how many units of a product are in the warehouse (input: product code)
* `shipping`: Estimate the delivery days to a postcode (input: a postcode)

Answer with
TOOL: <name>
INPUT: <input>
or answer directly."""

FORMATS = [
    (WORKSHOP, ("Action", "Action Input")),
    (SHOP_SHORT, ("TOOL", "INPUT")),
    ("Answer the question in one sentence.", None),
    ("Tool: a hammer is listed below.\nThe input is yours.", None),  # no input line right after
]


@pytest.mark.parametrize(("system", "labels"), FORMATS)
def test_the_reply_format_and_its_labels(system, labels):
    assert reply_format(system) == labels


def test_the_listed_tools_and_their_inputs():
    specs = listed_tools(WORKSHOP, ("Action", "Action Input"))
    assert [s.name for s in specs] == ["converter", "calc", "parts_file", "weekday"]
    assert specs[2].parameters["properties"]["input"]["description"] == 'the file name, e.g. "hubs.csv"'
    assert [s.name for s in listed_tools(SHOP_SHORT, ("TOOL", "INPUT"))] == ["stock", "shipping"]


def _ask(system: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(question)])


CALLS = [
    (WORKSHOP, "How much is 28 times 4 plus 6?", "Action: calc\nAction Input: 28 * 4 + 6"),
    (WORKSHOP, "What is 0.85 times 12?", "Action: calc\nAction Input: 0.85 * 12"),
    (WORKSHOP, "Can you open rims_2026.txt for me?", "Action: parts_file\nAction Input: rims_2026.txt"),
    (WORKSHOP, "Show me what is in stock/tyres.csv", "Action: parts_file\nAction Input: stock/tyres.csv"),
]


@pytest.mark.parametrize(("system", "question", "expected"), CALLS)
def test_the_call_is_written_as_the_two_lines(system, question, expected):
    reply = _ask(system, question)
    assert reply.content == expected
    assert not reply.response_metadata.get("simulator_limit")


def test_a_decimal_price_is_no_file_name():
    # "0.85" is no file: never the file tool with a number as its input
    reply = _ask(WORKSHOP, "What do 12 spokes at 0.85 each cost?")
    assert "parts_file" not in reply.content


def test_small_talk_is_answered_in_plain_words():
    reply = _ask(WORKSHOP, "Hi there, how are you doing?")
    assert "Action:" not in reply.content and reply.content.strip()
    assert "fixing today" not in reply.content  # never the example's reply copied


def test_a_listed_tool_whose_input_the_request_lacks_is_no_call():
    # the file tool is the only one that opens files, but no file is named: the input is not there
    reply = _ask(WORKSHOP.replace("Opens a parts list stored as a text file", "Opens the parts list"),
                 "Please open the parts list file")
    assert "Action:" not in reply.content


def test_no_listed_format_no_lines():
    reply = _ask("You are a helpful assistant. Tools: none.", "What's 6 * 7?")
    assert "TOOL:" not in reply.content and "Action:" not in reply.content


# --- example_replies: a system prompt's examples are no generation to grade ---------------------------

def test_the_examples_replies_are_found_after_the_cue():
    parsed = parse_message(WORKSHOP)
    replies = example_questions.example_replies(parsed.text, parsed.sections)
    assert replies and all(s.start > parsed.text.index("Examples:") for s in replies)


def test_no_cue_no_example_replies():
    text = "Grade the answer.\nQuestion: How many docks?\nAnswer: 12 docks."
    parsed = parse_message(text)
    assert example_questions.example_replies(parsed.text, parsed.sections) == ()


@pytest.mark.parametrize("question", ["What's 9 + 10?", "Is the shop open on Sundays?", "hello!"])
def test_a_question_under_a_prompt_with_example_replies_is_never_graded(question):
    system = ("You are a helpful, friendly assistant for a bakery.\n\nExamples:\nUser: \"Do you sell rye bread?\"\n"
              "Response: Yes, every day from 8 am.\n\nUser: \"thanks\"\nResponse: You're welcome!")
    reply = _ask(system, question)
    assert reply.content.strip().lower() not in ("yes", "no")
    assert reply.response_metadata["explanation"]["task"] not in ("grade_useful", "grade_grounded", "grade_relevance")


def test_a_grader_whose_examples_are_in_the_system_prompt_still_grades_the_human_answer():
    system = ("You grade whether an answer resolves the question. Reply yes or no.\n\nExample:\nQuestion: Where is the "
              "key?\nAnswer: Under the mat.\nGrade: yes")
    human = "Question: When does the pool open?\nAnswer: The pool opens at 7 am on weekdays."
    reply = _ask(system, human)
    assert reply.content.strip().lower().startswith(("yes", "no")) or reply.response_metadata.get("simulator_limit")
