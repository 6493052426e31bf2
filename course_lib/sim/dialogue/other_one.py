"""A follow-up that names only a reference ("the other one", "that one") or a comparison ("how much
more / less"), over a conversation that stated two items with an amount each (issue 26; notebook
02's threads). "I have two passes: the gym one costs £30 and the pool one £18." -> "Which is
cheaper?" -> "The pool one." -> "How much more is the other one?": a model reads "the other one" as
the item the last answer did not name (the gym pass) and works the difference (£12).

- ``refers(question)``: the message holds such a reference or comparison; ``compares(question)``:
  a comparison.
- ``answer(question, turns)``: the worked reply, or ``None`` when the turns do not make it clear
  (not exactly two amounts in one earlier statement of the user, the last answer naming neither
  item or both, amounts of different currencies); the caller then states a conversation limit.
  A comparison whose question names one item itself ("how much more was january" after "Gas was
  £61.20 in January and £48.75 in February") is worked without the last answer.

Amounts are read as ``currencies`` reads them (a sign, a code or a currency word), or as bare
figures when the statement gives no currency at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words import currencies
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

MAX_TURNS = 12  # earlier turns read for the statement of two items
MAX_CHARS = 2000  # of one turn
MAX_NAME_WORDS = 8  # an item's name is a short phrase

_OTHER_RE = re.compile(r"\bthe other(?: one| item)?\b", re.IGNORECASE)
_THAT_RE = re.compile(r"\b(?:that|this) one\b", re.IGNORECASE)
_COMPARISON_RE = re.compile(
    r"\bhow (?:much|many) (?:more|less|fewer|cheaper|dearer|pricier|extra|longer|shorter|further|farther|heavier|lighter|bigger|smaller|older|younger)\b|"
    r"\bthe difference\b|\bdifference between them\b", re.IGNORECASE)
# a bare figure and the word after it (its unit: "540 km"), when the statement gives no currency
_BARE_RE = re.compile(r"(?<![\w.,:/-])(?P<n>\d+(?:\.\d+)?)(?![\w:/-]|\.\d)(?:\s?(?P<unit>%|[A-Za-z]{1,6}\b))?")
_CLAUSE_SPLIT_RE = re.compile(r"\s*(?:[,;:]\s+|\band\b|\bbut\b|\bwhile\b|\bwhereas\b)\s*", re.IGNORECASE)


@lru_cache(maxsize=2)
def _verb_re() -> re.Pattern[str]:
    """The item verbs (``lexicons.yaml`` item_verbs) ending a clause's words before its amount."""
    from course_lib.sim.words.cues import lexicon

    verbs = "|".join(sorted((re.escape(v).replace(r"\ ", r"\s+") for v in lexicon("item_verbs")), key=len, reverse=True))
    return re.compile(rf"\s*\b(?:{verbs})\s*$", re.IGNORECASE)


_LEAD_RE = re.compile(r"^\s*(?:for|is|at)\s+", re.IGNORECASE)


@dataclass(frozen=True)
class Item:
    """One item of a statement: its name, its words and its amount as written and as a value."""

    name: str
    words: frozenset[str]
    amount: str
    value: float
    unit: str  # the currency ("EUR") or the unit word after a bare figure ("km"), "" for none
    said: frozenset[str] = frozenset()  # every content word of its clause but the amount ("gas", "january")


def refers(question: str) -> bool:
    """Whether ``question`` refers back ("the other one") or asks a comparison ("how much more")."""
    return bool(_OTHER_RE.search(question) or _THAT_RE.search(question) or _COMPARISON_RE.search(question))


def names_other(question: str) -> bool:
    """Whether ``question`` refers to "the other (one)"."""
    return bool(_OTHER_RE.search(question))


def compares(question: str) -> bool:
    """Whether ``question`` asks how much more / less one item is, or their difference."""
    return bool(_COMPARISON_RE.search(question))


def _amounts(clause: str, money: bool) -> list[tuple[int, int, str, float, str]]:
    if money:
        return [(m.start(), m.end(), m.group(0).strip(), currencies.amount_value(m), currencies.amount_currency(m, clause))
                for m in currencies.AMOUNT_RE.finditer(clause)]
    return [(m.start(), m.end(), m.group(0).strip(), float(m.group("n")), (m.group("unit") or "").lower())
            for m in _BARE_RE.finditer(clause)]


