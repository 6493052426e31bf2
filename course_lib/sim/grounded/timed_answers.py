"""Whether an answer to "what time" / "when" states a time of the question's subject (issue 26;
notebook 02's grounded answers).

"What time does the coach get to the museum?" over a letter that gives only when the coach
leaves: the sentence that shares the most words with the question ("The cost ... covers the coach
and the museum's workshop") holds no time, and quoting it answers nothing; nor does a sentence
whose time is another thing's ("Warm-up starts at 08:15" for "what time does the gala finish").
:func:`unstated` says so: the question asks a time (``quantities.asked_type`` "time": "what time",
"at what time"; not "when", which a date, a condition or an event answers too), and no chosen sentence that states a value of that kind shares a word of the
question's subject (its words other than those asking the time). The caller then states that the
documents' closest sentence gives no time, instead of quoting it.
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("timed_answers")  # its cue patterns: data/sim/patterns.yaml
_KINDS = {"time": ("time",)}  # the asked kind -> the value kinds that answer it ("when" asks a date, a time, a
# condition or an event ("until Monday" for "when is she back"): too loose to judge by a kind)


def unstated(question: str, sentences: list[str]) -> bool:
    """Whether ``sentences`` (the chosen lines) give no time of the
    question's subject, for a question that asks one; ``False`` for any other question."""
    from course_lib.sim.words.quantities import asked_type, question_core

    asked = asked_type(question_core(question))
    if asked is None or asked[0] not in _KINDS or not sentences:
        return False
    subject = frozenset(content_terms(_CUE.asking.sub(" ", question)))
    timed = [s for s in sentences if holds_time(s)]
    if not timed:
        return True
    if not subject or any(subject & frozenset(content_terms(s)) for s in timed):
        return False
    # a record's field ("Start: 09:30") under a chosen line that names the subject ("Meeting") is its time
    named = any(subject & frozenset(content_terms(s)) for s in sentences)
    return not (named and any(_CUE.field.match(s) for s in timed))


def holds_time(text: str) -> bool:
    """Whether ``text`` states a clock time ("08:15", "9 am", "half past six pm", "2031-06-10T13:00")."""
    from course_lib.sim.values.field_readers import time_spans
    from course_lib.sim.words.currencies import AMOUNT_RE
    from course_lib.sim.words.quantities import states

    return bool(time_spans(text)) or states(AMOUNT_RE.sub(" ", text), "time")  # "£14.50" is no 14.50 h
