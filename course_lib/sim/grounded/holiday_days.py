"""A holiday the question names read as the weekday of the date the material gives it (issue 26;
the fifty-fifth set's class TT2): "whos on good friday" over a rota "w/c 14 April 2025" whose note
says "Good Friday (18 April) is paid at time and a half": 18 April 2025 is a Friday, so the rota's
Fri column answers. The weekday is known only when the material names the holiday with its day and
month and writes one year; otherwise ``None`` (the holiday is no weekday to the day readers).
"""

from __future__ import annotations

import datetime
import re

from course_lib.sim.words import holidays
from course_lib.sim.words.calendar_dates import day_months

_YEAR_RE = re.compile(r"\b(?:19|20)\d\d\b")
_AFTER = 30  # how far after the holiday's name its date may stand ("Good Friday (18 April)")
_MAX_CHARS = 20_000  # a cap on the text of one document read


def weekday(question: str, bodies: tuple[str, ...]) -> tuple[int, str] | None:
    """(the weekday, the holiday's name as the question writes it) of the holiday the question
    names, by the date and year its material writes; ``None`` when either is missing or unclear."""
    name = holidays.holiday_name(question)
    if name is None:
        return None
    pattern = re.compile(r"\s+".join(map(re.escape, name.split())), re.IGNORECASE)
    found: set[tuple[int, int, int]] = set()
    for body in bodies:
        text = body[:_MAX_CHARS]
        years = set(_YEAR_RE.findall(text))
        if len(years) != 1:
            continue
        year = int(years.pop())
        for m in pattern.finditer(text):
            dates = day_months(text[m.end():m.end() + _AFTER])
            if len(dates) == 1:
                day, month = next(iter(dates))
                found.add((year, month + 1, day))  # (day_months counts months from 0)
    if len(found) != 1:
        return None
    year, month, day = found.pop()
    try:
        when = datetime.date(year, month, day)
    except ValueError:
        return None
    return when.weekday(), name