def _items(statement: str) -> list[Item]:
    """The clauses of ``statement`` that each give one amount, as items (named by their words
    before the amount, less the verb: "Lough Bawn costs EUR 25" -> "Lough Bawn")."""
    out: list[Item] = []
    money = bool(currencies.AMOUNT_RE.search(statement))
    for clause in _CLAUSE_SPLIT_RE.split(statement):
        found = _amounts(clause, money) if clause.strip() else []
        if len(found) > 1:  # "Crate 1 weighs 40 kg": the name's own figure before the verb is no amount
            verb = list(_verb_inside_re().finditer(clause))
            found = [f for f in found if verb and f[0] >= verb[-1].end()]
        if len(found) != 1:
            continue
        start, end, amount, value, unit = found[0]
        name = _verb_re().sub("", clause[:start]).strip(" .,;:-")
        said = frozenset(content_terms(f"{clause[:start]} {clause[end:]}"))
        if not content_terms(name):  # "£48.75 in February", "I ran 8.2 km on Saturday": named after the amount
            name = _LEAD_RE.sub("", clause[end:]).strip(" .,;:-")
        words = frozenset(content_terms(name))
        if words and len(name.split()) <= MAX_NAME_WORDS:
            out.append(Item(name, words, amount, value, unit, said))
    return out


def _named_by_question(question: str, items: list[Item]) -> Item | None:
    """The one of two items whose clause alone holds a content word of ``question`` ("how much
    more was january" over "Gas was £61.20 in January and £48.75 in February"); ``None`` when
    the question names neither or both."""
    asked = set(content_terms(question))
    own = [(i.said or i.words) - (items[1 - n].said or items[1 - n].words) for n, i in enumerate(items)]
    named = [i for i, words in zip(items, own, strict=True) if words & asked]
    return named[0] if len(named) == 1 else None


def _statement(turns) -> list[Item] | None:
    """The two items of the user's latest earlier statement that gives two amounts."""
    for role, text in list(reversed(turns))[:MAX_TURNS]:
        if role != "human":
            continue
        items = _items(text[:MAX_CHARS])
        if len(items) == 2:
            return items
    return None


def answer(question: str, turns) -> str | None:
    """The reply to a follow-up about one of two items (see the module docstring)."""
    items = _statement(turns)
    last = next((text for role, text in reversed(turns) if role == "ai"), "")
    if items is None or not last or (items[0].unit != items[1].unit and items[0].unit and items[1].unit):
        return None  # ("Room A fits 6 players and Room B 4": the second amount shares the first's unit)
    if _COMPARISON_RE.search(question) and not _OTHER_RE.search(question) and not _THAT_RE.search(question):
        asked = _named_by_question(question, items)
        if asked is not None:  # "how much more was january": the question names its item itself
            other = items[1 - items.index(asked)]
            high, low = (asked, other) if asked.value >= other.value else (other, asked)
            if high.value == low.value:
                return f"There is no difference: both are {high.amount}."
            return f"The difference is {_written_as(high.value - low.value, high.amount)} ({high.amount} - {low.amount})."
    named = _named_in(last, items)
    if len(named) != 1:  # "the coast one sounds nicer" / "It does.": the user's own last turn chose
        named = _named_in(_choice_turn(turns, items), items)
    if len(named) != 1:
        return None  # neither the last answer nor the user's last turn names one item
    first = named[0]
    other = items[1 - items.index(first)]
    if _COMPARISON_RE.search(question):
        return _difference(other, first)
    meant = other if _OTHER_RE.search(question) else first if _THAT_RE.search(question) else None
    return None if meant is None else f"{_cap(meant.name)}: {meant.amount}."


def _named_in(text: str, items: list[Item]) -> list[Item]:
    """The items ``text`` names by the words only each has (else by its whole name: "Room A")."""
    said = set(content_terms(text[:MAX_CHARS]))
    own = [i.words - items[1 - n].words for n, i in enumerate(items)]  # the words only one item has
    named = [i for i, words in zip(items, own, strict=True) if words & said]
    if len(named) != 1:  # "Room A" / "Room B": names whose own words are no content words, read whole
        named = [i for i in items if re.search(rf"(?<!\w){re.escape(i.name)}(?!\w)", text[:MAX_CHARS], re.IGNORECASE)]
    return named


def _choice_turn(turns, items: list[Item]) -> str:
    """The user's last turn after the statement of the two items (their own choice: "the loft feels
    brighter"), "" when the statement is their last turn."""
    humans = [text for role, text in turns if role == "human"]
    if not humans or len(_items(humans[-1][:MAX_CHARS])) == 2:
        return ""
    return humans[-1]


