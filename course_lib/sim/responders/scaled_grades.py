"""A grader's numeric field filled on the scale the learner states in their own words (issue 26; the
fifty-third set's grade-score, probe ``learner_args_z``).

``with_structured_output(Score)`` under "rate how well the answer matches the question, 1 = useless,
5 = spot on", a ``mark`` under "Mark the answer out of ten: 0 means it misses completely, 10 means
perfect", ``stars`` under "between 1 and 3 stars (3 stars = answers it fully)", ``fen`` (分数) under
"打分1到5分,5分表示完全回答", with a question and an answer to judge and no documents. Before, the
field was filled from the relevance of no document (the lowest value for a spot-on answer) or from
a number of the answer ("55 minutes": mark 55).

``grade(name, label, kind, request, matcher, knowledge)``: ``None`` when this is no such field (no
grade asked in the field's words, documents to grade, no scale stated: ``grading_scales.scale``, or
no answer to judge); else the verdict of the answer against the question (``verdicts.verdict``'s
"grade_useful") put on the scale, the good end the one the glosses name (a reversed scale
mirrored), as ``Graded(value)``; with the scale's direction unread, ``Graded(None)`` after a stated
limit (a field whose own words say "score" keeps the usual reading: high is good).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any

from course_lib.sim.reports import limits
from course_lib.sim.values import grading_scales
from course_lib.sim.words.cues import patterns

_CUE = patterns("grading_scales")
# "Q: ... A: ...", "Question: ... Answer: ...", "问题:... 回答:...": the question and the answer to judge
_PAIR_RE = re.compile(r"(?:^|\n)\s*(?:Q|Question|User question|问题)\s*[:：]\s*(?P<q>[^\n]+?)\s*\n\s*"
                      r"(?:A|Answer|Reply|Response|Generation|回答|答案)\s*[:：]\s*(?P<a>[^\n]+)", re.IGNORECASE)
_SCORE_NAME_RE = re.compile(r"score|rating|grade", re.IGNORECASE)


@dataclass(frozen=True)
class Graded:
    value: Any  # the number on the scale; ``None``: a limit was stated


def _pair(request) -> tuple[str, str] | None:
    m = _PAIR_RE.search(request.human or "")
    if m is not None:
        return m.group("q").strip(), m.group("a").strip()
    if request.question.strip() and request.generation.strip() and request.generation not in (request.system or ""):
        return request.question, request.generation
    return None


def grade(name: str, label: str, kind: str, request, matcher, knowledge) -> Graded | None:
    """The field's grade on the stated scale (see the module), or ``None``."""
    if request.documents or not _CUE.grades.search(label) and not re.search(r"分数|得分|评分", label):
        return None
    found = grading_scales.scale(f"{label}\n{request.system or ''}")
    if found is None:
        return None
    pair = _pair(request)
    if pair is None:
        return None
    if found.good is None:
        if _SCORE_NAME_RE.search(name) or grading_scales.rates_a_quality(f"{label}\n{request.system or ''}"):
            return None  # ("score" on "a scale of 1-10", "rate the utility ... from 1 to 5": high is good)
        limits.state(f"fill the grade field '{name}' on the scale {found.low:g}-{found.high:g}",
                     "the prompt does not say which end of the scale is the good answer's",
                     "read the scale's direction from the prompt and grade the answer", kind="reading")
        return Graded(None)
    from course_lib.sim.responders import replies
    from course_lib.sim.responders.verdicts import verdict

    question, answer = pair
    sub = dataclasses.replace(request, question=question, generation=answer)
    judged = verdict("grade_useful", sub, matcher, knowledge)
    value = float(replies.verdict_value(judged, (), (found.low, found.high)))
    if found.reversed:
        value = found.low + found.high - value
    return Graded(round(value, 2) if kind == "number" else int(round(value)))


__all__ = ["Graded", "grade"]
