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

from course_lib.sim.reports import limits
from course_lib.sim.values.field_readers import (
    PLACE_FIELD_RE,
    placed_name,
    read_field,
    without_opening_word,
)
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import names

_CUE = patterns("extraction")  # its label groups: data/sim/patterns.yaml
# a label opening a part of a text: "Present:", "Apologies:", "Cc:" (one capitalised word, also
# where a header's lines were joined: "To: Karin Holm Cc: Dev Patel"), or up to three words at
# the text's start, a line's start or after a sentence's end ("In attendance:", "Minutes taken by:")
_LABEL_RE = re.compile(r"(?:(?:^|(?<=[.;!?\n])|(?<=[.;!?]\s))\s*([A-Z][A-Za-z]*(?:\s+[a-z][A-Za-z]*){0,2})|"
                       r"(?<=\s)([A-Z][A-Za-z]*))\s*:\s+")


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


def list_value(name: str, text: str, description: str = "") -> list[str] | None:
    """A list field read from the text: places ("places", "cities", "countries") are the names
    after in / at / from / to; people ("people", "names", "authors") the other names; ``None``
    for a list the text cannot be read for by name. In a text of labelled parts ("Present: ...
    Apologies: ..."), people are the names under the label the field's name or description says
    (``labelled_parts``), else ``[]`` with a stated limit."""
    name = re.sub(r"([a-z])([A-Z])", r"\1_\2", name).lower()
    if PLACE_FIELD_RE.search(name) or re.search(r"count(?:y|ies)|cities|places|locations", name):
        return [n for n in names(text) if placed_name(n, text) and not n.isdigit()]
    people_re = r"people|persons?|names|authors|members|guests|participants|attendees"
    if re.search(people_re, f"{name} {description}", re.IGNORECASE):
        parts = labelled_parts(text)
        if parts:  # "Present: A, B and C. Apologies: D.": the names under the label the field says
            return _names_under_label(name, description, parts)
    if re.search(people_re, name):
        from course_lib.sim.values.attendance import is_attendance_field
        from course_lib.sim.values.attending_names import coming, taken_off

        found = taken_off(_people_named(name, text, opened=True), text)  # "... - actually, drop Cai"
        # "the people who will attend": "Harriet is away", "except Tom" leave them out
        return coming(found, text) if is_attendance_field(name, description) else found
    if re.search(r"years", name):
        return re.findall(r"\b(1[6-9]\d\d|20\d\d)\b", text)
    return labelled_list(name, text)


def labelled_list(name: str, text: str) -> list[str] | None:
    """The items under the one label of a text in labelled parts that says what the list field
    ``name`` holds ("Dish: risotto. Allergies: nuts, milk." -> nuts, milk for ``allergies``);
    ``None`` when no label, or more than one, says it, or its part lists no items."""
    bodies = [body for label, body in labelled_parts(text) if _label_fits(label, name)]
    return label_items(bodies[0]) if len(bodies) == 1 else None


_BODY_SPLIT_RE = re.compile(r"\s*(?:[,;]\s*(?:and\s+|&\s*)?|\s+and\s+|\s*&\s*)", re.IGNORECASE)


# a text headed by one label and a list ("Shopping: milk, eggs, bread - ...", "To buy: rice, lentils.")
_HEADED_LIST_RE = re.compile(r"^\s*(?P<label>[A-Za-z][A-Za-z ]{0,30}?)\s*:\s*(?P<body>[^\n]+)")


def headed_list(name: str, text: str) -> list[str] | None:
    """The items of the one list a text opens with under a label, for a list field the label names
    (``_label_fits``) or a field of items of any kind (``generic_list_fields`` in lexicons.yaml:
    "items", "to_buy"): "Shopping: milk, eggs, bread - actually scratch the bread" -> milk, eggs,
    bread (the caller takes off what the text crosses out); its first clause split into two or
    more items of one to three words, else ``None``."""
    from course_lib.sim.words.cues import lexicon

    m = _HEADED_LIST_RE.match(text[:2000])
    if m is None:
        return None
    words = {w for w in re.split(r"[_\W]+", name.lower()) if w}
    if not (words & lexicon("generic_list_fields") or _label_fits(m.group("label"), name)):
        return None
    body = re.split(r"\s[-–—]\s|[.!?;](?:\s|$)", m.group("body"), maxsplit=1)[0]
    items = label_items(body)
    return items if items and len(items) >= 2 else None


