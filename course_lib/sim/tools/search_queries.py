"""Search-engine queries from a question's parts: each one must stand alone (issue 26, ports13).

A list field for search queries ("queries: Comprehensive list of search engine queries to answer
the user's questions", LangGraph's STORM) is filled with the question's decomposition. That
decomposition writes a dependent part as "the main span found in step 1" and a trailing part as
it stands ("in which year?"): fine as steps of a plan, but a search engine sees each query alone,
and such a query finds nothing about the subject. For a field whose label speaks of search (and
not of steps), every query must name the subject: a part that refers to another step, or shares
no content word with the question's first part (its subject), is no query of its own, and the
whole question is the one query instead.
"""

from __future__ import annotations

import re

from course_lib.sim.words.text import content_words

_SEARCH_LABEL_RE = re.compile(r"search", re.IGNORECASE)
_STEP_LABEL_RE = re.compile(r"\bsteps?\b", re.IGNORECASE)
_STEP_REF_RE = re.compile(r"\b(?:found|given|named|from|of|in)\s+(?:in\s+)?step\s+\d+\b|\bstep\s+\d+\b", re.IGNORECASE)


def stands_alone(part: str, subject_words: set[str]) -> bool:
    """A query that refers to no other step and names a word of the subject."""
    if _STEP_REF_RE.search(part):
        return False
    return bool({w.lower() for w in content_words(part)} & subject_words)


def self_contained(parts: list[str], question: str, label: str) -> list[str]:
    """``parts`` when the field is no list of search queries or each part stands alone; else the
    whole question as the one query."""
    if not parts or not _SEARCH_LABEL_RE.search(label) or _STEP_LABEL_RE.search(label):
        return parts
    subject = {w.lower() for w in content_words(parts[0])}
    if all(stands_alone(p, subject) for p in parts):
        return parts
    whole = question.strip()
    return [whole] if whole else parts
