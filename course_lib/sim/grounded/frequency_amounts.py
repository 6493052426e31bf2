"""An amount per day (or week, or month) from a dose and how often it is given (issue 26; the
merger's grounded_r probe, read after its first sight).

"How much dry food does Biscuit get in a whole day?" over "Biscuit gets 150 g of dry food twice a
day, at 7am and 6pm." was answered with the sentence: the dose and its frequency, not the day's
amount. ``per_period(question, sentence)`` works it out when the question asks how much or how many
for one period ("in a whole day", "a day", "per week", "daily") and the sentence gives one amount
of one unit before a frequency over that same period ("twice a day", "3 times a week", "2x
daily"): "300 g (150 g twice a day)"; a frequency per day asked per week is times seven. ``Unworked`` (the caller states a limit) when the sentence
gives that frequency but not exactly one amount before it, or a frequency over a period it does not
convert to the asked one; ``None`` when the question asks no
amount per period or no sentence states a frequency over it. The cues are data: ``patterns.yaml``
``frequency_amounts``; the counts of the frequency words are ``number_words``'.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns

_CUE = patterns("frequency_amounts")
_TIMES = {"once": 1, "twice": 2, "thrice": 3}
# (the frequency's period, the asked period): the factor from one to the other; a month is no
# whole number of weeks or days, so those pairs are not converted
_SCALES = {("day", "day"): 1, ("week", "week"): 1, ("month", "month"): 1, ("day", "week"): 7}


@dataclass(frozen=True)
class Worked:
    amount: str  # "300 g"
    working: str  # "150 g twice a day"

    def text(self) -> str:
        return f"{self.amount} ({self.working})."


@dataclass(frozen=True)
class Unworked:
    reason: str


def _period(m: re.Match) -> str:
    word = (m.group("period") or m.group("adj") or "").lower()
    return {"daily": "day", "weekly": "week", "monthly": "month"}.get(word, word)


def _times(word: str) -> int | None:
    from course_lib.sim.words import number_words

    word = word.lower().strip()
    if word in _TIMES:
        return _TIMES[word]
    head = re.split(r"\s*(?:x|times)\b", word)[0].strip()
    if head.isdigit():
        return int(head)
    return number_words.values(0, 12).get(head)


def per_period(question: str, sentence: str) -> Worked | Unworked | None:
    """See the module docstring."""
    if not _CUE.asks_amount.search(question):
        return None
    asked = _CUE.asked_period.search(question)
    if asked is None:
        return None
    period = _period(asked)
    from course_lib.sim.words.quantities import with_all_digits

    sentence = with_all_digits(sentence)  # ("two scoops" is an amount as "2 scoops" is)
    for freq in _CUE.frequency.finditer(sentence):
        scale = _SCALES.get((_period(freq), period))
        n = _times(freq.group("n"))
        if n is None:
            continue
        if scale is None:
            return Unworked(f"the line gives how often ({freq.group(0).strip()!r}) over another period than the "
                            f"question's {period}, and it does not convert between them")
        clause = re.split(r"[.;]\s", sentence[: freq.start()])[-1]
        amounts = list(_CUE.amount.finditer(clause))
        units = {m.group("unit").lower().rstrip("s") for m in amounts}
        if len(amounts) != 1 or len(units) != 1:
            return Unworked(f"the line gives how often ({freq.group(0).strip()!r}) but not one amount each time, so "
                            f"it does not work out the amount for a whole {period}")
        m = amounts[0]
        value = float(m.group("num")) * n * scale
        by = " x 7 days" if scale == 7 else ""
        return Worked(f"{value:g} {m.group('unit')}", f"{m.group(0).strip()} {freq.group(0).strip()}{by}")
    return None


__all__ = ["Unworked", "Worked", "per_period"]
