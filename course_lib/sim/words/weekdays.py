"""Days of the week as values (issue 26): the one home that reads which days a piece of text
names, as sets of day numbers (0 Monday ... 6 Sunday). Names and abbreviations ("Thursday",
"Thu", "Thurs"; German, French and Spanish names), ranges ("Mon-Fri", "Monday to Saturday",
"Tue–Thu"), lists ("Tue and Thu", "Mon/Wed/Fri"), groups ("weekdays", "weekends", "daily"),
exceptions ("daily except Sun") and closed days ("closed Sundays", "Sun closed", "does not run on
Sundays", "No tours on Sundays": the words of closing in data). Opening hours,
timetables and rotas are read with it (``schedules``); the English names are ``calendar_dates``'.
An abbreviation counts only when written with a capital ("Sat", not "sat": a verb) unless a
whole table cell is the day ("mon" as a CSV header). Introduced with notebook 02's grounded
answers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.day_names import DAY_ABBREVIATIONS, WEEKDAYS
from course_lib.sim.words.text import stem

ALL_DAYS = frozenset(range(7))
_ABBREVIATIONS = DAY_ABBREVIATIONS
ABBREVIATIONS = _ABBREVIATIONS  # each day's English abbreviations, Monday first (lower case)
_OTHER_LANGUAGES = (  # German, French, Spanish
    ("montag", "lundi", "lunes"), ("dienstag", "mardi", "martes"), ("mittwoch", "mercredi", "miércoles", "miercoles"),
    ("donnerstag", "jeudi", "jueves"), ("freitag", "vendredi", "viernes"), ("samstag", "samedi", "sábado", "sabado"),
    ("sonntag", "dimanche", "domingo"),
)
_GROUPS = {
    "weekday": frozenset(range(5)), "working day": frozenset(range(5)), "workday": frozenset(range(5)),
    "weekend": frozenset({5, 6}), "daily": ALL_DAYS, "every day": ALL_DAYS, "each day": ALL_DAYS,
    "7 days a week": ALL_DAYS, "seven days a week": ALL_DAYS, "24/7": ALL_DAYS,
}
_MAX_CHARS = 400  # a cap on the text of one line read for days
_CUE = patterns("weekdays")


@lru_cache(maxsize=1)
def _forms() -> tuple[dict[str, int], frozenset[str]]:
    """Every written form of a day (lower case) -> its number, and the forms that are abbreviations."""
    forms: dict[str, int] = {}
    for i, name in enumerate(WEEKDAYS):
        forms[name] = i
        for other in _OTHER_LANGUAGES[i]:
            forms[other] = i
    short = set()
    for i, abbreviations in enumerate(_ABBREVIATIONS):
        for a in abbreviations:
            forms[a] = i
            short.add(a)
    return forms, frozenset(short)


@lru_cache(maxsize=1)
def _day_re() -> str:
    forms, _ = _forms()
    words = sorted(forms, key=len, reverse=True)
    return r"(?:" + "|".join(re.escape(w) for w in words) + r")(?:s\b|\.)?"


@lru_cache(maxsize=1)
def _item_re() -> re.Pattern[str]:
    day = _day_re()
    groups = "|".join(re.escape(g) for g in sorted(_GROUPS, key=len, reverse=True))
    return re.compile(
        rf"(?<![\w-])(?:(?P<first>{day})\s*(?:-|–|—|to|till|until|through|thru|bis|au|a)\s*(?P<last>{day})"
        rf"|(?P<group>(?:{groups})s?)|(?P<day>{day}))(?![\w])",
        re.IGNORECASE,
    )


_JOIN_RE = re.compile(r"^\s*(?:,|/|&|\+|and|or|,\s*and|,\s*or|und|et|y)\s*$", re.IGNORECASE)
_EXCEPT_RE = re.compile(r"(?:except|excluding|but not|not on|apart from|other than|ausser|außer|sauf|excepto)\s*(?:on\s+)?$",
                        re.IGNORECASE)
_CLOSED_AFTER_RE = re.compile(r"^\s*[:\-–—]?\s*(?:closed|shut|no service|geschlossen|fermé|ferme|cerrado)\b",
                              re.IGNORECASE)


def day_number(word: str, cell: bool = False) -> int | None:
    """The day a single word names ("Thurs" -> 3), ``None`` for none; an abbreviation in lower
    case counts only when ``cell`` (a whole table cell)."""
    forms, short = _forms()
    raw = word.strip().rstrip(".")
    low = raw.lower()
    if low not in forms and low.endswith("s") and low[:-1] in forms and low[:-1] not in short:
        low = low[:-1]  # "Sundays", never "Thus"
    if low not in forms:
        return None
    if low in short and not cell and not raw[:1].isupper():
        return None
    return forms[low]


def _item_days(m: re.Match[str], cell: bool) -> frozenset[int] | None:
    if m.group("group"):
        word = m.group("group").lower()
        return _GROUPS.get(word) or _GROUPS.get(word[:-1])
    if m.group("day"):
        n = day_number(m.group("day"), cell)
        return None if n is None else frozenset({n})
    a, b = day_number(m.group("first"), cell), day_number(m.group("last"), cell)
    if a is None or b is None:
        return None
    span = range(a, b + 1) if a <= b else [*range(a, 7), *range(0, b + 1)]  # "Fri-Mon" wraps
    return frozenset(span)


# "daily" before a noun it qualifies ("daily rate", "daily limit"): an amount per day, no days named;
# before a time, a colon, "except", "from", "between", ... it names every day ("Daily 9-5", "open daily")
_RATE_DAILY_RE = re.compile(
    r"daily\s+(?!(?:except|excluding|from|between|until|till|to|at|and|or|but|in|on|during|including|apart|other|"
    r"open|opening|closed|before|after|noon|midday|midnight|am|pm)\b)[a-z]", re.IGNORECASE)


@dataclass(frozen=True)
class DayPhrase:
    """Days a phrase of a text names: the days, whether they are said to be closed, and where
    the phrase stands (start, end) in the text."""

    days: frozenset[int]
    closed: bool
    start: int
    end: int


@lru_cache(maxsize=4096)
def phrases(text: str, cell: bool = False) -> tuple[DayPhrase, ...]:
    """The day phrases of ``text`` in order, lists joined ("Tue and Thu"), an exception taken out
    of the phrase before it ("daily except Sun") and closed days marked ("closed Sundays"). Read
    once per text (a reply's question was read four times, by its day readers)."""
    text = text[:_MAX_CHARS]
    items = []
    for m in _item_re().finditer(text):
        if m.group("group") and _RATE_DAILY_RE.match(text, m.start()):
            continue  # "Daily rate £39.50", "the daily limit": a rate per day, no days named
        days = _item_days(m, cell)
        if days:
            items.append((days, m.start(), m.end()))
    out: list[DayPhrase] = []
    for days, start, end in items:
        before = text[out[-1].end if out else 0:start]
        if out and _JOIN_RE.match(before):  # "Tue and Thu", "Mon/Wed/Fri"
            last = out[-1]
            out[-1] = DayPhrase(last.days | days, last.closed, last.start, end)
            continue
        if _EXCEPT_RE.search(before):
            if out:  # "daily except Sun": taken out of the phrase it follows
                last = out[-1]
                out[-1] = DayPhrase(last.days - days, last.closed, last.start, end)
            continue
        closed = bool(_CUE.closed_before.search(before))
        out.append(DayPhrase(days, closed, start, end))
    return tuple(_closed_after(text, out))


def _closed_after(text: str, found: list[DayPhrase]) -> list[DayPhrase]:
    out = []
    for i, p in enumerate(found):
        stop = found[i + 1].start if i + 1 < len(found) else len(text)
        if not p.closed and _CLOSED_AFTER_RE.match(text[p.end:stop]):  # "Sun closed", "Sunday: closed"
            p = DayPhrase(p.days, True, p.start, p.end)
        out.append(p)
    return out


def cell_days(cell: str) -> frozenset[int] | None:
    """The days a whole table cell names ("Mon-Fri", "mon", "Weekends"), ``None`` unless the
    cell is only that."""
    found = phrases(cell.strip(), cell=True)
    if len(found) != 1:
        return None
    rest = (cell.strip()[:found[0].start] + cell.strip()[found[0].end:]).strip(" .:*_")
    return found[0].days if not rest or _HOLIDAYS_TAIL_RE.fullmatch(rest) else None


def header_days(cell: str) -> tuple[frozenset[int], str] | None:
    """The days a table's column header covers and any other condition it puts beside them:
    ("Mon-Fri" -> (Mon-Fri, "")); a label with its days in brackets ("Off-peak (Mon-Fri, term time)"
    -> (Mon-Fri, "term time"), "Peak (weekends & school holidays)" -> (Sat-Sun, ""): holidays after the
    days widen the column, never narrow it); ``None`` when the header names no days, or its bracket
    holds more than one part naming days (``weekdays.bracketed_head``)."""
    days = cell_days(cell)
    if days is not None:
        return days, ""
    found = _CUE.bracketed_head.match(cell.strip())
    if found is None or phrases(found.group("label")):
        return None
    parts = [x.strip() for x in re.split(r"[,;]", found.group("inner")) if x.strip()]
    named = [(n, d) for n, x in enumerate(parts) for d in [cell_days(x)] if d is not None]
    if len(named) != 1 or any(phrases(x) for n, x in enumerate(parts) if n != named[0][0]):
        return None
    return named[0][1], ", ".join(x for n, x in enumerate(parts) if n != named[0][0])


# what a day cell may add after its days: the holidays the column covers too ("Sat, Sun, holidays",
# "Sun & public holidays"); those days are still the cell's days
_HOLIDAYS_TAIL_RE = re.compile(r"(?:[,&+/]|and|or)\s*(?:(?:public|bank|school)\s+)?holidays?", re.IGNORECASE)


def asked_day(question: str) -> int | None:
    """The one day a question names ("Is it open on Saturday afternoon?" -> 5), ``None`` when it
    names none, or more than one."""
    found = phrases(question)
    days = frozenset().union(*(p.days for p in found)) if found else frozenset()
    if not days:
        days = _lower_days(question)
    return next(iter(days)) if len(days) == 1 else None


def _lower_days(question: str) -> frozenset[int]:
    """The days a terse question names by a lower-case abbreviation ("open mon?", "sun hours?",
    "when does rosa start thurs"): the forms no other word shares anywhere, "sat", "sun" and "wed"
    only beside a word of days or hours (the cue ``weekdays.lower_day``)."""
    if len(question) > _MAX_CHARS:
        return frozenset()
    forms, _ = _forms()
    out = set()
    for m in _CUE.lower_day.finditer(question):
        out.add(forms[(m.group("plain") or m.group("word") or m.group("head")).lower()])
    return frozenset(out)


def day_name(n: int) -> str:
    """The day's English name, capitalised ("Saturday")."""
    return WEEKDAYS[n].capitalize()


# the one-word groups of days a word may name, for matching words ("daily" is left out: "the daily
# rate" names no day)
_WORD_GROUPS = ("weekday", "workday", "weekend")


@lru_cache(maxsize=1)
def _kin() -> dict[str, frozenset[str]]:
    """The stem of each English day name and one-word group -> the stems of the other words it
    speaks of: a group of its days ("weekend" -> saturday, sunday), a day of its group ("saturday"
    -> weekend)."""
    days = [stem(d) for d in WEEKDAYS]
    out: dict[str, set[str]] = {}
    for group in _WORD_GROUPS:
        members = _GROUPS[group]
        out.setdefault(stem(group), set()).update(days[i] for i in members)
        for i in members:
            out.setdefault(days[i], set()).add(stem(group))
    return {k: frozenset(v) for k, v in out.items()}


def as_group(text: str, day: int) -> str:
    """``text`` with its first written form of ``day`` put as the day's one-word group, in the plural a
    search would use ("close sundays" -> "close weekends", "open tuesday" -> "open weekdays"): a second
    query for a notice that speaks of the group, not the day. ``text`` unchanged when it names no form."""
    group = "weekends" if day in _GROUPS["weekend"] else "weekdays"
    forms, _ = _forms()
    pattern = re.compile(rf"\b{_day_re()}", re.IGNORECASE)
    for m in pattern.finditer(text):
        word = m.group(0).lower().rstrip(".")
        if day in (forms.get(word), forms.get(word[:-1])):  # ("sundays": the plural)
            return text[:m.start()] + group + text[m.end():]
    return text


# groups of days written in two words ("on working days", "within 5 business days"), read by
# ``phrases``. Every day's words ("daily", "every day", "seven days a week") are left out: a line of
# them met every question naming a day ("take one tablet daily"), and the held-out probes lost three
# replies to it (two right ones turned silently wrong)
_PHRASED_GROUP_RE = re.compile(r"\b(?:working|business)\s+days?\b", re.IGNORECASE)


def kin_stems(forms: frozenset[str] | set[str], text: str = "") -> set[str]:
    """The stems of the days and groups of days that a text speaks of besides its own words
    (``forms``: its content stems): "At weekends it closes at 6pm" speaks of Saturday and Sunday,
    "Saturday 10-4" of the weekend, "on working days" of Monday to Friday (``evidence``'s
    candidates: a question about "Saturdays" meets a line about weekends)."""
    kin = _kin()
    out = {k for f in forms & kin.keys() for k in kin[f]} if not forms.isdisjoint(kin) else set()
    # (every sentence of every document is asked: the pattern only where "day" is written)
    if text and "day" in text.lower() and _PHRASED_GROUP_RE.search(text):
        out.update(stem(WEEKDAYS[d]) for p in phrases(text) if not p.closed for d in p.days)
    return out - forms if out else out


# --- Chinese day phrases ("周二至周日", "周一闭馆", "周末", "工作日", "每天") ---------------------------------

_ZH_DAY = r"(?:星期|周|礼拜)([一二三四五六日天])"
_ZH_DAY_NUMBERS = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
_ZH_GROUPS = {"周末": frozenset({5, 6}), "工作日": frozenset(range(5)), "每天": ALL_DAYS, "天天": ALL_DAYS,
              "每日": ALL_DAYS, "全周": ALL_DAYS}
_ZH_ITEM_RE = re.compile(rf"{_ZH_DAY}\s*(?:至|到|-|–|—|~|～)\s*{_ZH_DAY}|{_ZH_DAY}|(?P<group>周末|工作日|每天|天天|每日|全周)")
_ZH_JOIN_RE = re.compile(r"^\s*(?:、|,|，|和|及|与|/)\s*$")
# a closing word right after the days ("周一闭馆", "周末休息", "周日不营业")
_ZH_CLOSED_AFTER_RE = re.compile(r"^\s*[:：]?\s*(?:全天)?(?:闭馆|休馆|休息|关门|不营业|停业|歇业|不开放|不开门|关闭|停诊|停课|不上课)")


def zh_phrases(text: str) -> tuple[DayPhrase, ...]:
    """The Chinese day phrases of ``text`` in order (ranges "周二至周日", lists "周一、周三", groups
    "周末" / "工作日" / "每天"), a phrase followed by a closing word marked closed ("周一闭馆")."""
    text = text[:_MAX_CHARS]
    if "周" not in text and "星期" not in text and "礼拜" not in text and "工作日" not in text \
            and "每" not in text and "天天" not in text:
        return ()
    out: list[DayPhrase] = []
    for m in _ZH_ITEM_RE.finditer(text):
        if m.group("group"):
            days = _ZH_GROUPS[m.group("group")]
        elif m.group(1):
            a, b = _ZH_DAY_NUMBERS[m.group(1)], _ZH_DAY_NUMBERS[m.group(2)]
            days = frozenset(range(a, b + 1) if a <= b else [*range(a, 7), *range(0, b + 1)])
        else:
            days = frozenset({_ZH_DAY_NUMBERS[m.group(3)]})
        if out and _ZH_JOIN_RE.match(text[out[-1].end:m.start()]):
            last = out[-1]
            out[-1] = DayPhrase(last.days | days, last.closed, last.start, m.end())
            continue
        out.append(DayPhrase(days, False, m.start(), m.end()))
    return tuple(DayPhrase(p.days, bool(_ZH_CLOSED_AFTER_RE.match(text[p.end:])), p.start, p.end) for p in out)


def zh_asked_days(question: str) -> frozenset[int] | None:
    """The days a Chinese question names ("周一开门吗?" -> {0}, "周末营业吗?" -> {5, 6}), ``None``
    for none or several phrases."""
    found = zh_phrases(question)
    return found[0].days if len(found) == 1 else None
