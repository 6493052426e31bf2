"""A postal address written in one line, read into its parts (issue 26, item 4: a field reader of the
one table in ``field_readers``; the thirty-first set's schema-order-nested).

"Send it to 14 Mill Lane, Kendal, LA9 4QR": the street (a house number and capitalised words),
the town (the capitalised part after it) and the postcode (UK, US ZIP, Canadian, Dutch shapes, or
five digits). :func:`address` reads the first such address of a text; :func:`part_for` the part
a field's name asks for (its words are data: ``lexicons.yaml`` postal_street_fields,
postal_town_fields, postal_code_fields); :func:`without_address` blanks the address, so a list
of counted things is never read from a house number ("8 Mill" is no item).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_POSTCODE = (r"[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}"  # UK: BD24 9HE, SW1A 1AA
             r"|[A-Z]\d[A-Z]\s?\d[A-Z]\d"  # Canada: K1A 0B1
             r"|\d{4}\s?[A-Z]{2}"  # the Netherlands: 1012 AB
             r"|\d{5}(?:-\d{4})?")  # US ZIP, and five-digit codes
_WORDS = r"[A-Z][\w'’.-]*(?:\s+(?:[A-Z][\w'’.-]*|of|on|upon|the|de|la|le))*"
_ADDRESS_RE = re.compile(
    rf"(?<![\w-])(?P<street>\d{{1,5}}[A-Za-z]?\s+{_WORDS})\s*,\s*(?P<town>{_WORDS}?)"
    rf"(?:\s*,?\s+(?P<postcode>(?-i:{_POSTCODE})))?(?![\w-])"
)


@dataclass(frozen=True)
class Address:
    street: str
    town: str
    postcode: str | None
    span: tuple[int, int]


def address(text: str) -> Address | None:
    """The first one-line postal address of ``text``, or ``None``."""
    m = _ADDRESS_RE.search(text[:4000])
    if m is None:
        return None
    town = m.group("town").strip()
    if not town or town.split()[0].lower() in ("and", "or", "but"):
        return None
    return Address(m.group("street").strip(), town, m.group("postcode"), m.span())


def _field_kind(name: str) -> str | None:
    from course_lib.sim.words.cues import lexicon

    words = set(re.split(r"[_\W]+", name.lower())) | {name.lower()}
    for kind in ("street", "town", "code"):
        if words & lexicon(f"postal_{kind}_fields"):
            return kind
    return None


def is_postcode_field(name: str) -> bool:
    """The field's name asks for a postcode ("postcode", "zip", "postal_code")."""
    return _field_kind(name) == "code"


def is_address_part(name: str) -> bool:
    """The field's name asks for a part of a postal address (street, town, postcode)."""
    return _field_kind(name) is not None


# a postcode written on its own, of a shape that holds a letter and a digit (UK, Canada, the
# Netherlands): "from EH7 5QR, it weighs ...", "to K1A 0B1" (five bare digits may be anything)
_LONE_POSTCODE_RE = re.compile(r"(?<![\w-])(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d|\d{4}\s?[A-Z]{2})(?![\w-])")


def lone_postcodes(text: str) -> list[str]:
    """The postcodes ``text`` writes on their own (no street before them), distinct, in order."""
    return list(dict.fromkeys(m.group(0) for m in _LONE_POSTCODE_RE.finditer(text[:4000])))


def part_for(name: str, text: str) -> str | None:
    """The part of the text's postal address that the field ``name`` asks for, or ``None``; for a
    postcode field, else the one postcode the text writes on its own ("from EH7 5QR")."""
    kind = _field_kind(name)
    found = address(text) if kind else None
    if kind == "code" and (found is None or found.postcode is None):
        lone = lone_postcodes(text)
        return lone[0] if len(lone) == 1 else None
    if found is None:
        return None
    return {"street": found.street, "town": found.town, "code": found.postcode}[kind]


def without_postcodes(text: str) -> str:
    """``text`` with the postcodes it writes on their own blanked: "EH7 5QR" holds no number 7."""
    return _LONE_POSTCODE_RE.sub(lambda m: " " * len(m.group(0)), text)


def without_address(text: str) -> str:
    """``text`` with its postal address blanked (a house number is no count of a thing)."""
    found = address(text)
    if found is None:
        return text
    a, b = found.span
    lead = re.search(r"\b(?:to|at|from|for)\s+$", text[:a], re.IGNORECASE)  # "... to 8 Mill Lane": the "to" too
    a = lead.start() if lead else a
    return text[:a] + " " * (b - a) + text[b:]
