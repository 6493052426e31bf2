"""Whether a sentence asks something, typed with or without its "?" (issue 26, notebook 02).

People type questions without the mark ("whats a day pass cost", "opening hours sunday",
"On which day will the oven be repaired"): a sentence asks when it ends in "?" or opens with a
question word, after at most a short lead-in ("and", "roughly", "on", "If I want to defer, how
many ..."), or an auxiliary followed by its subject ("is there parking", "can I bring a dog");
the pattern is data (``question_form.asks`` in data/sim/patterns.yaml). A question word typed with
one slip as the first word ("waht did the maths teacher say", "wich bus") still asks: an unknown
word one edit from exactly one of ``question_openers`` (data/sim/lexicons.yaml) is read as it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import LEXICONS, patterns, read

_CUE = patterns("question_form")
_FIRST_WORD_RE = re.compile(r"^(\W*)([a-z]{4,6})\b")


@lru_cache(maxsize=1)
def _openers() -> tuple[str, ...]:
    words = read(LEXICONS).get("question_openers")
    if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
        raise ValueError(f"{LEXICONS}: 'question_openers' must be a list of words")
    return tuple(words)


def opener_fixed(sentence: str) -> str:
    """``sentence`` with a mistyped question word at its start read as the word meant ("waht did"
    -> "what did"), or as it was."""
    m = _FIRST_WORD_RE.match(sentence)
    if not m or m.group(2) in _openers():
        return sentence
    from course_lib.sim.words.text import one_edit
    from course_lib.sim.words.typos import is_unknown

    word = m.group(2)
    near = [w for w in _openers() if one_edit(word, w)]
    if len(near) != 1 or not is_unknown(word):
        return sentence
    return m.group(1) + near[0] + sentence[m.end():]


def asks(sentence: str) -> bool:
    """The sentence asks something (with or without its question mark)."""
    text = sentence.strip()
    return bool(_CUE.asks.search(text)) or bool(_CUE.asks.search(opener_fixed(text)))


_WH_WORD_RE = re.compile(r"\b(?:what|which|who|whom|whose|how|where|when|why)\b", re.IGNORECASE)
_AUX_RE = re.compile(r"\b(?:is|isn't|are|aren't|am|was|were|can|can't|could|does|doesn't|do|don't|did|has|hasn't|have|"
                     r"haven't|will|won't|would|may|might|should|shall)\b", re.IGNORECASE)


def asks_whether(question: str, word: str) -> bool:
    """The question asks yes or no of the clause that holds ``word`` ("can I still swap my slot?",
    "It's Friday - is it still on?"): an auxiliary before it and no question word ("What does a
    server reply when the value still matches?" asks what, not whether). A non-ASCII ``word``
    (Chinese "还能") is taken as asked whenever it is in the question."""
    if not word.isascii():
        return word in question
    m = re.search(rf"\b{re.escape(word)}\b", question, re.IGNORECASE)
    if m is None:
        return False
    before = question[: m.start()]
    return bool(_AUX_RE.search(before)) and not _WH_WORD_RE.search(before)


def asks_wh(question: str) -> bool:
    """The question asks with a question word ("which", "what", "how", ...), not only yes or no."""
    return bool(_WH_WORD_RE.search(question))


__all__ = ["asks", "asks_wh", "asks_whether", "opener_fixed"]
