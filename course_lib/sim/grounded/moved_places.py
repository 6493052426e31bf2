"""Where a thing was moved, asked in other words than the document's (issue 26; notebook 02's
grounded answers over a learner's own notes and chats).

"Where did the chairs end up?" over "The folding chairs have been taken to the sports hall": the
question's verb ("end up") is not the line's ("taken to"), so the words of the two meet only on
"chairs". Here a "where" question whose verb is a phrasal one of movement (data: ``lexicons.yaml``
``movement_questions``: "end up", "go", "get taken", "wind up") is answered by the clause of the
documents that moves the thing it names ("<thing> ... <movement verb> to / into / in / onto
<place>": ``movement_verbs``). ``moved`` gives the clause when the clauses that name the thing
agree on one; ``Unnamed`` when movement clauses exist but no word of the documents names the
thing (the caller states a limit: "the boxes" may or may not be "the samples"); ``None`` when the
question asks no such thing or no clause moves anything. Bounded: ``_MAX_DOCS``, ``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import lexicon
from course_lib.sim.words.text import content_terms

_MAX_DOCS = 10
_MAX_LINES = 1000
_CLAUSE_SPLIT_RE = re.compile(r"[.;!?]+(?:\s|$)|,\s+|\n")
_PLACE_RE = re.compile(r"\b(?:to|into|onto|in|inside|under|at)\s+\S", re.IGNORECASE)


@dataclass(frozen=True)
class Moved:
    clause: str


@dataclass(frozen=True)
class Unnamed:
    thing: str
    movers: tuple[str, ...]  # the movement clauses' moved words, for the limit ("boxes", "racks")


@lru_cache(maxsize=1)
def _question_re() -> re.Pattern[str]:
    phrases = sorted(lexicon("movement_questions"), key=len, reverse=True)
    verbs = "|".join(r"\s+".join(map(re.escape, p.split())) for p in phrases)
    return re.compile(rf"^\W*where\s+(?:did|have|has|had|do|does|were|was|are|is|will)\s+(?P<thing>[^?]{{1,60}}?)\s+"
                      rf"(?:{verbs})\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _verb_re() -> re.Pattern[str]:
    verbs = "|".join(sorted(map(re.escape, lexicon("movement_verbs")), key=len, reverse=True))
    return re.compile(rf"\b(?:{verbs})\b", re.IGNORECASE)


def _clauses(bodies: list[str]) -> list[str]:
    from course_lib.sim.material.chat_records import parse

    out = []
    for body in bodies[:_MAX_DOCS]:
        messages = parse(body)  # a chat export: its messages' texts, without their times and authors
        text = "\n".join(m.text for m in messages) if messages else body
        for clause in _CLAUSE_SPLIT_RE.split(text)[:_MAX_LINES]:
            clause = clause.strip()
            verb = _verb_re().search(clause)
            if verb and _PLACE_RE.search(clause[verb.end():]):
                out.append(clause)
    return out


def moved(question: str, bodies: list[str]) -> Moved | Unnamed | None:
    """The clause that answers a "where did X end up" (see the module docstring)."""
    asked = _question_re().search(question)
    if asked is None:
        return None
    thing = re.sub(r"^(?:the|my|our|your|all\s+(?:the|my|our)|those|these)\s+", "", asked.group("thing").strip(),
                   flags=re.IGNORECASE)
    terms = frozenset(content_terms(thing))
    if not terms:
        return None
    clauses = _clauses(bodies)
    if not clauses:
        return None
    named = [c for c in clauses if terms & frozenset(content_terms(c))]
    if named:
        places = {_verb_re().split(c, maxsplit=1)[-1].strip().lower() for c in named}
        return Moved(named[0]) if len(places) == 1 else None
    written = frozenset(t for b in bodies[:_MAX_DOCS] for t in content_terms(b))
    if terms & written:
        return None  # (the thing is named elsewhere in the documents: the usual reading)
    movers = tuple(dict.fromkeys(w for c in clauses for w in content_terms(_verb_re().split(c, maxsplit=1)[0])))
    return Unnamed(thing, movers[:4])
