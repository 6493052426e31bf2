"""A calibrated absence (issue 26, fix55a): "I don't know." only when the subject is missing.

No sentence answers the question, and the reader is about to say "I don't know.". That is honest when
the documents lack the question's subject; it is silently wrong when their closest lines are on that
subject and only a word that names no subject is unmet: a verb ("How long has the kiln got to sit?"
over "it needs a full day to cool"; "Who goes first?" over "The youngest player takes the first
turn"), a pronoun or a manner word ("roughly", "us"). A verb is said in many ways and the reader
matches words, not meanings, so its absence from the lines is no evidence that the answer is absent.

``unmet_words(found)``: the question's topic-carrying words the closest lines do not write.
``names_no_subject(word)``: a verb form, a pronoun or a degree or manner word (``subject_words.yaml``).
``limit(request, found, matcher)``: the stated limit in place of "I don't know." when the closest lines
are on the subject (``absence.on_subject``), write every name and code of the question, cover at least
``subject_met_coverage`` of its weight (``thresholds.yaml``), and every unmet word names no subject;
``None`` otherwise (the absence stands).

Calibration (``tests/sim/fresh/idk_calibration.py`` over every fresh set and probe but the held-out one,
on 38271d7a): see the commit that added this module.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.grounded import absence, evidence
from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import Request
from course_lib.sim.words.cues import read
from course_lib.sim.words.matching import Matcher

__all__ = ["doubted", "limit", "names_no_subject", "unmet_words"]

DATA = "subject_words.yaml"
_ENGLISH_RE = re.compile(r"^[A-Za-z][a-z]*$")
_CONSONANT = "bcdfghjklmnpqrstvwxz"


@lru_cache(maxsize=1)
def _words() -> tuple[frozenset[str], frozenset[str]]:
    data = read(DATA)
    bases = frozenset(str(v).lower() for v in data["verbs"])
    other = frozenset(str(v).lower() for v in (*data["irregular"], *data["plain"], *data["conjunctions"]))
    return bases, other


def _bases_of(word: str) -> set[str]:
    """The base forms ``word`` may be an -s / -es / -ed / -ing form of ("goes" go, "baking" bake,
    "sitting" sit, "tried" try)."""
    out = {word}
    for end in ("ing", "ed", "es", "s", "d"):
        if not word.endswith(end) or len(word) - len(end) < 2:
            continue
        stem = word[: -len(end)]
        out.add(stem)
        if end in ("ing", "ed"):
            out.add(stem + "e")  # baking, baked
            if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] in _CONSONANT:
                out.add(stem[:-1])  # sitting, stopped
        if end in ("es", "ed") and stem.endswith("i"):
            out.add(stem[:-1] + "y")  # tries, tried
    return out


def names_no_subject(word: str) -> bool:
    """Whether ``word`` is a verb form, a pronoun or a degree or manner word (``subject_words.yaml``)."""
    low = word.lower()
    if not _ENGLISH_RE.match(word):
        return False
    bases, other = _words()
    return low in other or not bases.isdisjoint(_bases_of(low))


def unmet_words(found: evidence.Evidence) -> list[str]:
    """The question's topic-carrying words (not the kind of answer) that no closest line writes."""
    return [c.word for c in found.uncovered if c.key_term and not c.answer_type and c.kind != "type"]


def _names_met(found: evidence.Evidence, matcher: Matcher) -> bool:
    own: set[str] = set()
    for _, sentence in found.picks:
        own |= matcher.forms(sentence)
    return all(c.key in own for c in found.question.concepts if c.is_name or c.kind == "code")


def doubted(request: Request, found: evidence.Evidence, matcher: Matcher) -> list[str] | None:
    """The unmet words when the module docstring's conditions hold ("I don't know." is doubted); ``None``
    when "I don't know." is evidence of absence."""
    from course_lib.sim.words.thresholds import threshold

    if request.language == "zh" or not found.picks or found.coverage < threshold("subject_met_coverage"):
        return None
    unmet = unmet_words(found)
    if not unmet or not all(names_no_subject(w) for w in unmet):
        return None  # a noun unmet: the subject may well be absent
    if not absence.on_subject(matcher, found) or not _names_met(found, matcher):
        return None
    return unmet


def limit(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """The module docstring's stated limit, or ``None`` when "I don't know." is evidence of absence."""
    unmet = doubted(request, found, matcher)
    if unmet is None:
        return None
    shown = ", ".join(repr(w) for w in unmet[:3])
    explain.rule("no sentence answers, but the closest lines are on the question's subject and only words that "
                 "name no subject are unmet", coverage=found.coverage, unmet=unmet[:3])
    return limits.state("tell whether the documents answer this",
                        f"the lines closest to the question are on its subject; the only words of it they do not "
                        f"write ({shown}) are a verb or a word that names no subject, which the lines may say in "
                        "other words, and it reads words, not meanings",
                        "read the lines on the question's subject and answer from them, or say they do not hold it",
                        kind="documents")
