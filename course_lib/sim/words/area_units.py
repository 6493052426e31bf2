"""Area units written in two words or with a sign ("120 square yards", "750 sq ft", "40 m²"), read
as one token each ("120 sqyd") so the unit readers take them as one unit (issue 26, the forty-fifth
set's NN3 (b)): a plot in square yards asked in square metres, a flat in square feet into a field
named ``floor_area_m2``. Acres and hectares are pint's own words and need no token.

Data: ``data/sim/area_units.yaml`` (each unit's pattern, token, pint unit and the words a reply
writes it in). Cheap: a text holding none of "sq", "²" or a figure glued to "m2" is returned as it is.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import read

DATA = "area_units.yaml"
_GLUED_RE = re.compile(r"\d\s?(?:m|ft|yd|km|cm)2\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _areas() -> tuple[tuple[re.Pattern[str], str, str, str], ...]:
    rows = read(DATA).get("areas")
    if not isinstance(rows, list) or not all(isinstance(r, list) and len(r) == 4 for r in rows):
        raise ValueError(f"{DATA}: 'areas' must be a list of [pattern, token, pint unit, shown as]")
    return tuple((re.compile(str(p), re.IGNORECASE), str(t), str(u), str(w)) for p, t, u, w in rows)


def area_tokens(text: str) -> str:
    """``text`` with each two-word or signed area unit as its one token ("120 square yards" -> "120 sqyd")."""
    if "sq" not in text.lower() and "²" not in text and not _GLUED_RE.search(text):
        return text
    for pattern, token, _, _ in _areas():
        text = pattern.sub(token, text)
    return text


def area_unit(word: str) -> str | None:
    """The pint unit expression an area token names ("sqyd" -> "yard ** 2"), or ``None``."""
    low = word.lower()
    return next((unit for _, token, unit, _ in _areas() if token == low), None)


def shown_areas(text: str) -> str:
    """``text`` with its area tokens in words again ("120 sqyd" -> "120 square yards")."""
    if "sq" not in text:
        return text
    for _, token, _, words in _areas():
        text = re.sub(rf"\b{token}\b", words, re.sub(rf"(\d)\s?{token}\b", rf"\1 {words}", text))
    return text
