"""The closest sentences cover most of the question and miss only a figure it names ("75 minutes"
inside "60 to 119 minutes"), or every word but a bare figure beside a stated threshold: "I don't
know" would be as confident a guess as an answer, so ``extractive`` states a limit (``misses_only_a_figure``).
"""

from __future__ import annotations

from course_lib.sim.grounded import evidence
from course_lib.sim.request.reading import Request


def misses_only_a_figure(found: evidence.Evidence, request: Request | None = None) -> bool:
    """The closest sentences carry the answered share of the question's weight and what they miss
    is a figure the question names (a number a range or a threshold may hold: "75 minutes" in
    "60 to 119 minutes"), never a name or term the documents do not mention (then they do not
    hold it), nor only the form of the answer (a year no sentence states: they do not hold it).
    Below that share too when they cover every word of the question but its bare figures ("I'm
    23 ...") and a sentence of the documents states a threshold ("drivers under 25 pay ..."),
    which the figure may fall on either side of."""
    if not found.picks:
        return False
    if found.coverage < evidence.ANSWERED_COVERAGE:
        left = found.uncovered
        bare = bool(left) and all(c.is_name and c.word.isdigit() for c in left)
        return bare and request is not None and _states_threshold(request)
    left = found.uncovered
    words = [c for c in left if c.is_name and not any(ch.isdigit() for ch in c.word)]
    return not words and any(c.is_name and any(ch.isdigit() for ch in c.word) for c in left)


def _states_threshold(request: Request) -> bool:
    """A sentence of the documents states a threshold ("under 25", "more than 3 nights")."""
    from course_lib.sim.material.prose import units as sentence_units
    from course_lib.sim.values import comparisons

    return any(comparisons.mentions_threshold(u.text) for doc in request.documents
               for u in sentence_units(doc.body) if not (u.heading or u.code))
