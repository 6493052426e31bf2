"""Questions asking leave (issue 26): "can my 9-year-old fly a bird?", "is he old enough", "are 10-year-olds
allowed", "I'm 125 kg. Can I jump on the main court?". A bound the asker's age or measure meets answers such a
question yes, one it is past no (``stated_answers``, ``threshold_answers``, ``activity_ages``). The cue is data
(``patterns.yaml`` leave_questions).
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns

_CUE = patterns("leave_questions")  # its cue patterns: data/sim/patterns.yaml


def asks_leave(question: str) -> bool:
    """A yes/no asking leave, in any of its clauses ("My son is 9 - can he go?")."""
    return bool(_CUE.asks_leave.search(question))


__all__ = ["asks_leave"]
