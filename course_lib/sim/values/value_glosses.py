"""Day, time and count words of a request in Spanish, French, Italian, Portuguese or German, glossed as
the English the field readers read (issue 26 "Build" 2: tool arguments by type from anywhere in the
question, whatever its language).

"Hoy es lunes 7 de marzo de 2033. Resérvame una pista para pasado mañana a las siete y media de la tarde,
somos cuatro." reads as "Hoy es Monday 7 March 2033. ... para the day after tomorrow at 19:30, 4 of us.":
its number words are figures, a clock time with its half or quarter and its part of the day is written
"at 19:30", its day words and month names are English, "somos cuatro" is a headcount. The words are data
(``data/sim/value_glosses.yaml``); ``glossed(text)`` leaves a text in any other language (by the language
identifier) unchanged, and words none of the lists holds stay as written, so a value still unread keeps
the caller's limit. Only the request's text is glossed, never a tool's or a schema's words.
"""

from __future__ import annotations

import re
from functools import lru_cache

DATA = "value_glosses.yaml"
_MAX_CHARS = 2000  # a request longer than this is read as written
# a cheap first look: a letter only these languages write, or one of their common short words
_GATE_RE = re.compile(r"[ñáéíóúàèìòùâêôãõçäöüßąćęłńśźż]|"
                      r"\b(?:de|la|le|el|les|los|las|il|um|às|alle|somos|nous|wir|om|een|het|voor|na|o|dla)\b",
                      re.IGNORECASE)


@lru_cache(maxsize=1)
def _languages() -> dict[str, dict]:
    from course_lib.sim.words.cues import read

    return read(DATA)["languages"]


def _alternatives(words) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


@lru_cache(maxsize=8)
def _compiled(code: str) -> dict[str, object]:
    """Each language's patterns, built once from its lists."""
    lang = _languages()[code]
    numbers = {k.lower(): v for k, v in (lang.get("numbers") or {}).items()}
    parts = {k.lower(): v for k, v in (lang.get("time_parts") or {}).items()}
    periods = {k.lower(): v for k, v in (lang.get("time_periods") or {}).items()}
    hour_words = lang.get("hour_words") or []
    half = lang.get("half_before") or ""
    hours = {k.lower(): v for k, v in (lang.get("hours") or {}).items()}
    figure = r"\d{1,2}"
    if hours:  # a bare figure is an hour only with minutes or an hour word after it ("na 2 osoby": no time)
        after = rf"|\s*(?:{_alternatives(hour_words)})(?!\w)" if hour_words else ""
        figure = rf"\d{{1,2}}(?=\s*[:.h]\s*\d{{2}}{after})"
    words = [lang["one"]] if lang.get("one") else []
    words += list(hours)
    hour = rf"(?P<h>{figure}|{_alternatives(words)})" if words else rf"(?P<h>{figure})"
    leads = rf"(?:{_alternatives(lang.get('time_leads') or [])})\s+"
    opening = (rf"(?:{leads}(?:(?P<half>{re.escape(half)})\s+)?|(?P<half0>{re.escape(half)})\s+)" if half
               else leads)
    time = (r"(?<!\w)" + opening
            + hour + r"(?:\s*[:.h]\s*(?P<m>\d{2}))?"
            + (rf"(?:\s*(?:{_alternatives(hour_words)})(?!\w)(?:\s*(?P<m2>\d{{2}}))?)?" if hour_words else "")
            + (rf"(?:\s+(?P<part>{_alternatives(parts)}))?" if parts else "")
            + (rf"(?:\s+(?P<period>{_alternatives(periods)}))?" if periods else "") + r"(?!\w)")
    months = lang.get("months") or {}
    joiners = lang.get("date_joiners") or []
    join = rf"\s+(?:(?:{_alternatives(joiners)})\s+)?" if joiners else r"\s+"
    return {
        "numbers": numbers,
        "numbers_re": re.compile(rf"(?<!\w)({_alternatives(numbers)})(?!\w)", re.IGNORECASE) if numbers else None,
        "time_re": re.compile(time, re.IGNORECASE),
        "parts": parts,
        "periods": periods,
        "one": (lang.get("one") or "").lower(),
        "hours": hours,
        "phrases_re": re.compile(rf"(?<!\w)({_alternatives(lang.get('phrases') or {})})(?!\w)", re.IGNORECASE),
        "phrases": {k.lower(): v for k, v in (lang.get("phrases") or {}).items()},
        "date_re": re.compile(rf"(?<!\d)(?P<d>\d{{1,2}})(?:\.|º|er)?{join}(?P<month>{_alternatives(months)})(?!\w)"
                              rf"(?:{join}(?P<y>\d{{4}}))?", re.IGNORECASE) if months else None,
        "months": {k.lower(): v for k, v in months.items()},
        "headcounts": [re.compile(p, re.IGNORECASE) for p in lang.get("headcounts") or []],
    }


def language(text: str) -> str | None:
    """The code of the glossed language ``text`` is written in ("es"), ``None`` for any other."""
    if not text or len(text) > _MAX_CHARS or not _GATE_RE.search(text):
        return None
    from course_lib.sim.words.sentiment import language_code

    code = language_code(text)
    return code if code in _languages() else None


def glossed(text: str) -> str:
    """``text`` with its day, time and count words in English (see the module); unchanged when it is
    in none of the glossed languages."""
    code = language(text)
    if code is None:
        return text
    c = _compiled(code)
    if c["numbers_re"] is not None:
        text = c["numbers_re"].sub(lambda m: str(c["numbers"][m.group(1).lower()]), text)
    text = c["time_re"].sub(lambda m: _clock(m, c), text)
    if c["date_re"] is not None:
        text = c["date_re"].sub(lambda m: " ".join(x for x in (m.group("d"), c["months"][m.group("month").lower()],
                                                                 m.group("y") or "") if x), text)
    text = c["phrases_re"].sub(lambda m: c["phrases"][m.group(1).lower()], text)
    for pattern in c["headcounts"]:
        text = pattern.sub(lambda m: f"{m.group('n')} of us", text)
    return text


def _clock(m: re.Match[str], c: dict) -> str:
    """"at HH:MM" (24-hour) for a clock time read by ``time_re``; the text as written when its hour or
    minutes are out of range."""
    said = m.group("h").lower()
    h = 1 if said == c["one"] else int(c["hours"].get(said, said)) if not said.isdigit() else int(said)
    minutes = int(m.group("m") or m.groupdict().get("m2") or 0)
    if m.groupdict().get("half") or m.groupdict().get("half0"):
        h, minutes = h - 1, 30  # "halb acht": half an hour before eight
    part = m.groupdict().get("part")
    if part:
        add = int(c["parts"][part.lower()])
        if add < 0:
            h, minutes = h - 1, 60 + add
        else:
            minutes += add
    period = m.groupdict().get("period")
    if period:
        side = c["periods"][period.lower()]
        if side == "pm" and h < 12:
            h += 12
        elif side == "am" and h == 12:
            h = 0
    if not (0 <= h <= 23 and 0 <= minutes <= 59):
        return m.group(0)
    return f"at {h:02d}:{minutes:02d}"


__all__ = ["glossed", "language"]
