"""A "yes" over an item a line of the documents cancels (issue 26; the forty-third set's agility
show, once its opening turn was read as small talk).

"Can I still run my large dog in the steeplechase?" was answered "Yes: ... Heights: large only"
from the schedule's row, while an amendment said "class 5, the Steeplechase, is cancelled". A
reply that says yes is checked against the documents' lines: a clause holding a cancelling word
(``cancelled_cues`` in data/sim/lexicons.yaml: cancelled, called off, no longer held, 取消 ...)
that names a word the question and the reply both name (the item the yes is about) makes the
answer "no", with that line quoted. A clause is cut at ";" and "and"/"but", so "the café is open;
the talk is cancelled" cancels the talk, not the café; what it cancels is the clause's words before
the cancelling word, up to a preposition, so "aqua aerobics in the pool is cancelled" cancels no
swim in the pool. Bounded: ``_MAX_DOCS`` documents,
``_MAX_LINES`` lines each.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import lexicon
from course_lib.sim.words.text import content_terms

_MAX_DOCS = 20
_MAX_LINES = 400
# a sentence's end, or a line break before a line that opens a new one (a wrapped line goes on)
_LINE_RE = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])|\n(?=\s*(?:[A-Z0-9#*•\-\u4e00-\u9fff]|$))")
_PREPOSITION_RE = re.compile(r"\b(?:in|at|on|for|of|with|from|near|by|during|inside|outside)\b", re.IGNORECASE)
_CLAUSE_RE = re.compile(r";|；|\band\b|\bbut\b|，但|但是")
_YES_RE = re.compile(r"^\W*(?:yes|yeah|yep)\b|^\W*是的|^\W*可以", re.IGNORECASE)


@lru_cache(maxsize=1)
def _cue_re() -> re.Pattern[str]:
    words = sorted(lexicon("cancelled_cues"), key=len, reverse=True)
    return re.compile("|".join(rf"(?<!\w){re.escape(w)}(?!\w)" if w.isascii() else re.escape(w) for w in words),
                      re.IGNORECASE)


def cancelling_line(question: str, reply: str, bodies: list[str]) -> str | None:
    """The line that cancels the item a "yes" ``reply`` is about, or ``None``."""
    if not _YES_RE.search(reply):
        return None
    about = set(content_terms(question)) & set(content_terms(reply))
    if not about:
        return None
    cue = _cue_re()
    for body in bodies[:_MAX_DOCS]:
        if not cue.search(body):
            continue
        for line in _LINE_RE.split(body)[:_MAX_LINES]:
            if any(about & set(content_terms(_subject(c, cue))) for c in _CLAUSE_RE.split(line)):
                return " ".join(line.split())
    return None


def _subject(clause: str, cue: re.Pattern[str]) -> str:
    """What a clause cancels: its words before the cancelling word, after a label's ":", up to a
    preposition ("Aqua aerobics in the pool is cancelled": "Aqua aerobics"); "" without a cue."""
    m = cue.search(clause)
    if m is None:
        return ""
    head = clause[: m.start()].rsplit(":", 1)[-1]
    return _PREPOSITION_RE.split(head, maxsplit=1)[0]
