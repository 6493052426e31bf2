"""A question that states its own amounts: a word problem, whose answer is worked from the
question, not looked up in the documents.

"Mia bakes 3 trays of 8 buns and burns 5. How many buns are good?" put to a grounded answerer: no
document sentence answers it, yet "I don't know." would be wrong, because the question itself
holds everything the answer needs. ``story_amounts`` finds such a question: sentences before its
last one that state two or more numbers, most of which the documents do not hold (a "Step 3"
of theirs is no amount of the story), and a last sentence that asks
how many / how much (``patterns.yaml`` ``arithmetic.asks_amount``). The caller states a limit:
which operations a story's verbs ask for is beyond the rules.
"""

from __future__ import annotations

import re

from course_lib.sim.material.prose import sentences
from course_lib.sim.words.cues import patterns

_ARITHMETIC = patterns("arithmetic")
_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.]*\d)")


def story_amounts(question: str, bodies: list[str]) -> list[str]:
    """The amounts a word problem states before asking how many / how much, when the documents
    state fewer than half of them; ``[]`` for any other question."""
    parts = [s.strip() for s in sentences(question) if s.strip()]
    if len(parts) < 2 or not _ARITHMETIC.asks_amount.search(parts[-1]) or not parts[-1].rstrip().endswith("?"):
        return []
    story = " ".join(parts[:-1])
    amounts = _NUMBER.findall(story)
    if len(amounts) < 2:
        return []
    held = set(_NUMBER.findall("\n".join(bodies)))
    if 2 * len(held & set(amounts)) >= len(set(amounts)):
        return []  # the documents speak of these figures (half or more): theirs to answer from
    return amounts
