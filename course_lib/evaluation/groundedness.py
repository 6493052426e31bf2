"""Refusals and fabrications: is each answer of an evaluation supported by what its run retrieved? (notebook 07)

A **refusal** is an answer that honestly says it does not know or cannot answer
(``grading.is_refusal``). A **fabrication** is an answer that is not a refusal and is not
supported by any document the run retrieved: the groundedness grader (Self-RAG's IsSup,
``course_lib.rag.prompts.GRADE_SUPPORT_PROMPT`` with the ``SupportGrade`` schema) reads the answer
against every document the run's ledger saw come back from a retriever, and says no. An answer
given with no document retrieved at all is unsupported by definition.

``evaluate(..., groundedness=True)`` grades every record this way after its run (with the
harness's chat model, or the model given as ``groundedness=llm``); the grader's own calls are
not counted in the pipeline's cost. ``summarize`` then reports ``refusals`` and
``fabrications`` per pipeline. Only documents from retrievers count as evidence: results a
tool returns without a retriever (the orders database, the calculator) are not seen, so grade
questions that need documents.
"""

from __future__ import annotations

from typing import Any

NO_DOCUMENTS = "(no document was retrieved)"


def support_grader(llm: Any):
    """The groundedness grader: ``{"context": ..., "answer": ...}`` -> ``SupportGrade``."""
    from course_lib.models.structured import structured_output
    from course_lib.rag.prompts import GRADE_SUPPORT_PROMPT
    from course_lib.rag.schemas import SAFE_DEFAULTS, SupportGrade

    return structured_output(llm, SupportGrade, prompt=GRADE_SUPPORT_PROMPT, default=SAFE_DEFAULTS[SupportGrade])


def is_grounded(answer: str, documents: list[Any], *, grader: Any) -> bool:
    """True if the grader finds every claim of ``answer`` in ``documents`` (a refusal always is)."""
    from course_lib.evaluation.grading import is_refusal
    from course_lib.retrieval.documents import format_documents

    if is_refusal(answer):
        return True
    if not documents:
        return False
    grade = grader.invoke({"context": format_documents(documents) or NO_DOCUMENTS, "answer": answer})
    return str(grade.binary_score).lower() == "yes"


def grade_record(record: Any, *, grader: Any) -> Any:
    """Set ``record.grounded`` from the documents its run retrieved; returns the record."""
    if not record.answer:  # the run failed: nothing was claimed, nothing to grade
        record.grounded = None
        return record
    run = getattr(record, "run", None)
    documents = run.ledger.documents() if run is not None else []
    record.grounded = is_grounded(record.answer, documents, grader=grader)
    return record


__all__ = ["NO_DOCUMENTS", "grade_record", "is_grounded", "support_grader"]
