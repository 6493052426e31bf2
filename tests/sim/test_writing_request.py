"""A request to write a piece over documents (issue 26, ports12; ``sim/writing_request.py``).

LangChain Academy's research assistant: "Use this source to write your section: [...]" under
instructions for a markdown report section. Before, the simulator answered "I don't know." over
documents full of facts, no limit. Now such a request is a stated limit; a question keeps its
answer. Notes invented here."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.task.writing_request import piece

NOTES = ("<Document source=\"notes/ferry.md\"/>\nThe Dunmore ferry carried 212,000 passengers in 2025. "
         "It leaves the harbour every 40 minutes.\n</Document>")


@pytest.mark.parametrize(("question", "expected"), [
    ("Use this source to write your section: [...]", "section"),
    ("Draft a short report on the ferry from the notes.", "report"),
    ("Please compose a newsletter paragraph about the harbour.", "newsletter"),
    ("Write down when the ferry leaves?", ""),  # a question
    ("How often does the ferry leave?", ""),
    ("Summarise the notes.", ""),  # a summary is its own task
])
def test_the_piece_asked_for(question, expected):
    assert piece(question) == expected


def _ask(system, human):
    from course_lib import get_chat_model

    with warnings.catch_warnings():
        warnings.simplefilter("always")
        out = get_chat_model("sim").invoke([SystemMessage(system), HumanMessage(human)])
    return out, out.response_metadata.get("simulator_limit") or ""


def test_writing_a_section_over_documents_is_a_stated_limit():
    out, limit = _ask("You are an expert technical writer. Use ## for the section title and ### for "
                      "sub-section headers.", f"Use this source to write your section: {NOTES}")
    assert limit and "section" in limit and out.content == limit, out.content


def test_a_question_over_the_same_documents_is_answered():
    """Guard."""
    out, limit = _ask(f"Answer from these notes: {NOTES}", "How often does the ferry leave?")
    assert "40 minutes" in out.content and not limit, out.content
