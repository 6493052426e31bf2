"""When someone would like something, kept as they write it (fix38c; issue 26 "Build" 2): a string
field that holds a preferred time ("preferred_time", "best_time", "preferred_slot",
"availability") takes the phrase of time the text writes in the clause that states the preference
("any weekday after 6pm works for me": "any weekday after 6pm"; "Weekends only, ideally Sunday
afternoon": "Sunday afternoon"), from its first word of time to its last; never a time made up.
Cues in ``data/sim/patterns.yaml``, section ``time_preferences``.

- ``is_preference_field(name, description)``: the field holds a preferred time.
- ``preferred_time(text)``: that phrase, or ``None`` when no clause writes a time.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("time_preferences")
_CLAUSE_SPLIT_RE = re.compile(r"[.;!?\n]|,\s+|\s[-–—]\s")


def is_preference_field(name: str, description: str = "") -> bool:
    """True for a field of a preferred time by its name ("preferred_time", "best_time")."""
    return bool(_CUE.field.search(re.sub(r"([a-z])([A-Z])", r"\1 \2", name).replace("_", " ").lower()))


def preferred_time(text: str) -> str | None:
    """The phrase of time in the clause stating the preference (else the one clause writing a
    time), from its first time word to its last; ``None`` for none, or two clauses and no
    preference word to choose between them."""
    clauses = [c.strip() for c in _CLAUSE_SPLIT_RE.split(text[:2000]) if c and c.strip()]
    timed = [c for c in clauses if _CUE.time_word.search(c)]
    if not timed:
        return None
    stated = [c for c in timed if _CUE.preferred.search(c)]
    if len(stated) == 1:
        clause = stated[0]
    elif len(timed) == 1:
        clause = timed[0]
    else:
        return None
    words = list(_CUE.time_word.finditer(clause))
    return clause[words[0].start():words[-1].end()].strip()