def stated_two(turns) -> bool:
    """Whether the user stated two items with an amount each earlier in ``turns``."""
    return _statement(turns) is not None


def _difference(one: Item, other: Item) -> str:
    """The difference of two items' amounts, with both items and amounts as the working."""
    high, low = (one, other) if one.value >= other.value else (other, one)
    if high.value == low.value:
        return f"Neither: {_cap(high.name)} and {_mid(low.name)} are both {high.amount}."
    shown = _written_as(high.value - low.value, high.amount)
    return f"{shown} more: {_cap(high.name)} is {high.amount} and {_mid(low.name)} {low.amount}."


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _mid(text: str) -> str:
    """A name inside a sentence: "The blue kettle" -> "the blue kettle" (a proper name kept)."""
    return "t" + text[1:] if re.match(r"The\s", text) else text


def _written_as(value: float, like: str) -> str:
    """``value`` written in the form of the amount ``like`` ("EUR 40" -> "EUR 15", "4.50" keeps two
    decimals)."""
    m = re.search(r"\d+(?:[.,]\d+)*", like)
    if m is None:
        return f"{value:g}"
    number = m.group(0)
    decimals = len(number.rsplit(".", 1)[1]) if "." in number and not re.fullmatch(r"\d{1,3}(?:,\d{3})+", number) else 0
    shown = f"{value:.{decimals}f}" if decimals else f"{value:g}"
    return like[: m.start()] + shown + like[m.end():]


@lru_cache(maxsize=2)
def _verb_inside_re() -> re.Pattern[str]:
    return re.compile(_verb_re().pattern.removeprefix(r"\s*").removesuffix(r"\s*$"), re.IGNORECASE)


# --- stepping along an ordered list: "the one after that", "the next one" ---------------------

_CUE = patterns("other_one")
MAX_LINES = 400  # lines of the notes and turns read for lists
MIN_ITEMS = 3  # a list has at least this many items


def steps(question: str) -> int:
    """+1 for "the one after that" / "the next one", -1 for "the one before that", 0 for neither."""
    if _CUE.step_next.search(question):
        return 1
    return -1 if _CUE.step_previous.search(question) else 0


def refers_back(question: str) -> bool:
    """Whether ``question`` names "the other one" or steps along a list ("the one after that")."""
    return bool(_OTHER_RE.search(question)) or steps(question) != 0


def only_reference(question: str) -> bool:
    """Whether the reference is all ``question`` names: its other content words are only item
    verbs ("how many does the other one fit", "and the one after that")."""
    from course_lib.sim.words.cues import lexicon

    rest = _CUE.step_previous.sub(" ", _CUE.step_next.sub(" ", _OTHER_RE.sub(" ", question)))
    verbs = {v for v in lexicon("item_verbs") if " " not in v}
    return all(w.lower() in verbs for w in re.findall(r"[A-Za-z]+", " ".join(content_terms(rest))))


def _lists(texts) -> list[list[str]]:
    out: list[list[str]] = []
    for text in texts:
        for line in text.splitlines()[:MAX_LINES]:
            body = _CUE.list_lead.sub("", line.strip(), count=1).rstrip(" .;")
            parts = [p.strip() for p in re.split(r"\s*[,;]\s*(?:and\s+)?|\s+and\s+(?=[^,;]*$)", body)]
            if len(parts) >= MIN_ITEMS and all(parts) and all(len(p.split()) <= MAX_NAME_WORDS for p in parts):
                out.append(parts)
    return out


def step(question: str, turns, texts) -> str | None:
    """The item next to (or before) the last answer's in the one ordered list of ``texts`` (the
    notes and the user's turns) that holds it: "1st £3, 2nd £2, 3rd £1" and the last answer "£3."
    -> "2nd £2."; ``None`` when the question steps nowhere, the last answer is in no list or in
    several places, or the step leaves the list."""
    move = steps(question)
    last = next((text for role, text in reversed(turns) if role == "ai"), "").strip().rstrip(".!").strip()
    if not move or not last or len(last) > MAX_CHARS:
        return None
    key = last.lower()
    found = [(items, i) for items in _lists(texts) for i, item in enumerate(items)
             if key == item.lower() or re.search(rf"(?<![\w£$€.]){re.escape(key)}(?![\w.]|\.\d)", item, re.IGNORECASE)]
    if len(found) != 1:
        return None
    items, i = found[0]
    j = i + move
    return f"{_cap(items[j])}." if 0 <= j < len(items) else None
