"""A yes/no argument set by what its own description says it is for: "Cancel an order. Set refund
False to take store credit instead." with "cancel A-77 but I'd rather have store credit" sets
``refund`` False; "express: true for next-day delivery" with "I need it tomorrow, next-day please"
sets it True (issue 26: an optional flag left at its default though the request asks for what the
description ties to its other value).

:func:`described_flag` reads "set <name> (to) True/False to / for / if / when <purpose>" and
"<name>: true / false for / if <purpose>" in the tool's or the argument's description, and
gives that value when the request holds the purpose's telling words (``MIN_SHARE`` of its content
words, every one of them rarer than everyday words): a value only when exactly one purpose is met.
"""

from __future__ import annotations

import re

from course_lib.sim.words.text import content_words, stem
from course_lib.sim.words.weights import word_weight

MIN_SHARE = 0.6  # of the purpose's content words the request must hold
_TELLING_WEIGHT = 0.55  # a word this rare or rarer tells (an everyday "take", "see" does not)
_VALUE = r"(?P<value>true|false|yes|no)"
_PURPOSE = r"(?:to|for|if|when|so that)\s+(?P<purpose>[^.;\n]{3,80})"


def _patterns(name: str) -> list[re.Pattern[str]]:
    arg = re.escape(name).replace("_", "[_ ]")
    return [
        re.compile(rf"\bset\s+[`'\"]?{arg}[`'\"]?\s+(?:to\s+)?[`'\"]?{_VALUE}[`'\"]?\s+{_PURPOSE}", re.IGNORECASE),
        re.compile(rf"(?:^|\b){arg}\s*[:=]?\s*[`'\"]?{_VALUE}[`'\"]?\s+{_PURPOSE}", re.IGNORECASE),
        re.compile(rf"^\s*[`'\"]?{_VALUE}[`'\"]?\s+{_PURPOSE}", re.IGNORECASE),  # the argument's own description
    ]


def _met(purpose: str, request: str) -> bool:
    words = [w for w in content_words(purpose) if word_weight(w.lower()) >= _TELLING_WEIGHT]
    if not words:
        return False
    said = {stem(w) for w in content_words(request)}
    held = sum(stem(w) in said for w in words)
    return held / len(words) >= MIN_SHARE


def described_flag(name: str, descriptions: list[str], request: str) -> bool | None:
    """The value a description ties to a purpose the request states; ``None`` when none is met, or
    purposes of both values are."""
    found: set[bool] = set()
    for i, text in enumerate(descriptions):
        for j, pattern in enumerate(_patterns(name)):
            if j == 2 and i != len(descriptions) - 1:
                continue  # a bare "True to ..." reads only in the argument's own description (the last)
            for m in pattern.finditer(text or ""):
                if _met(m.group("purpose"), request):
                    found.add(m.group("value").lower() in ("true", "yes"))
    return found.pop() if len(found) == 1 else None


__all__ = ["MIN_SHARE", "described_flag"]
