"""A head count summed over the counted groups of one line (invent75, issue 26: the lead engineer's
"how many people on the team" after "6 developers and 2 designers", wanted 8; and "how many singers
this term?" over "14 sopranos, 11 altos, 6 tenors and 5 basses" answered "not recorded").

A line that counts groups in one enumeration ("N <plural noun>" items joined by commas, "and", "&",
"plus") holds the parts of a head count. For a "how many <noun>" question:

- the question names two groups of the line or more, and nothing else ("how many engineers and testers
  altogether?"): their counts summed, the working shown;
- the question counts by a collective noun ("people", "members", "of us", data) and every group of the
  line counts people (a word list and person-shaped endings, data), the line the only such line or the
  one sharing the question's other words: every group's count summed;
- the question's noun is named in no document and a line counts groups ("how many singers" over the
  choir's parts, "how many dogs" over "3 cats and 2 hamsters"): ``Unsummed``, the documents limit (it
  cannot tell whether the groups make up the thing counted), never "not recorded" nor the line quoted;
- anything else (one group named, a bound "how many can ...", a measure "how many hours"): ``None``.

Words are data (``data/sim/head_counts.yaml``). Bounded: ``_MAX_DOCS``, ``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import alternation, read
from course_lib.sim.words.text import stem

_MAX_DOCS = 20  # a cap on the documents read
_MAX_LINES = 400  # a cap on the lines read per document
_ITEM_RE = re.compile(r"(?<![\d.,:£$€¥/-])(\d{1,4})(?![\d.,:%])\s+((?:[a-z][a-z'-]*\s+){0,2}?[a-z][a-z'-]*s)\b")
_JOIN_RE = re.compile(r"\s*(?:,|;)?\s*(?:and|&|plus)?\s*", re.IGNORECASE)
_ASKED_RE = re.compile(r"\bhow\s+many\s+((?:[a-z][a-z'-]*\s*){1,6})", re.IGNORECASE)


@dataclass(frozen=True)
class Group:
    count: int
    noun: str


@dataclass(frozen=True)
class Summed:
    """The head count: the groups summed and the line they are from."""

    groups: tuple[Group, ...]
    line: str

    @property
    def total(self) -> int:
        return sum(g.count for g in self.groups)

    def answer(self) -> str:
        working = " + ".join(f"{g.count} {g.noun}" for g in self.groups)
        return f"{self.total} ({working})."


@dataclass(frozen=True)
class Unsummed:
    """A line counts groups, and the question's noun is none of them: why it cannot sum them."""

    asked: str
    line: str

    @property
    def reason(self) -> str:
        return (f"the line {self.line[:90]!r} counts groups, but the documents never name the {self.asked} the "
                "question counts, and it cannot tell whether those groups make them up")


@lru_cache(maxsize=1)
def _words() -> dict[str, frozenset[str]]:
    data = read("head_counts.yaml")
    out = {}
    for name in ("collective", "person_groups", "person_endings", "measures", "stops", "bounds"):
        words = data.get(name)
        if not isinstance(words, list) or not all(isinstance(w, str) and w for w in words):
            raise ValueError(f"head_counts.yaml: '{name}' must be a list of words")
        out[name] = frozenset(w.lower() for w in words)
    return out


@lru_cache(maxsize=1)
def _bound_re() -> re.Pattern[str]:
    """A word of the data's ``bounds``: the question asks a bound ("how many can fit"), no head count."""
    return re.compile(rf"\b(?:{alternation(sorted(_words()['bounds']))})\b", re.IGNORECASE)


def groups(line: str) -> list[Group]:
    """The longest enumeration of counted groups in ``line`` (two or more, none a measure), or []."""
    measures = _words()["measures"]
    items = list(_ITEM_RE.finditer(line))
    best: list[re.Match] = []
    run: list[re.Match] = []
    for m in items:
        if run and not _JOIN_RE.fullmatch(line[run[-1].end():m.start()]):
            run = []
        run.append(m)
        if len(run) > len(best):
            best = list(run)
    if len(best) < 2:
        return []
    found = [Group(int(m.group(1)), m.group(2).strip()) for m in best]
    if any(g.noun.split()[-1].lower() in measures or g.noun.split()[0].lower() in measures for g in found):
        return []
    return found


def _counts_people(noun: str) -> bool:
    words = _words()
    head = noun.split()[-1].lower()
    return head in words["person_groups"] or any(head.endswith(e) for e in words["person_endings"])


def asked_noun(question: str) -> list[str]:
    """The words of the noun a "how many <noun>" question counts ("engineers and testers"), or []."""
    m = _ASKED_RE.search(question)
    if not m:
        return []
    out = []
    for word in m.group(1).lower().split():
        if word in _words()["stops"] and not (word in ("of", "us", "them") and out == []):
            break
        out.append(word)
    return out


def _lines(bodies: list[str]) -> list[str]:
    out = []
    for body in bodies[:_MAX_DOCS]:
        for line in body.splitlines()[:_MAX_LINES]:
            out.extend(s for s in re.split(r"(?<=[.!?])\s+", line) if s.strip())
    return out


def counted(question: str, bodies: list[str]) -> Summed | Unsummed | None:
    """The module docstring's reading of ``question`` over ``bodies``."""
    noun = asked_noun(question)
    if not noun or _bound_re().search(question):
        return None
    words = _words()
    if noun[0] in words["measures"] or noun[-1] in words["measures"]:
        return None
    lined = [(line, found) for line in _lines(bodies) if (found := groups(line))]
    if not lined:
        return None
    asked = {stem(w) for w in noun if w not in ("and", "&")}
    q_terms = {stem(w) for w in re.findall(r"[a-z]{3,}", question.lower())} - asked
    for line, found in lined:  # the question names two groups or more of one line, and nothing else
        named = [g for g in found if {stem(w) for w in g.noun.lower().split()} & asked]
        covered = set().union(*({stem(w) for w in g.noun.lower().split()} for g in named)) if named else set()
        if len(named) >= 2 and asked <= covered:
            return Summed(tuple(named), line)
        if len(named) == 1:
            return None
    phrase = " ".join(noun)
    if phrase in words["collective"] or noun[0] in words["collective"]:
        people = [(line, found) for line, found in lined if all(_counts_people(g.noun) for g in found)]
        if len(people) > 1:
            people = [(line, f) for line, f in people if {stem(w) for w in re.findall(r"[a-z]{3,}", line.lower())} & q_terms]
        if len(people) == 1:
            return Summed(tuple(people[0][1]), people[0][0])
        return None
    text = " ".join(bodies[:_MAX_DOCS]).lower()
    held = {stem(w) for w in re.findall(r"[a-z]{3,}", text)}
    if not asked & held:
        return Unsummed(phrase, lined[0][0])
    return None
