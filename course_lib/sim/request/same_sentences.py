"""Two sentences a prompt asks to judge the same in meaning, read as the same only when they are
equal after normalising (issue 26: a paraphrase judgement is right only when nothing is to
judge): "A: The museum opens at 9am.\nB: the museum opens at 9 am" are the same sentence written
twice; "shuts at 6pm" and "open until 18:00" need a judgement of meaning the simulator does not
make (the caller states its limit).

Normalising: case, punctuation and spacing (a figure joined to its unit, "9am", split from it).
The cues are data (``data/sim/patterns.yaml`` same_sentences). :func:`same_after_normalising`
is ``True`` for the same sentences, ``None`` when the prompt asks no such judgement or does not
give exactly two labelled sentences, ``False`` when it does and they differ.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

__all__ = ["normalised", "same_after_normalising"]

_CUE = patterns("same_sentences")


def normalised(sentence: str) -> str:
    """``sentence`` in lower case, without punctuation, a figure split from a word joined to it."""
    text = re.sub(r"(?<=\d)(?=[^\W\d_])|(?<=[^\W\d_])(?=\d)", " ", sentence.lower())
    return " ".join(re.sub(r"[^\w\s]", " ", text).split())


def same_after_normalising(prompt: str) -> bool | None:
    """See the module's docstring."""
    if not _CUE.asks_same.search(prompt):
        return None
    found = [m.group("text") or m.group("zh") for m in _CUE.labelled_line.finditer(prompt)]
    if len(found) != 2:
        return None
    return normalised(found[0]) == normalised(found[1])
