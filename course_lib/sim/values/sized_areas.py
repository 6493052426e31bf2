"""An area given by its sides (issue 26; the fifty-third set's tool-tiles, probe ``learner_args_z``).

"my kitchen floor is 3.2m by 4m", "the deck will be 12 ft x 9 ft", "feature wall is 4.5m wide and
2.4m high": a real model fills an area argument or field ("square_metres", "area_m2",
"square_feet") with the product of the two sides, never the first side alone. ``sides(text)``: the
one pair of lengths the text joins ("A by B", "A x B", "A wide and B high"), each with the unit
word written beside it (``None`` when bare); ``None`` when the text joins no pair or more than one
(two rooms: which area is asked is not read here). ``field_readers._quantity_in`` multiplies them for a
field whose unit is an area, the one home of quantities for structured output, tool arguments and
extraction. Cheap: a text with no " by ", "x", "×" nor a dimension word is not scanned.

``perimeter_asked(text)`` (fix58d): the text asks the length round the shape ("all the way round",
"round the edge", "perimeter", "fencing", "skirting"; cue section ``sized_areas`` in
data/sim/patterns.yaml), so a length argument takes 2(A+B), never the first side.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("sized_areas")

_NUM = r"(\d+(?:\.\d+)?)"
_UNIT = r"(?:\s*(m|metres?|meters?|cm|mm|ft|feet|foot|yd|yards?|inch|inches)\b)?"
_DIM = r"(?:wide|long|high|tall|deep|across)"
_BY_RE = re.compile(rf"(?<![\d.]){_NUM}{_UNIT}\s*(?:by|x|×|\*)\s*{_NUM}{_UNIT}(?![\d.])", re.IGNORECASE)
_DIM_RE = re.compile(rf"(?<![\d.]){_NUM}{_UNIT}\s+{_DIM}\s*(?:,|and|by|x|×)?\s*{_NUM}{_UNIT}\s+{_DIM}\b", re.IGNORECASE)
_CHEAP_RE = re.compile(r"\d\s*(?:\w+\s*)?(?:by|x|×|\*)\s*\d|\b(?:wide|long|high|tall|deep)\b", re.IGNORECASE)
_UNIT_NAMES = {"m": "m", "metre": "m", "metres": "m", "meter": "m", "meters": "m", "cm": "cm", "mm": "mm",
               "ft": "ft", "feet": "ft", "foot": "ft", "yd": "yd", "yard": "yd", "yards": "yd", "inch": "inch",
               "inches": "inch"}


def sides(text: str) -> tuple[tuple[float, str | None], tuple[float, str | None]] | None:
    """The two sides the text joins, each (its figure, its unit: "m", "cm", "mm", "ft", "yd", "inch"
    or ``None``), or ``None`` (see the module)."""
    if not _CHEAP_RE.search(text):
        return None
    found = [m for r in (_DIM_RE, _BY_RE) for m in r.finditer(text)]
    spans = {m.span() for m in found}
    if len(spans) != 1:
        return None
    m = found[0]
    a, ua, b, ub = m.group(1), m.group(2), m.group(3), m.group(4)

    def unit(word: str | None) -> str | None:
        return _UNIT_NAMES.get(word.lower()) if word else None

    return (float(a), unit(ua)), (float(b), unit(ub))


def perimeter_asked(text: str) -> bool:
    """Whether ``text`` asks the length round a shape (see the module)."""
    return bool(_CUE.perimeter_asked.search(text))


__all__ = ["perimeter_asked", "sides"]
