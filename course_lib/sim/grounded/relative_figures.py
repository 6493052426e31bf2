"""A figure stated against another is no answer for the other (issue 26; the forty-fourth set's food
bank chat: "Last week we gave out 64 parcels, 15 more than the week before." quoted for "how many
parcels did we give out the week before last?").

A line that states one figure and a difference against something else ("15 more than the week
before", "£3 cheaper than the adult ticket", "two fewer than last year") gives that something only
by working: the first figure less (or plus) the difference. A quote of that line for a question
about the something (the question holds the words after "than") hands over the operands, not the
figure asked. ``unworked(question, reply)``: the compared phrase the question asks about, when the
reply holds such a relation and the question names its words and asks no difference itself ("how
many more ... than"); ``None`` otherwise. The caller (``replies._fitted``) states the working limit.
"""

from __future__ import annotations

import re

from course_lib.sim.words.text import content_terms, stem

_RELATION_RE = re.compile(
    r"(?<![\w.])(?:[$€£¥]?\d[\d,.]*|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|"
    r"forty|fifty|sixty|seventy|eighty|ninety|a\s+hundred|a\s+dozen|twice|half)\s+(?:[a-z]+\s+)?"
    r"(?:more|fewer|less|cheaper|dearer|higher|lower|longer|shorter|older|younger|bigger|smaller|heavier|lighter)"
    r"\s+than\s+(?P<other>[^.,;!?\n]{3,60})", re.IGNORECASE)
_DIFFERENCE_ASKED_RE = re.compile(r"\b(?:more|fewer|less|cheaper|dearer|higher|lower|longer|shorter|older|younger|"
                                  r"bigger|smaller|heavier|lighter)\b[^?]*\bthan\b|\bdifference\b|比", re.IGNORECASE)


_VERDICT_RE = re.compile(r"^\W*(?:yes|no)\b", re.IGNORECASE)


def unworked(question: str, reply: str) -> str | None:
    """The compared phrase of a relation in ``reply`` ("the week before") whose content words the
    question all holds, when the question asks no difference itself; ``None`` otherwise."""
    if " than " not in reply or _DIFFERENCE_ASKED_RE.search(question) or _VERDICT_RE.match(reply):
        return None  # (a verdict "Yes: 655 is more than 500" compares; it hands over no operand)
    asked = {stem(w) for w in content_terms(question)}
    for m in _RELATION_RE.finditer(reply):
        other = m.group("other").strip()
        words = {stem(w) for w in content_terms(other) if any(ch.isalpha() for ch in w)}
        if words and words <= asked:
            return other
    return None
