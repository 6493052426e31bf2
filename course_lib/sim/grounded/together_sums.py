"""Two named items' prices added up: "How much are the consultation and the flea treatment together?",
"How much for a day pass plus a towel?" (issue 26; the twenty-third set's R3, the twenty-second's
Q1, the twentieth's O1: two lines each with its one amount were quoted, the sum left to the
reader).

``summed`` reads the question's two items (joined by "and" / "plus", before "together",
"combined", "altogether" or "in total"; or by "plus" ending the question; or fronted, joined by "plus", with a
bare "how much" after them: cue ``together_sums.fronted_plus``) and, for each, the one piece of the documents that names
every word of it and holds exactly one amount with a currency (``either_or``'s reading of items:
one home), a word for a kind of charge that the documents never write aside ("the flea treatment"
over "Flea spot-on"); an item two pieces price differently takes the one add-on piece's price ("Add a digital
download to any print pack for £8" beside "Pack C - digital download only £18": cue ``together_sums.add_on``).
Both found in different pieces and in one currency: the sum with its terms. Found in
different currencies: ``Unsummed`` (the caller states a limit). Otherwise ``None``: the question is
no such sum, or an item is not read so (the other answerers and the limits then speak).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.grounded import either_or
from course_lib.sim.words import number_words
from course_lib.sim.words.cues import lexicon, patterns

_CUE = patterns("together_sums")  # its cue patterns: data/sim/patterns.yaml

# (each item must also hold one amount of money: "come to" / "add up to" ask it here)
_ASKS_MONEY_RE = re.compile(r"\bhow much\b|\bcost\b|\bprice\b|\bowe\b|\bpay\b|\bcharge|\b(?:come|came|add|adds|added)\s+(?:up\s+)?to\b",
                            re.IGNORECASE)
_TOGETHER = (r"(?P<a>[\w' -]{{2,60}}?)\s+(?:{joint})\s+(?P<b>[\w' -]{{2,60}}?)\s+"
             r"(?:(?:cost|come to|add up to|be|are)\s+)?(?:together|combined|altogether|in total)\b")
# "plus" first: "the oil and filter plus the wiper blades" joins two items, one with "and" in it
# and "plus" alone ending the question: "how much for a weekday session plus skate hire" (a sum by its word)
_TOGETHER_RES = (*(re.compile(_TOGETHER.format(joint=j), re.IGNORECASE) for j in (r"plus|\+", "and")),
                 re.compile(r"(?P<a>[\w' -]{2,60}?)\s+(?:plus|\+)\s+(?P<b>[\w' -]{2,60}?)\s*[?.!]*\s*$", re.IGNORECASE),
                 # the items fronted, the question after them: "towel and a padlock, how much altogether"
                 re.compile(r"^\W*(?P<a>[\w' -]{2,60}?)\s+(?:and|plus|\+)\s+(?P<b>[\w' -]{2,60}?)\s*[,:;-]\s*"
                            r"(?:how much|what)\b[^,.?]*\b(?:together|combined|altogether|in total)\b", re.IGNORECASE))
_SIGNS = {"gbp": "£", "eur": "€", "usd": "$"}
_OPENING_RE = re.compile(r"^.*?\b(?:how much|what)\b\s+(?:\w+\s+)?", re.IGNORECASE)


@dataclass(frozen=True)
class Summed:
    first: either_or.Item
    second: either_or.Item

    def answer(self) -> str:
        total = self.first.value + self.second.value
        decimals = any("." in i.figure for i in (self.first, self.second))
        amount = f"{total:,.2f}" if decimals else f"{total:,.0f}"
        sign = _SIGNS.get(self.first.unit)
        written = f"{sign}{amount}" if sign else f"{self.first.unit.upper()} {amount}"
        return (f"{written} together: {self.first.figure} for the {self.first.name} and {self.second.figure} "
                f"for the {self.second.name}.")


def _item(name: str, found: list[str]) -> either_or.Item | str:
    """``either_or.item`` for ``name``; when no piece names it all, the name less a word for a kind of
    charge that no piece of the documents writes ("the flea treatment" over "Flea spot-on: GBP 27":
    ``lexicons.yaml`` charge_kind_words), so long as a word is left to find."""
    read = either_or.item(name, found, True)
    if isinstance(read, either_or.Item):
        return read
    added = either_or.item(name, [p for p in found if _CUE.add_on.search(p)], True)
    if isinstance(added, either_or.Item):
        return added  # "the digital download" over "Pack C - digital download only £18" and "Add a digital
        # download to any print pack for £8": added to another item, the add-on line's price
    kinds = lexicon("charge_kind_words")
    words = name.split()
    said = " ".join(found).lower()
    kept = [w for w in words if w.lower() not in kinds or re.search(rf"\b{re.escape(w.lower())}", said)]
    if kept == words or not kept:
        return read
    again = either_or.item(" ".join(kept), found, True)
    return either_or.Item(name, again.piece, again.figure, again.value, again.unit) if isinstance(again, either_or.Item) else read


@dataclass(frozen=True)
class Unsummed:
    names: tuple[str, str]
    reason: str


def summed(question: str, bodies: list[str]) -> Summed | Unsummed | None:
    """The sum the module docstring describes, its limit, or ``None``."""
    if not _ASKS_MONEY_RE.search(question):
        return None
    asked = next((m for m in (r.search(question) for r in (_CUE.fronted_plus, *_TOGETHER_RES)) if m), None)
    if asked is None:
        return None
    # the first item without the question's opening ("How much are the consultation")
    first = _OPENING_RE.sub("", asked.group("a"))
    names = (either_or.alternative(first), either_or.alternative(asked.group("b")))
    if not all(names) or names[0].lower() == names[1].lower():
        return None
    found = either_or.pieces(bodies)
    items = [_item(n, found) for n in names]
    if not all(isinstance(i, either_or.Item) for i in items):
        return None
    first, second = items  # type: ignore[misc]
    assert isinstance(first, either_or.Item) and isinstance(second, either_or.Item)
    if first.piece == second.piece:
        return None
    if first.unit != second.unit or first.unit not in either_or.CURRENCY_UNITS:
        return Unsummed((first.name, second.name), f"their amounts are in different currencies or have none "
                                                   f"({first.figure}, {second.figure})")
    return _rated(question, first, second)


def _rate_unit(item: either_or.Item) -> str:
    """The unit of a rate the item's figure is ("£15 a day", "£38 an hour", "£4 per person"); "" for an amount."""
    at = item.piece.find(item.figure)
    if at < 0:
        return ""
    m = _CUE.rate_tail.search(item.piece[at + len(item.figure):])
    return (m.group("unit") or "").lower() if m else ""


