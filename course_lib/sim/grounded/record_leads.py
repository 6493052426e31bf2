"""The record a question names by the lead of a line (issue 26): in notes written a line per thing,
"Gym: induction required before first use; ages 16+." and "Sauna and steam room: adults only",
the lead before the colon (or " - ") names the line's thing. A rule, a bound or a value read from
one line answers a question about that line's thing only: "can my 15 yr old use the gym" names
the lead "Gym", so the sauna's "adults only" is not its rule, and "can a 10 year old swim in the
main pool" names "Main pool", whose line states no age, so the gym's "ages 16+" is not its bound.

``named(question, bodies)``: the leads of the documents' lines that the question names (every
content word of the lead is a word of the question; a lead of at most ``_MAX_LEAD_WORDS`` words).
``elsewhere(question, line, bodies)``: the question names a lead that ``line`` does not name: the
line is another record's. Bounded: ``_MAX_DOCS`` documents, ``_MAX_LINES`` lines each.
"""

from __future__ import annotations

import re

from course_lib.sim.words.text import content_terms

_LEAD_RE = re.compile(r"^\s*(?:[-*•]\s+)?(?P<lead>[^\W\d][\w' ]{1,40}?)\s*(?::|\s[-–]\s)", re.MULTILINE)
_MAX_LEAD_WORDS = 4
_MAX_DOCS = 20
_MAX_LINES = 400


def named(question: str, bodies: list[str] | tuple[str, ...]) -> list[frozenset[str]]:
    """The content terms of each line lead of ``bodies`` that ``question`` names."""
    asked = frozenset(content_terms(question))
    out = []
    for body in list(bodies)[:_MAX_DOCS]:
        for line in body.splitlines()[:_MAX_LINES]:
            m = _LEAD_RE.match(line)
            if not m or len(m.group("lead").split()) > _MAX_LEAD_WORDS:
                continue
            terms = frozenset(content_terms(m.group("lead")))
            if terms and terms <= asked and terms not in out:
                out.append(terms)
    return out


def elsewhere(question: str, line: str, bodies: list[str] | tuple[str, ...]) -> bool:
    """Whether ``question`` names a line lead of ``bodies`` that ``line`` does not name."""
    said = frozenset(content_terms(line))
    return any(not terms & said for terms in named(question, bodies))


__all__ = ["elsewhere", "named"]
