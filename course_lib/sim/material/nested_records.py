"""Nested JSON read as records that keep their parent (issue 26, the thirty-fourth set's CC5).

A tool's JSON result often nests: ``{"rooms": [{"room": 12, "name": "Lab B", "pupils": ["Ada",
...]}, ...], "notes": [...]}``. Read flat, the top object was one record and a field of it
("event", "title") was taken to answer "how many pupils are in room 12?". Here such a result is
read as what it is:

- its *groups*: each object of a list of objects (at the top, or under a key) that holds a list
  of its own (of strings, numbers or objects: its *members*), with its scalar fields (``room``:
  12, ``name``: "Lab B") that name it;
- each member with its group (``Member``: "Ada" in room 12, Lab B), so a lookup by the member
  finds the group and a count by the group counts its members;
- its *notes*: every other string of the result (a "changes" list, a remark), which may speak of
  a group or a member again ("Ada moved to room 14") and so change what the groups say.

``read(text)`` gives a :class:`Nested` or ``None`` (not JSON, or no object holds a list of
members: the flat readers' business). Pure; bounded by ``_MAX_GROUPS`` and ``_MAX_MEMBERS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_MAX_GROUPS = 200  # groups read per result
_MAX_MEMBERS = 500  # members read per group
_MAX_NOTES = 200  # note strings kept
_MAX_DEPTH = 6  # nesting read


@dataclass(frozen=True)
class Group:
    collection: str  # the key of the list the group stands in ("rooms"; "" at the top)
    keys: tuple[tuple[str, str], ...]  # its scalar fields, as (key, value as text)
    lists: tuple[tuple[str, tuple[str, ...]], ...]  # its member lists: (key, each member as text)
    # the member lists whose objects carry a quantity ("qty": 2): their count of members is not
    # the count of things
    quantified: tuple[str, ...] = ()

    def label(self) -> str:
        """The group as a reader names it: "room 12 (Lab B)"."""
        parts = [f"{k} {v}" if _is_number(v) else v for k, v in self.keys[:2]]
        if len(parts) == 2 and not _is_number(self.keys[1][1]):
            return f"{parts[0]} ({parts[1]})"
        return ", ".join(parts)


@dataclass(frozen=True)
class Nested:
    groups: tuple[Group, ...]
    notes: tuple[str, ...] = field(default=())


def _is_number(value: str) -> bool:
    return value.replace(".", "", 1).lstrip("-").isdigit()


def _text(value: object) -> str | None:
    """A scalar as text ("3", "Lab B", "true"); an object's one name-like field; ``None`` otherwise."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float | str):
        return str(value).strip()
    if isinstance(value, dict):
        named = [str(v) for k, v in value.items() if isinstance(v, str) and k.lower() in _NAME_KEYS]
        if named:
            return named[0]
        scalars = [str(v) for v in value.values() if isinstance(v, str | int | float) and not isinstance(v, bool)]
        return scalars[0] if scalars else None
    return None


_QUANTITY_KEY_RE = re.compile(r"^(?:qty|quantity|count|number|units|pieces|amount)$", re.IGNORECASE)
_NAME_KEYS = frozenset({"name", "title", "label", "id", "full_name", "fullname", "display_name"})


def _walk(value: object, collection: str, groups: list[Group], notes: list[str], depth: int) -> None:
    if depth > _MAX_DEPTH or len(groups) >= _MAX_GROUPS:
        return
    if isinstance(value, list):
        for item in value[:_MAX_GROUPS]:
            if isinstance(item, dict):
                _object(item, collection, groups, notes, depth + 1)
            elif isinstance(item, str) and len(notes) < _MAX_NOTES:
                notes.append(item)
            elif isinstance(item, list):
                _walk(item, collection, groups, notes, depth + 1)
    elif isinstance(value, dict):
        _object(value, collection, groups, notes, depth + 1)
    elif isinstance(value, str) and len(notes) < _MAX_NOTES:
        notes.append(value)


def _object(obj: dict, collection: str, groups: list[Group], notes: list[str], depth: int) -> None:
    """An object: a group when it stands in a list (``collection``) and holds a list of members
    beside scalar fields that name it; its other values walked for groups and notes. A list of
    objects is walked as a collection of its own, and its objects are also members of this one
    when none of them is a group (an order's line items)."""
    keys = [(str(k), _text(v) or "") for k, v in obj.items() if isinstance(v, int | float | str) and not isinstance(v, bool)]
    lists = []
    quantified: list[str] = []
    for k, v in obj.items():
        if isinstance(v, list) and v:
            before, noted = len(groups), len(notes)
            if any(isinstance(x, dict | list) for x in v):
                _walk(v, str(k), groups, notes, depth)
            if (collection and keys and len(groups) == before
                    and all(isinstance(x, str | int | float | dict) and not isinstance(x, bool) for x in v)):
                members = tuple(t for t in (_text(x) for x in v[:_MAX_MEMBERS]) if t)
                if members:
                    del notes[noted:]  # its objects are members, not notes
                    lists.append((str(k), members))
                    if any(isinstance(x, dict) and any(_QUANTITY_KEY_RE.search(str(f)) for f in x) for x in v):
                        quantified.append(str(k))
                    continue
            if not any(isinstance(x, dict | list) for x in v):
                _walk(v, str(k), groups, notes, depth)
        elif isinstance(v, dict):
            _walk(v, str(k), groups, notes, depth)
        elif isinstance(v, str) and not collection and len(notes) < _MAX_NOTES:
            notes.append(v)
    if lists and keys and collection and len(groups) < _MAX_GROUPS:
        groups.append(Group(collection, tuple(keys), tuple(lists), tuple(quantified)))
    elif collection and not lists and keys and len(notes) < _MAX_NOTES:
        notes.append("; ".join(f"{k}: {v}" for k, v in keys))  # a flat object beside the groups: a note


def read(text: str) -> Nested | None:
    """The groups, members and notes of a JSON text (see the module docstring), or ``None``."""
    from course_lib.sim.material.documents import literal_value

    value = literal_value(text)
    if value is None:
        return None
    groups: list[Group] = []
    notes: list[str] = []
    _walk(value, "", groups, notes, 0)
    if len(groups) < 2:  # a group is one of several alike, a list's objects
        return None
    return Nested(tuple(groups), tuple(notes))


__all__ = ["Group", "Nested", "read"]
