"""A confident absence weighed before it is said (issue 26, absent75): "Dispensed 02/03/2027. I could not
find anything about 'chemist' in the documents" over a label headed "Greenway Pharmacy", "... anything about
'junior'" over a membership grid whose "Cadet (8-17)" row is the junior one. The partial answer says the
documents lack the asked thing because one word of the question is on no line; how strong that evidence is
depends on the word and on what the rest of the question met.

``weak(request, found, matcher)`` returns ``(word, why)`` when the absence of ``word`` is weak evidence, or
``None`` (the absence stands). It is weak when

- the chosen lines miss exactly one topic word of the question;
- that word is an everyday word (Zipf ``said_otherwise_word_zipf`` or more, no name or code): the material
  may well say it another way ("pharmacy" for "chemist", "pupil" for "child"); a rare term or a name the
  material would write as it is, so its absence stands;
- and the material gives a counterpart: the word names people by age and the material states ages or age
  groups (``asked_heads.said_by_ages``), or the word names the asked thing (the head of its noun phrase, or
  the modifier of a noun the lines write: ``asked_heads.asked_head_unwritten``, written in no form on any
  line) and the chosen line meets a specific word of the question's own
  subject (rarer than ``subject_word_zipf``, on at most ``weak_absence_subject_lines`` lines, no word of
  the title: ``said_otherwise.subject_concepts``): the question's subject is singled out in the material,
  and only the everyday name of the asked thing is unmet.

A question whose rest meets only the documents' topic or the kind of value asked ("what does a filling
cost?" over a dentist's price list, "how much is a student membership?" over a membership grid: no line
speaks of its subject) keeps its absence: there the silence is the answer.
"""

from __future__ import annotations

from course_lib.sim.grounded import evidence
from course_lib.sim.grounded.asked_heads import asked_head_unwritten, said_by_ages
from course_lib.sim.grounded.said_otherwise import subject_concepts
from course_lib.sim.reports import limits
from course_lib.sim.request.reading import Request
from course_lib.sim.words.matching import Matcher
from course_lib.sim.words.thresholds import threshold
from course_lib.sim.words.weights import zipf

__all__ = ["limit", "weak"]

_MAX_LINES = 400  # lines read for the specific word's count


def _missed(found: evidence.Evidence) -> list:
    return [c for c in found.uncovered if c.key_term and not c.answer_type and c.kind != "type"]


def _everyday(concept) -> bool:
    word = concept.word
    if not word.isalpha() or concept.is_name or concept.kind == "code":
        return False
    return zipf(word.lower()) >= threshold("said_otherwise_word_zipf")


def _pinned(request: Request, found: evidence.Evidence, matcher: Matcher) -> str | None:
    """A specific word of the question's subject the chosen lines meet, written on few lines of the material."""
    most = threshold("weak_absence_subject_lines")
    rare = threshold("subject_word_zipf")
    picked = set().union(*(matcher.forms(s) for _, s in found.picks))
    for concept in subject_concepts(request, found):
        if concept.key not in picked or not concept.word.isalpha() or zipf(concept.word.lower()) >= rare:
            continue
        lines = [x for d in request.documents for x in getattr(d, "body", "").splitlines() if x.strip()][:_MAX_LINES]
        naming = sum(concept.key in matcher.forms(x) for x in lines)
        if 1 <= naming <= most:
            return concept.word
    return None


def weak(request: Request, found: evidence.Evidence, matcher: Matcher) -> tuple[str, str] | None:
    """The missing word whose absence is weak evidence and why (module docstring), or ``None``."""
    if request.language != "en" or not found.picks:
        return None
    missed = _missed(found)
    if len(missed) != 1 or not _everyday(missed[0]):
        return None
    word = missed[0].word
    bodies = tuple(getattr(d, "body", "") for d in request.documents)
    if said_by_ages(word, bodies):  # (wherever it stands: "junior membership", "the price for a junior")
        return word, "it names people by age, and the documents name their groups by other words or by ages"
    if not asked_head_unwritten(word, request.search_question, bodies):
        return None
    pin = _pinned(request, found, matcher)
    if pin:
        return word, (f"the line it found meets {pin!r}, a specific word of the question's subject, so the "
                      f"documents speak of it and may name the {word} another way")
    return None


def limit(word: str, why: str) -> str:
    """The stated limit for a weak absence of ``word``."""
    return limits.state("tell whether the documents answer this",
                        f"no line writes {word!r}, the everyday word the question names what it asks with; {why}",
                        f"read whether a line names the {word} in other words and answer from it, or say the "
                        "documents do not hold it", kind="documents")
