"""A quantifier's scope: a claim that widens a noun to every one of its kind ("free every
Sunday", "all rooms have a balcony") where every mention of that noun in the documents is narrowed
("the first Sunday of each month", "selected rooms"): the claim says more than they do (issue 26,
the thirty-seventh set's FF12). The words are data (``data/sim/lexicons.yaml`` scope_universal,
scope_restrictors).

- ``widened_scope(claim, texts)``: ``(the claim's phrase, a document's phrase)`` for such a
  claim, else ``None`` (the documents also say the noun unrestricted, or never name it).
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import lexicon
from course_lib.sim.words.text import STOP_WORDS, stem

_WORD_RE = re.compile(r"[^\W\d_][\w'-]*")
_BEFORE = 3  # a restricting word stands at most this many words before its noun ("the first two Sundays")
_CLAUSE_BREAK_RE = re.compile(r"[.;:!?,\n()]")


def _universal_nouns(claim: str) -> list[tuple[str, str]]:
    """``(phrase, noun)`` for each universal word of the claim and the one or two words after it
    that could be its noun ("every Sunday" -> Sunday; "all guest rooms" -> guest, rooms)."""
    universal = lexicon("scope_universal")
    words = [(m.group(0), m.start(), m.end()) for m in _WORD_RE.finditer(claim)]
    found = []
    for i, (w, start, _) in enumerate(words):
        if w.lower() not in universal:
            continue
        for word, _, end in words[i + 1:i + 3]:
            if _CLAUSE_BREAK_RE.search(claim[start:end]):
                break
            if word.lower() not in STOP_WORDS and len(word) >= 3:
                found.append((claim[start:end], word))
    return found


def _mentions(noun: str, text: str) -> list[tuple[str, list[str]]]:
    """Each mention of ``noun`` (by stem) in ``text``: the phrase up to it and the words before it
    in its clause (at most ``_BEFORE``)."""
    key = stem(noun.lower())
    out = []
    for m in _WORD_RE.finditer(text):
        if stem(m.group(0).lower()) != key:
            continue
        clause = _CLAUSE_BREAK_RE.split(text[max(0, m.start() - 80):m.start()])[-1]
        before = [w.lower() for w in _WORD_RE.findall(clause)][-_BEFORE:]
        out.append((" ".join(before + [m.group(0)]), before))
    return out


def widened_scope(claim: str, texts: list[str]) -> tuple[str, str] | None:
    """``(claim phrase, document phrase)`` when the claim says "every/all/each/any <noun>" and the
    documents name that noun only after a restricting word ("first", "some", "selected" ...)."""
    restrictors, universal = lexicon("scope_restrictors"), lexicon("scope_universal")
    body = " ".join(texts)[:20000]
    for phrase, noun in _universal_nouns(claim):
        mentions = _mentions(noun, body)
        if mentions and all(set(before) & restrictors and not set(before) & universal for _, before in mentions):
            return phrase, mentions[0][0]
    return None


__all__ = ["widened_scope"]
