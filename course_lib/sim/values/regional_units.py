"""Units whose size differs between British and US use, read in a field or a tool argument (issue
26; the forty-ninth set's RR8): "just filled up with 12 US gallons" for ``litres`` is 45.42, "3
imperial gallons" 13.64. Before this, "US" was read as a unit of its own (a microsecond) and the
bare figure 12 taken as litres. A bare "9 gallons" keeps pint's reading (the US gallon): the
course's sets accept either reading of a bare pint or gallon, as a real model's would be.

- ``written_out(text)``: each quantity written with a region ("12 US gallons", "2 imperial pints",
  "3 long tons") rewritten in the base unit of its dimension ("45.42 l"), so every unit reader
  converts it on.

The units and their British / US readings are ``data/sim/converted_quantities.yaml`` ``regional``
(shared with the grounded converter), the region words its ``region_words``.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["readings", "written_out"]

DATA = "converted_quantities.yaml"
_BASE = {"[length] ** 3": "l", "[mass]": "kg"}


@lru_cache(maxsize=1)
def _tables() -> tuple[dict[str, tuple[str, str]], dict[str, str], re.Pattern, re.Pattern, re.Pattern]:
    from course_lib.sim.words.cues import read

    data = read(DATA)
    regional, regions = data.get("regional"), data.get("region_words")
    if not isinstance(regional, dict) or not isinstance(regions, dict):
        raise ValueError(f"{DATA}: 'regional' and 'region_words' must be mappings")
    units = {str(k).lower(): (str(v[0]), str(v[1])) for k, v in regional.items()}
    by_word = {str(w).lower(): str(region) for region, words in regions.items() for w in words}
    unit_alt = "|".join(sorted(map(re.escape, units), key=len, reverse=True))
    region_alt = "|".join(sorted(map(re.escape, by_word), key=len, reverse=True))
    number = r"(?P<n>\d+(?:[.,]\d+)?)\s*"
    said = re.compile(rf"{number}(?P<region>{region_alt})\s+(?P<unit>{unit_alt})\b", re.IGNORECASE)
    # a region said of a unit apart from its figure: "two pints of milk (British pints)", "in imperial gallons"
    named = re.compile(rf"(?<![\d\s])\s*\(?\b(?P<region>{region_alt})\s+(?P<unit>{unit_alt})\b|"
                       rf"\b(?P<unit2>{unit_alt})\s*\((?P<region2>{region_alt})\)", re.IGNORECASE)
    articles = data.get("unit_articles") or []
    if not isinstance(articles, list):
        raise ValueError(f"{DATA}: 'unit_articles' must be a list")
    article = re.compile(rf"\b(?:{'|'.join(map(re.escape, map(str, articles)))})\s+" if articles else r"(?!)", re.IGNORECASE)
    return units, by_word, said, named, article


def readings(unit: str) -> tuple[str, str] | None:
    """pint's names for the British and the US reading of a regional unit word, else ``None``."""
    return _tables()[0].get(unit.lower())


def written_out(text: str) -> str:
    """``text`` with each quantity written with a region in its dimension's base unit (module docstring)."""
    units, by_word, said, named, article = _tables()
    if not re.search(r"\d", text):
        if not named.search(text):
            return text
        from course_lib.sim.words.quantities import with_all_digits

        text = with_all_digits(text)  # "Two pints of milk (British pints)": the figure the region is applied to
    text = _regions_applied(text, units, by_word, named, article)
    if not said.search(text):
        return text
    from course_lib.sim.words.units import registry

    reg = registry()

    def base(m: re.Match) -> str:
        british, us = units[m.group("unit").lower()]
        name = us if by_word[m.group("region").lower()] == "US" else british
        try:
            quantity = reg.Quantity(float(m.group("n").replace(",", ".")), reg.Unit(name))
            target = _BASE.get(str(quantity.dimensionality))
            if target is None:
                return m.group(0)
            return f"{round(quantity.to(target).magnitude, 4):g} {target}"
        except Exception:  # noqa: BLE001 - pint's many errors: left as written
            return m.group(0)

    return said.sub(base, text)


def _regions_applied(text: str, units: dict, by_word: dict, named: re.Pattern, article: re.Pattern) -> str:
    """``text`` with a region said of a unit apart from its figure ("(British pints)") written before
    each bare figure of that unit ("2 pints" -> "2 British pints"), an article right before the unit
    word its figure 1 ("a pint of milk (uk pint)" -> "1 British pint ...": the sixty-first set's ZW9);
    one region per unit word, else unchanged."""
    regions: dict[str, set[str]] = {}
    for m in named.finditer(text):
        unit = (m.group("unit") or m.group("unit2")).lower().rstrip("s")
        regions.setdefault(unit, set()).add(by_word[(m.group("region") or m.group("region2")).lower()])
    for unit, found in regions.items():
        if len(found) != 1:
            continue
        region = found.pop()
        word = next(w for w, r in by_word.items() if r == region)
        region_alt = "|".join(map(re.escape, by_word))
        text = re.sub(rf"{article.pattern}(?=(?:(?:{region_alt})\s+)?{re.escape(unit)}s?\b)", "1 ", text,
                      flags=re.IGNORECASE)
        text = re.sub(rf"(?<![\w.])(\d+(?:[.,]\d+)?)\s*(?=(?:{re.escape(unit)}s?)\b)", rf"\1 {word} ", text,
                      flags=re.IGNORECASE)
    return text
