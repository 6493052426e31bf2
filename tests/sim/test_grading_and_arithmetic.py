"""The simulator's grading strictness follows what a prompt specifies, not the word "strict";
arithmetic in words keeps every thousands separator and reads "multiply X by Y" (issue 17)."""

from __future__ import annotations

import pytest

from course_lib.sim.responders import grading
from course_lib.sim.words import arithmetic


@pytest.mark.parametrize("prompt", [
    "Say yes only if the document is about what the question asks.",
    "If the document merely repeats words of the question, answer no.",
    "A document on another subject is not relevant, whatever words it shares.",
    "Réponds 'yes' seulement si le document traite du sujet principal de la question.",
    "Antworte nur wenn das Dokument das Hauptthema der Frage behandelt mit yes.",
    "Responde 'yes' solo si el documento trata el tema principal de la pregunta.",
    "仅当文档讨论问题的主要主题时回答 yes。",
    # strict graders that use none of the cue phrases above (exercise 04 q2 once failed them)
    "A passage on a different product (say PostgreSQL for a MySQL question) is not usable even "
    "when the wording overlaps. Answer yes or no.",
    "Pass a passage (yes) when it explains the thing asked; fail it (no) when it describes "
    "something else, however similar its vocabulary.",
    "Overlapping words are not evidence of relevance. yes = the document addresses the question's "
    "subject; no = otherwise.",
    "Reply yes if the text answers the question for the exact system the question is about.",
])
def test_a_prompt_that_specifies_irrelevance_grades_strictly(prompt):
    assert grading.strictness(prompt) == "strict"


@pytest.mark.parametrize("prompt", [
    "You are a strict grader. Answer yes or no.",
    "Be strict. yes or no.",
    "STRICT grading: reply yes or no.",
])
def test_the_word_strict_alone_specifies_nothing(prompt):
    assert grading.strictness(prompt) == "normal"


@pytest.mark.parametrize("question, expression", [
    ("What is 48,213,977 * 3,904,221?", "48213977 * 3904221"),
    ("What is 1,234,567 plus 2,000?", "1234567 + 2000"),
    ("Multiply 48,213,977 by 3,904,221.", "48213977 * 3904221"),
    ("Please divide 1,024 by 16", "1024 / 16"),
])
def test_words_to_expression(question, expression):
    assert arithmetic.looks_like_arithmetic(question)
    assert arithmetic.to_expression(question) == expression


def test_a_public_librarys_dotted_name_is_a_mark_of_the_public_world():
    """With no topic named, a question goes to the one topical option only when nothing marks it
    as public: "functools.lru_cache" does (notebook 07's policy sent it to human review)."""
    from course_lib.sim.responders.choosing import world_signal

    assert world_signal("How many results does functools.lru_cache keep by default?")[0] >= 1
    assert world_signal("drip timer start time") == (0.0, 0.0)
