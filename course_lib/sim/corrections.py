"""A user's correction of what they said before: "no, I meant Bruges, not Ghent", "sorry, I
meant 7713", "actually, the sea bass", and the same in Chinese, Spanish, German and French
("不对，我是说CA982", "perdón, quise decir IB3167") (issue 26; the threads of notebook 02's
follow-ups).

``correction(turn)`` reads one: the value meant and, when the turn names it, the value it
replaces. Conversation memory (``conversation.stated_facts``) puts the meant value in place of
the replaced one (else of the fact stated last); a grounded follow-up that only corrects
(``corrected_question``) asks the previous question again about the meant thing. The cue
patterns are data (``data/sim/patterns.yaml``, section ``corrections``).
"""

from __future__ import annotations

import re

from course_lib.sim.cues import patterns

_CUE = patterns("corrections")  # its cue patterns: data/sim/patterns.yaml
_MAX_WORDS = 5  # a meant value is a short phrase; "I meant to ask about pricing" is no correction
_MAX_HAN = 8  # the same for Chinese, in characters
_HAN_RE = re.compile("[\u4e00-\u9fff]")


def correction(turn: str) -> tuple[str, str | None] | None:
    """``(meant, replaced)`` of a correcting turn, ``replaced`` ``None`` when the turn does not
    name it; ``None`` for a turn that corrects nothing."""
    # the cue patterns tried in turn: English, Chinese, Spanish, German, French
    meant_patterns = (_CUE.meant, _CUE.meant_zh, _CUE.meant_es, _CUE.meant_de, _CUE.meant_fr)
    m = next((found for pattern in meant_patterns if (found := pattern.search(turn))), None)
    if not m:
        return None
    meant = m.group("meant").strip(" \"'“”‘’")
    replaced = (m.group("not") or "").strip(" \"'“”‘’") or None
    if not meant or len(meant.split()) > _MAX_WORDS or _CUE.not_a_value.match(meant):
        return None
    if _HAN_RE.search(meant) and len(meant) > _MAX_HAN:  # "其实我想问的是价格怎么算": a question, no value
        return None
    return meant, replaced


# The question's asking frame: "How much is", "Who owns", "When does".
_FRAME_RE = re.compile(
    r"^\W*((?:what|which|who|whom|when|where|why|how)(?:\s+(?:much|many|long|often|far|old))?"
    r"(?:\s+\w+)?\s+(?:is|are|was|were|does|do|did|can|could|will|would|should|has|have)\b)",
    re.IGNORECASE,
)


def corrected_question(question: str, previous: str) -> str | None:
    """The previous question asked about what a correcting follow-up meant ("How much is the
    tiramisu?" then "No, I meant the sea bass." -> "How much is the sea bass?"); ``None`` when
    the follow-up is no correction or the previous question has no asking frame to reuse."""
    found = correction(question)
    if not found or not previous.strip():
        return None
    meant, _ = found
    frame = _FRAME_RE.match(previous)
    if not frame:
        return None
    return f"{frame.group(1)} {meant}?"


__all__ = ["correction", "corrected_question"]
