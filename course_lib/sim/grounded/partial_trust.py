"""When a partial answer rests on what the simulator read (issue 26).

``evidence.partial_answer`` quotes the sentences that cover part of a question and says which of
its words it found nowhere ("... I could not find anything about 'lunch' in the documents, so I
don't know that part."). That is right when the sentences found answer the question and the word
missing is a side of it; it is a guess when the word missing is what the question asks about (its
predicate or the property asked: "when does the pool open for members?" answered with a sentence
about guests). ``features`` reads, in the simulator's own terms, which concepts are missing and
where they stand in the question, and what the found sentences hold; ``trusted`` says whether the
partial answer may be given (thresholds in ``data/sim/thresholds.yaml``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Features:
    """What the simulator knows when the closest sentences cover only part of a question."""

    coverage: float  # the found sentences' share of the question's weight
    missing: tuple[str, ...]  # the question's key words no found sentence holds
    missing_share: float  # their share of the question's weight
    missing_leads: bool  # a missing word stands before every covered word (the question's predicate)
    missing_trails: bool  # a missing word stands after every covered word (a qualifier: "for members")
    asked: str  # the kind of value asked ("date", "number", ...), "" if none
    asked_held: bool  # a found sentence states a value of that kind
    yes_no: bool  # the question asks yes or no ("Does the tour include lunch?")
    record_share: float  # the share of found units that are rows or records, not prose sentences
    title_only: bool  # every found unit is a document's first line, a heading or a record's head
    worked: str  # "count" / "rank": a value worked out from others (``absence.asks_worked``), "" for none
    prose: float  # the share of the documents' units read as prose sentences (``absence``)


_YES_NO_RE = re.compile(r"^\s*(?:is|are|was|were|do|does|did|can|could|will|would|should|shall|may|must|has|have|had)\b",
                        re.IGNORECASE)
_WORD_RE = re.compile(r"[\w'-]+")


def _positions(question: str, words) -> list[int]:
    """Where each of ``words`` first stands among the question's words (-1 when not written as is)."""
    tokens = [t.lower() for t in _WORD_RE.findall(question)]
    out = []
    for w in words:
        low = w.lower()
        out.append(next((i for i, t in enumerate(tokens) if t == low or t.startswith(low) or low.startswith(t) and len(t) > 3), -1))
    return out


def features(found, question: str) -> Features:
    """The features of the partial reading ``found`` (an ``evidence.Evidence``) of ``question``."""
    from course_lib.sim.grounded.absence import asks_worked
    from course_lib.sim.material.prose import units as sentence_units
    from course_lib.sim.words import quantities

    total = found.question.total or 1.0
    missed = [c for c in found.uncovered if c.key_term and not c.answer_type]
    covered = [c for c in found.covered if c.key_term and not c.answer_type and c.kind != "type"]
    miss_at = [p for p in _positions(question, [c.word for c in missed]) if p >= 0]
    cover_at = [p for p in _positions(question, [c.word for c in covered]) if p >= 0]
    core = quantities.question_core(question)
    asked = quantities.asked_type(core) if quantities.is_question(question) else None
    kind = asked[0] if asked else ""
    held = bool(kind) and any(quantities.states(s, kind) for _, s in found.picks)
    records = 0
    titles = bool(found.picks) and len(found.positions) == len(found.picks)
    for (doc, _), pos in zip(found.picks, found.positions, strict=False):
        units = sentence_units(doc.body)
        if 0 <= pos < len(units):
            u = units[pos]
            records += bool(u.table or u.row or u.record_head or u.record_start)
            heads = {v.record_head for v in units if v.record_head}
            titles = titles and (pos == 0 or u.heading or u.text in heads)
        else:
            titles = False
    return Features(
        coverage=round(found.coverage, 3),
        missing=tuple(c.word for c in missed),
        missing_share=round(sum(c.weight for c in missed) / total, 3),
        missing_leads=bool(miss_at and cover_at) and min(miss_at) < min(cover_at),
        missing_trails=bool(miss_at and cover_at) and max(miss_at) > max(cover_at),
        asked=kind,
        asked_held=held,
        yes_no=bool(_YES_NO_RE.match(core)),
        record_share=round(records / len(found.picks), 2) if found.picks else 0.0,
        title_only=titles,
        worked=asks_worked(question),
        prose=_shape(tuple(d.body for d, _ in found.picks)),
    )


def _shape(bodies) -> float:
    from course_lib.sim.grounded.absence import prose_share

    return prose_share(tuple(dict.fromkeys(bodies)))


def trusted(f: Features) -> bool:
    """Whether the partial answer may be given. Over prose read sentence by sentence
    (``absence_prose_share`` of the units or more) it may. Over records (rows, key-value lines, a
    log) it may not when the question asks for a rank: the record quoted is any record with the
    question's words, not the one that ranks first; nor when it asks for a count and what was found
    is only a title or a record's head: the found part says nothing, and "I don't know that part"
    is an "I don't know." of a value worked out from the records, not written in them."""
    from course_lib.sim.words.thresholds import threshold

    if f.prose >= threshold("absence_prose_share"):
        return True
    if f.worked == "rank":
        return False
    return not (f.worked == "count" and f.title_only)
