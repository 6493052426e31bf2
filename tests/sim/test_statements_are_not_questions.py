"""A statement the user makes about themselves, or instructions to do something with the
conversation (update a memory, a profile), is not a question the prompt's sections fail to
answer: the reply states a limit instead of "I don't know.". Before (issue 26, sixth batch of
ports: LangChain Academy's long-term memory store, ``CREATE_MEMORY_INSTRUCTION`` with
"CURRENT USER INFORMATION:" and "INSTRUCTIONS:" sections), every ``write_memory`` call answered
"I don't know." and the store kept that sentence as the user's memory. Invented prompts; a
real question the context does not answer still gets "I don't know." with no limit."""

from __future__ import annotations

import warnings

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib import get_chat_model

SECTIONS = """You keep notes for a pet-sitting service.

CLIENT NOTES:
No notes yet.

RULES:
1. Keep every note short.
2. Only write what the client said.
"""
PROFILE = """You maintain the guest profile of a small hotel.

CURRENT GUEST INFORMATION:
- prefers a quiet room

Review the conversation below and update the guest profile memory as a list:"""
CONTEXT = """Answer the question using the context below.

Context:
The ferry to Inchmore leaves the harbour at 07:40 and 16:10 on weekdays. Bicycles travel free.
"""


def reply(messages):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        r = get_chat_model("sim").invoke(messages)
    return r, caught


def test_a_self_statement_under_sectioned_instructions_is_a_limit():
    r, caught = reply([SystemMessage(SECTIONS), HumanMessage("I've just adopted a greyhound called Pip and she hates rain")])
    assert "don't know" not in r.content.lower()
    assert r.response_metadata.get("simulator_limit")
    assert any(type(w.message).__name__ == "SimulatorLimitWarning" for w in caught)


def test_a_memory_update_after_a_question_is_a_limit():
    r, _ = reply([SystemMessage(PROFILE), HumanMessage("Do you serve breakfast before seven?"),
                  AIMessage("Breakfast starts at 6:30."), HumanMessage("Great, is there parking near the hotel?")])
    assert "don't know" not in r.content.lower()
    assert r.response_metadata.get("simulator_limit")


def test_a_question_the_context_does_not_answer_is_still_i_dont_know():
    r, _ = reply([SystemMessage(CONTEXT), HumanMessage("How much does a car cost on the ferry?")])
    assert "don't know" in r.content.lower() or "not" in r.content.lower()
