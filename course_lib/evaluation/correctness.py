"""Model-graded correctness: a careful reader beside the keyword check (notebook 06).

The keyword check (``course_lib.evaluation.grading.is_correct``) is cheap and deterministic but
blind to meaning: it fails a right answer in other words (unless the question lists that
wording as an alternative) and passes a wrong one that happens to contain the keywords. A model
that reads the answer against the question and the expected facts (``GRADE_CORRECTNESS_PROMPT``
with the ``CorrectnessGrade`` schema) is the usual next step with a real model; it has failure
modes of its own, so :func:`agreement` sets its verdicts beside the keyword check's for a
person to read where they differ. With the simulator a model grade only restates the
simulator's own rules, so notebook 06 runs it only when a real model is configured.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def correctness_grader(llm: Any):
    """``{"question", "expected", "answer"}`` -> ``CorrectnessGrade`` (safe default: "no")."""
    from course_lib.models.structured import structured_output
    from course_lib.rag.prompts import GRADE_CORRECTNESS_PROMPT
    from course_lib.rag.schemas import SAFE_DEFAULTS, CorrectnessGrade

    return structured_output(llm, CorrectnessGrade, prompt=GRADE_CORRECTNESS_PROMPT,
                             default=SAFE_DEFAULTS[CorrectnessGrade])


def expected_facts(keywords: Sequence[str], alternatives: Sequence[Sequence[str]] = ()) -> str:
    """The expected keywords (and their alternatives) as one line for the grader."""
    main = ", ".join(f'"{k}"' for k in keywords) or "(none)"
    others = "; or ".join(", ".join(f'"{k}"' for k in keys) for keys in alternatives if keys)
    return f"{main}; or, in other words, {others}" if others else main


def grade_correctness(answer: str, *, question: str, keywords: Sequence[str],
                      alternatives: Sequence[Sequence[str]] = (), grader: Any) -> bool:
    """True if the grader reads ``answer`` as stating the expected facts."""
    if not (answer or "").strip():
        return False
    grade = grader.invoke({"question": question, "expected": expected_facts(keywords, alternatives),
                           "answer": answer})
    return str(getattr(grade, "binary_score", "")).strip().lower() == "yes"


def agreement(records: Sequence[Any], questions: Sequence[Any], *, llm: Any):
    """One row per record: the keyword check's verdict and the model's (pandas DataFrame,
    columns ``pipeline``, ``id``, ``keywords``, ``model``, ``agree``, ``answer``)."""
    import pandas as pd

    from course_lib.evaluation.budget import concurrency, map_in_order

    by_id = {q.id: q for q in questions}
    grader = correctness_grader(llm)
    graded = [(r, by_id[r.id]) for r in records if r.id in by_id]
    verdicts = map_in_order(  # independent grades: COURSE_CONCURRENCY at once with a real model, in order
        lambda pair: grade_correctness(pair[0].answer, question=pair[1].question,
                                       keywords=pair[1].expected_keywords,
                                       alternatives=getattr(pair[1], "alternatives", ()), grader=grader),
        graded, workers=concurrency(llm))
    rows = [{"pipeline": r.pipeline, "id": r.id, "keywords": bool(r.correct), "model": model,
             "agree": bool(r.correct) == model, "answer": r.answer} for (r, _q), model in zip(graded, verdicts, strict=True)]
    return pd.DataFrame(rows, columns=["pipeline", "id", "keywords", "model", "agree", "answer"])


__all__ = ["agreement", "correctness_grader", "expected_facts", "grade_correctness"]
