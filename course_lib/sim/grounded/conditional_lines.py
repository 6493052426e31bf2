"""What follows a condition, asked: the documents' sentence whose own condition is the question's
(issue 26, the forty-seventh set's PP2: "What happens if it rains on the day?" was answered "I don't
know." over "If it rains we move to the following Sunday at no cost.", the sentence starting on a
hard-wrapped line).

The question asks what follows a condition ("what happens if ...", "what if ...", "what do we do
if ...": data ``patterns.yaml`` ``conditional_lines``); a sentence of the documents (hard-wrapped
lines joined: ``wrapped_lines``) states a condition of its own ("If the wind is too strong ...",
"In case of snow ...", "Should the train be late ...") sharing a word of the question's condition,
met by its first four letters ("windy" / "wind", "rains" / "rain"). The one sentence that shares the
most is the answer; two that share as many give none. Cheap gate: the question's cue, and "if" or
another condition word in a document.
"""

from __future__ import annotations

from course_lib.sim.grounded.wrapped_lines import joined
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("conditional_lines")
_MAX_CHARS = 20_000  # of a document read
_PREFIX = 4  # letters two words share to meet ("windy" / "wind")


def asked_condition(question: str) -> str | None:
    """The condition a question asks the outcome of ("it's too windy on the night"), or ``None``."""
    m = _CUE.asked.search(question)
    return (m.group("cond") or m.group("cond2")) if m else None


def answer(question: str, bodies: list[str]) -> str | None:
    """The one sentence of ``bodies`` whose condition meets the question's, or ``None``."""
    cond = asked_condition(question)
    if not cond:
        return None
    asked = {t[:_PREFIX] for t in content_terms(cond) if not t.isdigit()}
    if not asked:
        return None
    best: list[tuple[int, str]] = []
    for body in bodies:
        text = body[:_MAX_CHARS]
        if not _CUE.condition.search(text):
            continue
        lines = joined([line.strip() for line in text.splitlines() if line.strip()])
        for line in lines:
            for sentence in _CUE.sentence_end.split(line):
                said = {t[:_PREFIX] for m in _CUE.condition.finditer(sentence)
                        for t in content_terms(m.group("cond"))}
                shared = len(asked & said)
                if shared:
                    best.append((shared, sentence.strip()))
    if not best:
        return None
    top = max(n for n, _ in best)
    chosen = {s for n, s in best if n == top}
    return next(iter(chosen)) if len(chosen) == 1 else None


__all__ = ["answer", "asked_condition"]
