"""Adjustments of a price limited to days (issue 26; the forty-ninth set's RR4, probe savings_d).

A price list often changes its prices on some days only, in a line of its own: "Wednesdays: 20% off
service washes", "Weekend supplement: +£6 per day", "Mon-Thu: 2-for-1 on standard tickets",
"每周三会员日,单次票九折". Such a line is an operand, never the answer: the answer is the price the
other lines give, adjusted when the question names one of the line's days (or a date whose weekday
falls on one), left as it is on other days, and stated as a limit when the question names no day (the
price depends on the day the learner means).

``split(request)`` finds the one day-limited adjustment line of the documents (the question asking
money, naming the line's subject) and returns the request without that line and without the
question's day words, for the caller to answer the plain price first; ``applied(...)`` then works the
adjustment into that reply, or says why not. Cues: ``day_limits`` in data/sim/patterns.yaml.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import math
import re
from dataclasses import dataclass

from course_lib.sim.request.reading import Request
from course_lib.sim.words import weekdays
from course_lib.sim.words.calendar_dates import date_value
from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.number_words import CJK_VALUES
from course_lib.sim.words.text import content_terms, stop_units

_CUE = patterns("day_limits")  # its cue patterns: data/sim/patterns.yaml
_MAX_LINES = 300  # the documents' lines read, at most
_MONEY_RE = re.compile(r"(?P<cur>[£$€¥])\s?(?P<n>\d[\d,]*(?:\.\d{1,2})?)|(?<![\d.])(?P<z>\d+(?:\.\d{1,2})?)\s?(?P<yuan>元|块)")


@dataclass(frozen=True)
class DayLimit:
    """A line adjusting a price on some days: its days, the adjustment (``factor`` times the price,
    plus ``add``; ``pairs`` for 2-for-1) and the words it adjusts."""

    line: str
    days: frozenset[int]
    factor: float = 1.0
    add: float = 0.0
    pairs: bool = False
    subject: frozenset[str] = frozenset()

    def days_text(self) -> str:
        if self.days == frozenset({5, 6}):
            return "weekends"
        return ", ".join(weekdays.day_name(d) + "s" for d in sorted(self.days))


@dataclass(frozen=True)
class Asked:
    """What the question names: the day (``None`` for none) and the count of the thing (1 unless stated)."""

    day: int | None
    count: int
    question: str = ""


def _zh_factor(text: str) -> float | None:
    m = _CUE.zh_discount.search(text)
    if m is None:
        return None
    if m.group("half"):
        return 0.5
    tenth = float(CJK_VALUES.get(m.group("a"), m.group("a")))
    if m.group("b"):
        tenth += float(CJK_VALUES.get(m.group("b"), m.group("b"))) / 10
    return round(tenth / 10, 4)


def _adjustment(line: str) -> tuple[float, float, bool, str] | None:
    """(factor, amount added, 2-for-1, the adjustment's text) a line states, ``None`` for none."""
    if _CUE.pairs.search(line):
        return 1.0, 0.0, True, _CUE.pairs.search(line).group(0)
    m = _CUE.percent_off.search(line)
    if m:
        return round(1 - float(m.group("p") or m.group("p2")) / 100, 4), 0.0, False, m.group(0)
    m = _CUE.percent_more.search(line)
    if m:
        return round(1 + float(m.group("p") or m.group("p2")) / 100, 4), 0.0, False, m.group(0)
    m = _CUE.half_price.search(line)
    if m:
        return 0.5, 0.0, False, m.group(0)
    m = _CUE.amount_more.search(line)
    if m:
        figure = m.group("a") or m.group("a2") or m.group("a3")
        return 1.0, float(figure.replace(",", "")), False, m.group(0)
    f = _zh_factor(line)
    if f is not None:
        return f, 0.0, False, _CUE.zh_discount.search(line).group(0)
    return None


def _line_days(line: str) -> frozenset[int] | None:
    found = weekdays.phrases(line) or weekdays.zh_phrases(line)
    days = frozenset().union(*(p.days for p in found if not p.closed)) if found else frozenset()
    return days if days and days != weekdays.ALL_DAYS else None


def limits_of(bodies: list[str]) -> list[DayLimit]:
    """The day-limited adjustment lines of the documents, in order."""
    out = []
    lines = [u for b in bodies for u in stop_units(b)][:_MAX_LINES]
    for line in lines:
        if not _CUE.gate.search(line):
            continue
        adj = _adjustment(line)
        if adj is None:
            continue
        days = _line_days(line)
        if days is None:
            continue
        rest = line
        for p in weekdays.phrases(line) or weekdays.zh_phrases(line):
            rest = rest.replace(line[p.start:p.end], " ")
        rest = rest.replace(adj[3], " ")
        subject = frozenset(content_terms(rest)) - _generic()
        out.append(DayLimit(line, days, adj[0], adj[1], adj[2], subject))
    return out


def _generic() -> frozenset[str]:
    return frozenset(content_terms(" ".join(lexicon("day_limit_generic"))))


def _weekday_of_date(question: str) -> int | None:
    iso = date_value(question)
    if iso is None:
        return None
    try:
        return dt.date.fromisoformat(iso).weekday()
    except ValueError:
        return None


def asked(question: str) -> Asked:
    """The day the question names (a day's name, a day of a group, or a dated day), and its count."""
    day = weekdays.asked_day(question)
    if day is None:
        zh = weekdays.zh_asked_days(question)
        day = next(iter(zh)) if zh and len(zh) == 1 else None
    if day is None:
        day = _weekday_of_date(question)
    m = _CUE.count.search(_without_day(question))
    count = 1
    if m:
        word = m.group("n").lower()
        count = int(word) if word.isdigit() else _CUE_NUMBERS.get(word, 1)
    return Asked(day, count, question)


_CUE_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "a pair of": 2, "both": 2}


