"""An amount asked for one calendar period over a line's rate for a shorter one (issue 26): "what does
membership come to per year?" over "£35 a month" is 12 × £35, "储物柜一年多少钱?" over "每月20元" is 240元,
"a whole week" over "£2 per day" is 7 × £2; never the per-period line itself.

- ``worked(question, reply)``: the worked amount as a reply, when the question asks an amount for one
  period (``asked``: "per year", "per annum", "a whole week", "一年", "al año") and the reply states one
  amount, for another period (``rate``: "a month", "per day", "每月", "al mes") that goes into the
  asked one a whole number of times (``_TIMES``); ``None`` otherwise (the reply's own period, no rate,
  several amounts, or periods that do not divide: the callers' working limit stands).
"""

from __future__ import annotations

from course_lib.sim.grounded.said_amounts import amounts, money
from course_lib.sim.words.cues import patterns

_CUE = patterns("period_rates")  # its cue patterns: data/sim/patterns.yaml
# how many of the second period one of the first holds, counted whole (a month is no whole number of weeks)
_TIMES = {("year", "month"): 12, ("year", "week"): 52, ("year", "quarter"): 4, ("week", "day"): 7,
          ("year", "fortnight"): 26, ("fortnight", "day"): 14, ("fortnight", "week"): 2}
_ZH_PERIOD = {"year": "年", "month": "月", "week": "周", "day": "天", "quarter": "季度", "fortnight": "两周"}


def _named(match) -> str | None:
    """The period a match names: its named group ("year", "month2" -> "month")."""
    return None if match is None or not match.lastgroup else match.lastgroup.rstrip("0123456789")


def asked(question: str) -> str | None:
    """The one period ``question`` asks an amount for ("per year", "一年", "al año"), or ``None``."""
    if not _CUE.asks_amount.search(question):
        return None
    found = {_named(m) for m in _CUE.asked.finditer(question)} - {None}
    return next(iter(found)) if len(found) == 1 else None


def rate(reply: str) -> tuple[float, str, str] | None:
    """(value, sign, period) of the one amount ``reply`` states, when it is stated for a period, or ``None``."""
    said = set(amounts(reply)) or _field_amounts(reply)
    periods = {_named(m) for m in _CUE.rate.finditer(reply)} - {None}
    if len(said) != 1 or len(periods) != 1:
        return None
    (value, sign), = said
    return value, sign, next(iter(periods))


def _field_amounts(reply: str) -> set[tuple[float, str]]:
    """(value, sign) of each bare figure under a field whose name gives its currency ("price_gbp: 52.00" in a
    CSV or JSON record read as "key: value"; ``currency_field``): the record's amounts."""
    from course_lib.sim.grounded.said_amounts import SIGNS

    return {(float(m.group("v").replace(",", "")), SIGNS.get(m.group("code").upper(), m.group("code").upper()))
            for m in _CUE.currency_field.finditer(reply)}


def worked(question: str, reply: str) -> str | None:
    """The module docstring's product as a reply, or ``None``."""
    period = asked(question)
    if period is None or _CUE.asks_amount.search(reply) is None and not amounts(reply) \
            and not _field_amounts(reply):
        return None
    found = rate(reply)
    if found is None:
        return None
    value, sign, per = found
    times = _TIMES.get((period, per))
    if times is None:
        return None
    total = money(value * times, sign)
    line = reply.strip()
    if any("\u4e00" <= ch <= "\u9fff" for ch in question):
        def zh(v: float) -> str:
            return money(v, "").strip() + "元" if sign == "CNY" else money(v, sign)

        return f"{zh(value * times)}（每{_ZH_PERIOD[per]}{zh(value)} × {times}；{line}）"
    return f"{total} a {period}: {times} × {money(value, sign)} a {per} ({line})"
