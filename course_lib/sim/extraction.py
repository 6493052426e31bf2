"""Extracting a schema field's value from a passage, by the field's name, type and description.

The LangChain extraction tutorial's ``Person(name, hair_color, height_in_meters)`` on "Alan Smith
is 6 feet tall and has blond hair." gives ``Alan Smith``, ``blond`` and ``1.83``: a name field
takes a name; "<thing>_color" (or type, size, ...) the words before the thing ("blond hair") or
after "<thing> is"; a field whose name or description states a unit takes the passage's quantity
converted to that unit (pint); an age field "N years old"; a date field the date, as ISO 8601;
email, phone and URL fields their patterns; a number field the number next to the field's words.
Nothing found gives ``None``: the passage is never copied into a field.

One field's value comes from the table of field readers (``field_readers``, shared with
structured output and tool arguments); a list field's values are read here.
"""

from __future__ import annotations

import re
from typing import Any

from course_lib.sim.field_readers import PLACE_FIELD_RE, _placed, _without_opening_word, read_field
from course_lib.sim.text import names


def field_value(name: str, description: str, kind: str, text: str) -> Any:
    """The value of one field read from ``text`` (``kind``: its JSON type), or ``None`` when the
    text does not give one: ``field_readers.read_field``."""
    return read_field(name, description, kind, text)


def list_value(name: str, text: str) -> list[str] | None:
    """A list field read from the text: places ("places", "cities", "countries") are the names
    after in / at / from / to; people ("people", "names", "authors") the other names; ``None``
    for a list the text cannot be read for by name."""
    name = re.sub(r"([a-z])([A-Z])", r"\1_\2", name).lower()
    if PLACE_FIELD_RE.search(name) or re.search(r"count(?:y|ies)|cities|places|locations", name):
        return [n for n in names(text) if _placed(n, text) and not n.isdigit()]
    if re.search(r"people|persons?|names|authors|members|guests|participants|attendees", name):
        # a number is no person's name ("2027-01-19" read as the names 2027, 01 and 19)
        return [_without_opening_word(n, text) for n in names(text)
                if not _placed(n, text) and re.search(r"[^\W\d_]", n)]
    if re.search(r"years", name):
        return re.findall(r"\b(1[6-9]\d\d|20\d\d)\b", text)
    return None
