"""An honest refusal: does an answer say it does not know? (notebooks 06, 07)

Any common way of saying it counts ("I don't know", "I do not know", "the notes don't cover
..."), with straight or curly apostrophes. Self-RAG's ladder (notebook 07) refuses with it and
the evaluation (:mod:`course_lib.evaluation.grading`) grades out-of-scope questions with it.
"""

from __future__ import annotations

import re

REFUSAL_KEYWORD = "don't know"
REFUSAL_PHRASES = (
    "don't know", "do not know", "dont know", "not sure", "no information",
    "not enough information", "couldn't find", "could not find", "cannot find", "can't find",
    "don't have", "do not have", "doesn't cover", "don't cover", "do not cover",
    "not covered", "unable to answer", "cannot answer", "can't answer",
)
_APOSTROPHES = re.compile(r"[\u2018\u2019\u02bc`]")


def normalise(text: str) -> str:
    """Lower case, straight apostrophes, single spaces."""
    return " ".join(_APOSTROPHES.sub("'", text or "").lower().split())


def is_refusal(answer: str) -> bool:
    """True if the answer honestly says it does not know."""
    text = normalise(answer)
    return any(phrase in text for phrase in REFUSAL_PHRASES)


__all__ = ["REFUSAL_KEYWORD", "REFUSAL_PHRASES", "is_refusal", "normalise"]
