"""Unit conversions asked in plain words, answered with pint (issue 26, notebook 00).

"How many centimetres are in 2.5 metres?", "What is 30 miles in km?", "Convert 98.6 °F to
Celsius": a model answers these itself. :func:`convert_question` reads the amount, the unit it
is in and the unit asked for, and lets pint (a well-kept units library) do the arithmetic,
temperatures included. A question it cannot read this way gets ``None``: the caller then tries
its other answers or states its limit.
"""

from __future__ import annotations

import re
from functools import lru_cache

_NUM = r"(-?\d+(?:[.,]\d+)?)"
_UNIT = r"(°\s?[CF]|[A-Za-z°]+(?:\s+(?:per|/)\s+[A-Za-z]+)?)"
# "how many cm (are there) in 2.5 m", "how many kilometres is 10 miles"
_HOW_MANY_RE = re.compile(rf"\bhow many\s+{_UNIT}\s+(?:are\s+)?(?:there\s+)?(?:in|is|are|make up|equal)\s+(?:an?\s+)?{_NUM}?\s*{_UNIT}",
                          re.IGNORECASE)
# "what is 30 miles in km", "convert 98.6 °F to Celsius", "10 kg in pounds?"
_IN_RE = re.compile(rf"{_NUM}\s*{_UNIT}\s+(?:in|to|into|as)\s+(?:degrees\s+)?{_UNIT}\b", re.IGNORECASE)
# "My suitcase weighs 50 lb, what's that in kg?", "I ran 10 km. How far is that in miles?": the
# amount first, "that" asked in a unit (by "what", "how much", or the extent the unit measures)
_THAT_RE = re.compile(rf"{_NUM}\s*{_UNIT}\b[^?]*?\b(?:what(?:'s|s| is)|how much is|how many \w+ is|"
                      r"how (?:far|long|heavy|hot|cold|warm|big|tall|fast|high|deep|wide) is)\s+(?:that|it|this)\s+"
                      rf"(?:in|to|as)\s+(?:degrees\s+)?{_UNIT}\b", re.IGNORECASE)
_ASKS_RE = re.compile(r"\bhow many\b|\bwhat(?:'s|s| is| are)\b|\bconvert\b|\bhow much is\b|\?\s*$", re.IGNORECASE)


def _registry():
    from course_lib.sim.words.units import registry

    return registry()


@lru_cache(maxsize=1024)
def unit_named(word: str):
    """The pint unit a word names ("metres", "km", "°F"), or ``None``."""
    from course_lib.sim.words.units import TEMPERATURE_SCALES

    word = re.sub(r"\s+", " ", word.strip().lower()).replace("° ", "°")
    word = TEMPERATURE_SCALES.get(word, word)
    if len(word) < 1 or word in ("a", "an", "in", "is", "it", "to", "the", "as", "at", "s"):
        return None
    try:
        units = _registry().parse_units(word.replace("metre", "meter").replace("litre", "liter"))
    except Exception:  # pint raises many kinds of errors for words that are not units
        return None
    return None if str(units) == "dimensionless" else units


def conversion(question: str) -> tuple[str, str, str] | None:
    """``(amount, unit it is in, unit asked for)`` as the question writes them ("2.5", "metres",
    "centimetres"), when both name units of one dimension; else ``None``."""
    if not _ASKS_RE.search(question):
        return None
    m = _HOW_MANY_RE.search(question)
    if m:
        return _convertible(m.group(2) or "1", m.group(3), m.group(1))
    for pattern in (_IN_RE, _THAT_RE):  # every reading in turn: "104 F in Seville, what's that in C" is
        for m in pattern.finditer(question):  # no "F in Seville", but "104 F ... that in C" (invent75)
            found = _convertible(m.group(1), m.group(2), m.group(3))
            if found:
                return found
    return None


def _convertible(amount: str, source_word: str, target_word: str) -> tuple[str, str, str] | None:
    """``(amount, source, target)`` when both words name units of one dimension, else ``None``."""
    source, target = unit_named(source_word), unit_named(target_word)
    if source is None or target is None or source == target:
        return None
    try:
        _registry().Quantity(1.0, source).to(target)
    except Exception:  # incompatible dimensions ("metres in kilograms"): not a conversion
        return None
    return amount, source_word.strip(), target_word.strip()


def convert_question(question: str) -> str | None:
    """The answer to a unit-conversion question, or ``None`` when it is not one it reads."""
    parsed = conversion(question)
    if parsed is None:
        return None
    amount, source_word, target_word = parsed
    source, target = unit_named(source_word), unit_named(target_word)
    value = float(amount.replace(",", "."))
    try:
        result = _registry().Quantity(value, source).to(target).magnitude
    except Exception:  # incompatible dimensions ("metres in kilograms"): not a conversion
        return None
    shown = f"{result:.4g}" if abs(result) < 1e6 else f"{result:,.0f}"
    return f"{_plain(amount)} {source_word.strip()} is {shown} {target_word.strip()}."


def _plain(amount: str) -> str:
    return amount.replace(",", ".")


__all__ = ["conversion", "convert_question"]


@lru_cache(maxsize=4096)
def dimension(word: str):
    """The pint dimensionality of the unit a word names ("kg" -> [mass]), or ``None``."""
    unit = unit_named(word)
    if unit is None:
        return None
    try:
        return _registry().Quantity(1.0, unit).dimensionality
    except Exception:  # noqa: BLE001 - pint's many errors: no dimension known
        return None


def dimensions_named(text: str, cap: int = 60) -> set:
    """The dimensions of the units a text names ("Convert a weight between units (g, kg, lb, oz)"
    -> {[mass]}), reading at most ``cap`` of its short words."""
    found = set()
    for word in re.findall(r"[A-Za-z°]{1,12}", text)[:cap]:
        if (len(word) < 2 and word not in ("g", "m", "l")) or word.lower() in ("unit", "units"):
            continue
        dim = dimension(word)
        if dim is not None:
            found.add(dim)
    return found
