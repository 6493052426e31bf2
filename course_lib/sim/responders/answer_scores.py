"""The score a prompt asks for beside its answer ("Then, give a score to the answer between 0 and
5 ... Always provide scores with your answers", the map-rerank shape: one scored answer per
document, the best kept): the answer, then the score under the label of the prompt's worked
examples ("Score: 5"), at the ends of the prompt's scale (issue 26, ports18).

The simulator knows how its own answer came about, and only the plain cases have a score it can
stand behind: an "I don't know" scores the bottom of the scale, an answer the documents gave in
full its top. A partial answer (part of the question covered) states a limit: where it falls on
the scale would be a guess. Cues are data (``answer_scores`` in data/sim/patterns.yaml).
Introduced for the ported programs (tests/thirdparty, eighteenth batch).
"""

from __future__ import annotations

from course_lib.sim.reports import explain, limits
from course_lib.sim.words.cues import patterns

_CUE = patterns("answer_scores")


def asked_label(instructions: str) -> str | None:
    """The label the prompt writes its answers' scores under ("Score"), when it asks for one;
    ``None`` when it asks for no score of the answer."""
    if not _CUE.asks.search(instructions):
        return None
    found = _CUE.label.search(instructions)
    return found.group(1) if found else "Score"


def scored(reply: str, instructions: str, scale: tuple[float, float] | None) -> str:
    """``reply`` (an answer from documents) with the score the prompt asks for; the reply as it is
    when the prompt asks none, gives no scale, or a limit was stated for it already."""
    from course_lib.sim.responders.grading import is_refusal

    label = asked_label(instructions)
    if label is None or scale is None or explain.stated_limit():
        return reply
    low, high = (_number(v) for v in scale)
    if is_refusal(reply):
        explain.evidence(answer_score=low)
        return f"{reply}\n{label}: {low}"
    if explain.noted("missing"):  # "partial answer: the documents cover part of the question"
        return f"{reply} " + limits.state(
            "score this answer on the prompt's scale",
            "the documents answer only part of the question, and where a partial answer falls on the "
            "scale would be a guess",
            "weigh the answer against the question and score it",
            kind="reading",
        )
    explain.evidence(answer_score=high)
    return f"{reply}\n{label}: {high}"


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)
