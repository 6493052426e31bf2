"""Holidays by name: a question's fixed holiday read as its date, a movable one a stated limit
(issue 26, thirteenth H3(c); notebook 02's grounded answers).

"Is the museum open on Boxing Day?" over opening hours that say "Closed 24, 25 and 26 December"
shares no word with them: the notes write dates, the question a name. ``dated`` puts the date in
place of a fixed holiday's name ("on 26 December") when no document names the holiday itself, so
the line that holds its day and month answers. A movable holiday (Easter, Thanksgiving) has no
date without a year's calendar, which the simulator does not hold: ``movable`` finds it, and the
grounded answer states that limit. The table is data: ``data/sim/holidays.yaml``.
"""

from __future__ import annotations

import calendar
import re
from functools import lru_cache

from course_lib.sim.words.cues import read

_FILE = "holidays.yaml"


def _name_pattern(name: str) -> str:
    """A holiday's name as a pattern: any case, one or more spaces, "'s" / "s'" optional."""
    words = []
    for word in name.split():
        if word.endswith(("'s", "s'")):
            stem = re.escape(word[:-2] if word.endswith("'s") else word[:-1])
            words.append(rf"{stem}(?:['’]?s|s['’])?")
        else:
            words.append(re.escape(word))
    return r"\b" + r"\s+".join(words) + r"\b"


@lru_cache(maxsize=4)
def _tables() -> tuple[tuple[tuple[re.Pattern, str], ...], re.Pattern | None, re.Pattern | None]:
    """(fixed: (pattern, "26 December") longest name first, one pattern of every fixed name, one
    of every movable name), read once from the data file."""
    data = read(_FILE)
    fixed = data.get("fixed") or {}
    movable = data.get("movable") or []
    if not isinstance(fixed, dict) or not isinstance(movable, list):
        raise ValueError(f"data/sim/{_FILE}: 'fixed' must map names to [day, month] and 'movable' be a list")
    pairs = []
    for name, when in sorted(fixed.items(), key=lambda kv: -len(kv[0])):
        if not (isinstance(when, list) and len(when) == 2 and all(isinstance(n, int) for n in when)
                and 1 <= when[1] <= 12 and 1 <= when[0] <= 31):
            raise ValueError(f"data/sim/{_FILE}: fixed holiday {name!r} needs [day, month], found {when!r}")
        pairs.append((re.compile(_name_pattern(name), re.IGNORECASE), f"{when[0]} {calendar.month_name[when[1]]}"))
    any_fixed = re.compile("|".join(p.pattern for p, _ in pairs), re.IGNORECASE) if pairs else None
    names = sorted(map(str, movable), key=len, reverse=True)
    any_movable = re.compile("|".join(_name_pattern(n) for n in names), re.IGNORECASE) if names else None
    return tuple(pairs), any_fixed, any_movable


@lru_cache(maxsize=4096)
def names_a_holiday(question: str) -> bool:
    """Whether ``question`` names a fixed holiday of the table (what ``dated`` would read)."""
    _, any_fixed, _ = _tables()
    return any_fixed is not None and bool(any_fixed.search(question))


@lru_cache(maxsize=4096)
def names_any_holiday(text: str) -> bool:
    """Whether ``text`` names a holiday of the table, fixed or movable ("Good Friday" is no
    Friday to ``schedules``)."""
    _, any_fixed, any_movable = _tables()
    return any(p is not None and p.search(text) for p in (any_fixed, any_movable))


def dated(question: str, bodies: tuple[str, ...]) -> str:
    """``question`` with each fixed holiday's name that no document (``bodies``) names replaced by
    its day and month: "open on Boxing Day?" -> "open on 26 December?"."""
    pairs, any_fixed, _ = _tables()
    if any_fixed is None or not any_fixed.search(question):
        return question
    for pattern, date in pairs:
        if pattern.search(question) and not any(pattern.search(b) for b in bodies):
            question = pattern.sub(date, question)
    return question


def movable(question: str, bodies: tuple[str, ...]) -> str | None:
    """The movable holiday ``question`` names and no document (``bodies``) names, as written
    ("Easter Monday"); ``None`` when there is none."""
    _, _, any_movable = _tables()
    if any_movable is None:
        return None
    for m in any_movable.finditer(question):
        named = re.compile(_name_pattern(m.group(0).lower()), re.IGNORECASE)
        if not any(named.search(b) for b in bodies):
            return m.group(0)
    return None


def holiday_name(text: str) -> str | None:
    """The first holiday of the table ``text`` names, as written ("Good Friday"), ``None`` for none."""
    _, any_fixed, any_movable = _tables()
    found = [m for p in (any_fixed, any_movable) if p is not None and (m := p.search(text))]
    return min(found, key=lambda m: m.start()).group(0) if found else None
