"""Extracting a schema field's value from a passage, by the field's name, type and description.

The LangChain extraction tutorial's ``Person(name, hair_color, height_in_meters)`` on "Alan Smith
is 6 feet tall and has blond hair." gives ``Alan Smith``, ``blond`` and ``1.83``: a name field
takes a name; "<thing>_color" (or type, size, ...) the words before the thing ("blond hair") or
after "<thing> is"; a field whose name or description states a unit takes the passage's quantity
converted to that unit (pint); an age field "N years old"; a date field the date, as ISO 8601;
email, phone and URL fields their patterns; a number field the number next to the field's words.
Nothing found gives ``None``: the passage is never copied into a field.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from course_lib.sim.currencies import SYMBOL_CLASS
from course_lib.sim.field_kinds import PLACE_FIELD_RE
from course_lib.sim.text import STOP_WORDS, names

_EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_URL_RE = re.compile(r"https?://[^\s)>\]]+")
_PHONE_RE = re.compile(r"\+?\d[\d\s().-]{6,}\d")
_AGE_RE = re.compile(
    r"\b(\d{1,3})[- ]years?[- ]old\b|\baged? (?:of )?(\d{1,3})\b|\b(\d{1,3})\s*(?:yo|y/o)\b|(\d{1,3})\s*岁|"
    r"\b(?:is|am|turned|turns|turning)\s+(\d{1,3})\b(?!\s*(?:%|percent|cm|kg|km|m\b|years? ago|minutes|hours|days|[:.,]\d))",
    re.IGNORECASE,
)
_ATTRIBUTE_WORDS = frozenset(
    "color colour type kind size shape style brand model material flavour flavor breed make "
    "length pattern".split()
)
_PERSON_FIELD_RE = re.compile(r"(?:^|_)(?:name|full_name|person|author|owner|customer|user|contact)(?:_|$)|^name", re.I)
_PLACE_FIELD_RE = PLACE_FIELD_RE
_ORG_FIELD_RE = re.compile(r"company|organi[sz]ation|employer|org(?:_|$)|brand|team", re.I)
_NUMBER = r"\d+(?:[.,]\d+)?"
# A quantity: a number and the unit word(s) after it ("6 feet", "1.8 m", "70 kg", "5'11\"").
_QUANTITY_RE = re.compile(rf"({_NUMBER})\s*([A-Za-z°][A-Za-z°/]*(?:\s+(?:per|an?)\s+[A-Za-z]+)?)")
_FEET_INCHES_RE = re.compile(r"(\d)\s*'\s*(\d{1,2})\s*(?:\"|'')")
_UNIT_IN_FIELD_RE = re.compile(
    r"(?:(?:^|_)in_|\bin\s+|\(|\bmeasured in\s+|\bunits?:\s*)([A-Za-z°]+(?:/[A-Za-z]+)?)\)?", re.IGNORECASE
)
# Compass directions ("South-East", "north east", "NNW"), for a direction field.
_POINTS = {"north": "N", "south": "S", "east": "E", "west": "W"}
_COMPASS_RE = re.compile(
    r"\b((?:north|south)(?:[- ]?(?:east|west))?|east|west)\b|\b([NS]?[NS][EW]|[NSEW])\b(?=\s*(?:wind|direction|$|[,.]))",
    re.IGNORECASE,
)
_TEMPERATURE_WORD_RE = re.compile(r"\s*(?:degrees?\s*)?(celsius|centigrade|fahrenheit|C|F)\b", re.IGNORECASE)


def field_value(name: str, description: str, kind: str, text: str) -> Any:
    """The value of one field read from ``text``, or ``None`` when the text does not give one."""
    name = re.sub(r"([a-z])([A-Z])", r"\1_\2", name).lower()  # lastName -> last_name
    label = f"{name} {description}"
    words = [w for w in re.split(r"[_\W]+", name.lower()) if w]
    if re.search(r"e-?mail", label, re.I):
        m = _EMAIL_RE.search(text)
        return m.group(0) if m else None
    if re.search(r"\burl\b|website|link|homepage", label, re.I):
        m = _URL_RE.search(text)
        return m.group(0) if m else None
    if re.search(r"phone|mobile|telephone", label, re.I):
        m = _PHONE_RE.search(text)
        return m.group(0).strip() if m else None
    if re.search(r"(?:^|_)age(?:_|$)|\bage\b|how old", label, re.I) and not re.search(r"page|stage|usage", name, re.I):
        m = _AGE_RE.search(text)
        value = next((g for g in m.groups() if g), None) if m else None
        return _typed(value, kind)
    if re.search(r"(?:^|_)(?:year|yr)s?(?:_|$)", name, re.I) and kind in ("integer", "number", "string"):
        years = [int(y) for y in re.findall(r"\b(1[6-9]\d\d|20\d\d|21\d\d)\b", text)]
        if not years:
            return None
        last = re.search(r"(?:^|_)(?:max|end|to|until|last|latest)(?:_|$)", name, re.I)
        year = max(years) if last else min(years)
        return str(year) if kind == "string" else year
    if re.search(r"(?:^|_)(?:amount|price|cost|total|sum|fee|paid)(?:_|$)", name, re.I) and kind in ("integer", "number", "string"):
        m = re.search(rf"(?:{SYMBOL_CLASS}|\b(?:rs\.?|inr|usd|eur|gbp|cny|rmb)\s*)\s*({_NUMBER})|({_NUMBER})\s*(?:{SYMBOL_CLASS}|\b(?:dollars?|euros?|pounds?|yuan|rupees?|usd|eur|gbp|元))", text, re.I)
        value = (m.group(1) or m.group(2)) if m else _number_near(text, ["amount", "price", "cost", "total", "paid", "spent"])
        return _typed(value, kind) if value is not None else None
    if re.search(r"currenc", name, re.I):
        from course_lib.sim.tool_args import currency_mentions

        found = currency_mentions(text) or (["INR"] if re.search(r"\b(?:rs\.?|rupees?)\s*\d|₹", text, re.I) else [])
        return found[0] if found else None
    if re.search(r"date|birthday|(?:^|_)day(?:_|$)", name, re.I):
        from course_lib.sim.tool_args import date_value

        return date_value(text)
    if re.search(r"direction|heading|bearing", label, re.I) and kind == "string":
        return _direction(text, abbreviated=bool(re.search(r"abbreviat|short|letters?|code", description, re.I)))
    unit = _field_unit(name, description)
    if unit is not None:
        value = _quantity_in(text, unit, words)
        return _typed(value, kind) if value is not None else None
    if words and words[-1] in _ATTRIBUTE_WORDS and len(words) >= 2:
        return _attribute(text, words[:-1])
    if kind == "string":
        part = re.search(r"(?:^|_)(first|given|fore|last|family|sur)_?name$", name, re.I)
        if part:
            people = [_without_opening_word(n, text) for n in names(text) if not _placed(n, text)]
            people = [p for p in people if " " in p] or people
            if not people:
                return None
            words = people[0].split()
            if part.group(1).lower() in ("first", "given", "fore"):
                return words[0]
            return words[-1] if len(words) > 1 else None
        if re.search(r"merchant|vendor|store|shop|seller|payee", name, re.I):
            found = [
                n for n in names(text)
                if not re.fullmatch(r"[\d\W]+|[A-Z]{1,3}\d*", n)
                and re.search(rf"\b(?:at|from|to|on|via)\s+{re.escape(n)}|^\s*{re.escape(n)}\s*:", text)
            ]
            return found[0] if found else None
        if _PERSON_FIELD_RE.search(name):
            found = [_without_opening_word(n, text) for n in names(text) if not _placed(n, text)]
            return found[0] if found else None
        if _PLACE_FIELD_RE.search(name):
            found = [n for n in names(text) if _placed(n, text) and not n.isdigit()]
            if re.search(r"country|nation", name):
                found = [n for n in found if n in _territories()] or found
            elif re.search(r"city|town", name):
                found = [n for n in found if n not in _territories()] or found
            return found[0] if found else None
        if _ORG_FIELD_RE.search(name):
            found = [n for n in names(text) if re.search(rf"\b(?:at|for|with|from|by)\s+{re.escape(n)}", text)]
            return found[0] if found else None
        return None
    if kind in ("integer", "number"):
        value = _number_near(text, words)
        return _typed(value, kind)
    return None


def list_value(name: str, text: str) -> list[str] | None:
    """A list field read from the text: places ("places", "cities", "countries") are the names
    after in / at / from / to; people ("people", "names", "authors") the other names; ``None``
    for a list the text cannot be read for by name."""
    name = re.sub(r"([a-z])([A-Z])", r"\1_\2", name).lower()
    if _PLACE_FIELD_RE.search(name) or re.search(r"count(?:y|ies)|cities|places|locations", name):
        return [n for n in names(text) if _placed(n, text) and not n.isdigit()]
    if re.search(r"people|persons?|names|authors|members|guests|participants|attendees", name):
        return [_without_opening_word(n, text) for n in names(text) if not _placed(n, text)]
    if re.search(r"years", name):
        return re.findall(r"\b(1[6-9]\d\d|20\d\d)\b", text)
    return None


def _typed(value: str | None, kind: str) -> Any:
    if value is None:
        return None
    # one comma is a decimal comma ("1,83 m"), unless three digits follow it ("¥4,500": thousands)
    decimal_comma = value.count(",") == 1 and "." not in value and not re.fullmatch(r"-?\d{1,3},\d{3}", value)
    value = value.replace(",", ".") if decimal_comma else value.replace(",", "")
    if kind == "integer":
        return int(round(float(value)))
    if kind == "number":
        return float(value)
    return value


def _without_opening_word(name: str, text: str) -> str:
    """"Contact Maria Lopez" at the start of a sentence is "Maria Lopez": an opening word that is
    an everyday English word (wordfreq) is not part of the name."""
    from course_lib.sim.weights import zipf

    first, _, rest = name.partition(" ")
    at_start = re.search(rf"(?:^|[.!?:\n]\s*){re.escape(name)}", text)
    if rest and at_start and zipf(first.lower()) >= 4.5:
        return rest
    return name


def _placed(name: str, text: str) -> bool:
    """A place: after in / at / near / from / to, or listed after one ("in Kerala and Goa"),
    or a country or region babel knows."""
    if name in _territories():
        return True
    before = r"(?:in|at|near|from|to|around|across|visit(?:ing|ed)?)"
    listed = r"(?:[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*\s*(?:,|and|or|&)\s*){0,4}"
    return bool(re.search(rf"\b{before}\s+{listed}{re.escape(name)}\b", text))


@lru_cache(maxsize=1)
def _territories() -> frozenset[str]:
    """Country and region names in English (babel's CLDR data: "India", "Germany", ...)."""
    from babel import Locale

    return frozenset(n for code, n in Locale("en").territories.items() if code.isalpha())


def _attribute(text: str, thing: list[str]) -> str | None:
    """The words describing ``thing`` in the text: "has blond hair" -> "blond", "her hair is
    red" -> "red", "a car, dark blue," -> None (only these two shapes)."""
    noun = r"\s+".join(re.escape(w) for w in thing)
    before = re.search(rf"\b((?:[A-Za-z-]+\s+)?[A-Za-z-]+)\s+{noun}s?\b", text, re.IGNORECASE)
    if before:
        kept = [w for w in before.group(1).split() if w.lower() not in STOP_WORDS and w.lower() not in _INTENSIFIERS]
        kept = [w for w in kept if w.lower() not in _NOT_DESCRIBING and w.lower() not in _ATTRIBUTE_WORDS]
        if kept:
            return " ".join(kept).lower()
    after = re.search(rf"\b{noun}s?\s+(?:is|are|was|were)\s+((?:[A-Za-z-]+\s+)?[A-Za-z-]+)", text, re.IGNORECASE)
    if after:
        kept = [w for w in after.group(1).split() if w.lower() not in STOP_WORDS]
        return " ".join(kept).lower() or None
    return None


_INTENSIFIERS = frozenset("really quite rather pretty fairly extremely slightly somewhat incredibly".split())
_NOT_DESCRIBING = frozenset("has have had with his her their same similar different other like".split())


def _field_unit(name: str, description: str) -> str | None:
    """The unit a field asks for ("height_in_meters", "Height measured in meters", "(kg)")."""
    for source in (name, description):
        for m in _UNIT_IN_FIELD_RE.finditer(source):
            if _unit(m.group(1)) is not None:
                return m.group(1)
    return None


@lru_cache(maxsize=1)
def _registry():
    import pint

    return pint.UnitRegistry()


@lru_cache(maxsize=512)
def _unit(word: str):
    """The pint unit a word names, or ``None`` (common words like "in" or "a" name none here)."""
    if len(word) < 1 or word.lower() in STOP_WORDS or not re.fullmatch(r"[A-Za-z°/]+", word):
        return None
    try:
        quantity = _registry().parse_expression(word)
    except Exception:  # pint raises many kinds of errors for words that are not units
        return None
    units = getattr(quantity, "units", None)
    if units is None or str(units) == "dimensionless":
        return None
    return units


def _quantity_in(text: str, unit: str, words: list[str]) -> str | None:
    """The text's quantity converted to ``unit`` (rounded to 2 decimals), or ``None``."""
    target = _unit(unit)
    if target is None:
        return None
    registry = _registry()
    found = []
    for m in _FEET_INCHES_RE.finditer(text):  # 5'11"
        found.append((m.start(), float(m.group(1)) * registry.foot + float(m.group(2)) * registry.inch))
    temperature = str(target.dimensionality) == "[temperature]"
    for m in _QUANTITY_RE.finditer(text):
        number = float(m.group(1).replace(",", "."))
        for candidate in (m.group(2), m.group(2).split()[0]):
            units = _unit(candidate)
            if units is not None:
                if temperature and str(units) == "degree":  # "75 degrees": a temperature, on the
                    said = _TEMPERATURE_WORD_RE.match(text, m.start(2) + len(m.group(2).split()[0]))
                    scale = (said.group(1)[0].upper() if said else "")  # scale it names, else the field's
                    units = {"C": _unit("degC"), "F": _unit("degF")}.get(scale, target)
                found.append((m.start(), registry.Quantity(number, units)))
                break
    for _, quantity in sorted(found, key=lambda f: f[0]):
        try:
            value = quantity.to(target).magnitude
        except Exception:  # a quantity of another dimension (a weight for a height field)
            continue
        return f"{round(value, 2):g}"
    return None


def _direction(text: str, *, abbreviated: bool) -> str | None:
    """The first compass direction the text names: "SE" (abbreviated) or "south-east"."""
    m = _COMPASS_RE.search(text)
    if m is None:
        return None
    if m.group(2):
        code = m.group(2).upper()
        if abbreviated:
            return code
        return "-".join({v: k for k, v in _POINTS.items()}[c] for c in code)
    parts = re.findall(r"north|south|east|west", m.group(1).lower())
    return "".join(_POINTS[p] for p in parts) if abbreviated else "-".join(parts)


def _number_near(text: str, words: list[str]) -> str | None:
    """The number written next to one of the field's words, else the text's only number."""
    numbers = list(re.finditer(_NUMBER, text))
    if not numbers:
        return None
    content = [w for w in words if w not in STOP_WORDS and len(w) > 2]
    best = None
    for w in content:
        for hit in re.finditer(rf"\b{re.escape(w[:5])}\w*", text, re.IGNORECASE):
            near = min(numbers, key=lambda n: abs(n.start() - hit.start()))
            distance = abs(near.start() - hit.start())
            if distance <= 40 and (best is None or distance < best[0]):
                best = (distance, near.group(0))
    if best is not None:
        return best[1]
    return numbers[0].group(0) if len(numbers) == 1 else None
