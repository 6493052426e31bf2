"""The item just after (or before) a named one in an ordered list (issue 26; notebook 02's
grounded answers: "Who came after Amara Obi?" over a numbered list of placings was answered with
Amara Obi's own line and "nothing about 'came', 'after'").

A question "who / what / which ... after | behind | following | before | ahead of X" (the words
and their direction: data ``lexicons.yaml`` ``list_neighbour_words``) over a document holding one
ordered list: three or more lines in a row each opening with the next number ("1.", "2)", "#3",
"4th") or with a clock time later than the line above's ("11:45 Brass band"). X is the one item
whose words hold every content word X is written with (case ignored: "saanvi rao" meets "Saanvi
Rao"); the answer is the item one step on in the question's direction, or that there is none
(X is last / first). X written with a figure ("after 10:30") is a bound, no item. No answer (``None``) when the question asks no neighbour,
no list is read, or X meets no item or more than one; ``unread`` when X stands on a line that
opens with a clock time but no ordered list read holds it (a grid of two tracks, a programme of
time ranges): that line is no answer to what comes after it, so the caller states its limit. A
clock time opening a line ("12:15-13:30 Lunch") is no list number "12:". Bounded: ``_MAX_LINES``, ``_MAX_DOCS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import LEXICONS, read
from course_lib.sim.words.text import content_terms

_MAX_LINES = 2000  # a cap on the lines of a document read for a list
_MAX_DOCS = 20  # a cap on the documents read
_MIN_ITEMS = 3
_NUMBERED_RE = re.compile(r"^\s*(?:#\s*)?(?P<n>\d{1,3})(?:[.)]|:(?!\d)|st\b|nd\b|rd\b|th\b)\s*(?P<item>\S.*)$", re.IGNORECASE)
_TIMED_RE = re.compile(r"^\s*(?P<h>[01]?\d|2[0-3])[:.](?P<m>[0-5]\d)\s*(?:[-\u2013\u2014:|]\s*)?(?P<item>[A-Za-z].*)$")
_CLOCK_LED_RE = re.compile(r"^\s*(?:[01]?\d|2[0-3])[:.][0-5]\d\b")  # a line opening with a clock time
_ASKS_RE = re.compile(r"^\W*(?:who|what|which)\b", re.IGNORECASE)
_ORDINALS = {1: "1st", 2: "2nd", 3: "3rd"}
_DIGIT_RE = re.compile(r"\d")


@dataclass(frozen=True)
class Neighbour:
    """The item next to the named one in an ordered list, or none (``item`` empty)."""

    named: str  # the named item as written
    item: str  # the neighbour as written ("" when the named item is at that end)
    position: int  # the named item's place in the list, from 1
    count: int  # the list's items
    step: int  # +1 after, -1 before
    numbered: bool  # placings ("1.", "2.") rather than times
    unread: bool = False  # the item stands on a timed line, but no ordered list read holds it

    def answer(self) -> str:
        place = _ORDINALS.get(self.position, f"{self.position}th") if self.numbered else ""
        if not self.item:
            end = "last" if self.step > 0 else "first"
            where = f" ({place} of {self.count})" if place else ""
            return f"Nobody: {self.named} is {end}{where}."
        side = "after" if self.step > 0 else "before"
        return f"{self.item} ({side} {self.named})."


@lru_cache(maxsize=1)
def _directions() -> dict[str, int]:
    table = read(LEXICONS).get("list_neighbour_words")
    if not isinstance(table, dict) or not all(v in (1, -1) for v in table.values()):
        raise ValueError(f"{LEXICONS}: 'list_neighbour_words' must map a word to 1 (after) or -1 (before)")
    return {str(k).lower(): int(v) for k, v in table.items()}


def asked(question: str) -> tuple[str, int] | None:
    """(the named item's words, +1 after / -1 before) of a who / what / which question asking for
    a neighbour in an order, ``None`` for none."""
    if not _ASKS_RE.match(question):
        return None
    low = question.lower()[:300]
    found = []
    for word, step in _directions().items():
        for m in re.finditer(rf"\b{re.escape(word)}\s+(?P<x>[^?.!,;]+)", low):
            found.append((m.start(), m.group("x").strip(), step))
    if len(found) != 1:
        return None  # none, or "after ... before ...": no one neighbour
    _, named, step = found[0]
    if _DIGIT_RE.search(named):
        return None  # "the bus after 10:30", "after 6 pm": a bound on a time or figure, no item named
    return (named, step) if content_terms(named) else None


def _lists(body: str) -> list[tuple[list[str], bool, int]]:
    """The ordered lists of a document: (the items as written, numbered?, the first item's number or
    minute)."""
    out: list[tuple[list[str], bool, int]] = []
    run: list[str] = []
    kind: bool | None = None
    last = first = -1

    def close() -> None:
        if len(run) >= _MIN_ITEMS:
            out.append((list(run), bool(kind), first))
        run.clear()

    for line in body.splitlines()[:_MAX_LINES]:
        if not line.strip():
            continue
        numbered, timed = _NUMBERED_RE.match(line), _TIMED_RE.match(line)
        if numbered and not timed:
            n = int(numbered.group("n"))
            if kind is True and n == last + 1:
                run.append(numbered.group("item").strip())
            else:
                close()
                run.append(numbered.group("item").strip())
                kind, first = True, n
            last = n
        elif timed:
            minute = int(timed.group("h")) * 60 + int(timed.group("m"))
            if kind is False and minute > last:
                run.append(line.strip())
            else:
                close()
                run.append(line.strip())
                kind, first = False, minute
            last = minute
        else:
            close()
            kind, last = None, -1
    close()
    return out


def placings(body: str) -> list[list[str]]:
    """The numbered lists of a document that start at 1 ("1. Quiz Team Aguilera - 58", "2. ..."), each
    its items as written, in order (``rank_positions`` reads them as placings)."""
    return [items for items, numbered, first in _lists(body) if numbered and first == 1]


def _meets(named: tuple[str, ...], item: str) -> bool:
    terms = set(content_terms(item))
    return bool(named) and all(t in terms for t in named)


def neighbour(question: str, bodies: list[str]) -> Neighbour | None:
    """The item next to the one the question names in the documents' ordered lists (module
    docstring); ``None`` when the question asks no neighbour or no one list item is named."""
    ask = asked(question)
    if ask is None:
        return None
    named, step = ask
    terms = content_terms(named)
    hits = [(items, numbered, i) for body in bodies[:_MAX_DOCS] for items, numbered, _ in _lists(body)
            for i, item in enumerate(items) if _meets(terms, item)]
    if not hits and any(_CLOCK_LED_RE.match(line) and _meets(terms, line)
                        for body in bodies[:_MAX_DOCS] for line in body.splitlines()[:_MAX_LINES]):
        return Neighbour(named, "", 0, 0, step, False, unread=True)  # a timed line, in no list read
    if len(hits) != 1:
        return None
    items, numbered, i = hits[0]
    j = i + step
    item = items[j] if 0 <= j < len(items) else ""
    return Neighbour(items[i], item, i + 1, len(items), step, numbered)
