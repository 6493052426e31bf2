"""Is an answer correct? Keyword grading for the labelled questions (notebook 06).

A question is answered correctly when the answer contains *every* expected keyword,
case-insensitively (``"Priya Raman"`` matches ``priya raman``). Out-of-scope questions
expect an honest refusal: their keyword is ``don't know`` and any common way of saying it
counts ("I don't know", "I do not know", "the notes don't cover ..."), with straight or curly
apostrophes. Keyword grading is cheap and deterministic; it cannot judge a paraphrase, which
is why the labelled keywords are short facts (a name, a number, an identifier), and why a
question may list ``alternatives``: other keyword sets that state the same fact in other words
(each checked against the notes by ``tests/evaluation/test_questions.py``). An answer that contains the
keywords but says the opposite still passes: a careful reader, or a model grader, is the check
for that (notebook 06 shows where the two disagree).
"""

from __future__ import annotations

from collections.abc import Sequence

from course_lib.models.refusal import (  # noqa: F401 - part of this module's interface
    REFUSAL_KEYWORD,
    REFUSAL_PHRASES,
    is_refusal,
    normalise,
)


def is_correct(answer: str, expected_keywords: Sequence[str],
               alternatives: Sequence[Sequence[str]] = ()) -> bool:
    """Every expected keyword is in the answer, or every keyword of one of the ``alternatives``
    (the same fact in other words, as the notes also state it: "nothing else references it ...
    garbage collected" for "weak references"); ``don't know`` accepts any refusal."""
    if _has_all(answer, expected_keywords):
        return True
    return any(_has_all(answer, keywords) for keywords in alternatives if keywords)


def _has_all(answer: str, expected_keywords: Sequence[str]) -> bool:
    text = normalise(answer)
    if not text:
        return False
    for keyword in expected_keywords:
        key = normalise(keyword)
        if key == REFUSAL_KEYWORD:
            if not is_refusal(text):
                return False
        elif key not in text:
            return False
    return True


def tools_match(used: Sequence[str], expected: Sequence[str]) -> bool:
    """The set of tools called equals the set the question needed (order and repeats aside)."""
    return set(used) == set(expected)