def _count(question: str, unit: str) -> int:
    """The question's count of ``unit`` ("3 days", "for four hours", "two nights"); 0 when it gives none."""
    words = number_words.values(2, 12)
    for m in _CUE.unit_count.finditer(question):
        if m.group("unit").lower().rstrip("s") == unit.rstrip("s"):
            n = m.group("n").lower()
            return int(n) if n.isdigit() else words.get(n, 0)
    return 0


def _rated(question: str, first: either_or.Item, second: either_or.Item) -> Summed | Unsummed:
    """An item whose figure is a rate by a unit (fix54a, the fifty-first set's TT7: "£38 an hour" added as the
    week's lessons) is no item's total: worked by the question's count of its unit ("3 days": 3 × £15), else
    the sum is a stated limit. Two rates by one unit add up as a rate; a question asking per that unit
    ("a day") takes the rates as they are."""
    units = (_rate_unit(first), _rate_unit(second))
    if not any(units) or (units[0] == units[1]) or any(
            u and re.search(rf"\b(?:an?|per|each|every)\s+{re.escape(u)}\b", question, re.IGNORECASE) for u in units):
        return Summed(first, second)
    items = []
    for item, unit in zip((first, second), units, strict=True):
        if not unit:
            items.append(item)
            continue
        n = _count(question, unit)
        if n < 2:
            return Unsummed((first.name, second.name), f"the {item.name}'s {item.figure} is a rate per {unit}, not "
                                                       f"the {item.name}'s total, and the question gives no number "
                                                       f"of {unit}s to work it by")
        total = item.value * n
        shown = f"{total:,.2f}" if "." in item.figure else f"{total:,.0f}"
        sign = _SIGNS.get(item.unit, "")
        items.append(either_or.Item(item.name, item.piece, f"{sign}{shown} ({n} × {item.figure})", total, item.unit))
    return Summed(items[0], items[1])


__all__ = ["Summed", "Unsummed", "summed"]