def label_items(body: str, capitalised: bool = False) -> list[str] | None:
    """The items a labelled part lists ("nuts, milk and egg." -> nuts, milk, egg; "Dee." -> Dee):
    its first sentence split at commas, semicolons and "and", each one to three words (and each
    word capitalised, for ``capitalised`` names); ``None`` when an item is longer, empty or (for
    names) not capitalised: no list of items, and nothing the reader can stand by."""
    first = re.split(r"(?<=[^\W\d_]{2})[.!?](?:\s|$)|\n", body.strip(), maxsplit=1)[0].strip(" .;,")
    items = [x.strip(" .") for x in _BODY_SPLIT_RE.split(first) if x.strip(" .")]
    if not items or any(not 1 <= len(x.split()) <= 3 for x in items):
        return None
    if capitalised and any(not all(w[:1].isupper() for w in x.split()) for x in items):
        return None
    return items


# words joined as a list ("ana costa, wei zhang and tomás ruiz", "with priya and tomás")
_JOINED_WORDS_RE = re.compile(r"[^\W\d_]+(?:\s*,\s*[^\W\d_]+)*\s*(?:,\s*)?\band\s+[^\W\d_]+")


def _people_named(name: str, text: str, opened: bool = False) -> list[str]:
    """The people a text names for the list ``name``: its capitalised names (never a number:
    "2027-01-19" is no names 2027, 01 and 19); in a text typed all in lower case, the items of its
    enumeration when each is one to three words ("ana costa, wei zhang and tomás ruiz"), else ``[]``
    with a stated limit where it joins words as a list (names in lower case are no names to it)."""
    from course_lib.sim.values.attending_names import listed_names

    # (no day or month names; "...: Lena, Marco and Yusuf" opens with a name)
    found = [without_opening_word(n, text) if opened else n for n in listed_names(text, starts=True)
             if not placed_name(n, text) and re.search(r"[^\W\d_]", n)]
    found = list(dict.fromkeys(found))  # "Put Amara, ...": the opening word cut off names Amara once
    if found or text != text.lower():
        return found
    listed = enumerated(text) or []
    if listed and all(1 <= len(x.split()) <= 3 and all(w.isalpha() for w in x.split()) for x in listed):
        return listed
    if _JOINED_WORDS_RE.search(text):
        limits.state(
            f"fill the list '{name}'",
            "the text is typed in lower case, so it cannot tell people's names from its other words",
            "read the names whatever their case",
            kind="reading",
        )
    return []


def labelled_parts(text: str) -> list[tuple[str, str]]:
    """``(label, body)`` of a text in labelled parts ("Present: Ana Costa and Wei Zhang.
    Apologies: Lee Park." -> ``[("Present", ...), ("Apologies", ...)]``); ``[]`` for a text with
    fewer than two labels (one label heads the whole list)."""
    found = list(_LABEL_RE.finditer(text[:5000]))
    if len(found) < 2:
        return []
    return [(m.group(1) or m.group(2), text[m.end():found[i + 1].start() if i + 1 < len(found) else len(text)])
            for i, m in enumerate(found)]


def _label_fits(label: str, field: str) -> bool:
    """The label says what the field holds: the same word ("Attendees" for ``attendees``), or both
    in one group of labels that say the same ("Present" for "people present", "In attendance")."""
    from course_lib.sim.words.text import stem

    label_words = {stem(w) for w in re.findall(r"[a-z]+", label.lower())}
    field_words = {stem(w) for w in re.findall(r"[a-z]+", field.lower().replace("_", " "))}
    if label_words & field_words:
        return True
    groups = (_CUE.attending, _CUE.absent, _CUE.copied, _CUE.recipients)  # labels that say the same
    return any(g.search(label) and g.search(field.replace("_", " ")) for g in groups)


def _names_under_label(name: str, description: str, parts: list[tuple[str, str]]) -> list[str]:
    field = f"{name} {description}"
    bodies = [body for label, body in parts if _label_fits(label, field)]
    if len(bodies) == 1:  # the names as written under the label, whole ("Lee Park", never "Park")
        # a lone name opening the part ("Absent: Omar.") is a name there too, by the label
        return _people_named(name, bodies[0]) or label_items(bodies[0], capitalised=True) or []
    labels = ", ".join(f"'{label}:'" for label, _ in parts[:6])
    limits.state(
        f"fill the list '{name}'",
        f"the text is in labelled parts ({labels}) and {'none' if not bodies else 'more than one'} of the "
        "labels says what the field holds, so the names of any part would be a guess",
        "take the names under the label that means the field",
        kind="reading",
    )
    return []
