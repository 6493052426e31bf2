"""Which questions a threshold comparison answers (issue 26): "4 hours - what's the hire charge?" is
no side of "refunded within 7 days", and "it cost £48, I cancel 3 days before: how much do I lose?"
asks the side's consequence worked on the stated £48, not the side's sentence.

- ``other_subject(quantity, thresholds, documents)``: the question's duration ("4 hours") against
  thresholds in another unit ("7 days") while the documents state the quantity's own unit elsewhere
  ("£8 an hour", "a minimum hire of 2 hours"): the thresholds are another subject's;
- ``consequence(question, sentences)``: a share the side's sentence names ("half", "25%", "in full",
  "no refund") applied to the one amount of money the question states, in the direction asked (what
  is lost or kept against what is refunded); ``None`` when there is no share or no single amount;
- ``asks_yes_no(question)``: a yes/no question ("Is there an extra charge?"), which the comparison answers;
- ``Worked``: the worked amount and its words ("25% of £48 is £12").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.grounded.said_amounts import amounts, money
from course_lib.sim.words.cues import patterns

_CUE = patterns("threshold_questions")  # its cue patterns: data/sim/patterns.yaml

_SHARES = {"half": 0.5, "a half": 0.5, "a third": 1 / 3, "one third": 1 / 3, "a quarter": 0.25,
           "one quarter": 0.25, "three quarters": 0.75, "two thirds": 2 / 3, "一半": 0.5, "半": 0.5}


@dataclass(frozen=True)
class Worked:
    value: float
    sign: str
    words: str  # "25% of £48 is £12"

    @property
    def amount(self) -> str:
        return money(self.value, self.sign)


def other_subject(quantity, thresholds, documents: list[str]) -> bool:
    """Whether ``thresholds`` (``comparisons.Threshold``) are all in another unit than ``quantity``
    while a document states a figure or a rate in the quantity's own unit: "4 hours" against "within 7
    days of return" beside "£8 an hour" is a refund's period, not the booking's length."""
    if quantity.age or not thresholds or any(t.limit.unit == quantity.unit for t in thresholds):
        return False
    if not _is_time(quantity.unit):
        return False  # "112 kg" against "over 17 stone (108 kg)": one measure, written in two units
    from course_lib.sim.values.comparisons import quantities

    unit = quantity.unit
    for body in documents:
        if any(q.unit == unit and not q.age for q in quantities(body)):
            return True
        if re.search(rf"\b(?:an?|per|each|every|by\s+the)\s+{re.escape(unit)}\b|/\s*{re.escape(unit)}\b", body,
                     re.IGNORECASE):
            return True
    return False


def _is_time(unit: str) -> bool:
    """Whether ``unit`` (a pint unit's name) is a duration's: hours against days may be two subjects' periods."""
    from course_lib.sim.words.units import registry

    try:
        return str(registry().get_dimensionality(unit)) == "[time]"
    except Exception:  # pint's errors for a unit it does not know, a currency code
        return False


def asks_yes_no(question: str) -> bool:
    """Whether the question's last sentence asks yes or no ("Is there an extra charge for him?")."""
    last = re.split(r"(?<=[.!?])\s+", question.strip())[-1]
    return bool(_CUE.yes_no.match(last))


def _share(sentence: str) -> float | None:
    """The share of an amount ``sentence`` names: "25%" 0.25, "half" 0.5, "in full" / "full refund" 1."""
    m = _CUE.share.search(sentence)
    if m is None:
        return None
    if m.group("percent"):
        return float(m.group("percent")) / 100
    if m.group("whole"):
        return 1.0
    if m.group("none"):
        return 0.0
    return _SHARES.get(re.sub(r"\s+", " ", (m.group("part") or m.group("part_zh")).lower()))


def _direction(text: str) -> str | None:
    """"back" for what is refunded or returned, "lost" for what is kept, lost or charged; ``None`` else."""
    back, lost = _CUE.back.search(text), _CUE.lost.search(text)
    if bool(back) == bool(lost):
        return None
    return "back" if back else "lost"


def consequence(question: str, sentences: list[str]) -> Worked | None:
    """The share the side's sentences name worked on the one amount the question states, in the
    direction the question asks ("how much do I lose" over "25% ... is kept": 25%; "how much do I get
    back" over it: 75%); ``None`` when no sentence names a share, the question states no single amount
    or the directions are not read."""
    stated = {a for a in amounts(question)}
    if len(stated) != 1:
        return None
    (value, sign), = stated
    for sentence in sentences:
        share = _share(sentence)
        if share is None:
            continue
        said, asked = _direction(sentence), _direction(question)
        if said is None or asked is None:
            return None
        part = share if said == asked else 1 - share
        worked = round(value * part, 2)
        words = (f"{round(part * 100, 2):g}% of {money(value, sign)} is {money(worked, sign)}"
                 if 0 < part < 1 else f"{'all' if part else 'none'} of {money(value, sign)}: {money(worked, sign)}")
        return Worked(worked, sign, words)
    return None


def names_a_share(sentences: list[str]) -> bool:
    """Whether any of ``sentences`` names a share of an amount ("half the fee", "25% of the charge")."""
    return any(_share(s) is not None for s in sentences)


def states_an_amount(question: str) -> bool:
    """Whether ``question`` states an amount of money ("it cost £48")."""
    return bool(amounts(question))
