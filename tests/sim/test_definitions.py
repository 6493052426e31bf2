""""What is X?" is answered with the sentence that defines X (invented notes only)."""

from __future__ import annotations

from langchain_core.documents import Document

from course_lib.rag.prompts import GROUNDED_ANSWER_PROMPT
from course_lib.retrieval.documents import format_documents
from course_lib.sim import Knowledge, SimulatedChatModel

NOTE = (
    "Calling a quorlet without a lease is a common mistake in Zephyr. "
    "Using a quorlet inside a Zephyr worker is another common mistake. "
    "A quorlet is the smallest unit of scheduled work in Zephyr. "
    "A quorlet that is cancelled releases its lease at once."
)


def answer(question: str, knowledge: Knowledge | None = None) -> str:
    llm = SimulatedChatModel(knowledge=knowledge)
    docs = [Document(NOTE, metadata={"source": "notes/zephyr.md", "title": "Zephyr quorlets"})]
    return (GROUNDED_ANSWER_PROMPT | llm).invoke(
        {"context": format_documents(docs), "question": question}).content


def test_definition_question_gets_the_defining_sentence():
    assert answer("What is a quorlet in Zephyr?").startswith("A quorlet is the smallest unit")


def test_definition_through_the_alias_lexicon():
    knowledge = Knowledge.from_dict({"aliases": [["quorlet", "work packet"]]})
    assert answer("What is a work packet in Zephyr?", knowledge).startswith("A quorlet is the smallest")


def test_other_questions_are_not_forced_onto_the_definition():
    assert "lease" in answer("What happens when a quorlet is cancelled?")
