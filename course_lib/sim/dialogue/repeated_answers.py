"""A follow-up answered with the previous answer again (issue 26, the twenty-second batch of ports).

A follow-up that points back ("What should I do if that station is full?" after "Where can I
return an e-bike?") is read glued to the previous question, so the sentence that answered the
previous question covers most of the glued words and is chosen again, with "I could not find
anything about 'full'" beside it, while a document states what to do when the station is full.
When a glued follow-up's answer only repeats sentences of the previous answer (or, for a follow-up that
points back at nothing, holds none of its own content words and repeats the previous answer's sentence,
figures or times: fix50b), the follow-up is
asked again on its own words (its history dropped); that answer is taken when it is a new answer,
else the reply is a stated limit: the previous answer is never given again as this one's.
"""

from __future__ import annotations

import re
from dataclasses import replace

from course_lib.sim.reports import limits
from course_lib.sim.request.reading import Request
from course_lib.sim.words.cues import patterns

__all__ = ["repeats_previous", "answered_anew"]

_CITE_RE = re.compile(r"\s*\[[^\]]{1,120}\]")
_CUE = patterns("repeated_answers")  # its cue patterns: data/sim/patterns.yaml
_VALUE_RE = re.compile(r"\d+(?:[.:,]\d+)*")
_TAIL_RE = re.compile(r"\s*I could not find anything about .*$|\s*I don't know that part\.?$", re.S)


def _sentences(text: str) -> set[str]:
    from course_lib.sim.material.prose import sentences

    body = _TAIL_RE.sub("", _CITE_RE.sub("", text)).strip()
    return {s.strip().rstrip(".").lower() for s in sentences(body) if s.strip()}


def _previous_answer(request: Request) -> str:
    return next((text for role, text in reversed(request.turns) if role == "ai"), "")


def repeats_previous(reply: str, request: Request) -> bool:
    """``reply`` to a glued follow-up says nothing the previous answer did not (see the module)."""
    if not request.glued:
        return False
    before = _sentences(_previous_answer(request))
    said = _sentences(reply)
    if not said or not before:
        return False
    if said <= before:
        return True
    return _earlier_line_only(reply, request, said, before)


def _earlier_line_only(reply: str, request: Request, said: set[str], before: set[str]) -> bool:
    """The reply to a glued follow-up that points back at nothing ("and by when do we have to go on the
    last day?", not "when is that due?") holds none of the follow-up's own content words, and only
    repeats the previous answer: one of its sentences, its figures and times (the previous question's
    line again: "Check-in: dalle 16:00 alle 21:00.").
    The earlier line is never the answer to a question whose own words it lacks."""
    from course_lib.sim.words.text import content_terms

    own = set(content_terms(request.question))
    if not own or _CUE.points_back.search(request.question) or any(own & set(content_terms(s)) for s in said):
        return False
    if said & before:
        return True
    values = set(_VALUE_RE.findall(_TAIL_RE.sub("", reply)))
    return bool(values) and values <= set(_VALUE_RE.findall(_previous_answer(request)))
    # (a partial answer that says it found nothing about every own word stays: "Buoyancy aids are included.
    # I could not find anything about 'wetsuits'" is a right reply of mixed_e and mixed_f)


def answered_anew(reply: str, request: Request, answer) -> str:
    """``reply``, or for a glued follow-up that repeats the previous answer, the follow-up asked on
    its own words (``answer(request)``) when that is a new answer, else a stated limit."""
    if not repeats_previous(reply, request):
        return reply
    alone = replace(request, history=[], turns=())
    again = answer(alone)
    if again and not limits.stated_text() and not (_sentences(again) <= _sentences(_previous_answer(request))) \
            and not re.match(r"\s*I don't know", again):
        return again
    return limits.state(
        "tell what this follow-up asks beyond the previous question",
        "the sentence that answers them read together is the previous answer itself, or the previous "
        "question's line, which holds none of the follow-up's own words",
        "answer the follow-up's own question from the documents",
        kind="conversation", replace=True,
    )