def _without_day(question: str) -> str:
    """The question without its day words ("on a Wednesday", "on Saturday 14 February 2026", "周三")."""
    out = _CUE.day_words.sub(" ", question)
    out = re.sub(r"\s+([?.!,])", r"\1", out)
    return " ".join(out.split())


def split(request: Request) -> tuple[Request, DayLimit, Asked] | None:
    """The request without the one day-limited adjustment line its question's subject meets, and
    without its day words; the line; what the question names. ``None`` when the question asks no
    money, or no such line (or more than one) stands in the documents."""
    from course_lib.sim.words.quantities import asks_money

    question = request.question
    if not request.documents or not (asks_money(question) or _CUE.money.search(question)):
        return None
    bodies = [d.body for d in request.documents]
    if not any(_CUE.gate.search(b) for b in bodies):
        return None
    terms = set(content_terms(question))
    met = [lim for lim in limits_of(bodies) if not lim.subject or lim.subject & terms
           or any(t in question for t in lim.subject if not t.isascii())]
    if len(met) != 1 or _CUE.about_offer.search(question):
        return None
    lim = met[0]
    least = _CUE.least_count.search(lim.line)
    if least and asked(question).count < int(least.group("n")):
        return None  # "15% off any order of 3 or more" for one mug: the line adjusts no price asked
    documents = []
    for doc in request.documents:
        if lim.line in doc.body:
            body = doc.body.replace(lim.line, "")
            documents.append(dataclasses.replace(doc, body=body))
        else:
            documents.append(doc)
    plain = _without_day(question)
    ask = asked(question)
    if ask.count > 1:  # "two standard tickets": the price of one read, the count worked in after
        plain = _CUE.count.sub(lambda m: m.group(0).replace(m.group("n"), "one", 1), plain, count=1)
    return dataclasses.replace(request, question=plain, documents=documents), lim, ask


