"""A clock time asked inside a span of the day that a line of the documents closes (issue 26; the
fifty-second set's TT4, my probe ``wordings_y``): "can i collect meds at 1.15 on a weds" over "The
dispensary (not the shop) closes for lunch 13:00-13:30 on weekdays", "can i ring the surgery at
12.45" over "The phone lines close 12:30-13:30 for lunch". The schedule readers read hours lines
("Mon-Fri 08:30-18:30"), not a sentence that closes one part of the place for a span inside them, so
the reply was "I don't know." or a limit while the line says no.

``answer(question, bodies)`` reads a yes/no question (cue ``closed_hours.yes_no``) that asks about
one clock time (``times_of_day.asked_time``, a point; the question's everyday forms already written
as the documents write them: ``words.everyday_forms``), and the documents' sentences that close
something (cue ``closed_hours.closes``) for one span of hours (``times_of_day.hours``) holding that
time, whose days, when they name any (``weekdays.phrases``: "on weekdays"), hold the day the question
names, and which share a word of the question's own subject (not a word every hours question uses:
cue ``closed_hours.generic``), and that offer no other way meanwhile (cue ``closed_hours.alternative``:
"use the kiosk instead"): "No: <the sentence>." Sentences that close at other times, or none that
shares the subject: ``None``, and the other readers answer. Bounded: ``MAX_CHARS`` of each document,
``MAX_SENTENCES`` sentences.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words import times_of_day, weekdays
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("closed_hours")
MAX_CHARS = 20000  # of a document read
MAX_SENTENCES = 400  # of the documents' sentences read
_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+|\n+")


@dataclass(frozen=True)
class Closed:
    """The sentence that closes the asked time."""

    sentence: str

    def answer(self) -> str:
        return f"No: {self.sentence.rstrip('.')}."


def _subject(text: str) -> set[str]:
    return {t for t in content_terms(text) if not _CUE.generic.fullmatch(t) and not t.isdigit()}


def answer(question: str, bodies: tuple[str, ...] | list[str]) -> Closed | None:
    """The sentence that closes the one clock time ``question`` asks about (see the module), or ``None``."""
    if not any(c.isdigit() for c in question) or not _CUE.yes_no.search(question):
        return None
    asked = times_of_day.asked_time(question)
    if asked is None or asked.vague or asked.end - asked.start != 1:
        return None
    day = weekdays.asked_day(question)
    subject = _subject(question)
    if not subject:
        return None
    found: list[str] = []
    read = 0
    for body in bodies:
        text = body[:MAX_CHARS]
        if not _CUE.closes.search(text):
            continue
        for sentence in _SENTENCE_RE.split(text):
            read += 1
            if read > MAX_SENTENCES:
                break
            sentence = sentence.strip(" -*_#\t")
            if not sentence or not _CUE.closes.search(sentence) or _CUE.alternative.search(sentence):
                continue
            spans = times_of_day.hours(sentence)
            if len(spans) != 1 or times_of_day.covers(spans[0], asked) != "all":
                continue
            named = weekdays.phrases(sentence)
            if named and (day is None or not any(day in p.days for p in named)):
                continue
            if subject & _subject(sentence):
                found.append(sentence)
    return Closed(found[0]) if len(found) == 1 else None
