"""The asked subject in no line of the documents (issue 26, fix58a): "do u give out helmets with the
bikes" over a bike-hire FAQ that never writes "helmet"; "体检报告什么时候出来?" over a notice on the
check-up's date that never writes 报告. The closest line answers another noun of the question
("bikes", 体检), and a later line marked as an update then "corrects" it: the reply is about the
wrong thing twice over.

``absent_word(request, found)``: a word of the question that names a subject and that no document
writes, from the reader's own evidence: the question's topic words its closest lines leave unmet
(``subject_met.unmet_words``), kept when it is no verb, pronoun or manner word
(``subject_met.names_no_subject``) and has a plural noun's form ("helmets"), its stem is in no document and it qualifies no noun the
documents write ("a normal bike"); in Chinese, the head of the asked
subject (the last two characters of the run before the question word, data ``zh_question_words`` in
``subject_words.yaml``) when no document writes it. ``None`` otherwise.

``clock_unstated(question, lines)``: a "what time" question over closest lines that state no clock time.

Only a step that is about to answer from a line that does not meet the question's subject asks this
(the correction step of ``quoted_answer``), and only over documents in English (a Swedish letter never
writes "week"): fix55a showed that matching nouns alone makes false
alarms where the lines are on the subject in other words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.grounded import evidence
from course_lib.sim.grounded.subject_met import names_no_subject, unmet_words
from course_lib.sim.request.reading import Request
from course_lib.sim.words.cues import read
from course_lib.sim.words.text import STOP_WORDS, stem

_WORD_RE = re.compile(r"[a-z]+")
_CJK_RUN_RE = re.compile(r"[\u4e00-\u9fff]+")
_MIN_LEN = 4
_ENGLISH_SHARE = 0.15  # the least share of English function words in a document read as English
_ASKS_CLOCK_RE = re.compile(r"\bwhat\s+time\b|\bat\s+what\s+time\b", re.IGNORECASE)
_CLOCK_RE = re.compile(r"\d{1,2}[:.]\d{2}|\b\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.)|\b(?:noon|midday|midnight|o'clock)\b"
                       r"|\b\d{1,2}h\d{0,2}\b|\b(?:morning|afternoon|evening|night|dawn|dusk)\b"
                       r"|\b(?:before|after|until|till|hours?|minutes?|mins?)\b", re.IGNORECASE)  # a relative time too


@lru_cache(maxsize=32)
def _stems_of(body: str) -> frozenset[str]:
    return frozenset(stem(w) for w in _WORD_RE.findall(body.lower()))


@lru_cache(maxsize=1)
def _zh_question_words() -> tuple[str, ...]:
    return tuple(sorted(read("subject_words.yaml")["zh_question_words"], key=len, reverse=True))


@lru_cache(maxsize=1)
def _zh_no_subject() -> frozenset[str]:
    return frozenset(read("subject_words.yaml")["zh_no_subject"])


@lru_cache(maxsize=1)
def _zh_function_chars() -> frozenset[str]:
    return frozenset(read("subject_words.yaml")["zh_function_chars"])


def _zh_head(question: str) -> str | None:
    for run in _CJK_RUN_RE.findall(question):
        cut = min((i for w in _zh_question_words() if (i := run.find(w)) > 0), default=None)
        if cut is not None and cut >= 2:
            return run[cut - 2:cut]
    return None


@lru_cache(maxsize=32)
def _english(body: str) -> bool:
    """``body`` reads as English: a fair share of its words are English function words."""
    words = _WORD_RE.findall(body.lower()[:4000])
    return len(words) >= _MIN_LEN and sum(w in STOP_WORDS for w in words) >= _ENGLISH_SHARE * len(words)


def _plural_noun(word: str) -> bool:
    """``word`` has a plural noun's form ("helmets", "goggles"): the things asked for, never a verb
    ("leave", "playing") or a manner word, which the documents may say in other words."""
    return word.endswith("s") and not word.endswith(("ss", "us", "is", "ous", "less")) and len(word) > _MIN_LEN


def absent_word(request: Request, found: evidence.Evidence) -> str | None:
    """The question's subject word that no document writes (module docstring), or ``None``."""
    bodies = [getattr(d, "body", "") for d in request.documents]
    if not bodies:
        return None
    if request.language == "zh":
        head = _zh_head(request.search_question)
        if head is None or head in _zh_no_subject() or any(c in _zh_function_chars() for c in head):
            return None  # "一共多少钱", "练车到几点", "订了几桌": the characters before the question word are no noun
        return head if not any(head in b for b in bodies) else None
    if not all(_english(b) for b in bodies):
        return None  # "which day of the week" over a Swedish letter: its words are not written in English
    asked = _WORD_RE.findall(request.search_question.lower())
    for word in unmet_words(found):
        low = word.lower()
        if len(low) < _MIN_LEN or not low.isalpha() or names_no_subject(low) or not _plural_noun(low):
            continue
        if any(stem(low) in _stems_of(b) for b in bodies):
            continue
        after = [asked[i + 1] for i, w in enumerate(asked[:-1]) if w == low]
        if any(any(stem(a) in _stems_of(b) for b in bodies) for a in after):
            continue  # "a normal bike": a word that qualifies a noun the documents write names no subject of its own
        return word
    return None


def clock_unstated(question: str, lines: str) -> bool:
    """"What time ...?" asked and ``lines`` (the closest lines on the subject) state no clock time nor a
    part of the day: the time is what is missing, not a word said otherwise."""
    return bool(_ASKS_CLOCK_RE.search(question)) and not _CLOCK_RE.search(lines)
