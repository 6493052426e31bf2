"""What a request says of its reply's form is no part of what it asks about: "Summarize the Eiffel
Tower in 2 sentences" asks about the Eiffel Tower; "Summarize", "in 2 sentences" shape the reply.
A search for such a request, and the coverage of its results, read it without those words, so no
result is searched again for "Summarize 2 sentences" and no answer says it found nothing about
"sentences" (issue 26, ports20: "LangChain Mastery" tutorial 14's Wikipedia tool).

``subject_of(question)`` strips a leading summary request ("Summarize", "Give me a short overview
of", "Briefly explain") and a trailing form ("in 2 sentences", "in three bullet points",
"briefly"); the question as it is when nothing of its own would be left. Cues are data
(``reply_form`` in data/sim/patterns.yaml). Introduced with the agent's searches (notebook 02).
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns

__all__ = ["subject_of"]

_CUE = patterns("reply_form")
_MIN_LEFT = 3  # characters of its own a stripped request must keep


def subject_of(question: str) -> str:
    """``question`` without what it says of the reply's form (see the module)."""
    text = _CUE.lead.sub("", question, count=1)
    text = _CUE.tail.sub("", text, count=1).strip()
    if text == question.strip():
        return question
    if len(text.strip(" .?!,")) < _MIN_LEFT:
        return question
    return text[:1].upper() + text[1:]


_COUNT_WORDS = {"one": 1, "a single": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def sentence_cap(question: str) -> int | None:
    """The number of sentences the request allows its reply ("in 2 sentences", "in one sentence",
    "in no more than three sentences"), or ``None`` when it sets none."""
    m = _CUE.sentences.search(question)
    if m is None:
        return None
    n = m.group("n").lower()
    return int(n) if n.isdigit() else _COUNT_WORDS.get(n)


def fitted(reply: str, question: str) -> str:
    """``reply`` cut to the sentences ``question`` allows (its first ones), else as it is."""
    from course_lib.sim.material.prose import sentences

    cap = sentence_cap(question)
    if not cap:
        return reply
    said = sentences(reply)
    return " ".join(said[:cap]) if len(said) > cap else reply
