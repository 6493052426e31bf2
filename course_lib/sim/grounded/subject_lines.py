"""A line of the documents that names everything a question asks about (``doubted_absence``).

When no sentence answers a question and "I don't know." would say the documents lack it, one
more doubt: a line (or sentence) that holds every content word of the question but the words of
its form ("how long", "what time", "which day": ``question_form_words`` in data/sim/lexicons.yaml)
speaks of exactly what is asked. The answer may be there in a shape the reader does not take as
one ("Quiet hours 10pm-8am" for "how long are the quiet hours"), so the absence is not trusted.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import lexicon
from course_lib.sim.words.text import content_terms, stem

_MAX_LINES = 400  # lines read per request (a bound, not a judgement)
_MAX_LINE_CHARS = 400  # a longer line is read up to here


def subject_terms(question: str) -> frozenset[str]:
    """The stems of the question's content words, the words of its form left out."""
    form = {stem(w) for w in lexicon("question_form_words")}
    return frozenset(t for t in content_terms(question.lower()) if t not in form and not t.isdigit())


_FORMS = (  # (the question's form, a value of that form in a line): the first form the question opens with
    (re.compile(r"\bhow long\b", re.I),
     re.compile(r"\b\d+(?:\.\d+)?\s*(?:min|minute|hour|hr|h|day|week|month|year|sec|second)s?\b|"
                r"\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s*(?:-|–|to|till|until)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\b",
                re.I)),
    (re.compile(r"\bhow much\b.*\b(?:cost|costs|price|pay|paid|charge|charged|spend|spent|owe|fee)\b|"
                r"\b(?:cost|price|fee|charge)\b", re.I),
     re.compile(r"[£$€¥]\s?\d|\d\s?(?:p|pence|eur|euros?|usd|dollars?|pounds?|gbp)\b|\bfree\b", re.I)),
    (re.compile(r"\bhow (?:much|many)\b", re.I), re.compile(r"\d|\bfree\b", re.I)),
    (re.compile(r"\b(?:when|what time|which day|what day|what date)\b", re.I),
     re.compile(r"\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s*(?:am|pm)\b|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|"
                r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b\d{1,2}/\d{1,2}\b|\bnoon\b|"
                r"\bmidnight\b", re.I)),
)


def held_subject(question: str, bodies: list[str] | tuple[str, ...]) -> str | None:
    """The first line of ``bodies`` holding every subject term of ``question``. A subject of one
    term (the documents' own topic, often: "how much did the sweep cost" over a sweep's
    certificate) needs more: the question asks a form ("how long", "how much ... cost", "when")
    and the line holds a value of it (a duration or a span, an amount, a time or a day). ``None``
    when no line does or the question names no subject of its own."""
    asked = subject_terms(question)
    value = next((v for f, v in _FORMS if f.search(question)), None) if len(asked) < 2 else None
    if not asked or (len(asked) < 2 and value is None):
        return None
    seen = 0
    for body in bodies:
        for line in re.split(r"\n+|(?<=[.!?])\s+", body):
            seen += 1
            if seen > _MAX_LINES:
                return None
            line = line[:_MAX_LINE_CHARS]
            if asked <= set(content_terms(line.lower())) and (value is None or value.search(line)):
                return line.strip()
    return None
