"""A grader's numeric scale stated in the learner's own words, and which end is the good answer's
(issue 26; the fifty-third set's grade-score, probe ``learner_args_z``).

"rate how well the answer matches the question, 1 = useless, 5 = spot on", "Mark the answer out of
ten: 0 means it misses completely, 10 means perfect", "Give the reply between 1 and 3 stars (3 stars =
answers it fully)", "Rate the answer from 1 (awful) to 7 (excellent)", "打分1到5分,5分表示完全回答":
the prompt states its range and glosses its ends. ``scale(text)``: the ``Scale`` (its low and high
ends, and ``good``: the end a relevant, complete answer gets, read from the glosses: a gloss of the
data's ``bad`` words marks its end bad, else one of ``good`` marks it good; ``None`` when no gloss tells
the direction), or ``None`` when the text asks no grade on a range it states. Cues are data
(``grading_scales`` in data/sim/patterns.yaml). Cheap: a text with no digit is not scanned.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import patterns

_CUE = patterns("grading_scales")
_WORD_NUMBERS = {"three": 3, "four": 4, "five": 5, "seven": 7, "ten": 10, "twenty": 20, "hundred": 100}
_MAX_TEXT = 2000  # characters of an instruction read


@dataclass(frozen=True)
class Scale:
    low: float
    high: float
    good: float | None  # the end a relevant, complete answer gets; ``None``: the direction is not said

    @property
    def reversed(self) -> bool:
        return self.good is not None and self.good == self.low


def _glosses(text: str) -> dict[float, str]:
    found: dict[float, str] = {}
    for m in _CUE.gloss.finditer(text):
        n = m.group("n") or m.group("p") or m.group("h")
        g = m.group("g") or m.group("q") or m.group("k")
        if n is not None and g and float(n) not in found:
            found[float(n)] = g.strip()
    return found


def _range(text: str, glossed: dict[float, str]) -> tuple[float, float] | None:
    m = _CUE.range.search(text)
    if m is not None:
        a, b = (m.group("a"), m.group("b")) if m.group("a") else (
            (m.group("c"), m.group("d")) if m.group("c") else (m.group("e"), m.group("f")))
        low, high = sorted((float(a), float(b)))
        if high > low:
            return low, high
    top = _CUE.out_of.search(text)
    if top is not None:
        said = top.group("n") or top.group("z")
        high = float(_WORD_NUMBERS.get(said.lower(), 0) if not said.isdigit() else said)
        low = min([v for v in glossed if v < high], default=0.0)
        return (low, high) if high > low else None
    if len(glossed) >= 2:
        low, high = min(glossed), max(glossed)
        return (low, high) if high > low else None
    return None


@lru_cache(maxsize=256)
def scale(text: str) -> Scale | None:
    """The grading scale ``text`` states (see the module), or ``None``."""
    text = text[:_MAX_TEXT]
    if not any(ch.isdigit() for ch in text) or not _CUE.grades.search(text):
        return None
    glossed = _glosses(text)
    ends = _range(text, glossed)
    if ends is None:
        return None
    low, high = ends
    good_ends, bad_ends = set(), set()
    for n, g in glossed.items():
        if n not in (low, high):
            continue
        if _CUE.bad.search(g):
            bad_ends.add(n)
        elif _CUE.good.search(g):
            good_ends.add(n)
    good = None
    if good_ends == {high} or (not good_ends and bad_ends == {low}):
        good = high
    elif good_ends == {low} or (not good_ends and bad_ends == {high}):
        good = low
    if good is not None and (good_ends & bad_ends or (good == high and high in bad_ends) or (good == low and low in bad_ends)):
        good = None
    return Scale(low, high, good)


def rates_a_quality(text: str) -> bool:
    """``text`` asks to rate a quality ("rate the utility of the response from 1 to 5"): with no glosses,
    high is more of it, the usual reading (cue ``grading_scales.rated_quality``)."""
    return bool(_CUE.rated_quality.search(text))


__all__ = ["Scale", "rates_a_quality", "scale"]
