"""A statement the user makes about themselves ("Hi, my name is Lance", "I like to bike around San
Francisco"): first person, no question mark; material for the instructions' task, not a question
the documents answer (``extractive``).
"""

from __future__ import annotations

import re

_SELF_STATEMENT_RE = re.compile(
    r"^\W*(?:(?:hi|hello|hey|hiya|ok|okay|great|thanks)\b[\s,!.]*(?:there\b[\s,!.]*)?)*"
    r"(?:i|i'm|i am|i've|i have|i'd|my|we|we're|we are|our)\b[^?？]*$",
    re.IGNORECASE,
)


def self_statement(question: str) -> bool:
    """A statement the user makes about themselves ("Hi, my name is Lance", "I like to bike
    around San Francisco"): first person, no question mark."""
    return bool(_SELF_STATEMENT_RE.match(question.strip()))
