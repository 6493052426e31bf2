"""How many units of a thing an area needs: the area times the coats, over what one unit covers
(operand74, issue 26; the fifty-fifth set's tool-paint, the family "a worked figure not worked").

"walls are 30 square metres, 2 coats, a litre covers 12 square metres, order what i need" for
``litres``: 30 × 2 / 12 = 5, never the "a litre" of the coverage read as 1; "the floor is 9 m² and one
box covers 1.5 m²" for ``boxes``: 6 (a whole-unit field rounds up: a part box is a box). The coverage
is one unit of the field's own noun ("litre" for ``litres``, "box" for ``boxes``) and an area; the
area is another area figure of the request or two sides ("3m by 4m": ``sized_areas``).

:func:`covered` gives the worked figure; :func:`one_of_rate` says whether a figure read for the field
is only the "one" of such a coverage (the caller then states the arguments limit, never the 1).
Cues are data (``data/sim/covered_amounts.yaml``).
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

from course_lib.sim.words.cues import read

DATA = "covered_amounts.yaml"
_HEAD = 4  # a field's noun and the coverage's share their first four letters ("litres" / "litre")
_NUM = r"\d+(?:\.\d+)?"


@lru_cache(maxsize=1)
def _res() -> dict[str, re.Pattern[str]]:
    d = read(DATA)
    for key in ("area_units", "covers", "one", "coats"):
        if not isinstance(d.get(key), str) or not d[key]:
            raise ValueError(f"{DATA}: '{key}' must be a non-empty pattern")
    area, covers, one = d["area_units"], d["covers"], d["one"]
    return {
        # "a litre covers 12 square metres"; "one box of tiles does 1.5 m²"
        "rate": re.compile(rf"\b{one}\s+(?P<u>[a-z]+)(?:\s+of\s+[a-z]+)?\s+{covers}\s+(?P<y>{_NUM})\s*{area}",
                           re.IGNORECASE),
        # "12 m² per litre", "8 square metres a tin"
        "rate2": re.compile(rf"(?P<y>{_NUM})\s*{area}\s+(?:per|an?|each|to\s+the|to\s+a)\s+(?P<u>[a-z]+)", re.IGNORECASE),
        "area": re.compile(rf"(?<![\d.])(?P<x>{_NUM})\s*{area}", re.IGNORECASE),
        "coats": re.compile(d["coats"], re.IGNORECASE),
        "one": re.compile(rf"\b{one}\s+(?P<u>[a-z]+)\b", re.IGNORECASE),
    }


def _noun(name: str) -> str:
    """The field's noun ("litres", "num_boxes" -> "boxes", "tins_needed" -> "tins")."""
    words = [w for w in re.split(r"[_\W]+", name.lower()) if w and w not in ("num", "number", "of", "needed", "count",
                                                                             "qty", "quantity", "total", "n")]
    return words[0] if words else ""


def _same(field: str, unit: str) -> bool:
    """The field's noun and the coverage's unit are one word's forms: their first letters agree, up to
    four ("litres" / "litre", "boxes" / "box")."""
    a, b = _noun(field).rstrip("s"), unit.lower().rstrip("s")
    head = min(_HEAD, len(a), len(b))
    return head >= 3 and a[:head] == b[:head]


def _coverage(name: str, text: str) -> tuple[re.Match, float] | None:
    for key in ("rate", "rate2"):
        for m in _res()[key].finditer(text):
            if _same(name, m.group("u")) and float(m.group("y")) > 0:
                return m, float(m.group("y"))
    return None


def covered(name: str, text: str, whole: bool = False) -> str | None:
    """The units of ``name``'s noun the request's area needs (module docstring), rounded up for a whole-unit
    field (``whole``), or ``None`` when the request states no coverage of that noun, or no one area."""
    from course_lib.sim.values.field_readers import area_of_sides
    from course_lib.sim.words.quantities import with_all_digits

    text = with_all_digits(text)
    found = _coverage(name, text)
    if found is None:
        return None
    rate, per = found
    areas = [float(m.group("x")) for m in _res()["area"].finditer(text)
             if not (rate.start() <= m.start() < rate.end())]
    if len(areas) != 1:
        sides = area_of_sides(text, _square_metres())
        if areas or sides is None:
            return None
        areas = [float(sides)]
    coats = [int(m.group("c")) for m in _res()["coats"].finditer(text)]
    if len(coats) > 1:
        return None
    value = areas[0] * (coats[0] if coats else 1) / per
    if whole:
        return str(math.ceil(round(value, 6)))
    return f"{round(value, 2):g}"


def one_of_rate(name: str, value: object, text: str) -> bool:
    """Whether ``value`` (1) read for ``name`` is only the "one" of a rate of the field's own noun the
    request states ("a litre covers 12 m²", "one box per 1.5 m²") - no amount the request asks."""
    from course_lib.sim.words.quantities import with_all_digits

    try:
        if float(value) != 1:  # type: ignore[arg-type]
            return False
    except (TypeError, ValueError):
        return False
    text = with_all_digits(text)
    return _coverage(name, text) is not None


@lru_cache(maxsize=1)
def _square_metres():
    from course_lib.sim.words.units import registry as _registry

    return _registry().parse_units("meter ** 2")
