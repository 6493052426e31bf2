"""The period an amount is for, and amounts brought onto one period before they are added or
taken away (issue 26, the thirty-first set's Z3; ``workings``).

"How much more do we pay over the year if we pay monthly?" over "£312 a year, or 12 monthly
payments of £27.50": the two figures are for a year and for a month, and "£312 − £27.50" is no
answer. Each operand's period is read from its own words (``period_after``: "£312 a year", "£27.50
per month", "£9 pw"; ``period_before``: "monthly payments of £27.50", "Annual fee: £60"); an
instalment's count from its clause (``instalments``: "12 monthly payments of £27.50", "£27.50 a
month for 12 months"). :func:`on_one_period` then gives the operands to work with:

- all on one period (or none stated): as they are;
- an instalment whose count times its period is the other operands' period (12 months = a year,
  52 weeks = a year, 4 quarters = a year): that instalment times its count (12 × £27.50);
- else the reason they cannot be worked (the caller states a documents limit).

Only a sum or a difference is judged (a product or a quotient changes the period on purpose).
"""

from __future__ import annotations

from dataclasses import dataclass

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.number_words import values

_CUE = patterns("operand_periods")  # its cue patterns: data/sim/patterns.yaml
_NUMBERS = values(1, 12)
_UNITS = {"year": "year", "yr": "year", "annum": "year", "annual": "year", "annually": "year", "yearly": "year",
          "pa": "year", "p.a.": "year", "month": "month", "mo": "month", "monthly": "month", "pcm": "month",
          "calendar month": "month", "week": "week", "wk": "week", "weekly": "week", "pw": "week", "day": "day",
          "daily": "day", "quarter": "quarter", "quarterly": "quarter", "fortnight": "fortnight",
          "fortnightly": "fortnight"}
_IN_A_YEAR = {"year": 1, "quarter": 4, "month": 12, "fortnight": 26, "week": 52, "day": 365}


@dataclass(frozen=True)
class Period:
    """An amount's period ("month"), and its count when it is one of several instalments (12)."""

    unit: str
    count: int = 0


def _unit(word: str) -> str:
    low = " ".join(word.lower().split()).rstrip("s") if word.lower() not in ("pa", "p.a.") else word.lower()
    return _UNITS.get(low, _UNITS.get(word.lower(), ""))


def period(sentence: str, written: str) -> Period | None:
    """The period the figure ``written`` is for in ``sentence`` (``None`` when its words name none)."""
    at = sentence.find(written)
    if at < 0:
        return None
    before, after = sentence[:at], sentence[at + len(written):]
    count = _CUE.instalments_before.search(before)
    if count:
        return Period(_unit(count.group("unit")), _count(count.group("n")))
    count = _CUE.instalments_after.match(after)
    if count:
        return Period(_unit(count.group("unit")), _count(count.group("n")))
    m = _CUE.period_after.match(after)
    if m:
        return Period(_unit(m.group("unit") or m.group("unit2")))
    m = _CUE.period_before.search(before)
    if m:
        return Period(_unit(m.group("unit")))
    return None


def _count(raw: str) -> int:
    return int(raw) if raw.isdigit() else _NUMBERS.get(raw.lower(), 0)


def asked_period(question: str) -> str:
    """The period a question asks an amount over ("over the year", "for a whole month", "per week",
    "a year's"): its unit, "" when none ("if we pay monthly" names how, not over what)."""
    m = _CUE.asked_period.search(question)
    return _unit(m.group("unit") or m.group("unit2")) if m else ""


def on_one_period(sentences: list[str], writtens: list[str], question: str = "") -> list[int] | str:
    """For each operand, the count it is multiplied by (1: as it stands) when the operands can be
    worked on one period; the reason when they cannot (see the module docstring). ``sentences`` and
    ``writtens``: each operand's sentence and figure as written. An instalment ("24 monthly
    repayments of £91.50") is its count times its amount beside amounts of no period or of the
    period its count makes up; a rate with no count is scaled only to the period the question asks
    over ("£39 a month" is 12 × £39 "over the year")."""
    periods = [period(s, w) for s, w in zip(sentences, writtens, strict=True)]
    if not any(p is not None and p.unit for p in periods):
        return [1] * len(writtens)
    wholes = {p.unit for p in periods if p is not None and p.unit and not p.count}
    asked = asked_period(question)
    if not wholes and len({p.unit for p in periods if p is not None and p.unit}) == 1:
        # instalments of one period beside amounts of none ("£2,000 borrowed", "deposit £100"): their totals
        return [p.count if p is not None and p.count else 1 for p in periods]
    if len(wholes) == 1 and asked and asked not in wholes and all(p is not None and p.unit for p in periods):
        return _to_asked(periods, next(iter(wholes)), asked, writtens)
    if len(wholes) == 1 or asked in wholes:
        whole = asked if asked in wholes else next(iter(wholes))
        out = []
        for p in periods:
            if p is None or not p.unit or (p.unit == whole and not p.count):
                out.append(1)
            elif whole not in _IN_A_YEAR or p.unit not in _IN_A_YEAR:
                break
            elif p.count and p.count * _IN_A_YEAR[whole] == _IN_A_YEAR[p.unit]:
                out.append(p.count)  # 12 monthly payments make the year the whole is for
            elif not p.count and asked == whole and _IN_A_YEAR[p.unit] % _IN_A_YEAR[whole] == 0:
                out.append(_IN_A_YEAR[p.unit] // _IN_A_YEAR[whole])  # "£39 a month" over the year asked
            else:
                break
        else:
            return out
    said = ", ".join(f"{w} a {p.unit}" for w, p in zip(writtens, periods, strict=True) if p is not None and p.unit)
    return (f"its figures are for different periods ({said}), and adding or taking away amounts of different "
            "periods gives no amount of either")


def _to_asked(periods: list[Period | None], whole: str, asked: str, writtens: list[str]) -> list[int] | str:
    """Every operand a rate of one period ("£32 a month", "£21 a month") and the question asking over
    another ("over a year"): each times the number of its periods in the asked one (12), when that is a
    whole number and no operand is an instalment of a count; else the reason they cannot be worked
    (a month in weeks is no whole number)."""
    per = _IN_A_YEAR.get(whole, 0)
    over = _IN_A_YEAR.get(asked, 0)
    if whole == "day" and asked == "week":
        n = 7
    elif per and over and per % over == 0 and per > over:
        n = per // over
    else:
        n = 0
    if not n or any(p is None or p.count for p in periods):
        said = ", ".join(f"{w} a {whole}" for w in writtens)
        return (f"its figures are for a {whole} ({said}) and the question asks over a {asked}, which it does not "
                f"bring them onto")
    return [n] * len(periods)


__all__ = ["Period", "asked_period", "on_one_period", "period"]
