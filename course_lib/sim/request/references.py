"""A follow-up's reference to an item of the previous answer (issue 26; notebook 02's threads).

"Which walks start from Grasmere?" -> "1. Helm Crag 2. Easedale Tarn 3. Alcock Tarn" -> "How long
is the second one?": a model reads "the second one" as Easedale Tarn. :func:`resolved` does the
same: an ordinal reference ("the first / second / third / fourth / fifth / last one", "the
former", "the latter") is replaced by the item in that place of the list the previous answer
gave (numbered or bulleted lines, else one short sentence naming the items: "Helm Crag,
Easedale Tarn and Alcock Tarn."). :func:`ambiguous_pronoun` tells when a singular pronoun ("When
does it close?") follows an answer that only listed two or more items: which one it means is
unknown, and the caller states a conversation limit instead of picking the first.
"""

from __future__ import annotations

import re

from course_lib.sim.words import number_words

MAX_ITEMS = 12  # items of a listed answer read
MAX_ITEM_WORDS = 6  # an item of a one-sentence list is a short name
_LINE_ITEM_RE = re.compile(r"^\s*(?:\d{1,2}[.)]|[-*•])\s+(?P<item>.+?)\s*$", re.MULTILINE)
_ORDINALS = {w: n - 1 for w, n in number_words.ordinals(1, 5).items()} | {"former": 0, "last": -1, "latter": -1}  # an index
# words that point at an item by its place, never name one ("book the first room": which room?)
_POSITION_WORDS = frozenset(_ORDINALS) | frozenset(number_words.ordinal_words(6, 10)) | frozenset(
    "next previous other same one ones".split())
_REFERENCE_RE = re.compile(r"\bthe\s+(?:(?P<nth>first|second|third|fourth|fifth|last)\s+(?:one|option|item|choice)\b|"
                           r"(?P<pair>former|latter)\b)", re.IGNORECASE)
_SINGULAR_RE = re.compile(r"\b(?:it|its|she|her|he|his|him)\b", re.IGNORECASE)
_SPLIT_RE = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", re.IGNORECASE)


def listed_items(answer: str) -> list[str]:
    """The items an answer lists: its numbered or bulleted lines (two or more), else the names of
    an answer that is one short sentence of them ("Northgate Gallery and the Lantern Café.")."""
    lines = [m.group("item").strip().rstrip(".;") for m in _LINE_ITEM_RE.finditer(answer)]
    if len(lines) >= 2:
        return lines[:MAX_ITEMS]
    text = answer.strip().rstrip(".!")
    if "\n" in text or re.search(r"[.!?;:]", text):
        return []
    parts = [re.sub(r"^(?:the|a|an)\s+", "", p.strip(), flags=re.IGNORECASE) for p in _SPLIT_RE.split(text) if p.strip()]
    if len(parts) < 2 or any(len(p.split()) > MAX_ITEM_WORDS or not p[:1].isupper() for p in parts):
        return []
    return parts[:MAX_ITEMS]


def _previous_answer(turns) -> str:
    return next((text for role, text in reversed(turns) if role == "ai"), "")


def resolved(question: str, turns) -> str | None:
    """``question`` with its ordinal reference replaced by the item of the previous answer's list
    in that place, or ``None`` (no such reference, no list, or no item in that place)."""
    m = _REFERENCE_RE.search(question)
    if m is None:
        return None
    items = listed_items(_previous_answer(turns))
    if len(items) < 2 or (m.group("pair") and len(items) != 2):
        return None
    place = _ORDINALS[(m.group("nth") or m.group("pair")).lower()]
    if place >= len(items):
        return None
    return question[: m.start()] + items[place] + question[m.end():]


def ambiguous_pronoun(question: str, turns) -> list[str]:
    """The items of the previous answer when ``question`` refers to one of them by a singular
    pronoun and names none itself ("When does it close?" after "Northgate Gallery and the Lantern
    Café."); ``[]`` otherwise."""
    if not _SINGULAR_RE.search(question) or _REFERENCE_RE.search(question):
        return []
    items = listed_items(_previous_answer(turns))
    if len(items) < 2:
        return []
    said = question.lower()
    return [] if any(item.lower() in said for item in items) else items


__all__ = ["MAX_ITEMS", "ambiguous_pronoun", "listed_items", "resolved"]


def only_points(value: str) -> bool:
    """Whether ``value`` is only words that point at an item by its place or function words
    ("first", "the last one", "the other"): a position, no name of the thing."""
    from course_lib.sim.words.text import STOP_WORDS

    words = re.findall(r"[^\W\d_]+", value.lower())
    return bool(words) and len(re.findall(r"\w+", value)) == len(words) and any(
        w in _POSITION_WORDS for w in words) and all(w in _POSITION_WORDS or w in STOP_WORDS for w in words)
