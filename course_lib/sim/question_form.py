"""Whether a sentence asks something, typed with or without its "?" (issue 26, notebook 02).

People type questions without the mark ("whats a day pass cost", "opening hours sunday",
"On which day will the oven be repaired"): a sentence asks when it ends in "?" or opens with a
question word, after at most a short lead-in ("and", "roughly", "on", "If I want to defer, how
many ..."), or an auxiliary followed by its subject ("is there parking", "can I bring a dog");
the pattern is data (``question_form.asks`` in data/sim/patterns.yaml).
"""

from __future__ import annotations

from course_lib.sim.cues import patterns

_CUE = patterns("question_form")


def asks(sentence: str) -> bool:
    """The sentence asks something (with or without its question mark)."""
    return bool(_CUE.asks.search(sentence.strip()))


__all__ = ["asks"]
