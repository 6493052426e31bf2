"""``convert_units``: weights, lengths, volumes and temperatures (notebook 08).

A freight company converts kilograms to pounds and kilometres to miles all day. Factors are
exact definitions (1 lb = 0.45359237 kg, 1 mi = 1.609344 km, 1 US gal = 3.785411784 l);
temperatures are converted by formula. Units of different kinds are refused in one sentence.
"""

from __future__ import annotations

import re

from langchain_core.tools import BaseTool, StructuredTool
from pydantic import BaseModel, Field

# unit -> (kind, factor to the kind's base unit: kg, m, l)
UNITS: dict[str, tuple[str, float]] = {
    "kg": ("mass", 1.0), "g": ("mass", 0.001), "t": ("mass", 1000.0), "lb": ("mass", 0.45359237),
    "oz": ("mass", 0.028349523125),
    "m": ("length", 1.0), "km": ("length", 1000.0), "cm": ("length", 0.01), "mi": ("length", 1609.344),
    "ft": ("length", 0.3048), "in": ("length", 0.0254), "nmi": ("length", 1852.0),
    "l": ("volume", 1.0), "ml": ("volume", 0.001), "gal": ("volume", 3.785411784), "m3": ("volume", 1000.0),
}
TEMPERATURES = ("c", "f", "k")
ALIASES = {
    "kilogram": "kg", "kilograms": "kg", "kilo": "kg", "kilos": "kg", "gram": "g", "grams": "g",
    "tonne": "t", "tonnes": "t", "ton": "t", "tons": "t", "pound": "lb", "pounds": "lb", "lbs": "lb",
    "ounce": "oz", "ounces": "oz", "metre": "m", "metres": "m", "meter": "m", "meters": "m",
    "kilometre": "km", "kilometres": "km", "kilometer": "km", "kilometers": "km",
    "centimetre": "cm", "centimetres": "cm", "mile": "mi", "miles": "mi", "foot": "ft", "feet": "ft",
    "inch": "in", "inches": "in", "nautical mile": "nmi", "nautical miles": "nmi", "litre": "l",
    "litres": "l", "liter": "l", "liters": "l", "millilitre": "ml", "millilitres": "ml", "gallon": "gal",
    "gallons": "gal", "cubic metre": "m3", "cubic metres": "m3", "celsius": "c", "°c": "c",
    "fahrenheit": "f", "°f": "f", "kelvin": "k",
}
CONVERT_UNITS_DESCRIPTION = (
    "Convert a quantity between units of weight (kg, g, t, lb, oz), distance (km, m, mi, ft, "
    "nautical miles), volume (litres, gallons, cubic metres) or temperature (Celsius, "
    "Fahrenheit, Kelvin). Use it for questions like 'how many pounds is 250 kg'. Do not use it "
    "for currencies, for plain arithmetic without units, or for orders."
)


def unit_key(unit: str) -> str:
    text = " ".join(str(unit).lower().replace(".", "").split())
    return ALIASES.get(text, text)


def _plain(value: float) -> str:
    return f"{value:,.4f}".rstrip("0").rstrip(".")


def convert(value: float, from_unit: str, to_unit: str) -> str:
    """What ``convert_units`` returns; never raises."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return f"Error: {value!r} is not a number."
    source, target = unit_key(from_unit), unit_key(to_unit)
    if source in TEMPERATURES and target in TEMPERATURES:
        kelvin = {"c": number + 273.15, "f": (number - 32) * 5 / 9 + 273.15, "k": number}[source]
        result = {"c": kelvin - 273.15, "f": (kelvin - 273.15) * 9 / 5 + 32, "k": kelvin}[target]
        return f"{_plain(number)} {from_unit} = {_plain(result)} {to_unit}"
    unknown = [u for u, k in ((from_unit, source), (to_unit, target)) if k not in UNITS]
    if unknown:
        return f"Error: unknown unit {unknown[0]!r}; known: {', '.join(UNITS)}, C, F, K."
    (kind_a, fa), (kind_b, fb) = UNITS[source], UNITS[target]
    if kind_a != kind_b:
        return f"Error: cannot convert {kind_a} ({from_unit}) to {kind_b} ({to_unit})."
    return f"{_plain(number)} {from_unit} = {_plain(number * fa / fb)} {to_unit}"


_QUANTITY_RE = re.compile(r"(-?\d[\d,]*(?:\.\d+)?)\s*(.*)")


def _units_in(words: list[str]) -> list[str]:
    units, i = [], 0
    while i < len(words):  # two-word units first ("nautical miles", "cubic metres")
        pair = " ".join(words[i:i + 2])
        if pair in ALIASES:
            units.append(pair)
            i += 2
            continue
        if words[i] in ALIASES or words[i] in UNITS or words[i] in TEMPERATURES:
            units.append(words[i])
        i += 1
    return units


def convert_text(conversion: str) -> str:
    """``"250 kg to lb"``, ``"convert 250 kg pounds"`` or ``"pounds 250 kg"``: the number, the
    unit right after it (the source) and the other unit named (the target). What
    ``convert_units`` returns; never raises."""
    text = " ".join(str(conversion).replace("°", " ").split())
    match = _QUANTITY_RE.search(text)
    if not match:
        return f"Error: no quantity in {conversion!r}; write it like '250 kg to lb'."
    split = lambda t: [w for w in re.split(r"[\s,?.]+", t.lower()) if w]  # noqa: E731
    after, before = _units_in(split(match.group(2))), _units_in(split(text[: match.start()]))
    if not after or len(after) + len(before) < 2:
        return f"Error: name two units in {conversion!r}, like '250 kg to lb'."
    target = after[-1] if len(after) > 1 else before[-1]
    return convert(float(match.group(1).replace(",", "")), after[0], target)


class ConvertUnitsInput(BaseModel):
    conversion: str = Field(description="The conversion to make, like '250 kg to lb' or '20 Celsius in Fahrenheit'.")


def make_units_tool() -> BaseTool:
    def convert_units(conversion: str) -> str:
        return convert_text(conversion)

    return StructuredTool.from_function(convert_units, name="convert_units",
                                        description=CONVERT_UNITS_DESCRIPTION, args_schema=ConvertUnitsInput)


convert_units = make_units_tool()
