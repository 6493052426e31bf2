"""English as quick typing shortens it (issue 26): "do u deliver", "r u open sun", "wat time u close".

A short English question in text-speak is a few words, one or two of them forms no dictionary of
English holds ("u", "r", "ur", "pls", "wat"): a language identifier reads such a text by its letter
runs and may name Czech ("do u deliver": "do" and "u" are Czech words) or Dutch. ``expanded(text)``
writes each short form as its long word (``text_speak`` in data/sim/lexicons.yaml, "short=long");
``sentiment.language_code`` identifies the expanded text when a short form stood in it, so the
question is read in the language its long words say. The small-talk reader reads the same forms
(``forms``).

Such a question is written in lower case, its day too: "r u open sun", "open sat?". The word readers
take a weekday's abbreviation only with its capital ("the sun" is no day), so ``days_named`` gives
a lower-case abbreviation its capital in a question that holds a short form and no capital at all,
where it stands last or after a word that leads a day ("on", "this", "next", "every", "open", "shut",
"closed"): "r u open Sun".
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


_DAY_ABBR = r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)"
_DAY_AFTER_RE = re.compile(rf"\b(?:on|this|next|every|open|opened|shut|closed|close|til|till|until|by)\s+({_DAY_ABBR})\b"
                           rf"|\b({_DAY_ABBR})\s*[?.!]*\s*$")


def days_named(question: str) -> str:
    """``question`` with a lower-case weekday abbreviation capitalised ("sun" -> "Sun") when it is
    in text-speak with no capital (see the module); else ``question`` as it is."""
    if question == question.lower() and _DAY_AFTER_RE.search(question) and expanded(question) is not None:
        return _DAY_AFTER_RE.sub(lambda m: m.group(0)[: m.start(m.lastindex) - m.start()]
                                 + m.group(m.lastindex).capitalize() + m.group(0)[m.end(m.lastindex) - m.start():], question)
    return question
