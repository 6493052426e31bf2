"""The margin of a result written as a score (issue 26; the fifty-second set's fx-margin: "by how many goals
did the hawks win in rd 1" over "Rd 1: Harting Hawks 24-19 Buriton Belles; Steep Stars 15-15 Liss Lynx" was
worked "24 − 3", the 3 taken from "Points: win 3", a line sharing the word "win").

A score joins two figures with a hyphen or a dash between the two sides' names ("Ashby 182-167 Fenwick",
"Tigers 88–75 Lions": a word before it, a capitalised one after it); a date ("2034-03-05"), a clock time, a
range inside a word ("U12-U14") or an age band before a figure ("Girls 11–12 50m Breaststroke") is none. For a
question asking a margin (``margin_asked``: "by how many ... win / beat / lose", "the margin", "won by how
much"), ``margin(question, bodies)`` reads the clauses of the documents' lines (cut at ";" and line ends) that
hold one score, keeps those naming the most words of the question's subject (its words but those of asking a
margin), and gives ``(high, low, clause)`` when exactly one such clause remains; the reason as a string when
several clauses name the subject equally (the caller states a limit); ``None`` when no clause holds a score
(the other readings go on). Bounded: ``_MAX_DOCS``, ``_MAX_LINES``.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("score_margins")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_LINES = 400  # a cap on the lines read per document
# a score between the two sides' names: a capitalised word before it and after it ("Hawks 24-19 Belles"); an age
# band ("Girls 11–12 50m"), a date or a clock time is none
_SCORE_RE = re.compile(r"(?<=[A-Za-z)])\s+(\d{1,3})\s?[-–—]\s?(\d{1,3})(?=\s+\(?[A-Z])")
_CLAUSE_RE = re.compile(r";|\n")


_UNIT_RE = re.compile(r"\bhow\s+many\s+(goals|points|runs|pts|games|sets|frames|legs|strokes|shots|tries|wickets|"
                      r"votes|seconds|minutes)\b", re.IGNORECASE)


def unit(question: str) -> str:
    """The unit a margin is asked in ("by how many goals": "goals"), "" when the question names none."""
    m = _UNIT_RE.search(question)
    return m.group(1).lower() if m else ""


def asks_margin(question: str) -> bool:
    """Whether ``question`` asks the margin of a result ("by how many points did X win")."""
    return bool(_CUE.margin_asked.search(question))


def margin(question: str, bodies: list[str]) -> tuple[int, int, str] | str | None:
    """The module docstring's reading: ``(high, low, clause)``, a reason, or ``None``."""
    if not asks_margin(question):
        return None
    subject = frozenset(content_terms(_CUE.margin_words.sub(" ", question)))
    if not subject:
        return None
    scored: list[tuple[int, int, int, str]] = []
    for body in bodies[:_MAX_DOCS]:
        if not _SCORE_RE.search(body):
            continue
        for line in body.splitlines()[:_MAX_LINES]:
            for clause in _CLAUSE_RE.split(line):
                pairs = _SCORE_RE.findall(clause)
                if len(pairs) != 1:
                    continue
                met = len(subject & frozenset(content_terms(_SCORE_RE.sub(" ", clause))))
                if met:
                    a, b = (int(x) for x in pairs[0])
                    scored.append((met, max(a, b), min(a, b), clause.strip(" -*|")))
    if not scored:
        return None
    best = max(n for n, *_ in scored)
    top = list({c: (h, lo) for n, h, lo, c in scored if n == best}.items())
    if len(top) > 1:
        return (f"{len(top)} results name the question's subject equally ({top[0][0]!r}, {top[1][0]!r}), and it "
                "cannot tell which the question means")
    clause, (high, low) = top[0]
    return high, low, clause


__all__ = ["asks_margin", "margin", "unit"]
