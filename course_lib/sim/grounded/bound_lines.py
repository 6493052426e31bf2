"""A superlative question answered by the line that states its bound (issue 26; notebook 02's
grounded answers).

"What's the hottest water I can wash it in?" over a care label's "Hand wash cold, max 30°C": no
line says "hottest", and "I don't know." would read as evidence of absence. A question that asks
the highest of something ("the hottest", "the longest", "the most") is answered by a bound on it
("max 30°C", "up to 40 minutes", "no more than 6"), one that asks the lowest ("the coldest", "the
fewest") by a floor ("min 5°C", "at least 2"): :func:`bound_line` gives the one sentence on the
question's subject (sharing a word of it besides the superlative) that states such a bound before a
figure, ``None`` for none or several. Cues: ``patterns.yaml`` bound_lines, the lowest-asking
superlatives ``lexicons.yaml`` lowest_superlatives. Bounded: ``_MAX_DOCS``, ``_MAX_UNITS``.
"""

from __future__ import annotations

from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("bound_lines")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_UNITS = 400  # a cap on the sentences read per document


def bound_line(question: str, bodies: list[str]) -> str | None:
    """The one sentence stating the bound the question's superlative asks (the module docstring)."""
    from course_lib.sim.material.prose import units
    from course_lib.sim.material.superlatives import ranking_word

    word = ranking_word(question)
    if not word or word in ("most", "least"):
        return None  # ("the most scenic": ranked by a quality, no bound states it)
    bound = _CUE.floor if word in lexicon("lowest_superlatives") else _CUE.ceiling
    subject = frozenset(content_terms(question)) - frozenset(content_terms(word)) - _ASKING_TERMS
    if not subject:
        return None
    found = {" ".join(u.text.split()) for body in bodies[:_MAX_DOCS] for u in units(body)[:_MAX_UNITS]
             if bound.search(u.text) and subject & frozenset(content_terms(u.text))}
    return found.pop() if len(found) == 1 else None


_ASKING_TERMS = frozenset(content_terms("what which how can could may i it is the"))
