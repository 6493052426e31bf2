"""A list of objects to extract from a text that is no set of documents, where no rule makes the
objects (``key_developments: [{year, description, evidence}]`` from a history's paragraph).

An empty list there reads as "the text holds none", which is only known when no item could be
complete: an item needs a figure (a required ``integer`` / ``number`` field, the ``year``), the
text has no figure at all, names no candidate items (no quoted titles, no enumeration) and asks
for none to be made ("Play something calm." asks: a model would choose tracks). Otherwise the text may well hold items the rules cannot tell apart or
complete ("I lent her 'Middlemarch' and 'Beloved'", no years), and ``[]`` comes with a stated
limit.

``noted_objects`` reads one kind of list every rule missed: items after a "Label:" opener, each
with an optional note in parentheses ("Coming: Amara (vegan), Luis, and Bettina (no nuts)"),
one object per item with its note in the one optional text field a note fits.
"""

from __future__ import annotations

import re
from typing import Any

from course_lib.sim.reports import explain, limits

_FIGURE_RE = re.compile(r"\d")


_QUOTED_RE = re.compile(r"[\"“'‘«]([^\"”'’»\n]{2,120})[\"”'’»]")


def _names_items(passage: str) -> bool:
    """The text names candidate items (two quoted titles, or an enumeration): "I lent her
    'Middlemarch' and 'Beloved'" holds two books even without the year an item needs."""
    from course_lib.sim.responders.extraction import enumerated

    return len(_QUOTED_RE.findall(passage)) >= 2 or enumerated(passage) is not None


def _requests_items(passage: str) -> bool:
    """The text asks for items to be made ("Play something calm.", "Suggest three films"): its
    first word opens a request (``lexicons.yaml`` command_openers), so the items are to be chosen,
    which needs what a model knows, not read."""
    from course_lib.sim.words.cues import lexicon

    first = re.match(r"\W*([A-Za-z]+)", passage)
    return bool(first) and first.group(1).lower() in lexicon("command_openers")


def _required_figures(items: dict[str, Any]) -> list[str]:
    props = items.get("properties") or {}
    required = items.get("required") or []
    return [n for n in required if isinstance(props.get(n), dict) and props[n].get("type") in ("integer", "number")]


def unmade(name: str, items: dict[str, Any], passage: str) -> list:
    """``[]`` for the list field ``name`` whose ``items`` (a resolved object schema) the rules make
    none of from ``passage``: with no limit when no item could be complete (a required figure and
    no figure in the text, or no text), else with a ``reading`` limit."""
    figures = _required_figures(items)
    if not passage.strip() or (figures and not _FIGURE_RE.search(passage) and not _names_items(passage)
                               and not _requests_items(passage)):
        explain.rule("a list of objects each needing a figure, from a text with none: no object to make",
                     field=name, figures=figures)
        return []
    limits.state(
        f"list the {name.replace('_', ' ')} this text holds",
        "no rule of it tells which parts of the text are such items (it makes objects only of "
        "documents, of the people a text names and of items a text lists with their values beside "
        "them: quoted titles, names joined by commas and 'and')",
        "read the text and make one object per item it gives",
        kind="reading",
    )
    return []


# "Coming:", "On board tonight:": a short label that opens the list (its first item follows it)
_OPENER_RE = re.compile(r"^\s*[^\W\d_][\w'’ -]{0,30}:\s+")
_PAREN_RE = re.compile(r"\([^()\n]{1,80}\)")
_ITEM_SPLIT_RE = re.compile(r"\s*,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+")
_NOTED_ITEM_RE = re.compile(r"([^\W\d_][\w'’.-]*(?:\s+[^\W\d_][\w'’.-]*){0,2})\s*(?:\(([^()]{1,80})\))?")
_NOT_IN_ITEM = frozenset("a an the some any with of for to in on at by from into is are was were who which that".split())
# an optional text field a note in parentheses fits, when the item's model has several
_NOTE_FIELD_RE = re.compile(r"note|comment|remark|detail|diet|allerg|preference|role|position|title|variant|"
                            r"option|size|info|tag|label|status", re.IGNORECASE)
MAX_NOTED_ITEMS = 30