def _shown(value: float, like: re.Match[str]) -> str:
    decimals = "." in (like.group("n") or like.group("z") or "") or value != int(value)
    figure = f"{value:.2f}" if decimals else f"{value:g}"
    return f"{like.group('cur')}{figure}" if like.group("cur") else f"{figure}{like.group('yuan')}"


def applied(reply: str, lim: DayLimit, ask: Asked, zh: bool = False) -> tuple[str, str | None]:
    """The reply with the adjustment worked in (the question's day among the line's days), or the
    plain price with the line named as not applying (another day); with no day named, the plain
    reply and why the price stays open (the second item, for the caller's stated limit). A count the
    question asks ("two tickets") multiplies the price of one (2-for-1: half of them paid, rounded up)."""
    amounts = list(_MONEY_RE.finditer(reply))
    if len({m.group(0).replace(" ", "") for m in amounts}) != 1:
        return reply, (f"a line adjusts the price on some days only (\"{lim.line}\"), and the price it found "
                       "for the rest is not one amount it can adjust")
    m = amounts[0]
    price = float((m.group("n") or m.group("z")).replace(",", ""))
    quoted = reply.strip()
    if ask.day is None:
        return quoted, (f"a line adjusts the price on {lim.days_text()} only (\"{lim.line}\"), and the question "
                        "names no day, so the price depends on the day meant")
    unmet = _age_unmet(lim.line, ask.question)
    if unmet is not None and ask.day in lim.days:
        if unmet:
            return f"{quoted} (\"{lim.line}\": {unmet}.)", None
        return quoted, (f"a line adjusts the price on {lim.days_text()} for an age only (\"{lim.line}\"), and the "
                        "question states no age")
    day = weekdays.day_name(ask.day)
    on_day = f"周{_ZH_DAYS[ask.day]}" if zh else f"on a {day}"
    if ask.day not in lim.days:
        if ask.count == 1:
            return f"{quoted} (\"{lim.line}\" does not apply {on_day}.)", None
        total = round(price * ask.count, 2)
        return (f"{_shown(total, m)} {on_day}: {ask.count} × {m.group(0)} (\"{lim.line}\" does not apply "
                f"{on_day}). {quoted}"), None
    if lim.pairs:
        paid = math.ceil(ask.count / 2)
        return (f"{_shown(price * paid, m)} {on_day}: {ask.count} for the price of {paid} at {m.group(0)} "
                f"(\"{lim.line}\"). {quoted}"), None
    unit = round(price * lim.factor + lim.add + 1e-9, 2)
    working = (f"{m.group(0)} {'less' if lim.factor < 1 else 'plus'} {abs(round((1 - lim.factor) * 100, 2)):g}%"
               if lim.factor != 1 else f"{m.group(0)} plus {_shown(lim.add, m)}")
    if ask.count > 1:
        total = round(unit * ask.count + 1e-9, 2)
        return (f"{_shown(total, m)} {on_day}: {ask.count} × {_shown(unit, m)} ({working}, \"{lim.line}\"). "
                f"{quoted}"), None
    return f"{_shown(unit, m)} {on_day}: {working} (\"{lim.line}\"). {quoted}", None


_ZH_DAYS = "一二三四五六日"


def _age_unmet(line: str, question: str) -> str | None:
    """``None`` when the line limits its adjustment to no age; "" when it does and the question states
    no age; why it does not apply when the stated age misses it; ``None`` too when the age meets it."""
    cond = _CUE.age_condition.search(line)
    if cond is None:
        return None
    said = _CUE.stated_age.search(question)
    if said is None:
        return ""
    age = int(said.group("a") or said.group("b") or said.group("c"))
    if cond.group("over") and age <= int(cond.group("over")):
        return f"the stated age {age} is not over {cond.group('over')}, so it does not apply"
    if cond.group("under") and age >= int(cond.group("under")):
        return f"the stated age {age} is not under {cond.group('under')}, so it does not apply"
    return None
