"""An amount the user stated for one period, worked to the period a later question asks (issue 26:
facts stated earlier in the same conversation, worked): "I walk 4 km every day." ... "How far do I
walk in a week?" is 28 km (4 km x 7); "I run three times a week, about 6 km each time." ... "How far do
I run in a week?" is 18 km (3 x 6 km); "我每天早上跑5公里。" ... "那我一个星期一共跑多少公里?" is 35
公里, never the stated figure echoed.

The stated rates and the asked period are read by cues as data (``data/sim/patterns.yaml``
thread_rates); the factors between periods are ``lexicons.yaml`` period_lengths (a pair not listed,
a day over a month, is not converted: a stated conversation limit), the period words
period_words. ``answer(question, statements)``: the reply, a stated limit when the rate cannot be
converted or several stated rates fit the question, ``None`` when the question asks no amount over
another period than a stated rate's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import lexicon, patterns

__all__ = ["Rate", "answer", "rates"]

_CUE = patterns("thread_rates")
_HAN_RE = re.compile(r"[\u4e00-\u9fff]")
_ZH_EACH = {"day": "每天", "week": "每周", "fortnight": "每两周", "month": "每个月", "year": "每年"}
_ZH_OVER = {"day": "一天", "week": "一周", "fortnight": "两周", "month": "一个月", "year": "一年"}


@dataclass(frozen=True)
class Rate:
    value: float
    unit: str  # "km", "pages", "公里", "£"
    period: str  # "day", "week", "month", "year"
    written: str  # as stated: "4 km every day"
    times: int = 0  # a frequency's: "three times a week, 6 km each time" is 18 km a week (times 3)


def _pairs(name: str) -> dict[str, str]:
    return dict(w.split("=", 1) for w in lexicon(name))


def _period(word: str) -> str:
    word = word.lower()
    return _pairs("period_words").get(word, word)


def _factor(have: str, want: str) -> int | None:
    if have == want:
        return 1
    for pair in lexicon("period_lengths"):
        key, _, n = pair.partition("=")
        if key == f"{have}/{want}":
            return int(n)
    return None


def rates(text: str) -> list[Rate]:
    """The amounts ``text`` states per period, in order."""
    out = []
    for m in _CUE.rate.finditer(text):
        unit = m.group("cur") or (m.group("unit") or "").lower()
        if not unit:
            continue
        out.append(Rate(float(m.group("num")), unit, _period(m.group("period") or m.group("adj")), m.group(0).strip()))
    for m in _CUE.zh_rate.finditer(text):
        out.append(Rate(float(m.group("num")), m.group("unit"), _period(m.group("period")), m.group(0).strip()))
    for cue in (_CUE.frequency, _CUE.frequency_first):
        for m in cue.finditer(text):
            times = _times(m.group("times"))
            if times and not any(r.times and (r.written in m.group(0) or m.group(0) in r.written) for r in out):
                out = [r for r in out if r.written not in m.group(0)]  # "3 times a week" alone is no amount
                out.append(Rate(float(m.group("num")) * times, m.group("unit").lower(), _period(m.group("period")),
                                m.group(0).strip(), times))
    return out


def _times(word: str) -> int:
    """"3", "three", "twice" as a count of times (0 for none it reads)."""
    from course_lib.sim.words import number_words

    low = word.lower()
    if low.isdigit():
        return int(low)
    return {"once": 1, "twice": 2}.get(low) or number_words.values(2, 12).get(low, 0)


def _num(value: float) -> str:
    return f"{value:,.2f}".rstrip("0").rstrip(".") if value != int(value) else f"{int(value):,}"


def answer(question: str, statements: list[str]) -> str | None:
    """The amount over the asked period from the one stated rate it fits, as a reply (see the
    module's docstring), or ``None``."""
    from course_lib.sim.reports import explain, limits

    if not _CUE.asks_amount.search(question):
        return None
    asked = _CUE.asked.search(question)
    if asked is None:
        return None
    want = _period(asked.group("period") or asked.group("adj") or asked.group("zh"))
    found = [r for s in statements for r in rates(s) if r.period != want or r.times]
    if not found or rates(question):
        return None
    words = {w.lower().rstrip("s") for w in re.findall(r"[a-z]+", question, re.IGNORECASE)}
    named = [r for r in found if r.unit.rstrip("s") in words or (_HAN_RE.match(r.unit) and r.unit in question)]
    fit = named or found
    if len({(r.value, r.unit, r.period) for r in fit}) != 1:
        explain.rule("several amounts per period the user stated fit the question", rates=[r.written for r in fit])
        return limits.state(
            f"work out the amount over a {want}",
            "you stated several amounts per period (" + "; ".join(r.written for r in fit) + ") and the question "
            "does not say which one it means",
            "work it out from the one you mean",
            kind="conversation",
        )
    rate = fit[0]
    factor = _factor(rate.period, want)
    if factor is None:
        explain.rule("an amount per period asked over a period it does not convert to", rate=rate.written)
        return limits.state(
            f"work out the amount over a {want}",
            f"you stated it per {rate.period} ({rate.written!r}) and a {rate.period} is no whole number in a {want}",
            "work it out with the calendar",
            kind="conversation",
        )
    total = rate.value * factor
    explain.rule("an amount per period the user stated, worked to the asked period", rate=rate.written,
                 factor=factor, period=want)
    if rate.times and not _HAN_RE.search(question):  # "three times a week, 6 km each time": 18 km a week
        each_time = _num(rate.value / rate.times)
        working = f"{rate.times} x {each_time} {rate.unit}" + (f" x {factor}" if factor != 1 else "")
        return f"From what you said: {_num(total)} {rate.unit} a {want} ({working})."
    if _HAN_RE.search(question):
        return (f"按你说的,{_ZH_EACH[rate.period]}{_num(rate.value)}{rate.unit},"
                f"{_ZH_OVER[want]}一共{_num(total)}{rate.unit}({_num(rate.value)} × {factor})。")
    money = rate.unit in ("£", "$", "€")
    amount = f"{rate.unit}{_num(total)}" if money else f"{_num(total)} {rate.unit}"
    each = f"{rate.unit}{_num(rate.value)}" if money else f"{_num(rate.value)} {rate.unit}"
    return f"From what you said: {amount} a {want} ({each} a {rate.period} x {factor})."
