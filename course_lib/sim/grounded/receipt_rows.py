"""A till receipt read as rows (issue 26; notebook 02's grounded answers over a learner's own
receipts).

A receipt's lines are item rows ("Slug pellets (organic)          5.25": a label, a run of spaces,
a price), an indented "3 @ 6.49   19.47" under a label with no price (its quantity and unit
price), a negative amount under items (a discount: "Multibuy 2 pots   -3.00") and summary lines
(TOTAL, VAT, CARD, CASH, CHANGE: data, ``lexicons.yaml`` ``receipt_summary_labels``). Read as
prose, the rows run together into one "sentence" that no question meets. Here ``parse`` reads a
document with three item rows or more and a total as rows, and ``answered`` answers from them:

- "what did one bag of compost cost": the unit price of the row the question's words name;
- "how much was the sandpaper": that row's price (with its "3 @ 6.49" when it has one);
- "how much did the two pots come to after the multibuy": the rows named, less the discount rows
  that follow them;
- "which was dearer, the lavender or the slug pellets": the two rows' prices compared.

``None`` when the documents hold no receipt, the question asks none of these, or its words name no
single item (two items tie, or the question's words meet only summary lines: the total, the
change, which other readers give). Bounded: ``_MAX_LINES``, ``_MAX_DOCS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("receipt_rows")  # its cue patterns: data/sim/patterns.yaml
_MAX_LINES = 300
_MAX_DOCS = 10
_MIN_ITEMS = 3


@dataclass
class Item:
    label: str
    price: float  # the row's price (a quantity's total)
    shown: str  # the price as written
    quantity: int = 1
    unit: str = ""  # the unit price as written, when a quantity is given
    discounts: list[tuple[str, float, str]] = field(default_factory=list)  # (label, amount, as written) under it

    def terms(self) -> frozenset[str]:
        return frozenset(content_terms(self.label))


@dataclass(frozen=True)
class Receipt:
    items: tuple[Item, ...]
    summary: tuple[tuple[str, str], ...]  # (label, price as written)


def _count(quantity: re.Match[str]) -> int:
    return int(quantity.group("n") or quantity.group("times"))


def _price(text: str) -> float:
    return float(text.replace("−", "-").replace(",", "."))


@lru_cache(maxsize=1)
def _summary_words() -> frozenset[str]:
    return frozenset(w.lower() for w in lexicon("receipt_summary_labels"))


@lru_cache(maxsize=1)
def _question_words() -> frozenset[str]:
    return frozenset(t for w in lexicon("receipt_question_words") for t in content_terms(w)) | frozenset(
        w.lower() for w in lexicon("receipt_question_words"))


def _summary(label: str) -> bool:
    first = re.match(r"[A-Za-z][A-Za-z-]*", label)
    return bool(first) and first.group(0).lower() in _summary_words()


@lru_cache(maxsize=64)
def parse(body: str) -> Receipt | None:
    """``body`` read as a till receipt's rows, or ``None`` when it is not one."""
    if "  " not in body:
        return None
    items: list[Item] = []
    summary: list[tuple[str, str]] = []
    pending = ""  # a label with no price, waiting for its "3 @ 6.49" line
    for line in body.splitlines()[:_MAX_LINES]:
        if not line.strip() or set(line.strip()) <= set("-=_*~. "):
            pending = ""
            continue
        row = _CUE.row.match(line)
        if row is None:
            pending = line.strip() if not summary else ""
            continue
        label, shown = row.group("label").strip(), row.group("price")
        value = _price(shown)
        quantity = _CUE.quantity.search(label)
        if summary or _summary(label):
            summary.append((label, shown))
            continue
        if quantity and quantity.start() == 0 and row.group("indent") and pending:
            items.append(Item(pending, value, shown, _count(quantity), quantity.group("unit")))
        elif value < 0 and items:
            items[-1].discounts.append((label, value, shown))
        elif quantity and quantity.start() > 0:
            items.append(Item(label[:quantity.start()].strip(), value, shown, _count(quantity),
                              quantity.group("unit")))
        elif not row.group("indent") or not quantity:
            items.append(Item(label, value, shown))
        pending = ""
    if len(items) < _MIN_ITEMS or not any(label.split()[0].lower() in {"total", "subtotal", "sub-total", "balance", "due"}
                                          for label, _ in summary if label.split()):
        return None
    return Receipt(tuple(items), tuple(summary))


