"""Relevance grading whose strictness follows the grading instructions (notebook 04).

- strict (the prompt spells out what is irrelevant: "only if", "shares keywords but is about
  another topic", "main subject"...): yes only if the document covers at least 40 % of the
  question's weighted concepts, every name in it, *and* its main subject: the question's most
  specific concept (``matching.subject``: a lexicon term or code identifier before a name, a
  name before an ordinary word; broad context words such as "Python" or "SQLite" and words most
  of the graded documents share come last), which the document must be *about* (through the
  lexicon too): in its title or opening sentence, or in two of its sentences, not once in
  passing. A document that shares only broad or generic words is about another topic;
- lenient ("is it related?"): yes on any shared content word;
- neither: yes if the document covers at least half of the question's concepts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.documents import Document
from course_lib.sim.matching import Matcher, subject
from course_lib.sim.prose import sentences
from course_lib.sim.text import content_terms

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


def grade(
    matcher: Matcher,
    question: str,
    doc: Document,
    mode: str,
    context: list[Document] | tuple[Document, ...] | None = None,
) -> Grade:
    """Grade ``doc`` for ``question``; ``context`` is every document graded alongside it."""
    q = matcher.analyse(question)
    text = doc.text
    forms = matcher.analyse(text).forms
    total = q.total or 1.0
    coverage = sum(c.weight for c in q.concepts if c.key in forms) / total
    shared = tuple(t for t in content_terms(question) if t in set(content_terms(text)))
    shared_concepts = tuple(c.word for c in q.concepts if c.key in forms)

    main = subject(q, _source_forms(matcher, context) if context else None)
    prominent = _prominent(matcher, doc)
    subject_match = bool(main) and 2 * sum(c.key in prominent for c in main) >= len(main)

    if mode == "lenient":
        relevant = bool(shared or shared_concepts)
    elif mode == "strict":
        names_ok = all(c.key in forms for c in q.concepts if c.is_name)
        relevant = coverage >= 0.4 and subject_match and names_ok
    else:
        relevant = coverage >= 0.5
    return Grade(relevant, coverage, subject_match, tuple(dict.fromkeys(shared_concepts or shared)))


def _prominent(matcher: Matcher, doc: Document) -> set[str] | frozenset[str]:
    """Forms a document is *about*: in its title or opening sentence, or in two of its
    sentences (a word mentioned once in passing does not count)."""
    found = matcher.prominent.get(doc)
    if found is not None:
        return found
    units = sentences(doc.body)
    about = set(matcher.analyse(f"{doc.title}\n{units[0] if units else ''}").forms)
    seen: set[str] = set()
    for sentence in units[1:]:
        forms = matcher.analyse(sentence).forms
        about |= forms & seen
        seen |= forms
    if len(matcher.prominent) > 4096:
        matcher.prominent.clear()
    matcher.prominent[doc] = frozenset(about)
    return matcher.prominent[doc]


def _source_forms(
    matcher: Matcher, docs: list[Document] | tuple[Document, ...]
) -> list[frozenset[str]]:
    """The forms of each source among ``docs`` (chunks of one note count once)."""
    by_source: dict[str, set[str]] = {}
    for i, d in enumerate(docs):
        by_source.setdefault(d.source or f"#{i}", set()).update(matcher.analyse(d.text).forms)
    return [frozenset(f) for f in by_source.values()]


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
