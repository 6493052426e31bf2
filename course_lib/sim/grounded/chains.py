"""Multi-hop: following a chained question step by step through the documents.

A chained question ("Which team owns the service that Project Lapwing extends?") is split
innermost first by ``planning.chain_steps``:
  1. "Which service does Project Lapwing extend?"
  2. "Which team owns the service found in step 1?"
A step is answered by ONE sentence that names the step's entity (or stands on that entity's
own page) and states the step's relation ("extends", "owns"); the new entity it names (the
bridge, "Signal Relay Service") replaces "the service found in step 1" in the next step. The
question is answered only when its last step is: "Project Lapwing is owned by the Lantern Team"
names an owner, but of the wrong entity, so it does not answer step 2. The first step that is
still open is the next thing to search for (the innermost unresolved relation).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from course_lib.sim.material.documents import Document
from course_lib.sim.material.prose import sentences
from course_lib.sim.request import planning
from course_lib.sim.words.matching import Matcher
from course_lib.sim.words.text import names, stem

STEP_COVERAGE = 0.5
_WH_NOUN_RE = re.compile(
    r"^\s*(?:in|at|on|for|from|to|with)?\s*(?:which|what)\s+(?P<noun>[a-z][\w\-]*(?:\s+[a-z][\w\-]*)?)"
    r"\s+(?=is|are|was|were|does|do|did|has|have|[a-z]+s\b|[a-z]+ed\b)",
    re.IGNORECASE,
)
_GENERIC_ENTITIES = frozenset({"i", "the", "a"})


@dataclass
class StepAnswer:
    doc: Document
    sentence: str
    entity: str


@dataclass
class Chain:
    question: str
    steps: list[str]  # placeholders resolved as far as the answers go
    answers: list[StepAnswer] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return len(self.answers) == len(self.steps)

    @property
    def open_step(self) -> str | None:
        """The first step still unanswered, with earlier answers filled in."""
        return None if self.complete else self.steps[len(self.answers)]

    @property
    def bridge(self) -> str | None:
        return self.answers[-1].entity if self.answers else None

    def answer_text(self) -> str:
        """The sentences that answered the steps, in order, each source cited once."""
        picks = [(a.doc, a.sentence) for a in self.answers]
        parts = []
        for i, (doc, sentence) in enumerate(picks):
            text = sentence.strip()
            if text and text[-1] not in ".!?":
                text += "."
            next_source = picks[i + 1][0].source if i + 1 < len(picks) else None
            if doc.source and doc.source != next_source:
                text += f" [{doc.source}]"
            parts.append(text)
        return " ".join(parts)


def is_chained(question: str) -> bool:
    return len(planning.chain_steps(question)) > 1


def follow(matcher: Matcher, question: str, docs: list[Document]) -> Chain | None:
    """Walk the steps of a chained question through ``docs`` (``None``: not a chained question)."""
    steps = planning.chain_steps(question)
    if len(steps) < 2:
        return None
    chain = Chain(question, list(steps))
    for i in range(len(steps)):
        step = chain.steps[i]
        if _PLACEHOLDER.search(step):
            break
        used = {a.sentence for a in chain.answers}
        found = answer_step(matcher, step, docs, used)
        if found is None:
            break
        chain.answers.append(found)
        for j in range(i + 1, len(steps)):  # "the service found in step 1" -> the entity
            chain.steps[j] = _fill(chain.steps[j], i + 1, found.entity)
    return chain


_PLACEHOLDER = re.compile(
    r"\bthe\s+(?:[\w\-]+\s+)?(?P<noun>[a-z][\w\-]*)\s+found\s+in\s+step\s+(?P<k>\d+)",
    re.IGNORECASE,
)


def _fill(step: str, k: int, entity: str) -> str:
    def swap(m: re.Match[str]) -> str:
        if int(m.group("k")) != k:
            return m.group(0)
        return entity if planning.is_person(m.group("noun")) else f"the {entity}"

    return _PLACEHOLDER.sub(swap, step)


def answer_step(
    matcher: Matcher, step: str, docs: list[Document], used: set[str] | None = None
) -> StepAnswer | None:
    """The one sentence that answers a single-relation step, and the entity it contributes.

    The sentence must name the step's entity (its page's title counts) and state at least half
    of the step's relation words ("owns", "on call", "behind"); light words ("use", "work")
    only break ties, as does an answer that carries the asked-for noun ("Cobalt Database" for
    "which database"). A sentence that answered an earlier step is not used again.
    """
    q = matcher.analyse(step)
    wh = _WH_NOUN_RE.match(step)
    wh_noun = wh.group("noun") if wh else ""
    wh_keys = {stem(w) for w in wh_noun.lower().split()}
    named = [c for c in q.concepts if c.is_name]
    relation = [
        c for c in q.concepts if not c.is_name and not c.answer_type and c.key not in wh_keys
    ]
    strong = [c for c in relation if c.key_term]
    light = [c for c in relation if not c.key_term]
    total = sum(c.weight for c in strong)
    step_low = step.lower()
    best: tuple[tuple, StepAnswer] | None = None
    for d_index, doc in enumerate(docs):
        title_forms = matcher.analyse(doc.title).forms if doc.title else frozenset()
        for s_index, sentence in enumerate(sentences(doc.body)):
            if used and sentence in used:
                continue
            own = matcher.analyse(sentence).forms
            forms = own | title_forms
            if not all(c.key in forms for c in named):
                continue
            cover = sum(c.weight for c in strong if c.key in own) / total if total else 1.0
            if cover < STEP_COVERAGE:
                continue
            entity = _new_entity(sentence, step_low, wh_noun)
            if entity is None:
                continue
            light_cover = sum(c.key in own for c in light)
            typed = bool(wh_keys) and bool(wh_keys & set(matcher.analyse(entity).forms))
            in_sentence = sum(c.key in own for c in named)
            rank = (cover, light_cover, typed, in_sentence, -d_index, -s_index)
            if best is None or rank > best[0]:
                best = (rank, StepAnswer(doc, sentence, entity))
    return best[1] if best else None


def _new_entity(sentence: str, step_low: str, wh_noun: str) -> str | None:
    """The entity a sentence adds to the step: a name the step does not mention, preferring
    one that carries the asked-for noun ("Lantern Team" for "which team")."""
    fresh = [
        n
        for n in names(sentence)
        if n.lower() not in step_low
        and n.lower() not in _GENERIC_ENTITIES
        and not any(n.lower() in other.lower() and n != other for other in names(sentence))
    ]
    if not fresh:
        return None
    if wh_noun:
        head = stem(wh_noun.split()[-1].lower())
        ranked = sorted(
            (rank, i, e)
            for i, e in enumerate(fresh)
            for rank, ent in planning.entities_near(sentence, head)
            if ent == e
        )
        if ranked:
            return ranked[0][2]
    return fresh[0]
