"""Extractive answering and multi-hop reasoning over documents.

``gather`` picks sentences greedily: each pick must cover question concepts not covered yet, and
after the first pick it must be *connected* to what was picked (same document, or it names an
entity found in an earlier pick, the bridge). That is how "Project Falcon is owned by the Data
Platform team" followed by "The Data Platform team is managed by Alice Chen" answers "Who manages
the team that owns Project Falcon?", while "The Security team is managed by Bob" is ignored.

A question counts as answered when at least 60 % of its weighted concepts are covered, every
name in it is covered, and, for a nested question ("the team that owns ..."), the thing asked
about (the head concept) is covered too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from course_lib.sim.matching import Analysis, Concept, Matcher, head_concept
from course_lib.sim.text import Document, names, sentences

ANSWERED_COVERAGE = 0.6
MAX_PICKS = 4
_NESTED_RE = re.compile(
    r"\b(?:the|a|an)\s+\w+(?:\s+\w+)?\s+(?:that|which|who|whose)\s+\w+|\b\w+\s+of\s+the\s+\w+\s+(?:of|that|which|who)\b|"
    r"\b(?:the|a|an)\s+\w+\s+(?:owned|led|managed|run|maintained|built|created|written|founded|headed|sponsored)\s+by\b|'s\s+\w+",
    re.IGNORECASE,
)


def is_nested(question: str) -> bool:
    """True for questions that chain facts ("the team that owns X", "X's manager")."""
    return bool(_NESTED_RE.search(question))


@dataclass
class Evidence:
    question: Analysis
    picks: list[tuple[Document, str]] = field(default_factory=list)
    covered: list[Concept] = field(default_factory=list)
    answered: bool = False
    bridge: str | None = None

    @property
    def coverage(self) -> float:
        total = self.question.total
        return sum(c.weight for c in self.covered) / total if total else 0.0

    @property
    def uncovered(self) -> list[Concept]:
        keys = {c.key for c in self.covered}
        return [c for c in self.question.concepts if c.key not in keys]

    @property
    def anchored(self) -> bool:
        """True when the picks mention every name of the question (a bridge can follow)."""
        keys = {c.key for c in self.covered}
        return bool(self.picks) and all(c.key in keys for c in self.question.concepts if c.is_name)

    def sources(self) -> list[str]:
        return list(dict.fromkeys(d.source for d, _ in self.picks if d.source))


@dataclass(frozen=True)
class _Candidate:
    doc_index: int
    doc: Document
    sentence: str
    forms: frozenset[str]
    own: frozenset[str]
    entities: tuple[str, ...]


def _candidates(matcher: Matcher, docs: list[Document]) -> list[_Candidate]:
    out: list[_Candidate] = []
    memo = matcher.candidates
    for i, doc in enumerate(docs):
        key = (i, doc)
        found = memo.get(key)
        if found is None:
            found = memo[key] = _doc_candidates(matcher, i, doc)
        out.extend(found)
    if len(memo) > 4096:
        memo.clear()
    return out


def _doc_candidates(matcher: Matcher, i: int, doc: Document) -> list[_Candidate]:
    title_forms = matcher.analyse(doc.title).forms if doc.title else frozenset()
    title_names = names(doc.title) if doc.title else ()
    out = []
    for sentence in sentences(doc.body) or ((doc.title,) if doc.title else ()):
        own = matcher.analyse(sentence).forms
        out.append(
            _Candidate(
                i,
                doc,
                sentence,
                own | title_forms,
                own,
                tuple(dict.fromkeys(names(sentence) + title_names)),
            )
        )
    return out


def gather(matcher: Matcher, question: str, docs: list[Document]) -> Evidence:
    q = matcher.analyse(question)
    evidence = Evidence(q)
    if not q.concepts or not docs:
        return evidence
    question_low = question.lower()
    keys = {c.key for c in q.concepts}
    weight = {c.key: c.weight for c in q.concepts}
    # Only sentences that share something with the question can be picked.
    pool = []
    sums: dict[frozenset[str], float] = {}
    for cand in _candidates(matcher, docs):
        hits = frozenset(keys & cand.forms)
        if hits:
            own_keys = frozenset(keys & cand.own)
            own = sums.get(own_keys)
            if own is None:
                own = sums[own_keys] = sum(weight[k] for k in own_keys)
            pool.append((cand, hits, own))
    covered: set[str] = set()
    picked: list[_Candidate] = []
    picked_ids: set[int] = set()
    bridges: dict[str, None] = {}
    for _ in range(MAX_PICKS):
        best, best_score = None, 0.0
        gains: dict[frozenset[str], float] = {}  # many sentences share the same hits
        for n, (cand, hits, own) in enumerate(pool):
            if n in picked_ids:
                continue
            gain = gains.get(hits)
            if gain is None:
                gain = gains[hits] = sum(weight[k] for k in hits - covered)
            if gain <= 0:
                continue
            if picked:
                same_doc = any(p.doc_index == cand.doc_index for p in picked)
                if not same_doc and not any(e.lower() in bridges for e in cand.entities):
                    continue
            score = gain + 0.1 * own - 0.001 * cand.doc_index
            if score > best_score:
                best, best_score = n, score
        if best is None:
            break
        cand, hits, _ = pool[best]
        picked.append(cand)
        picked_ids.add(best)
        covered |= hits
        for entity in cand.entities:
            if entity.lower() not in question_low:
                bridges.setdefault(entity.lower(), None)
    evidence.picks = [(p.doc, p.sentence) for p in picked]
    evidence.covered = [c for c in q.concepts if c.key in covered]
    evidence.bridge = _bridge(picked, question_low)
    evidence.answered = _is_answered(evidence, question)
    return evidence


def _bridge(picked: list[_Candidate], question_low: str) -> str | None:
    """The newest entity: from the latest pick, one that no earlier pick or the question named."""
    for i in range(len(picked) - 1, -1, -1):
        earlier = " ".join(p.sentence for p in picked[:i]).lower()
        fresh = [e for e in picked[i].entities if e.lower() not in question_low]
        newest = [e for e in fresh if e.lower() not in earlier]
        if newest or fresh:
            return (newest or fresh)[0]
    return None


def _is_answered(evidence: Evidence, question: str) -> bool:
    if not evidence.picks or evidence.coverage < ANSWERED_COVERAGE:
        return False
    keys = {c.key for c in evidence.covered}
    if any(c.is_name and c.key not in keys for c in evidence.question.concepts):
        return False
    head = head_concept(evidence.question)
    if (
        head is not None
        and head.key not in keys
        and (is_nested(question) or evidence.coverage < 0.8)
    ):
        return False
    return True


def follow_up_query(evidence: Evidence) -> str:
    """The next search: the bridge entity plus what the question still lacks."""
    missing = [
        c.word for c in evidence.uncovered if not c.answer_type or len(evidence.uncovered) == 1
    ]
    bridge = evidence.bridge if evidence.anchored else None
    parts = ([bridge] if bridge else []) + missing
    return " ".join(dict.fromkeys(p for p in parts if p)).strip()


def compose_answer(evidence: Evidence) -> str:
    """The picked sentences, each followed by its source when the source changes."""
    parts: list[str] = []
    picks = evidence.picks
    for i, (doc, sentence) in enumerate(picks):
        text = sentence.strip()
        if text and text[-1] not in ".!?。！？":
            text += "."
        next_source = picks[i + 1][0].source if i + 1 < len(picks) else None
        if doc.source and doc.source != next_source:
            text += f" [{doc.source}]"
        parts.append(text)
    return " ".join(parts)
