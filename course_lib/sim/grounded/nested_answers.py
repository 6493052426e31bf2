"""Questions over nested JSON records answered by the group and its members (issue 26, the
thirty-fourth set's CC5).

``material.nested_records`` reads a result such as ``{"rooms": [{"room": 12, "name": "Lab B",
"pupils": [...]}], "notes": [...]}`` as groups (a room), their members (its pupils) and the notes
around them. ``answer(question, nested)``:

- a group the question names ("room 12": a number after the word of its key or of its list's
  name; "Lab B": a text field written whole in the question):
  - "how many ..." counts the members of its one member list (or of the list whose name the
    question writes, "pupils"): "room 12 (Lab B): 3 pupils (Ada, Ben, Cai).";
  - a question writing one of its fields' names ("who teaches room 15?" for ``teacher``) gives
    that field;
  - "who's in ...", "list ... on", or a question writing the list's name lists the members;
- a member the question names ("which room is Ada in?"): the group that holds it, or the group
  the one note naming it moves it to ("Ben moved from room 12 to room 14": a move verb of
  ``moved_values.yaml`` member_moves, the other group after "to"), with that note; "is Ada in room 12?" (a
  group named too): yes or no, with the group that does hold it;
- "how many pupils are there (in total)?" (the list's name, no group named): every group's
  members counted; "how many rooms": the groups counted.

A note of the result that speaks of the group or the member again ("Ben moved to room 14") may
change the answer, so it is a :class:`Limit`, and so is a count of members that carry quantities
of their own ("qty": 2: lines or things?), a group whose lists none of the question's words picks,
or a group named with nothing of it asked. ``None`` when the question names no group, member or
list of the result (the flat readers answer).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from course_lib.sim.material.nested_records import Group, Nested
from course_lib.sim.words.text import content_terms

_MAX_LISTED = 12  # members named in an answer; the rest counted
_HOW_MANY_RE = re.compile(r"\bhow\s+many\b|\bnumber\s+of\b|多少|几个|几位|几人", re.IGNORECASE)
# "who's in room 12", "who is sitting at table 3", "list everyone on table 3": the members asked
_IN_GROUP_RE = re.compile(r"\bwho(?:'s|\s+is|\s+are|\s+was|\s+were)?\s+(?:\w+ing\s+)?(?:in|on|at|with|under)\b|"
                          r"\b(?:list|name)\s+(?:\w+\s+)?(?:in|on|at)\b|哪些人|有谁|都有谁", re.IGNORECASE)


@dataclass(frozen=True)
class Answer:
    text: str


@dataclass(frozen=True)
class Limit:
    reason: str


def _words(text: str) -> set[str]:
    return set(content_terms(text.replace("_", " ")))


def _whole(value: str, text: str) -> bool:
    """``value`` written whole in ``text`` (any case; not inside a longer word or number); a
    one-character value only when it is a figure."""
    if len(value) < 2 and not value.isdigit():
        return False
    return re.search(rf"(?<![^\W_]){re.escape(value.lower())}(?![^\W_])", text.lower()) is not None


def _singular(word: str) -> str:
    return word[:-1] if word.endswith("s") and not word.endswith("ss") and len(word) > 3 else word


def _references(group: Group) -> list[re.Pattern[str]]:
    """How a text names the group: a number field after its key's word or its list's singular
    ("table 3", "room no. 12"), a text field written whole ("Lab B")."""
    out = []
    heads = {_singular(group.collection.replace("_", " ").lower())}
    for key, value in group.keys:
        if value.replace(".", "", 1).isdigit():
            words = heads | {key.replace("_", " ").lower().split()[0] if key.strip() else ""}
            alts = "|".join(re.escape(w) for w in sorted(words) if w)
            if alts:
                out.append(re.compile(rf"\b(?:{alts})s?\s*(?:no\.?|number|#)?\s*{re.escape(value)}(?!\d|\.\d)", re.IGNORECASE))
        elif len(value) >= 2 and not _is_long(value):
            out.append(re.compile(rf"(?<![^\W_]){re.escape(value)}(?![^\W_])", re.IGNORECASE))
    return out


def _is_long(value: str) -> bool:
    return len(value) > 40 or len(value.split()) > 5


def _named(group: Group, text: str) -> bool:
    return any(p.search(text) for p in _references(group))


def _noted(notes: tuple[str, ...], named: Callable[[str], bool]) -> str | None:
    return next((n for n in notes if named(n)), None)


def _note_limit(note: str, what: str) -> Limit:
    return Limit(f"a note in the result speaks of {what} again ({note.strip()[:90]!r}), which may change "
                 "what the records say")


def _members_text(members: tuple[str, ...]) -> str:
    shown = ", ".join(members[:_MAX_LISTED])
    return shown + (f" and {len(members) - _MAX_LISTED} more" if len(members) > _MAX_LISTED else "")


def _picked_list(group: Group, question: str) -> tuple[str, tuple[str, ...]] | Limit:
    asked = _words(question)
    if len(group.lists) == 1:
        return group.lists[0]
    fits = [(k, m) for k, m in group.lists if _words(k) & asked]
    if len(fits) == 1:
        return fits[0]
    return Limit(f"{group.label()} holds several lists ({', '.join(k for k, _ in group.lists)}) and the question's "
                 "words pick none of them")


def _about_group(question: str, group: Group, nested: Nested) -> Answer | Limit:
    label = group.label()
    note = _noted(nested.notes, lambda n: _named(group, n))
    if note is not None:
        return _note_limit(note, label)
    asked = _words(question)
    if _HOW_MANY_RE.search(question):
        picked = _picked_list(group, question)
        if isinstance(picked, Limit):
            return picked
        key, members = picked
        if key in group.quantified:
            return Limit(f"the {key} of {label} carry quantities of their own, so 'how many' may count the "
                         "lines or the things")
        noun = key.replace("_", " ")
        return Answer(f"{label}: {len(members)} {noun} ({_members_text(members)}).")
    fields = [(k, v) for k, v in group.keys if _words(k) & asked and not _whole(v, question)]
    if len(fields) == 1:  # "who teaches room 15?": its "teacher" field
        return Answer(f"{label}: {fields[0][0].replace('_', ' ')} {fields[0][1]}.")
    listed = [(k, m) for k, m in group.lists if _words(k) & asked]
    if not fields and (_IN_GROUP_RE.search(question) or listed):
        picked = listed[0] if len(listed) == 1 else _picked_list(group, question)
        if isinstance(picked, Limit):
            return picked
        key, members = picked
        return Answer(f"{label}: {_members_text(members)}.")
    return Limit(f"it found {label} in the result, but cannot tell which of its fields or lists the question asks")


def _moved_to(member: str, holders: list[Group], notes: list[str], nested: Nested) -> Group | None:
    """The group the one note naming ``member`` moves it to: the note holds a move verb
    (``moved_values.yaml``: member_moves) and names one group besides the member's
    own, after "to" ("Ben moved from room 12 to room 14"); ``None`` otherwise."""
    from course_lib.sim.grounded.moved_values import DATA
    from course_lib.sim.words.cues import alternation, phrase_lists

    if len(notes) != 1 or len(holders) != 1:
        return None
    note = notes[0]
    moves = phrase_lists(DATA, ("member_moves",))["member_moves"]
    if not re.search(rf"\b(?:{alternation(moves)})\b", note, re.IGNORECASE):
        return None
    others = [g for g in nested.groups if g is not holders[0] and _named(g, note)]
    if len(others) != 1:
        return None
    at = min(m.start() for p in _references(others[0]) for m in [p.search(note)] if m)
    return others[0] if re.search(r"\bto\s+(?:the\s+)?$", note[:at], re.IGNORECASE) else None


def _about_member(question: str, member: str, holders: list[Group], nested: Nested,
                  named: list[Group]) -> Answer | Limit:
    notes = [n for n in nested.notes if _whole(member, n)]
    if notes:
        moved = _moved_to(member, holders, notes, nested)
        if moved is None or named:
            return _note_limit(notes[0], repr(member))
        return Answer(f"{member}: {moved.label()} ({notes[0].strip()})")
    where = " and ".join(g.label() for g in holders)
    if named:
        if len(named) != 1:
            return Limit(f"the question names {len(named)} groups of the result and asks of one member")
        inside = named[0] in holders
        return Answer(f"{'Yes' if inside else 'No'}: {member} is in {where}.")
    return Answer(f"{member}: {where}.")


def answer(question: str, nested: Nested) -> Answer | Limit | None:
    """See the module docstring."""
    named = [g for g in nested.groups if _named(g, question)]
    members = {}
    for g in nested.groups:
        for _, listed in g.lists:
            for m in listed:
                if _whole(m, question) and not any(_whole(m, v) for _, v in g.keys):
                    members.setdefault(m, []).append(g)
    # a member named inside a longer member's name ("Bo" in "Uncle Bo") is that one
    members = {m: gs for m, gs in members.items() if not any(m != o and _whole(m, o) for o in members)}
    if len(members) == 1:
        member, holders = next(iter(members.items()))
        if _HOW_MANY_RE.search(question):
            return None
        return _about_member(question, member, holders, nested, named)
    if len(members) > 1:
        return Limit(f"the question names several members of the result ({', '.join(list(members)[:3])})")
    if len(named) == 1:
        return _about_group(question, named[0], nested)
    if len(named) > 1:
        return Limit(f"the question names {len(named)} groups of the result ({', '.join(g.label() for g in named[:3])})")
    if not _HOW_MANY_RE.search(question):
        return None
    return _counted_all(question, nested)


def _counted_all(question: str, nested: Nested) -> Answer | Limit | None:
    """"How many pupils are there?", "how many rooms?": every group's members, or the groups."""
    asked = _words(question)
    keys = {k for g in nested.groups for k, _ in g.lists if _words(k) & asked}
    collections = {g.collection for g in nested.groups if _words(g.collection) & asked}
    if len(keys) == 1 and not collections:
        key = next(iter(keys))
        if any(key in g.quantified for g in nested.groups):
            return Limit(f"the {key} carry quantities of their own, so 'how many' may count the lines or the things")
        members = [m for g in nested.groups for k, ms in g.lists if k == key for m in ms]
        if nested.notes and any(_whole(m, n) for n in nested.notes for m in members):
            note = next(n for n in nested.notes if any(_whole(m, n) for m in members))
            return _note_limit(note, "some of them")
        return Answer(f"{len(members)} {key.replace('_', ' ')} in all.")
    if len(collections) == 1 and not keys:
        name = next(iter(collections))
        count = sum(1 for g in nested.groups if g.collection == name)
        return Answer(f"{count} {name.replace('_', ' ')}.")
    return None


__all__ = ["Answer", "Limit", "answer"]
