"""A question that names a day but asks something else of it (issue 26): "How much are two pizzas on
Monday?" asks a price with the day as its condition, "I bring it in on Friday, when is it ready?" a
deadline counted from the day; the day's opening line ("Open Monday to Saturday") answers neither.

- ``beyond_the_day(question, quoted)``: whether ``question`` asks a deadline (``deadline``: "by when",
  "when will it be ready", "when must I order") or a price the day's quoted lines do not state ("Open
  Monday to Saturday"; "weekends £4 a day" states Sunday's), rather than the day's hours or events; the schedule reader then leaves it to the grounded reader, where the day stays a word of the
  question (a day-limited line "Mondays: 2-for-1" is among those it reads).
"""

from __future__ import annotations

from course_lib.sim.grounded.said_amounts import amounts
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.quantities import asks_money

_CUE = patterns("day_conditions")  # its cue patterns: data/sim/patterns.yaml


def beyond_the_day(question: str, quoted: str = "", bodies: tuple[str, ...] = ()) -> bool:
    """Whether ``question`` asks a deadline, or a price that the day's ``quoted`` lines do not state
    ("weekends £4 a day" is the price for Sunday; "charged at the standard rate" names it), or names a priced item the day's lines do not
    (``priced_item``), not the named day's hours or events."""
    if _CUE.deadline.search(question):
        return True
    if amounts(quoted) or _CUE.priced_line.search(quoted):
        return False  # "weekends £4 a day", "at weekends 16:00-19:00 is charged at the standard rate": the day's price
    return asks_money(question) or _priced_item(question, quoted, bodies)


def _priced_item(question: str, quoted: str, bodies: tuple[str, ...]) -> bool:
    """Whether the question's words other than the day and the quoted lines' ("What's a margherita on
    Wednesday?": "margherita") are all words of one document line stating an amount and no day."""
    from course_lib.sim.words.day_names import WEEKDAYS
    from course_lib.sim.words.text import content_terms

    days = set(content_terms(" ".join(WEEKDAYS + [f"{d}s" for d in WEEKDAYS])))
    left = set(content_terms(question)) - days - set(content_terms(quoted))
    if not left or not any(ch in "£$€¥" or ch.isdigit() for b in bodies for ch in b[:_MAX_CHARS]):
        return False
    for body in bodies:
        for line in body[:_MAX_CHARS].splitlines():
            terms = set(content_terms(line))
            if left <= terms and amounts(line) and not terms & days:
                return True
    return False


_MAX_CHARS = 20000  # of a document read for priced lines
