"""A rule line met together with a row (issue 26; twenty-first P4, eighteenth M3, seventeenth
L1): "Who can Novak challenge?" over a ladder picks Novak's row and the rule "you may challenge
players up to two places above you"; quoting both leaves the rule unapplied, which is no answer.
``unapplied`` finds, among the sentences an extractive answer picked, a rule (a bound relative to
the reader's own place or date: "up to two places above you", "within 10 days") beside a line
that holds figures (a row); the caller states a limit rather than quote them. A rule picked alone
("When must a challenge be played?" / "within 10 days") is the answer, and is left to it.
"""

from __future__ import annotations

import re

_COUNT = r"(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)"
_RULE_RE = re.compile(
    rf"\b(?:up to|within|at most|no more than|not more than)\s+{_COUNT}\s+"
    r"(?:places?|positions?|spots?|rungs?|ranks?|rows?|days?|weeks?|months?|hours?)\b", re.IGNORECASE)
_FIGURE_RE = re.compile(r"\d")
_MAX_PICKS = 12


def unapplied(sentences: list[str]) -> str | None:
    """The rule's bound ("up to two places") when ``sentences`` hold a rule line and another line
    with figures; ``None`` otherwise."""
    if len(sentences) < 2 or len(sentences) > _MAX_PICKS:
        return None
    rules = [m for s in sentences for m in [_RULE_RE.search(s[:1000])] if m]
    rows = [s for s in sentences if not _RULE_RE.search(s[:1000]) and _FIGURE_RE.search(s)]
    if not rules or not rows:
        return None
    return rules[0].group(0)
