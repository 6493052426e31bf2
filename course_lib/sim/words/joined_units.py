"""A number written joined to its unit ("20mph", "9km", "10am", "250W"), split into the forms
documents write (issue 26, the twenty-sixth set's U3 (b)).

A question typed "what percentage want 20mph" carries "20mph" as one token, which no document holds
when the notes write "20 mph": ``absence`` took it for a rare name no document holds and trusted
"I don't know.". Here the token is split into its number and unit (units as data:
``patterns.yaml`` ``joined_units``), and a document holds it when it writes that number, joined or
apart from a unit of the same spelling ("20 mph", "20mph", "20 MPH"); ``written_apart`` rewrites
the question's token as the documents write it ("want 20mph" -> "want 20 mph", through
``reading.Request.search_question``) so that the question meets the line that holds it.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("joined_units")  # its cue patterns: data/sim/patterns.yaml
_MAX_CHARS = 200_000  # a cap on the document text searched
_MAX_TOKENS = 8  # a cap on the joined tokens of one question rewritten
_TOKEN_RE = re.compile(r"(?<![\w.,/:-])\d+(?:[.,]\d+)?[A-Za-z]+(?:/h)?(?![\w/-])")


def split(word: str) -> tuple[str, str] | None:
    """(the number, the unit) of a number joined to its unit ("20mph" -> ("20", "mph")), ``None``
    for any other word."""
    m = _CUE.joined.match(word.strip())
    return (m.group("number"), m.group("unit")) if m else None


def held(word: str, bodies: list[str]) -> bool:
    """Whether a document writes ``word``'s number with its unit, joined or apart ("20 mph" for
    "20mph"); a word that is no number joined to a unit is never held here."""
    parts = split(word)
    if parts is None:
        return False
    number, unit = parts
    pattern = re.compile(rf"(?<![\d.,]){re.escape(number)}\s?{re.escape(unit)}(?![A-Za-z])", re.IGNORECASE)
    return any(pattern.search(body[:_MAX_CHARS]) for body in bodies)


def written_apart(question: str, bodies: tuple[str, ...] | list[str]) -> str:
    """``question`` with each number joined to its unit ("20mph") written apart ("20 mph") when a
    document writes that number and unit apart and none writes them joined; unchanged otherwise."""
    if not bodies or not any(ch.isdigit() for ch in question):
        return question
    out = question
    for m in list(_TOKEN_RE.finditer(question))[:_MAX_TOKENS]:
        parts = split(m.group(0))
        if parts is None:
            continue
        number, unit = parts
        apart = re.compile(rf"(?<![\d.,]){re.escape(number)}\s+{re.escape(unit)}(?![A-Za-z])", re.IGNORECASE)
        joined = re.compile(rf"(?<![\d.,]){re.escape(number)}{re.escape(unit)}(?![A-Za-z])", re.IGNORECASE)
        if any(apart.search(b[:_MAX_CHARS]) for b in bodies) and not any(joined.search(b[:_MAX_CHARS]) for b in bodies):
            out = out.replace(m.group(0), f"{number} {unit}", 1)
    return out
