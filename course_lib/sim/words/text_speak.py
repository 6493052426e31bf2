"""English as quick typing shortens it (issue 26): "do u deliver", "r u open sun", "wat time u close".

A short English question in text-speak is a few words, one or two of them forms no dictionary of
English holds ("u", "r", "ur", "pls", "wat"): a language identifier reads such a text by its letter
runs and may name Czech ("do u deliver": "do" and "u" are Czech words) or Dutch. ``expanded(text)``
writes each short form as its long word (``text_speak`` in data/sim/lexicons.yaml, "short=long");
``sentiment.language_code`` identifies the expanded text when a short form stood in it, so the
question is read in the language its long words say. The small-talk reader reads the same forms
(``forms``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import lexicon

_WORD_RE = re.compile(r"[^\W\d_]+", re.UNICODE)


@lru_cache(maxsize=1)
def forms() -> dict[str, str]:
    """{"u": "you", "r": "are", ...}: the short forms and their long words."""
    return dict(pair.split("=", 1) for pair in lexicon("text_speak"))


def expanded(text: str) -> str | None:
    """``text`` with each short form (a whole word, any case) written as its long word; ``None``
    when it holds none."""
    table = forms()
    found = False

    def swap(m: re.Match[str]) -> str:
        nonlocal found
        long = table.get(m.group(0).lower())
        if long is None:
            return m.group(0)
        found = True
        return long

    out = _WORD_RE.sub(swap, text)
    return out if found else None
