"""``convert_units``: weights, lengths, volumes and temperatures (notebook 08).

A freight company converts kilograms to pounds and kilometres to miles all day. Factors are
exact definitions (1 lb = 0.45359237 kg, 1 mi = 1.609344 km, 1 US gal = 3.785411784 l);
temperatures are converted by formula. Units of different kinds are refused in one sentence.
"""

from __future__ import annotations

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


class ConvertUnitsInput(BaseModel):
    value: float = Field(description="The quantity to convert, e.g. 250.")
    from_unit: str = Field(description="The unit of the quantity, e.g. kg, mi, gallons, Celsius.")
    to_unit: str = Field(description="The unit wanted, e.g. lb, km, litres, Fahrenheit.")


def make_units_tool() -> BaseTool:
    def convert_units(value: float, from_unit: str, to_unit: str) -> str:
        return convert(value, from_unit, to_unit)

    return StructuredTool.from_function(convert_units, name="convert_units",
                                        description=CONVERT_UNITS_DESCRIPTION, args_schema=ConvertUnitsInput)


convert_units = make_units_tool()
