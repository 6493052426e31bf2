"""What a person the user described does for work, asked by a pronoun alone (issue 26: a follow-up's
pronoun resolved from the earlier turns).

"My brother Tom is a nurse and my aunt Jill is a pilot." ... "what does she do?": a model answers
that Jill is a pilot. The question has no words of its own (``pronoun_jobs.asks`` in
``data/sim/patterns.yaml``: "what does he do (for a living)", "what's her job"); the user's statements,
latest first, are split into their coordinated clauses (``coordination.clauses``), and the clauses
whose subject is of the pronoun's gender (``coordination.pronoun_subjects``: a relation word,
``lexicons.yaml`` male_people / female_people) and that say what the subject is or works as
(``pronoun_jobs.role``: "... is a pilot", "... works as a nurse") are the candidates. One candidate
is quoted; none, or two of one statement ("my mum is a vet and my sister is a nurse"), leaves
``None`` and the caller's conversation limit stands. A pronoun is never given a gender from a name.
"""

from __future__ import annotations

from course_lib.sim.dialogue.coordination import clauses, pronoun_subjects
from course_lib.sim.words.cues import patterns

__all__ = ["answer", "asks"]

_CUE = patterns("pronoun_jobs")


def asks(question: str) -> bool:
    """Whether ``question`` asks by a pronoun alone what someone does for work."""
    return bool(_CUE.asks.match(question.strip()))


def answer(question: str, statements: list[str]) -> str | None:
    """The one clause of the latest statement that tells what the person the pronoun means does,
    quoted; ``None`` when no statement, or more than one clause of one, tells it."""
    if not asks(question):
        return None
    for statement in reversed(statements):
        parts, _ = clauses(statement)
        gendered = pronoun_subjects(question, parts)
        if not gendered:
            continue
        roles = [p for p in gendered if _CUE.role.search(p.rstrip(" .!"))]
        if len(roles) > 1:
            return None  # two people of the pronoun's gender with a job each: which one is unknown
        if roles:
            clause = roles[0].rstrip(" .!")
            shown = clause if statement.strip().startswith(clause) else f"… {clause}"
            return f"Earlier you said: \"{shown}.\""
    return None
