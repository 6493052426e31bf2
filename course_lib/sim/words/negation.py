"""Words said under a negation (issue 26): "This isn't urgent at all" names the option
``urgent`` only to rule it out, so a choice among options (a label, a schema's enum, a tool's
``Literal``) must not pick it as "the option the text names". A negation reaches a few words
ahead ("I don't think this is urgent"), not past punctuation or a joining word ("it doesn't
load and it's urgent"). A dislike said after the thing rules it out too ("juice gives me
heartburn", "crisps make me feel sick"), within its clause. The cues are data (``data/sim/patterns.yaml``, section ``negation``).
Introduced for the label and routing lessons of notebooks 03 and 04.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("negation")
_NEGATION_WORDS = frozenset("no none not never nothing neither nor".split())
_SAID_RE = re.compile(r"\b(?:" + "|".join(sorted(_NEGATION_WORDS | {"without"})) + r")\b|n't\b|\bn/a\b",
                      re.IGNORECASE)


def says_a_negation(text: str) -> bool:
    """``text`` says a negation of its own anywhere ("never", "without", "isn't", "n/a")."""
    return bool(_SAID_RE.search(text.replace("’", "'")))


def negated_spans(text: str) -> list[tuple[int, int]]:
    """Where the text's negations reach: the (start, end) of the words each one negates."""
    if not text:
        return []
    text = text.replace("’", "'")
    return [m.span(1) for m in _CUE.reach.finditer(text)] + [m.span(1) for m in _CUE.dislike_after.finditer(text)]


def said_only_negated(phrase: str, text: str) -> bool:
    """``phrase`` occurs in ``text`` (as whole words, in any case) and every occurrence is in a
    negation's reach ("urgent" in "this isn't urgent"); ``False`` when it does not occur or once
    occurs outside one ("not urgent for me, but urgent for them" is no ruling out)."""
    phrase = phrase.strip()
    if not phrase or not text:
        return False
    text = text.replace("’", "'")
    found = [m.span() for m in re.finditer(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", text, re.IGNORECASE)]
    if not found:
        return False
    spans = negated_spans(text)
    return all(any(s <= start and end <= e for s, e in spans) for start, end in found)


def negated_options(values, text: str) -> set:
    """The options ``text`` names only under a negation (an option that is itself a negation
    word, "no" / "none", is never one of them). Where the text lists the options ("Is this spam
    or ham?", "bug, question or feature"), that listing names none of them."""
    options = [v for v in values if isinstance(v, str) and v.strip()]
    if not options or not text or not negated_spans(text):
        return set()
    one = "|".join(re.escape(v.strip()) for v in sorted(options, key=len, reverse=True))
    listing = rf"(?<![\w-])(?:{one})(?:\s*(?:,|/|\||\bor\b|\band\b)\s*(?:{one}))+(?![\w-])"
    text = re.sub(listing, lambda m: " " * len(m.group(0)), text, flags=re.IGNORECASE)
    return {v for v in options if v.strip().lower() not in _NEGATION_WORDS and said_only_negated(v, text)}
