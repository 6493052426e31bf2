"""A rule line met together with a row (issue 26; twenty-first P4, eighteenth M3, seventeenth
L1): "Who can Novak challenge?" over a ladder picks Novak's row and the rule "you may challenge
players up to two places above you"; quoting both leaves the rule unapplied, which is no answer.
An amount stated relative to a row's ("Returns cost twice the single", "£10 less than a full
groom") is such a rule too: "How much is a return?" quoted as the single's row and that line is
the operands, not the answer.
``unapplied`` finds, among the sentences an extractive answer picked, a rule (a bound relative to
the reader's own place or date: "up to two places above you", "within 10 days") beside a line
that holds figures (a row); the caller states a limit rather than quote them. A rule picked alone
("When must a challenge be played?" / "within 10 days") is the answer, and is left to it.
"""

from __future__ import annotations

import re

from course_lib.sim.words.number_words import alternation
from course_lib.sim.words.text import content_terms

_COUNT = rf"(?:\d{{1,3}}|{alternation(1, 12)})"
_RULE_RE = re.compile(
    rf"\b(?:up to|within|at most|no more than|not more than)\s+{_COUNT}\s+"
    r"(?:places?|positions?|spots?|rungs?|ranks?|rows?|days?|weeks?|months?|hours?)\b", re.IGNORECASE)
# a price or amount stated relative to another: "Returns cost twice the single", "£10 less than a
# full groom", "half the adult fare", "60% of the list price"
_RELATIVE_RE = re.compile(
    r"\b(?:cost|costs|is|are|pay|pays|charged|priced)\s+(?:at\s+)?(?:twice|double|triple|three times|half)\b"
    r"|(?:[£$€]\s?\d+(?:[.,]\d+)?|\b\d+(?:[.,]\d+)?\s?%)\s+(?:less|more|cheaper|dearer|extra)\s+than\b"
    r"|\b\d+(?:[.,]\d+)?\s?%\s+of\s+(?:the|a|an)\b", re.IGNORECASE)
_FIGURE_RE = re.compile(r"\d")
_MAX_PICKS = 12


def unapplied(sentences: list[str], question: str = "") -> str | None:
    """The rule's bound ("up to two places") when ``sentences`` hold a rule line and another line
    with figures; ``None`` otherwise. A relative amount counts only when the question names what
    it prices ("How much is a return?" and "Returns cost twice the single"; not "How much is a
    single?")."""
    if len(sentences) < 2 or len(sentences) > _MAX_PICKS:
        return None
    asked = set(content_terms(question))

    def rule(s: str) -> re.Match[str] | None:
        found = _RULE_RE.search(s[:1000])
        if found:
            return found
        relative = _RELATIVE_RE.search(s[:1000])
        if relative is None:
            return None
        clause = re.split(r"[.;:!?]\s", s[: relative.start()])[-1]  # what the amount is of
        return relative if asked & set(content_terms(clause)) else None

    rules = [m for s in sentences for m in [rule(s)] if m]
    rows = [s for s in sentences if not rule(s) and _FIGURE_RE.search(s)]
    if not rules or not rows:
        return None
    return rules[0].group(0)
