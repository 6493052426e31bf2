"""A question read again without words that name no subject (issue 26, the fifty-first set's TT5, fix54a):
"Who's teaching me on Thursday?" over a thread saying "my colleague Nia will take you" was answered "I could
not find anything about 'teaching' ... so I don't know"; "A 10-inch sponge with 'Happy 80th Grandma' written on
it - how much?" was "I don't know." because the quoted words were read as subjects. An absence needs a missing
subject, not a missing verb or payload.

- ``reread(question, uncovered)``: the question without the text it quotes (``request_verbs.yaml`` ``quoted``)
  and without the uncovered words that are verbs of a request (``verbs``: "teaching", "bring", "take"), when
  every other uncovered word is covered (beside quoted text, one common word may be unmet: "piped on top");
  ``None`` when nothing is left out or a noun is missing.
- ``answer(request, found, matcher)``: the picked lines when the only words not met name the kind of answer and
  a line holds a value of it (``kind_words``: "age" over "from 9 weeks"); the extractive answer gathered for a
  rereading without quoted text only (a verb left out carries meaning: "What should I bring?" read without
  "bring" would quote any line on the subject; never for a who-question either; a later line marked as a correction of
  its pick answers instead, as on the extractive path: ``quoted_answer.corrected_later``, fix66c); else, when only verbs or payload were missing, the
  stated limit that its reading of the lines on the question's subject does not read the verb's meaning (no
  "I don't know"). ``None`` when the question has no such words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.grounded import evidence
from course_lib.sim.grounded.citations import with_citations
from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import Request
from course_lib.sim.words.cues import read
from course_lib.sim.words.matching import Matcher

__all__ = ["answer", "reread"]

DATA = "request_verbs.yaml"
_WHO_RE = re.compile(r"^\W*who(?:'s|\s+is|\s+will|\s+are)?\b", re.IGNORECASE)
_YES_NO_RE = re.compile(r"^\W*(?:do|does|did|is|are|was|were|can|could|will|would|should|must|may|have|has|am)\b",
                        re.IGNORECASE)
_PLAIN_LEFT = 1  # a common word beside quoted text that may go unmet too ("piped on top")


@lru_cache(maxsize=1)
def _data() -> tuple[frozenset[str], re.Pattern[str]]:
    data = read(DATA)
    return frozenset(str(v).lower() for v in data["verbs"]), re.compile(data["quoted"])


def reread(question: str, uncovered: list[str]) -> tuple[str, list[str]] | None:
    """The module docstring's rereading of ``question`` and the words it left out."""
    verbs, quoted = _data()
    left_out = [m.group("span") for m in quoted.finditer(question)] if ("'" in question or '"' in question
                                                                        or "‘" in question or "“" in question) else []
    text = quoted.sub(" ", question) if left_out else question
    payload = {w.lower() for span in left_out for w in re.findall(r"\w+", span)}
    rest = [w for w in uncovered if w.lower() not in payload]
    missing_verbs = [w for w in rest if w.lower() in verbs or w.lower() in _function_words()]
    if not (left_out or missing_verbs) or len(rest) - len(missing_verbs) > (_PLAIN_LEFT if left_out else 0):
        return None  # a noun is missing too (or nothing was left out): an absence may be right
    for verb in missing_verbs:
        text = re.sub(rf"\b{re.escape(verb)}\b", " ", text, flags=re.IGNORECASE)
    return " ".join(text.split()), [*left_out, *missing_verbs]


@lru_cache(maxsize=1)
def _function_words() -> frozenset[str]:
    """Words of other languages' questions that name no subject: their function words, question words and
    words of asking a price ("una", "cuánto", "cuesta", "combien", "kostet": ``lexicons.yaml``
    ``other_function_words`` / ``other_question_words``, ``asked_kinds.yaml`` ``asking_words``). Unlike a
    verb of a request, leaving one out changes no meaning: the rereading's answer stands."""
    from course_lib.sim.words.cues import lexicon

    asking = read("asked_kinds.yaml").get("worded_operations", {}).get("asking_words") or ()
    return frozenset(str(w).lower() for w in [*lexicon("other_function_words"), *lexicon("other_question_words"),
                                               *asking])


def _kind_answer(uncovered: list[str], found: evidence.Evidence) -> bool:
    """Every word not met names the kind of answer ("age") and a picked line holds a value of it ("from 9 weeks")."""
    kinds = read(DATA)["kind_words"]
    forms = {kinds.get(w.lower()) for w in uncovered}
    if None in forms or len(forms) != 1 or not found.picks:
        return False
    form = re.compile(read("asked_kinds.yaml")[forms.pop()], re.IGNORECASE)
    return any(form.search(s) for _, s in found.picks)


def answer(request: Request, found: evidence.Evidence, matcher: Matcher, *, limit: bool = True) -> str | None:
    """The module docstring's answer for ``request``, whose gathered sentences ``found`` answer no part; with
    ``limit`` False, only an answer (never the limit: the caller's own reply stands)."""
    uncovered = [c.word for c in found.uncovered if c.key_term]
    if not uncovered or not found.covered or _YES_NO_RE.search(request.search_question):
        return None  # (nothing of the question met: "who hosts the show?" over a guide naming no host; a yes/no
        # question is unread_verdicts')
    kind = _kind_answer(uncovered, found)
    if kind:
        explain.rule("extractive answer: the only word not met names the kind of answer, which the line holds",
                     kind=uncovered[0], sentences=[s for _, s in found.picks])
        return with_citations(evidence.compose_answer(found), request)
    again = reread(request.search_question, uncovered)
    if again is None:
        return None
    from course_lib.sim.words.thresholds import threshold
    from course_lib.sim.words.weights import zipf

    question, left_out = again
    regathered = evidence.gather(matcher, question, request.documents)
    plain = threshold("said_otherwise_word_zipf")
    still = [c for c in regathered.uncovered if c.key_term and not c.answer_type]
    unplain = [c for c in still if c.is_name or not c.word.isalpha() or zipf(c.word.lower()) < plain]
    verbs = _data()[0]
    if regathered.answered and not unplain and len(still) <= _PLAIN_LEFT and not _WHO_RE.search(question) \
            and not any(w.lower() in verbs for w in left_out):  # (a verb left out carries meaning: a limit only)
        from course_lib.sim.grounded.quoted_answer import corrected_later

        later = corrected_later(request, regathered, matcher)  # a later correction of the picked line (fix66c)
        if later:
            return later
        explain.rule("extractive answer: the question read without the words that name no subject (a request's "
                     "verb, quoted text)", left_out=left_out[:3], sentences=[s for _, s in regathered.picks])
        return with_citations(evidence.compose_answer(regathered), request)
    if not limit:
        return None
    shown = ", ".join(repr(w) for w in left_out[:3])
    explain.rule("only words that name no subject are missing (a request's verb, quoted text): no absence",
                 left_out=left_out[:3])
    return limits.state("tell whether the documents answer this",
                        f"the words it could not find ({shown}) are a verb of the request or text the question "
                        "quotes, which name no subject; the lines on the question's subject may say it in other "
                        "words, and it reads words, not meanings",
                        "read the lines on the question's subject for the answer, or say they do not hold it",
                        kind="documents")
