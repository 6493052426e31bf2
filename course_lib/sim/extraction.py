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


_ITEM = r"(?:[^\W\d_][\w'’-]*\s+){0,2}[^\W\d_][\w'’-]*"
# "the flour, sugar and butter", "mushrooms, olives and extra cheese": items of one to three words
# joined by commas and a last "and" / "or", the last one ending the clause (a mark or the end)
_ENUMERATION_RE = re.compile(rf"{_ITEM}(?:\s*,\s*{_ITEM})+,?\s+(?:and|or|&)\s+{_ITEM}(?=\s*(?:[,.;:!?)]|$))")
_ITEM_SPLIT_RE = re.compile(r"\s*,\s*(?:(?:and|or|&)\s+)?|\s+(?:and|or|&)\s+")
_ITEM_OPENERS = frozenset("a an the some any with of for and or to in on at by from into my our your their his her its".split())


def enumerated(text: str) -> list[str] | None:
    """The items of the text's first enumeration ("Whisk the flour, sugar and butter" -> flour,
    sugar, butter), each without its opening article or preposition and the first no longer than
    the longest of the others ("pizza with mushrooms" -> "mushrooms"); ``None`` when the text
    enumerates nothing."""
    m = _ENUMERATION_RE.search(text)
    if not m:
        return None
    items = [x.split() for x in _ITEM_SPLIT_RE.split(m.group(0)) if x.strip()]
    if len(items) < 3:
        return None
    out = []
    for n, words in enumerate(items):
        if n == 0:  # the first item is no longer than the others ("calls at the harbour" -> "harbour")
            words = words[-max(len(_opened(x)) for x in items[1:]):]
        words = _opened(words)
        if not words:
            return None
        out.append(" ".join(words))
    return out


def _opened(words: list[str]) -> list[str]:
    """An item's words without its opening articles and prepositions ("the old mill" -> "old mill")."""
    while words and words[0].lower() in _ITEM_OPENERS:
        words = words[1:]
    return words


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
