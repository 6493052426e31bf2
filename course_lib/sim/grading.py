"""Relevance grading whose strictness follows the grading instructions (notebook 04).

- strict (the prompt spells out what is irrelevant: "only if", "shares keywords but is about
  another topic", "main subject"...): yes only if the document covers at least 40 % of the
  question's weighted concepts, every name in it, *and* its main subject (the names and lexicon
  terms of the question, or else its content words) appears in the document's title or opening
  sentence, or in two of its sentences;
- lenient ("is it related?"): yes on any shared content word;
- neither: yes if the document covers at least half of the question's concepts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.matching import Matcher
from course_lib.sim.text import Document, content_terms, sentences

_STRICT_RE = re.compile(
    r"\bstrict|\bonly if\b|\birrelevant if\b|\bnot relevant if\b|\bmerely\b|\bshares? (?:some |a )?keywords?\b|"
    r"\b(?:another|different|other) (?:topic|subject)\b|\bmain (?:subject|topic)\b|\bin passing\b|"
    r"\b(?:actually|directly|specifically) (?:answers?|address(?:es)?)\b|\bkeyword match",
    re.IGNORECASE,
)
_LENIENT_RE = re.compile(
    r"\brelated\b|\bany (?:connection|relation)\b|\bat all\b|\bloosely\b|\btouch(?:es)? on\b",
    re.IGNORECASE,
)


def strictness(instructions: str) -> str:
    """'strict', 'lenient' or 'normal', read from the grading instructions."""
    if _STRICT_RE.search(instructions):
        return "strict"
    if _LENIENT_RE.search(instructions):
        return "lenient"
    return "normal"


@dataclass(frozen=True)
class Grade:
    relevant: bool
    coverage: float
    subject_match: bool
    shared: tuple[str, ...]  # shared words, for the reason

    @property
    def level(self) -> str:
        """'relevant', 'ambiguous' or 'irrelevant' (for three-way grades)."""
        if self.relevant and self.coverage >= 0.75:
            return "relevant"
        if self.subject_match or self.coverage >= 0.34 or self.relevant:
            return "ambiguous"
        return "irrelevant"


def grade(matcher: Matcher, question: str, doc: Document, mode: str) -> Grade:
    q = matcher.analyse(question)
    text = doc.text
    forms = matcher.analyse(text).forms
    total = q.total or 1.0
    coverage = sum(c.weight for c in q.concepts if c.key in forms) / total
    shared = tuple(t for t in content_terms(question) if t in set(content_terms(text)))
    shared_concepts = tuple(c.word for c in q.concepts if c.key in forms)

    subject = [c for c in q.concepts if c.is_name or c.key.startswith("~")] or [
        c for c in q.concepts if c.weight >= 1.0
    ]
    opening = (sentences(doc.body) or ("",))[0]
    subject_forms = matcher.analyse(f"{doc.title}\n{opening}").forms
    sentence_forms = [matcher.analyse(s).forms for s in sentences(doc.body)]
    subject_hits = 0.0
    for c in subject:
        in_opening = c.key in subject_forms
        repeated = sum(c.key in f for f in sentence_forms) >= 2
        if in_opening or repeated:
            subject_hits += c.weight
    subject_total = sum(c.weight for c in subject) or 1.0
    subject_match = subject_hits / subject_total >= 0.5

    if mode == "lenient":
        relevant = bool(shared or shared_concepts)
    elif mode == "strict":
        names_ok = all(c.key in forms for c in q.concepts if c.is_name)
        relevant = coverage >= 0.4 and subject_match and names_ok
    else:
        relevant = coverage >= 0.5
    return Grade(relevant, coverage, subject_match, tuple(dict.fromkeys(shared_concepts or shared)))


def reason(g: Grade, doc: Document) -> str:
    about = f" ({doc.source})" if doc.source else ""
    if g.relevant and g.coverage >= 0.75:
        return f"The document{about} addresses the question's subject and covers its key terms."
    if g.relevant:
        return f"The document{about} is about the question's subject but covers only part of it."
    if g.shared:
        words = ", ".join(f"'{w}'" for w in g.shared[:3])
        return (
            f"The document{about} only shares {words} with the question; it is about another topic."
        )
    return f"The document{about} does not mention the question's subject."
