"""What a short report counts ("saw 3 red kites over the M40", "Two otters this evening!", issue
26): a schema with a count field (``count``, ``number``, ``qty``; lexicon ``count_field_names``)
and a field for the kind of thing (``species``, ``item``, ``animal``; lexicon
``counted_kind_fields``) is filled from the one figure the text writes before a plural noun: the
figure is the count, the words from it to that noun the thing (a container's contents: "3 boxes
of printer paper" counts printer paper; a noun whose plural is the same
word counts too: "5 sheep", "2 sea trout"; lexicon ``invariant_plurals``). A text with two or more such
figures ("2 loaves and 6 buns") or none leaves both to the other readers (a limit, not a guess).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import lexicon

_MAX_CHARS = 400  # a report, not a document
_COUNTED_RE = re.compile(
    r"(?<![\w.,:/£$€-])(?P<n>\d{1,6})\s+(?P<thing>[A-Za-z][a-z'-]*(?:\s+[A-Za-z][a-z'-]*){0,2})\b")
_PLURAL_RE = re.compile(r"[a-z'-]*[a-rt-z]s$", re.IGNORECASE)


def _plural_thing(words: str) -> str | None:
    """The shortest run of ``words`` (up to three) that ends in a plural noun: one in "s" (not
    "ss"), or one whose plural is the same word ("sheep", "trout", "deer": ``invariant_plurals``)."""
    invariant = lexicon("invariant_plurals")
    parts = words.split()
    for n, word in enumerate(parts):
        if _PLURAL_RE.fullmatch(word) or word.lower() in invariant:
            return " ".join(parts[:n + 1])
    return None


@lru_cache(maxsize=256)
def _figured(text: str) -> tuple[tuple[int, str], ...]:
    """Each "<figure> <plural noun>" of ``text``, read once per text (a schema's count field and
    its kind field both ask)."""
    from course_lib.sim.values.ordered_counts import with_group_counts
    from course_lib.sim.words.quantities import with_all_digits

    if len(text) > _MAX_CHARS:
        return ()
    # "two dozen bagels": 24 bagels (a group word is a factor, no thing)
    plain = with_group_counts(with_all_digits(text))
    found = ((int(m.group("n")), _contents(plain, m.start("thing"), _plural_thing(m.group("thing"))))
             for m in _COUNTED_RE.finditer(plain))
    return tuple((n, thing) for n, thing in found if thing)


_OF_RE = re.compile(r"\s+of\s+(?P<words>[A-Za-z][a-z'-]*(?:\s+[A-Za-z][a-z'-]*){0,2})")


def _contents(text: str, at: int, thing: str | None) -> str | None:
    """What a counted container holds: "3 boxes of printer paper" counts printer paper, not boxes
    (a container of ``item_containers`` followed by "of"; the contents end before a word of
    ``contents_end``: "for the office"); ``thing`` otherwise."""
    if not thing or " " in thing:
        return thing
    word = thing.lower()
    containers = lexicon("item_containers")
    if not any(word[:-k] in containers for k in (1, 2) if len(word) > k):
        return thing
    m = _OF_RE.match(text, at + len(thing))
    if not m:
        return thing
    stop = lexicon("contents_end")
    words: list[str] = []
    for w in m.group("words").split():
        if w.lower() in stop:
            break
        words.append(w)
    return " ".join(words) or thing


def _counted(text: str) -> list[tuple[int, str]]:
    """``_figured`` less the nouns that count no thing ("3 hours", "2 minutes", "4 times"; the
    lexicon is read each time, so an edited data file counts at once)."""
    not_things = lexicon("counted_not_things")
    return [(n, thing) for n, thing in _figured(text) if not any(w in not_things for w in thing.lower().split())]


def count(text: str) -> int | None:
    """The one count of things the text writes, or ``None``."""
    found = _counted(text)
    return found[0][0] if len(found) == 1 else None


def thing(text: str) -> str | None:
    """The thing the text's one count counts ("red kites"), or ``None``."""
    found = _counted(text)
    return found[0][1] if len(found) == 1 else None


# "6 ounces of plain flour", "170g of rye flour", "half a litre of milk" (figures already): a measure
# and what it measures
_MEASURED_RE = re.compile(r"(?<![\w.,:/£$€-])\d+(?:\.\d+)?\s*(?P<unit>[A-Za-z]+)\.?\s+of\s+"
                          r"(?P<words>[A-Za-z][a-z'-]*(?:\s+[A-Za-z][a-z'-]*){0,3})")


def measured_thing(text: str) -> str | None:
    """What the text's one measured quantity measures ("add 6 ounces of plain flour to the mix":
    "plain flour"; a unit ``pint`` knows, then "of", the words up to a word of ``contents_end``);
    ``None`` when the text writes no such quantity or more than one (which one an argument takes,
    the words do not say)."""
    from course_lib.sim.words.conversion import unit_named
    from course_lib.sim.words.quantities import with_all_digits

    if len(text) > _MAX_CHARS:
        return None
    stop = lexicon("contents_end")
    found = []
    for m in _MEASURED_RE.finditer(with_all_digits(text)):
        if unit_named(m.group("unit")) is None:
            continue
        words: list[str] = []
        for w in m.group("words").split():
            if w.lower() in stop:
                break
            words.append(w)
        if words:
            found.append(" ".join(words))
    return found[0] if len(found) == 1 else None


def is_count_field(name: str) -> bool:
    return name.lower() in lexicon("count_field_names")


def is_kind_field(name: str) -> bool:
    return name.lower() in lexicon("counted_kind_fields")


__all__ = ["count", "is_count_field", "is_kind_field", "measured_thing", "thing"]
