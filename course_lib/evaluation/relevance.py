"""How often a relevance grader says yes (notebook 04, "Strict against lenient graders").

``yes_rate`` grades (question, document) pairs with a grading prompt and reports the share of
"yes": run it on documents known to be irrelevant to compare a strict prompt with a lenient
one. A lenient grader turns Corrective RAG back into a fixed pipeline that costs more.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from langchain_core.documents import Document
from langchain_core.language_models import BaseChatModel
from langchain_core.prompts import ChatPromptTemplate

from course_lib.models.concurrency import at_once
from course_lib.models.structured import structured_output
from course_lib.rag.schemas import SAFE_DEFAULTS, GradeDocument
from course_lib.retrieval.documents import format_document


def grade_pairs(
    grader_llm: BaseChatModel, pairs: Iterable[tuple[str, Document]], *, prompt: ChatPromptTemplate
) -> list[str]:
    """The yes/no grade of each (question, document) pair under ``prompt``.

    A reply that is not a grade, even after a retry, counts as "no" (``SAFE_DEFAULTS``): a
    lenient grader's yes-rate is then, if anything, understated.
    """
    grader = prompt | structured_output(grader_llm, GradeDocument, default=SAFE_DEFAULTS[GradeDocument])
    inputs = [{"question": question, "document": format_document(doc)} for question, doc in pairs]
    results = grader.batch(inputs, config=at_once(grader_llm)) if inputs else []
    return ["yes" if str(getattr(r, "binary_score", "")).lower() == "yes" else "no" for r in results]


def yes_rate(grader_llm: BaseChatModel, pairs: Sequence[tuple[str, Document]], *, prompt: ChatPromptTemplate) -> float:
    """Share of pairs graded "yes" (0.0 for no pairs)."""
    grades = grade_pairs(grader_llm, pairs, prompt=prompt)
    return grades.count("yes") / len(grades) if grades else 0.0


__all__ = ["grade_pairs", "yes_rate"]
