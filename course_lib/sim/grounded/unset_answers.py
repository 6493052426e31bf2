"""A when-question answered by a sentence saying the time has not been fixed yet (issue 26, the
twenty-third batch of ports).

"when is Taylor Swift's next tour?" over search results "Taylor Swift has not announced a next
tour. Her Eras Tour ended on 8 December 2024 in Vancouver.": the answer is the first sentence (no
date is set), never the dated sentence about another event. ``reply(question, bodies)`` returns
the first sentence of the bodies that says the asked thing's time is not announced, set,
scheduled or confirmed yet (cues: ``data/sim/unset_answers.yaml``) and shares two of the
question's content terms (one when the question has only one), for a question that asks when;
else ``None``. Used where an agent gives up on its searches (``agent._give_up``), before it tells
a partial pick. Bounded: ``MAX_SENTENCES``. Nothing runs at import.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.material.prose import sentences
from course_lib.sim.words.cues import read
from course_lib.sim.words.text import content_terms

DATA = "unset_answers.yaml"
MAX_SENTENCES = 400


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    data = read(DATA)
    out = []
    for key in ("when_question", "unset"):
        parts = data.get(key)
        if not isinstance(parts, list) or not parts or not all(isinstance(p, str) and p for p in parts):
            raise ValueError(f"{DATA}: '{key}' must be a list of regular expressions")
        out.append(re.compile("|".join(f"(?:{p})" for p in parts), re.IGNORECASE))
    return out[0], out[1]


def reply(question: str, bodies: list[str]) -> str | None:
    """The sentence that says the asked time is not fixed yet, or ``None``."""
    when, unset = _patterns()
    if not question or not when.search(question):
        return None
    asked = set(content_terms(question))
    need = 2 if len(asked) >= 2 else 1
    seen = 0
    for body in bodies:
        for sentence in sentences(body):
            seen += 1
            if seen > MAX_SENTENCES:
                return None
            if unset.search(sentence) and len(asked & set(content_terms(sentence))) >= need:
                return sentence.strip()
    return None
