"""A question that names a day but asks something else of it (issue 26): "How much are two pizzas on
Monday?" asks a price with the day as its condition, "I bring it in on Friday, when is it ready?" a
deadline counted from the day; the day's opening line ("Open Monday to Saturday") answers neither.

- ``beyond_the_day(question)``: whether ``question`` asks an amount of money, a price, or a deadline
  (``deadline``: "by when", "when will it be ready", "when must I order") rather than the day's hours or
  events; the schedule reader then leaves it to the grounded reader, where the day stays a word of the
  question (a day-limited line "Mondays: 2-for-1" is among those it reads).
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.quantities import asks_money

_CUE = patterns("day_conditions")  # its cue patterns: data/sim/patterns.yaml


def beyond_the_day(question: str) -> bool:
    """Whether ``question`` asks a price, an amount or a deadline, not the named day's hours or events."""
    return asks_money(question) or bool(_CUE.deadline.search(question))
