"""A question whose subject is only a pronoun and everyday words no document holds ("Where are they
going?" over a letter about a school trip): it cannot tell what in the documents it asks about,
so ``extractive`` states a limit instead of "I don't know" (``subjectless``).
"""

from __future__ import annotations

import re

from course_lib.sim.grounded import evidence
from course_lib.sim.request.reading import Request


def subjectless(request: Request, found: evidence.Evidence) -> list[str]:
    """The question's words when every one of them is an everyday word ("going", "happen") that no
    document holds, it names nothing (no name, code or rarer word) and its subject is a pronoun,
    no noun phrase ("they", not "the support act"): "I don't know." would say the notes lack an
    answer to a question whose subject they cannot tell ("Where are they going?" over a letter
    about a school trip). With no such word ("What are they doing?"), the pronoun; empty
    otherwise."""
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.thresholds import threshold
    from course_lib.sim.words.weights import zipf

    if request.language != "en" or found.coverage > 0 or not request.documents:
        return []
    words = [c.word for c in found.question.concepts if not c.answer_type and c.kind != "type"]
    if any(c.is_name or c.kind == "code" for c in found.question.concepts):
        return []
    everyday = threshold("subjectless_word_zipf")
    free = lexicon("subject_free_predicates")  # "happening", "held": they name no subject however rare
    if not all(w.isalpha() and (zipf(w.lower()) >= everyday or w.lower() in free) for w in words):
        return []
    said = {w.lower() for w in re.findall(r"[A-Za-z']+", request.search_question)}
    if said & DETERMINERS or not said & _PERSONAL_PRONOUNS:
        return []  # "Who was the support act?" names its subject: "the support act"
    return words or [w for w in re.findall(r"[a-z']+", request.search_question.lower()) if w in _PERSONAL_PRONOUNS][:1]


# a question whose subject is a pronoun only ("Where are they going?") and no noun phrase
DETERMINERS = frozenset({"the", "a", "an", "my", "your", "our", "their", "his", "her", "its", "this", "that",
                          "these", "those", "any", "some", "each", "every"})


_PERSONAL_PRONOUNS = frozenset({"it", "they", "he", "she", "we", "you", "i", "them"})
