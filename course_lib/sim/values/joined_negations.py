"""A yes/no field's thing named only inside a joined negation (issue 26; the forty-ninth set's RR9):
"This is a non-smoking property." for ``smoking_allowed`` is False, "a strictly pet-free building"
for ``pets_allowed`` False, "non-refundable" for ``refundable`` False, "an alcohol-free evening" for
``alcohol_served`` False. Before this, the negation readers looked for "no / not / never" before the
word and took the word itself as the thing named: True.

``flag(name, text)``: False when every mention of one of the field's words in ``text`` is joined to a
negating prefix ("non-", "non", "no-") or suffix ("-free", "-less") of ``_CUE``; ``None`` when the
field's own name holds such an affix ("gluten_free", "non_stop": the text's "gluten-free" is the
thing itself), when no mention is joined, or when the thing is also named bare (another reading
decides). Cues: ``data/sim/patterns.yaml`` ``joined_negations``. Bounded: ``_MAX_CHARS``.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import stem

__all__ = ["flag"]

_CUE = patterns("joined_negations")
_MAX_CHARS = 4000
_WORD_RE = re.compile(r"[a-z]+")


def flag(name: str, text: str) -> bool | None:
    """False when the field's thing is named only joined to a negating affix (module docstring)."""
    words = [w for w in re.split(r"[_\W]+", name.lower()) if len(w) > 2]
    if not words or any(_CUE.affix_word.fullmatch(w) for w in words):
        return None
    text = text[:_MAX_CHARS].lower().replace("\u2019", "'")
    if not _CUE.gate.search(text):
        return None
    stems = {stem(w) for w in words}
    joined_at: set[int] = set()
    for m in _CUE.joined.finditer(text):
        word = m.group("pre") or m.group("post")
        if word and (stem(word) in stems or word in words):
            start = m.start("pre") if m.group("pre") else m.start("post")
            joined_at.add(start)
    if not joined_at:
        return None
    bare = [m for m in _WORD_RE.finditer(text) if (stem(m.group(0)) in stems or m.group(0) in words)
            and m.start() not in joined_at]
    return None if bare else False
