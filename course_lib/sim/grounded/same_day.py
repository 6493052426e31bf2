"""A question's "on the day" read as an amount of notice (issue 26; grounded_f "What if I cancel
the same morning?" over "Cancellations with less than 24 hours' notice are charged 50%" was "I
don't know."): a notice rule states hours or days ("less than 48 hours' notice", "24 hours or
more before"), a question says when in words.

``span(question)`` finds one same-day phrase (data: ``lexicons.yaml`` ``same_day_phrases``: "on
the day", "the same morning", "the night before", ...) in a question that writes no figure, and
gives the notice it means as a span of hours: more than ``_LOW_HOURS`` and less than
``_HIGH_HOURS`` (a day). The caller puts both ends against the documents' thresholds and answers
only where they fall on the same side ("less than 48 hours": both; "less than 12 hours": the
span straddles it, no answer).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import lexicon

_LOW_HOURS = 0.25  # the shortest notice a same-day phrase is read as (a quarter of an hour)
_HIGH_HOURS = 23.5  # the longest: under a day
_DIGIT_RE = re.compile(r"\d")


@dataclass(frozen=True)
class Span:
    phrase: str  # as the question writes it
    start: int
    end: int

    def at(self, question: str, hours: float) -> str:
        """``question`` with the phrase written as ``hours`` of notice ("2 hours before")."""
        return f"{question[:self.start]}{hours:g} hours before{question[self.end:]}"


@lru_cache(maxsize=1)
def _phrases_re() -> re.Pattern[str]:
    phrases = sorted(lexicon("same_day_phrases"), key=len, reverse=True)
    return re.compile(r"\b(?:" + "|".join(r"\s+".join(map(re.escape, p.split())) for p in phrases) + r")\b(?!['\u2019]s)",
                      re.IGNORECASE)


def span(question: str) -> Span | None:
    """The one same-day phrase of a question that writes no figure; ``None`` otherwise."""
    if _DIGIT_RE.search(question):
        return None
    found = list(_phrases_re().finditer(question[:500]))
    if len(found) != 1:
        return None
    m = found[0]
    return Span(m.group(0), m.start(), m.end())


def ends(question: str) -> tuple[Span, str, str] | None:
    """(the span, the question at its shortest notice, the question at its longest), or ``None``."""
    found = span(question)
    if found is None:
        return None
    return found, found.at(question, _LOW_HOURS), found.at(question, _HIGH_HOURS)
