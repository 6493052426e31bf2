"""How the simulator compares a question with a text: weighted concepts and coverage.

A question becomes a list of *concepts*: its content words (stemmed), where a synonym from the
alias lexicon counts as one concept shared by its whole group ("green thread" and "coroutine"
meet). Names and code identifiers weigh more, generic words less. A text becomes a set of
*forms* (stems and alias groups). Coverage = weight of the question's concepts found in the
text / total weight.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.knowledge import Knowledge
from course_lib.sim.text import (
    _TOKEN_RE,
    ANSWER_TYPE_WORDS,
    GENERIC_WORDS,
    content_terms,
    has_cjk,
    is_content,
    stem,
)


@dataclass(frozen=True)
class Concept:
    key: str  # a stem, or "~N" for alias group N
    word: str  # as written in the question (the preferred term for an alias group)
    weight: float
    is_name: bool = False
    answer_type: bool = False


@dataclass(frozen=True)
class Analysis:
    concepts: tuple[Concept, ...]
    forms: frozenset[str]

    @property
    def total(self) -> float:
        return sum(c.weight for c in self.concepts)

    def keys(self) -> list[str]:
        return [c.key for c in self.concepts]


class Matcher:
    """Analyses texts against one knowledge object, with a small memo."""

    def __init__(self, knowledge: Knowledge):
        self.knowledge = knowledge
        self._memo: dict[str, Analysis] = {}
        self.profiles: dict = {}  # tool profiles, filled by routing.profile
        self.candidates: dict = {}  # sentences of documents, filled by evidence.gather

    def analyse(self, text: str) -> Analysis:
        found = self._memo.get(text)
        if found is None:
            if len(self._memo) > 4096:
                self._memo.clear()
            found = self._memo[text] = self._analyse(text)
        return found

    def _analyse(self, text: str) -> Analysis:
        spans = self.knowledge.alias_spans(text)
        concepts: dict[str, Concept] = {}
        forms: set[str] = set(content_terms(text))
        for start, end, group in spans:
            key = f"~{group}"
            forms.add(key)
            concepts.setdefault(key, Concept(key, self.knowledge.preferred(group), 1.0))
            del start, end
        span_at = [(s, e) for s, e, _ in spans]
        for match in _TOKEN_RE.finditer(text):
            if any(s <= match.start() < e for s, e in span_at):
                continue
            tok = match.group(0)
            low = tok.lower()
            if not is_content(low):
                continue
            cjk = has_cjk(tok)
            if cjk:
                for term in content_terms(tok):
                    concepts.setdefault(term, Concept(term, term, 1.0))
                continue
            key = stem(low)
            if key in concepts:
                continue
            sentence_start = match.start() == 0 or text[: match.start()].rstrip()[-1:] in {
                ".",
                "?",
                "!",
                ":",
                "\n",
                "",
            }
            is_name = (tok[0].isupper() and not sentence_start) or bool(
                re.search(r"[0-9._]", tok[1:])
            )
            is_name = is_name or (tok[0].isupper() and any(c.isupper() for c in tok[1:]))
            if low in GENERIC_WORDS or low in ANSWER_TYPE_WORDS:
                weight = 0.5
            else:
                weight = 1.5 if is_name else 1.0
            concepts[key] = Concept(key, tok, weight, is_name, low in ANSWER_TYPE_WORDS)
        return Analysis(tuple(concepts.values()), frozenset(forms))

    # --- comparisons ---------------------------------------------------------------------------

    def covered(self, question: Analysis, forms: frozenset[str] | set[str]) -> list[Concept]:
        return [c for c in question.concepts if c.key in forms]

    def coverage(self, question: Analysis, text: str) -> float:
        total = question.total
        if not total:
            return 0.0
        forms = self.analyse(text).forms
        return sum(c.weight for c in question.concepts if c.key in forms) / total

    def overlap(self, question: Analysis, text: str) -> float:
        forms = self.analyse(text).forms
        return sum(c.weight for c in question.concepts if c.key in forms)


def head_concept(question: Analysis) -> Concept | None:
    """The thing asked about: the first content concept that is not a name or answer type.

    In "Who manages the team that owns Project Falcon?" it is "manages"; in "In which city is
    the office of ..." it is "office" ("city" only names the kind of answer).
    """
    for concept in question.concepts:
        if not concept.is_name and not concept.answer_type:
            return concept
    return None
