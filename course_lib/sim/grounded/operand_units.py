"""When "I don't know." is no answer: a sentence on the question's subject holds the operands of
the asked value (issue 26; notebook 02's grounded answers).

"How much is the labour?" over "Labour is 2 fitters for 4 days at EUR 280 per fitter per day",
"When is the next service?" over "a service every 90 days" beside a date: no sentence states the
value, but one on the question's subject gives figures joined by the words of a computation (a
rate "per" a thing, "at X each", "for N days", "N weeks after", "every N days"). The value is
worked out from them, so "I don't know." would be a guess as confident as an answer. The readers
that work such values out (``rate_products``, ``validity``, ``totals``, ``item_durations``) answer
first; :func:`unworked` says why a stated documents limit replaces "I don't know." when none did.

:func:`unshared_times` covers the other side: "how long is the crossing?" or "when's the first boat?"
over a timetable whose lines hold two clock times each and no word of the question. Matching words
finds nothing, but the lines hold the times the asked time or duration is read or worked from (a
crossing from "depart 07:40, arrive 08:25"), so "I don't know." would be a guess.
Only for a question asking a value of a worked kind (money, a date, a figure, a duration); the
sentence must share a word of the question's subject. Bounded: ``_MAX_DOCS``, ``_MAX_UNITS``.
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("operand_units")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_UNITS = 400  # a cap on the sentences read per document
_WORKED_KINDS = frozenset({"money", "date", "when", "number", "duration"})  # values worked out by arithmetic
_MIN_FIGURES = 2  # fewer figures make no computation


def unworked(question: str, bodies: list[str]) -> str | None:
    """Why "I don't know." is no answer to ``question`` over ``bodies`` (the module docstring), or
    ``None`` when it may be one."""
    from course_lib.sim.material.prose import units
    from course_lib.sim.words.quantities import asked_type, figures, is_question, question_core

    if not is_question(question):
        return None
    asked = asked_type(question_core(question))
    if asked is None or asked[0] not in _WORKED_KINDS:
        return None
    subject = frozenset(content_terms(question)) - frozenset(content_terms(asked[1])) - _ASKING_TERMS
    if not subject:
        return None
    for body in bodies[:_MAX_DOCS]:
        read = units(body)[:_MAX_UNITS]
        title = frozenset(content_terms(read[0].text)) if read else frozenset()
        for unit in read:
            text = " ".join(unit.text.split())
            m = _CUE.operation.search(text)
            if m is None or len(figures(text)) < _MIN_FIGURES or not subject & (frozenset(content_terms(text)) | title):
                continue
            return (f"the question asks for {asked[0] if asked[0] != 'when' else 'a date'}, and a sentence on its "
                    f"subject ({text[:120]!r}) gives figures joined by {m.group(0)!r}, from which the answer is "
                    "worked out: it does not work it out")
    return None


_TIMED_KINDS = frozenset({"duration", "time", "when"})  # asked values read or worked from clock times
_MIN_TIMED_LINES = 2  # lines with two clock times each: a timetable, not one stray time


def unshared_times(question: str, bodies: list[str], covered: float) -> str | None:
    """Why "I don't know." is no answer to a question asking a time or a duration that shares no word
    with ``bodies`` (``covered`` is 0), when at least ``_MIN_TIMED_LINES`` of their lines each state two
    clock times (the module docstring); else ``None``."""
    from course_lib.sim.values.field_readers import time_spans
    from course_lib.sim.words.quantities import asked_type, is_question, question_core

    if covered > 0 or not is_question(question):
        return None
    asked = asked_type(question_core(question))
    if asked is None and _CUE.order_asked.search(question):
        asked = ("time", "")  # "the last sailing": over a timetable, a time
    if asked is None or asked[0] not in _TIMED_KINDS:
        return None
    timed = [line.strip() for body in bodies[:_MAX_DOCS] for line in body.splitlines()[:_MAX_UNITS]
             if len(time_spans(line)) >= 2]
    if len(timed) < _MIN_TIMED_LINES:
        return None
    return (f"the question asks for a {'duration' if asked[0] == 'duration' else 'time'} and shares no word with "
            f"the documents, whose lines state clock times ({timed[0][:60]!r}, ...), from which the answer may be "
            "read or worked out in words it does not match")


_ASKING_TERMS = frozenset(content_terms("what which when how much many does do is the it cost price total amount"))
