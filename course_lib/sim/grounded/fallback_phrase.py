"""The reply a prompt prescribes for when its context does not answer.

"If none of the context is relevant return NO_OUTPUT" (LangChain's ``LLMChainExtractor``),
'If the notes do not say, answer "Not in my notes"', "如果原文中没有相关内容，你可以回答“原文中没有相关内容”":
a program may test the reply for that exact phrase (``NoOutputParser`` drops a chunk whose reply
is ``NO_OUTPUT``), so a model that finds no answer gives the phrase, not its own "I don't know".
The phrase must be quoted, or a capitalised token with an underscore or in angle brackets; the
cue patterns are data (``data/sim/patterns.yaml``, section ``fallback_phrase``). Introduced for
the ported programs (tests/thirdparty, fifteenth batch); no notebook uses it.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("fallback_phrase")
_MAX_HEADS = 8  # condition clauses tried per text


def declared(text: str) -> str | None:
    """The phrase ``text`` asks to be given when the answer is not found, or ``None``."""
    if not text:
        return None
    found = _CUE.zh.search(text)
    if found:
        return found.group("phrase").strip()
    for n, head in enumerate(_CUE.head.finditer(text)):
        if n >= _MAX_HEADS:
            break
        for quoted in (_CUE.double, _CUE.single, _CUE.token):
            m = quoted.match(text, head.end())
            if m and _phrase_ok(m.group("phrase")):
                return m.group("phrase").strip()
    return None


def _phrase_ok(phrase: str) -> bool:
    return bool(phrase.strip()) and bool(re.search(r"\w", phrase))
