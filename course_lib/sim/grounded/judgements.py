"""Questions that ask for a verdict over figures, not for a fact the notes state: "Is the pH too
high?", "Did she beat the qualifying time?", "Was the quorum reached?", "Which readings were
above target?". The judgement word ("high", "beat", "reached", "above") names a comparison of a
figure with a bound, a norm or a rank. A line that states the figure but not the verdict is no
answer to such a question unless the simulator itself compares them (``comparisons``,
``reference_ranges``, ``superlatives`` do, for the forms they read); quoted as it is, the reply
would look like an answer and be none.

The words are data: ``judgement_words`` in ``data/sim/lexicons.yaml``. A question asks a verdict
when it is a yes/no question (it opens with an auxiliary verb) or asks which / who; a sentence
says the verdict when it holds the judgement word itself (or a form of it: "reach" for
"reached"; a camelCase name is read as its words: "DeadlineExceededError").
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import lexicon
from course_lib.sim.words.text import CAMEL_PART_RE

_WORD_RE = re.compile(r"[a-z]+(?:'[a-z]+)?")
_VERDICT_RE = re.compile(
    r"^\W*(?:(?:and|so|but)\s+)?(?:is|are|am|was|were|isn't|aren't|wasn't|weren't|do|does|did|didn't|doesn't|"
    r"has|have|had|hasn't|haven't|can|could|will|would|should|which|who|whose)\b",
    re.IGNORECASE)
_MIN_STEM = 4  # a form shares this many first letters with the word ("reach" / "reached")


def asks_verdict(question: str) -> bool:
    """Whether ``question`` is a yes/no question or asks which / who (a verdict or a pick)."""
    return bool(_VERDICT_RE.match(question))


def judgement_words(question: str) -> list[str]:
    """The question's judgement words, in order ("Is the pH too high?": ["too", "high"])."""
    words = lexicon("judgement_words")
    return [w for w in _WORD_RE.findall(question.lower()) if w in words]


def _said(word: str, tokens: set[str]) -> bool:
    if word in tokens:
        return True
    stem = word[: max(_MIN_STEM, len(word) - 2)]
    return len(word) > _MIN_STEM and any(t.startswith(stem) for t in tokens)


def unstated(question: str, sentences: list[str]) -> list[str]:
    """The judgement words of a verdict question that none of ``sentences`` says (empty when the
    question asks no verdict, or a sentence says each)."""
    if not asks_verdict(question):
        return []
    asked = judgement_words(question)
    if not asked:
        return []
    tokens = {w.lower() for w in CAMEL_PART_RE.findall(" ".join(sentences))}
    return [w for w in asked if not _said(w, tokens)]