def noted_items(passage: str) -> list[tuple[str, str | None]] | None:
    """The items of a one-line list with notes in parentheses, after an optional "Label:" opener
    ("Coming: Amara (vegan), Luis, and Bettina (no nuts)" -> Amara/vegan, Luis, Bettina/no nuts);
    items of one to three words joined by commas and "and". ``None`` unless the whole line is
    such a list of two or more items and at least one has a note."""
    text = passage.strip().rstrip(".!;")
    if "\n" in text or "(" not in text or len(text) > 1000:
        return None
    opener = _OPENER_RE.match(text)
    body = text[opener.end():] if opener else text
    masked = _PAREN_RE.sub(lambda m: "(" + "x" * (len(m.group(0)) - 2) + ")", body)  # no split inside a note
    out: list[tuple[str, str | None]] = []
    at = 0
    for sep in [*_ITEM_SPLIT_RE.finditer(masked), None]:
        end = sep.start() if sep else len(body)
        part = body[at:end].strip()
        at = sep.end() if sep else end
        if not part:
            continue
        m = _NOTED_ITEM_RE.fullmatch(part)
        if not m or {w.lower() for w in m.group(1).split()} & _NOT_IN_ITEM or len(out) >= MAX_NOTED_ITEMS:
            return None
        out.append((m.group(1), m.group(2).strip() if m.group(2) else None))
    if len(out) < 2 or not any(note for _, note in out):
        return None
    return out


def noted_objects(props: dict[str, dict], required: set[str], passage: str) -> list[dict[str, Any]] | None:
    """One object per item of ``noted_items``, for items (``props``: resolved field schemas) whose
    first text field is the item and whose only other fields are optional: the note goes to the
    one optional text field it fits (the only one, else the one named for a note: ``dietary``,
    ``note``, ``role``). ``None`` when the text is no such list or no field takes the note."""
    texts = [n for n, f in props.items() if (f or {}).get("type", "string") == "string" and not (f or {}).get("enum")]
    if not texts or any(n in required for n in props if n != texts[0]):
        return None
    items = noted_items(passage)
    if items is None:
        return None
    notes = texts[1:]
    if len(notes) > 1:
        notes = [n for n in notes if _NOTE_FIELD_RE.search(f"{n} {(props[n] or {}).get('description') or ''}")]
    if len(notes) != 1:
        return None
    explain.rule("one object per listed item, its note in parentheses to its note field", items=len(items))
    return [{texts[0]: item, **({notes[0]: note} if note else {})} for item, note in items]


# a line "<item> – <value>[, <note>]": "Sofa – good, no marks.", "Kettle - poor: limescale"
_GRADED_LINE_RE = re.compile(r"^[ \t]*(?:[-*\u2022][ \t]+)?(?P<item>[^\n\u2013\u2014:]{1,60}?)[ \t]+[\u2013\u2014-][ \t]+"
                             r"(?P<value>[^\W\d][\w-]*)(?P<note>[^\n]*)$", re.MULTILINE)


def graded_objects(props: dict[str, dict], required: set[str], passage: str) -> list[dict[str, Any]] | None:
    """One object per line "<item> – <value>[, <note>]" ("Sofa – good, no marks.", "Oven – poor, not
    cleaned") for items (``props``: resolved field schemas) of one text field (the item), one field
    of set values (``enum``) that every such line's first word after its dash is, and at most one
    other text field for the rest of the line (a note field, ``_NOTE_FIELD_RE``). At least two such
    lines; ``None`` otherwise (a line with a dash whose word is no value of the field is no such list)."""
    enums = [n for n, f in props.items() if (f or {}).get("enum")]
    texts = [n for n, f in props.items() if (f or {}).get("type", "string") == "string" and not (f or {}).get("enum")]
    if len(enums) != 1 or not texts or len(props) != 1 + len(texts):
        return None
    notes = [n for n in texts[1:] if _NOTE_FIELD_RE.search(f"{n} {(props[n] or {}).get('description') or ''}")]
    if len(texts) > 2 or len(texts) != 1 + len(notes):
        return None
    values = {str(v).lower(): v for v in props[enums[0]]["enum"]}
    found = []
    for m in _GRADED_LINE_RE.finditer(passage):
        value = values.get(m.group("value").lower())
        if value is None:
            return None
        note = m.group("note").strip(" \t,;:.\u2013\u2014-")
        obj = {texts[0]: m.group("item").strip(), enums[0]: value}
        if notes and note:
            obj[notes[0]] = note
        elif notes and notes[0] in required:
            return None
        found.append(obj)
    if len(found) < 2 or len(found) > MAX_NOTED_ITEMS:
        return None
    explain.rule("one object per line '<item> – <value>': the item, the field's value after its dash", items=len(found))
    return found