def _named(words: frozenset[str], items: tuple[Item, ...]) -> list[Item]:
    """The rows the question's words name best (rows of one label count as one)."""
    if not words:
        return []
    scored = [(len(words & item.terms()), item) for item in items]
    best = max(s for s, _ in scored)
    if best == 0:
        return []
    return [item for s, item in scored if s == best]


def _words(text: str) -> frozenset[str]:
    return frozenset(content_terms(text)) - _question_words()


def _money(value: float) -> str:
    return f"{value:.2f}"


def answered(question: str, bodies: list[str]) -> str | None:
    """The answer a receipt's rows give (see the module docstring), or ``None``."""
    receipts = [r for r in (parse(b) for b in bodies[:_MAX_DOCS]) if r is not None]
    if len(receipts) != 1:
        return None
    items = receipts[0].items
    dearer, cheaper = _CUE.dearer.search(question), _CUE.cheaper.search(question)
    if dearer or cheaper:
        return _compared(question, items, bool(dearer))
    if not _CUE.amount.search(question):
        return None
    named = _named(_words(question), items)
    if not named:
        return None
    labels = {item.label.lower() for item in named}
    if _CUE.after_discount.search(question):
        return _after_discount(named, items)
    if len(labels) != 1:
        return None  # two items the question's words meet alike
    item = named[0]
    if _CUE.one.search(question):
        if item.quantity > 1:
            return f"{item.unit} each: {item.label}, {item.quantity} @ {item.unit} = {item.shown}."
        if len({i.price for i in named}) == 1:
            return f"{item.shown}: {item.label}."
        return None
    if len(named) > 1:
        return None  # (one label on two rows: "the pot" is one of them or both)
    if item.quantity > 1:
        return f"{item.shown}: {item.label}, {item.quantity} @ {item.unit}."
    return f"{item.shown}: {item.label}."


def _after_discount(named: list[Item], items: tuple[Item, ...]) -> str | None:
    discounts = [d for item in named for d in item.discounts]
    if not discounts:
        return None
    total = sum(item.price for item in named) + sum(d[1] for d in discounts)
    working = " + ".join(item.shown for item in named) + " " + " ".join(f"- {d[2].lstrip('-−')} ({d[0]})" for d in discounts)
    return f"{_money(total)}: {working} = {_money(total)}."


def _option_words(question: str) -> list[str] | None:
    tail = re.split(r"[,:]", question, maxsplit=1)
    text = tail[1] if len(tail) == 2 else question
    parts = re.split(r"\s+or\s+", text.strip(" ?.!"))
    if len(parts) != 2:
        return None
    return [re.sub(r"^(?:the|my|a|an)\s+", "", p.strip(), flags=re.IGNORECASE) for p in parts]


def _compared(question: str, items: tuple[Item, ...], dearer: bool) -> str | None:
    options = _option_words(question)
    if options is None:
        return None
    found = []
    for option in options:
        named = _named(_words(option), items)
        if not named or len({i.label.lower() for i in named}) != 1:
            return None
        item = named[0]
        price = _price(item.unit) if item.quantity > 1 else item.price
        found.append((option, price, item.unit if item.quantity > 1 else item.shown))
    (a, pa, sa), (b, pb, sb) = found
    if pa == pb:
        return f"Neither: the {a} and the {b} cost the same ({sa})."
    first, second = ((a, sa), (b, sb)) if (pa > pb) == dearer else ((b, sb), (a, sa))
    word = "cost more" if dearer else "cost less"
    return f"The {first[0]} ({first[1]}) {word} than the {second[0]} ({second[1]})."
