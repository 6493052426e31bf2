"""A confident absence weighed before it is said (issue 26, absent75): "Membership: Full adult; Annual fee:
£240. I could not find anything about 'junior' in the documents" over a membership grid whose "Cadet (8-17)"
row is the junior one. The partial answer says the documents lack the asked thing because one word of the
question is on no line; how strong that evidence is depends on the word and on what the material holds.

``weak(request, found)`` returns ``(word, why)`` when the absence of ``word`` is weak evidence, or ``None``
(the absence stands). It is weak when the chosen lines miss exactly one topic word of the question and that
word names people by age ("junior", "kids", "youth": ``lexicons.yaml`` ``age_group_words``) over material
that names age groups by other words or states ages ("Full adult", "Cadet (8-17)", "under 18s":
``asked_heads.said_by_ages``): the group asked is likely one of those under another name, so "could not
find" would rest on the word alone. A stated limit says so (``limit``); ``partial_answers`` asks it before
its partial answer and before a terse question's "The documents do not list 'children'"
(``asked_thing_absent``). ``age_unmet(request, found)`` reads the same before a plain "I don't know"
(the last step of ``doubted_absence``, and ``extractive``'s thing no document holds): an age group among
the words the closest lines miss, when they meet a topic word of the question or a line states an age
bound ("Under-12s", ``ages.bounds``). (``asked_kinds`` reads the same age bound before "The documents
don't give it for the kids: what they give is for the adult only".)

Measured and left out (the sets' own evidence): an everyday asked head ("which chemist dispensed this?",
"which nurse gave her the MMR?") missing while the chosen line meets a specific word of the question's
subject ("dispensed", "MMR") is no such evidence: over the invented sets that reading fired on four
questions, and on three of them the absence was the right reply.
"""

from __future__ import annotations

from course_lib.sim.grounded import evidence
from course_lib.sim.grounded.asked_heads import said_by_ages
from course_lib.sim.reports import limits
from course_lib.sim.request.reading import Request

__all__ = ["AGES_OTHERWISE", "age_unmet", "limit", "weak"]

_MAX_LINES = 400  # lines of a document read for an age bound
AGES_OTHERWISE = "it names people by age, and the documents name their groups by other words or by ages"  # the reason of an age group's weak absence


def weak(request: Request, found: evidence.Evidence) -> tuple[str, str] | None:
    """The missing word whose absence is weak evidence and why (module docstring), or ``None``."""
    if request.language != "en" or not found.picks:
        return None
    missed = [c for c in found.uncovered if c.key_term and not c.answer_type and c.kind != "type"]
    if len(missed) != 1 or not missed[0].word.isalpha() or missed[0].is_name:
        return None
    word = missed[0].word
    if said_by_ages(word, tuple(getattr(d, "body", "") for d in request.documents)):
        return word, AGES_OTHERWISE
    return None


def age_unmet(request: Request, found: evidence.Evidence) -> str | None:
    """Before a plain "I don't know": an age group the closest lines miss ("can teenagers use the gym
    alone?" over "Under-16s may use the gym only with a parent."), when those lines meet a topic word of the
    question ("gym") or a line states an age bound ("how much for juniors?" over "Under-12s bike: £10"), and
    the material names its groups by other words or by ages; the word, or ``None``."""
    if request.language != "en" or not found.picks:
        return None
    bodies = tuple(getattr(d, "body", "") for d in request.documents)
    if not any(c.key_term and not c.answer_type and c.kind != "type" for c in found.covered) and not _age_bound(bodies):
        return None  # (nothing of the question's subject met and no age bound stated: the silence is the answer)
    return next((c.word for c in found.uncovered if c.key_term and not c.answer_type and c.word.isalpha()
                 and said_by_ages(c.word, bodies)), None)


def _age_bound(bodies: tuple[str, ...]) -> bool:
    """A line of the material states an age bound ("Under-12s", "ages 3-15", "Over-65s": ``ages.bounds``)."""
    from course_lib.sim.values import ages

    return any(ages.bounds(x) for body in bodies for x in body.splitlines()[:_MAX_LINES])


def limit(word: str, why: str) -> str:
    """The stated limit for a weak absence of ``word``."""
    return limits.state("tell whether the documents answer this",
                        f"no line writes {word!r}, the word the question names whom it asks about with; {why}",
                        f"read which of the documents' groups the {word} is and answer from its line, or say "
                        "the documents do not hold it", kind="documents")
