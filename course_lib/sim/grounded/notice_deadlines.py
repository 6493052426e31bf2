"""A deadline counted back from a notice period (issue 26; the forty-ninth set's cakes, cleaners and
salon-skin-test, probe savings_d).

"Plot holders must give 28 days' notice", "Cancel at least 48 hours before pick-up", "a skin test is
needed at least 48 hours before any first colour", "bookings must be made by the Monday of the week
before", "退卡需提前7天通知" with "I give up my plot on 30 June 2026: by when must I tell you?": the
rule and the question's date are the operands; the answer is the date counted back (with its
weekday, and the clock time the question states), never the rule quoted. A question naming only a
weekday ("my first colour is on Saturday") gets the weekday counted back when the period is whole
days under a week ("Thursday").

A question with no date of its own over a rule counted back from an event it names ("balance due 14
days before the event") counts back from the event's date, read from the one line labelled by that noun
("Event date: Saturday 16 May 2026"; fix63c, the fifty-eighth set's WW7 b).

``deadline(question, bodies)`` returns a ``Deadline`` or ``None`` (no deadline asked, no date or day
in the question nor an event's in the documents, or not exactly one notice rule sharing a word with the question). Cues:
``notice_deadlines`` in data/sim/patterns.yaml.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from course_lib.sim.words import weekdays
from course_lib.sim.words.calendar_dates import date_value
from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.number_words import CJK_VALUES
from course_lib.sim.words.text import content_terms, stop_units

_CUE = patterns("notice_deadlines")  # its cue patterns: data/sim/patterns.yaml
_MAX_LINES = 300
_MONTHS = ("January February March April May June July August September October November December").split()
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
          "ten": 10, "fourteen": 14, "twenty-one": 21, "twenty-eight": 28, "thirty": 30, "a": 1, "a few": None}
_ZH_DAY_NAMES = "一二三四五六日"


@dataclass(frozen=True)
class Rule:
    line: str
    amount: int  # how many units
    unit: str  # "day", "working day", "week", "hour", "monday-before"


@dataclass(frozen=True)
class Deadline:
    rule: Rule
    anchor: str  # the question's date or day, as it shows it
    text: str  # the deadline, as the reply writes it


def _number(word: str) -> int | None:
    word = word.lower().strip()
    if word.isdigit():
        return int(word)
    if all(c in CJK_VALUES or c == "十" for c in word):
        if word == "十":
            return 10
        if "十" in word:
            tens, _, ones = word.partition("十")
            return int(CJK_VALUES.get(tens, 1)) * 10 + (int(CJK_VALUES[ones]) if ones else 0)
        return int(CJK_VALUES[word]) if word in CJK_VALUES else None
    return _WORDS.get(word)


def _unit(word: str) -> str:
    w = word.lower()
    if "working" in w or "business" in w or "工作日" in w:
        return "working day"
    if w.startswith(("hour", "hr", "小时")):
        return "hour"
    if w.startswith(("week", "周", "星期", "个星期")):
        return "week"
    return "day"


def rules(bodies: list[str]) -> list[Rule]:
    """The notice rules of the documents, in order."""
    out = []
    lines = [u for b in bodies for u in stop_units(b)][:_MAX_LINES]
    for line in lines:
        m = _CUE.week_before.search(line)
        if m:
            out.append(Rule(line, weekdays.day_number(m.group("wd")) or 0, "weekday-before"))
            continue
        m = _CUE.period.search(line) or _CUE.zh_period.search(line)
        if m is None:
            continue
        n = _number(m.group("n"))
        if n:
            out.append(Rule(line, n, _unit(m.group("unit"))))
    return out


def _back(anchor: dt.datetime, rule: Rule) -> dt.datetime:
    if rule.unit == "hour":
        return anchor - dt.timedelta(hours=rule.amount)
    if rule.unit == "week":
        return anchor - dt.timedelta(weeks=rule.amount)
    if rule.unit == "weekday-before":  # "by the Monday of the week before"
        monday = anchor - dt.timedelta(days=anchor.weekday() + 7)
        return monday + dt.timedelta(days=rule.amount)
    if rule.unit == "working day":
        day, left = anchor, rule.amount
        while left:
            day -= dt.timedelta(days=1)
            left -= day.weekday() < 5
        return day
    return anchor - dt.timedelta(days=rule.amount)


def _dated(when: dt.datetime, zh: bool) -> str:
    if zh:
        return f"{when.year}年{when.month}月{when.day}日(星期{_ZH_DAY_NAMES[when.weekday()]})"
    return f"{weekdays.day_name(when.weekday())} {when.day} {_MONTHS[when.month - 1]} {when.year}"


def _clock(question: str) -> tuple[int, int, str] | None:
    m = _CUE.clock.search(question)
    if m is None:
        return None
    hour, minute = int(m.group("h") or m.group("h2")), int(m.group("m") or m.group("m2") or 0)
    half = (m.group("ap") or "").lower()
    if half == "pm" and hour < 12:
        hour += 12
    if half == "am" and hour == 12:
        hour = 0
    return hour, minute, m.group(0).strip()


def _shown_clock(when: dt.datetime, written: str) -> str:
    if re.search(r"[ap]\.?m", written, re.I):
        hour = when.hour % 12 or 12
        minutes = f":{when.minute:02d}" if when.minute else ""
        return f"{hour}{minutes}{'am' if when.hour < 12 else 'pm'}"
    return f"{when.hour:02d}:{when.minute:02d}"


def deadline(question: str, bodies: list[str]) -> Deadline | None:
    """The deadline the question asks, counted back from its date (or day) by the one notice rule
    that shares a word with it (module docstring)."""
    if not _CUE.asks.search(question):
        return None
    found = rules(bodies)
    if not found:
        return None
    terms = set(content_terms(question))
    zh = bool(re.search(r"[\u4e00-\u9fff]", question))
    shared = [r for r in found if terms & (set(content_terms(r.line)) - _generic())
              or (zh and _zh_shared(question, r.line))]
    if len({r.line for r in shared}) != 1:
        return None
    rule = shared[0]
    iso = date_value(question)
    if iso is not None:
        day = dt.date.fromisoformat(iso)
        clock = _clock(question)
        anchor = dt.datetime(day.year, day.month, day.day, *(clock[:2] if clock else (0, 0)))
        if rule.unit == "hour" and clock is None and rule.amount % 24:
            return None  # (hours not whole days, and no time of day to count from)
        when = _back(anchor, rule)
        text, shown = _dated(when, zh), _dated(anchor, zh)
        if clock is not None and rule.unit == "hour":
            text += f", {_shown_clock(when, clock[2])}"
            shown += f", {clock[2]}"
        return Deadline(rule, shown, text)
    day_n = weekdays.asked_day(question)
    if day_n is None and zh:
        days = weekdays.zh_asked_days(question)
        day_n = next(iter(days)) if days and len(days) == 1 else None
    if day_n is None:
        return _from_event(rule, bodies, zh)
    span = rule.amount / 24 if rule.unit == "hour" else rule.amount if rule.unit == "day" else None
    if span is None or span != int(span) or not 0 < span < 7:
        return None
    back = (day_n - int(span)) % 7
    text = f"星期{_ZH_DAY_NAMES[back]}" if zh else weekdays.day_name(back)
    return Deadline(rule, weekdays.day_name(day_n), text)


def _from_event(rule: Rule, bodies: list[str], zh: bool) -> Deadline | None:
    """A question with no date of its own ("when do we pay the balance by?") over a rule counted back from an
    event it names ("balance due 14 days before the event"): the event's date from the one line of the documents
    labelled by that noun ("Event date: Saturday 16 May 2026"; cue ``event``), counted back; ``None`` when the
    rule names no event, no line or more than one dates it, or the period is in hours."""
    m = _CUE.event.search(rule.line)
    if m is None or zh or rule.unit == "hour":
        return None
    noun = content_terms(m.group("noun"))
    if not noun:
        return None
    dates = set()
    for body in bodies:
        for line in body.splitlines()[:_MAX_LINES]:
            label, colon, rest = line.partition(":")
            if colon and len(label) <= 40 and noun[0] in content_terms(label):
                iso = date_value(re.split(r"[(;]", rest)[0])
                if iso is not None:
                    dates.add(iso)
    if len(dates) != 1:
        return None
    day = dt.date.fromisoformat(dates.pop())
    anchor = dt.datetime(day.year, day.month, day.day)
    return Deadline(rule, f"the {m.group('noun').lower()}, {_dated(anchor, zh)},", _dated(_back(anchor, rule), zh))


def _generic() -> frozenset[str]:
    return frozenset(content_terms(" ".join(lexicon("notice_generic"))))


def _zh_shared(question: str, line: str) -> bool:
    """A run of two Chinese characters the question and the line share, beyond the rule's own words."""
    rule_words = set("".join(lexicon("notice_generic_zh")))
    pairs = {question[i:i + 2] for i in range(len(question) - 1)}
    return any(p in line and not set(p) <= rule_words and re.fullmatch(r"[\u4e00-\u9fff]{2}", p) for p in pairs)


def reply(deadline_: Deadline, zh: bool = False) -> str:
    """The reply: the deadline, and the rule and anchor it was counted from."""
    if zh:
        return f"最晚{deadline_.text}(按“{deadline_.rule.line}”从{deadline_.anchor}往前推算)。"
    return (f"By {deadline_.text} (counted back from {deadline_.anchor} by the rule \"{deadline_.rule.line}\").")
