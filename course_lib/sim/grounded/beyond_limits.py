"""A charge for what goes beyond a limit, worked (issue 26, the fifty-third set's TT2 (2)): "if I stay
5 hours how much extra" over "Stays longer than 2 hours are charged £1.50 for each extra hour" is
(5 - 2) x £1.50 = £4.50, never the comparison "(5 hours is more than 2 hours.)" given as the answer.

``extra(sentence, quantity, limit)`` reads in the sentence a rate for each unit beyond the limit
("£1.50 for each extra hour", "10p a minute for the extra time", "then £15 per additional hour":
``patterns.yaml`` ``beyond_limits``), the rate's unit of time named or, for "the extra time", the
limit's own; the excess is the question's quantity less the limit, in the rate's unit. ``Worked``
with the working; ``Unworked`` (the caller's stated limit) when the sentence names an extra charge
it cannot put in figures (no rate, or a unit it cannot convert, or a part-unit excess); ``None``
when the sentence names no charge beyond a limit.

``tiered(question, line)``: the same over a line whose limit is a first block ("£40 for the first 2
hours, then £15 for each extra hour", cue ``first``) and the question's own span ("for 5 hours", cue
``span``): the extra only when the question asks the extra, else the first block's price added
(``Tiered``); a product of the span and the extra rate alone is never the answer (``workings``).
"""

from __future__ import annotations

from dataclasses import dataclass

from course_lib.sim.words.cues import patterns

_CUE = patterns("beyond_limits")  # its cue patterns: data/sim/patterns.yaml


@dataclass(frozen=True)
class Worked:
    excess: float
    unit: str  # the rate's unit ("hour")
    each: float
    shown: str  # the rate's amount as written ("£1.50", "10p")

    def total(self) -> float:
        return round(self.excess * self.each, 2)

    def answer(self, said: str, limit: str) -> str:
        pence = self.shown.rstrip().endswith("p") and not any(s in self.shown for s in "£€$")
        total = self.total()
        shown_total = f"£{total / 100:,.2f}" if pence else (
            next((s for s in "£€$" if s in self.shown), "") + f"{total:,.2f}")
        excess = f"{self.excess:g}"
        return (f"{shown_total} extra: {excess} {self.unit}{'s' if self.excess != 1 else ''} over the "
                f"{limit} x {self.shown} ({said.strip().rstrip('.')}).")


@dataclass(frozen=True)
class Unworked:
    sentence: str
    why: str


def asks_charge(question: str) -> bool:
    """Whether the question asks what is charged ("how much extra", "what will I pay")."""
    return bool(_CUE.asks.search(question))


def names_extra(sentence: str) -> bool:
    """Whether the sentence charges for what goes beyond a limit (a cheap cue)."""
    return bool(_CUE.extra.search(sentence))


def extra(sentence: str, value: float, unit: str, bound: float, bound_unit: str) -> Worked | Unworked | None:
    """The charge beyond the limit for ``value`` ``unit`` against ``bound`` ``bound_unit`` (docstring)."""
    m = _CUE.rate.search(sentence)
    if m is None:
        return Unworked(sentence, "it names a charge beyond the limit but no rate per unit") if names_extra(
            sentence) else None
    shown = m.group("amount").strip()
    each = float(shown.lstrip("£€$ ").rstrip("p ")) if shown[0] in "£€$" or shown.endswith("p") else None
    if each is None:
        return Unworked(sentence, "it names a charge beyond the limit but no amount per unit")
    rate_unit = (m.group("unit") or m.group("unit2") or "").lower() or bound_unit
    from course_lib.sim.words.units import registry

    try:
        ureg = registry()
        excess = ureg.Quantity(value, unit).to(rate_unit).magnitude - ureg.Quantity(bound, bound_unit).to(
            rate_unit).magnitude
    except Exception:  # pint's errors: units it cannot put together
        return Unworked(sentence, f"it could not put {unit} and {rate_unit} in one unit")
    if excess <= 0:
        return None
    if abs(excess - round(excess)) > 1e-9:
        return Unworked(sentence, f"the time over the limit is {excess:g} {rate_unit}s, part of a unit it "
                                  "cannot tell how the charge rounds")
    return Worked(round(excess), rate_unit, each, shown)


@dataclass(frozen=True)
class Tiered:
    """A first block's price and the extra worked for the question's span."""

    extra: Worked
    base: str  # the first block's price as written ("£40"), "" when only the extra is asked
    limit: str  # the first block ("2 hours")
    line: str

    def result(self) -> str:
        total = self.extra.total() / (100 if _pence(self.extra.shown) else 1)
        base = float(self.base.lstrip("£€$").replace(",", "")) if self.base else 0.0
        symbol = next((c for c in "£€$" if c in self.base + self.extra.shown), "£")
        return f"{symbol}{base + total:,.2f}"

    def working(self) -> str:
        excess = f"{self.extra.excess:g} extra {self.extra.unit}{'s' if self.extra.excess != 1 else ''} " \
                 f"x {self.extra.shown}"
        return f"{self.base} for the first {self.limit} + {excess}" if self.base else (
            f"{excess} over the first {self.limit}")


def _pence(shown: str) -> bool:
    return shown.rstrip().endswith("p") and not any(c in shown for c in "£€$")


def tiered(question: str, line: str) -> Tiered | Unworked | None:
    """The charge for the question's span over a line with a first block and an extra rate (docstring)."""
    first = _CUE.first.search(line)
    span = _CUE.span.search(question)
    if first is None or span is None or _CUE.rate.search(line) is None:
        return None
    unit = first.group("unit").lower()
    got = extra(line, float(span.group("n")), _unit(span.group("unit")), float(first.group("n")), unit)
    if not isinstance(got, Worked):
        return got
    asks_extra = bool(_CUE.asks_extra.search(question))
    return Tiered(got, "" if asks_extra else first.group("price").strip(), f"{first.group('n')} {unit}s", line)


def _unit(word: str) -> str:
    low = word.lower()
    return {"hr": "hour", "hrs": "hour", "min": "minute", "mins": "minute"}.get(low, low.rstrip("s"))
