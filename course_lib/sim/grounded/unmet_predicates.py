"""A yes/no question's predicate that the quoted line does not say (issue 26): "is parking free"
answered by "Parking: 4 spaces behind the house, first come first served." The line is on the
question's subject, so it was chosen and quoted as if it answered; but the question asks one thing
of that subject, its last word ("free", "heated", "covered", "dog-friendly"), and the line says
nothing of it. Quoted as it is, the reply looks like a yes and is none.

``unmet`` reads a short question opened by a copula ("is", "are", "was", "were", "isn't",
"aren't") with no preposition after it and no "there" / "it" subject ("is there a free slot on
Monday", "are glazes included in the price" are other shapes), whose last word is the predicate: a topical word of the question (a concept of its
analysis, not a name, a code, a figure or a day) that no chosen sentence meets, while another of
its topical words, the subject, is met. Two things keep the quote: a chosen line that states a
price answers a price predicate ("is the car park free" over "Car park: £2 an hour": no; the words
are data, ``priced_predicates`` in ``data/sim/lexicons.yaml``), and a predicate that is a day
("is the pool open sunday" over "open daily") or a time adverb ("today", "tonight": data
``time_adverbs``) is read by the day and time readers, not here.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import lexicon
from course_lib.sim.words.currencies import AMOUNT_RE  # a money amount: its one home

_COPULA_RE = re.compile(r"^\W*(?:(?:and|so|but)\s+)?(?:is|are|was|were|isn't|aren't|wasn't|weren't)\s+(.+)$",
                        re.IGNORECASE)
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'-]*")
_EXISTENTIAL = frozenset({"there", "it", "this", "that"})
_PREPOSITIONS = frozenset("in on at for of with to from about during after before by into over under near "
                          "within without per than".split())
_MAX_WORDS = 8  # after the copula: a longer question has clauses whose last word need not be the predicate


def predicate(question: str) -> str | None:
    """The last word of a short copula-opened yes/no question ("is parking free" -> "free");
    ``None`` for any other question."""
    m = _COPULA_RE.match(question.strip())
    if not m:
        return None
    words = _WORD_RE.findall(m.group(1))
    if len(words) < 2 or len(words) > _MAX_WORDS:
        return None
    low = [w.lower() for w in words]
    if low[0] in _EXISTENTIAL or any(w in _PREPOSITIONS for w in low):
        return None  # "is there a free slot", "are glazes included in the price": the last word is no predicate
    tail = m.group(1).rstrip(" ?!.").rstrip()
    if not tail or not tail[-1].isalpha():
        return None  # the question ends on a figure, a code or a symbol
    return words[-1].lower()


def unmet(question: str, found) -> str | None:
    """The predicate of ``question`` that the chosen sentences of ``found`` leave unsaid, when
    the subject is met; ``None`` when the quote may answer."""
    from course_lib.sim.words import weekdays

    word = predicate(question)
    if word is None or not found.picks:
        return None
    concept = next((c for c in found.question.concepts if c.word.lower() == word), None)
    if concept is None or concept.is_name or concept.kind in ("code", "name", "type", "group"):
        return None  # a generic word is a predicate too ("is the shed big": a size asked)
    covered = {c.key for c in found.covered}
    if concept.key in covered:
        return None
    subject = [c for c in found.question.concepts if c.key != concept.key and c.key_term and c.key in covered]
    if not subject:
        return None
    if weekdays.day_number(word) is not None or word in lexicon("time_adverbs"):
        return None  # "is the pool open sunday", "... open today": a when, read by the day and time readers
    said = " ".join(s for _, s in found.picks)
    if word in lexicon("priced_predicates") and AMOUNT_RE.search(said):
        return None
    if re.search(rf"\b{re.escape(word)}", said, re.IGNORECASE):
        return None  # written there in a form the matcher did not take
    return word


__all__ = ["predicate", "unmet"]
