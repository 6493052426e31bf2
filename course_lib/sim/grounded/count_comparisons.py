"""A comparison of prices where one side is a count of an item (issue 26): "Is a ten-visit card cheaper
than ten single visits?" is 10 × the single visit's price against the card's; "Would a weekly rover be
dearer than seven day rovers?" the same the other way. One operand's line quoted is no answer.

- ``compared(question, bodies)``: ``None`` when the question is no "is <side> cheaper / dearer / more
  expensive / less expensive than <side>" (``asks``) or neither side is counted; else a ``Compared``: the
  yes or no with its working when both sides' prices are read (each side's item is named by one line's
  words, all of them, and that line states one amount; every line so named states the same amount), or
  the reason it cannot work it (the caller states the working limit).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.grounded.later_corrections import marked
from course_lib.sim.grounded.said_amounts import amounts, money
from course_lib.sim.grounded.workings import spelled_amounts
from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.number_words import values
from course_lib.sim.words.text import content_terms

_CUE = patterns("count_comparisons")  # its cue patterns: data/sim/patterns.yaml
_MAX_LINES = 400
_COUNTS = {**values(2, 20), "a": 1, "an": 1, "one": 1}
_CHEAPER = ("cheaper", "less expensive", "better value", "lower")
_LEAD = {"buying", "getting", "paying", "for", "the", "just", "using", "booking"}  # before a side's count


@dataclass(frozen=True)
class Compared:
    text: str = ""  # the answer with its working
    why: str = ""  # why it cannot be worked (then text is empty)


def _side(phrase: str) -> tuple[int, str]:
    """(count, item) of a side ("ten single crossings": (10, "single crossings"); "a weekly rover": (1, ...))."""
    words = phrase.strip(" ?.!,").split()
    while words and words[0].lower() in _LEAD:
        words = words[1:]
    if words and (words[0].isdigit() or words[0].lower() in _COUNTS):
        n = int(words[0]) if words[0].isdigit() else _COUNTS[words[0].lower()]
        return n, " ".join(words[1:])
    return 1, " ".join(words)


def _price(item: str, lines: list[str]) -> tuple[float, str, str] | None | str:
    """(value, sign, line) of the one amount the lines naming ``item`` state, or of the last of them when
    it alone marks a change ("UPDATE:", "Correction:", "is now", "from 1 May ..."); a reason when several
    differ otherwise; ``None`` when no line names it."""
    terms = set(content_terms(item))
    if not terms:
        return None
    named = []
    for line in lines:
        said = amounts(line)
        if len(said) == 1 and terms <= set(content_terms(line)):
            named.append((*said[0], line.strip()))
    if not named:
        return None
    if len({(v, s) for v, s, _ in named}) > 1:
        changed = [n for n in named if marked(n[2]) or _CUE.changed_value.search(n[2])]
        if len(changed) == 1 and changed[0] is named[-1]:
            return changed[0]  # "UPDATE 1 May: the adult day ticket is now £14", after the "£12" it changes
        return f"several lines name '{item}' with different amounts"
    return named[0]


def compared(question: str, bodies: list[str]) -> Compared | None:
    """See the module docstring."""
    m = _CUE.asks.search(question)
    if m is None:
        return None
    (n_left, left), (n_right, right) = _side(m.group("left")), _side(m.group("right"))
    if n_left == 1 and n_right == 1 or not left or not right:
        return None  # no count on either side: a plain comparison, the usual reading's
    lines = [x for body in bodies for x in body.splitlines()[:_MAX_LINES] if x.strip()]
    found = [_price(left, lines), _price(right, lines)]
    for item, price in zip((left, right), found, strict=True):
        if not isinstance(price, tuple):
            return Compared(why=price or f"no line it read gives one price for '{item}'")
    (lv, ls, lline), (rv, rs, rline) = found  # type: ignore[misc]
    if ls != rs:
        return Compared(why="the two prices are in different currencies")
    lt, rt = lv * n_left, rv * n_right
    cheaper = any(w in m.group("cmp").lower() for w in _CHEAPER)
    holds = lt < rt if cheaper else lt > rt

    def told(n: int, value: float, total: float) -> str:
        return f"{n} × {money(value, ls)} = {money(total, ls)}" if n > 1 else money(total, ls)

    verdict = "Yes" if holds else "No"
    if lt == rt:
        verdict = "No: they cost the same"
    reply = (f"{verdict}: {m.group('left').strip()} is {told(n_left, lv, lt)} and "
             f"{m.group('right').strip(' ?.!')} is {told(n_right, rv, rt)} ({lline}; {rline})")
    return Compared(text=reply)


# --- a saving asked: "how much do I save with the 10-class card compared with 10 drop-ins?" ---------------

_SPLIT_RE = re.compile(r"\n+|(?<=[^.][.!?;])\s+(?=[A-Z\u201c\u0022])|(?<=[。！？；])|,\s*(?:and\s+|so\s+)?(?=(?:a|an|the|our)\s)|[，,](?=\S*\d)")


def _units(bodies: list[str]) -> list[str]:
    """The documents' clauses that state one amount of money each ("a single swim is £4.50, and the
    monthly pass is £30" is two)."""
    out = []
    for body in bodies:
        for unit in _SPLIT_RE.split(body)[:_MAX_LINES]:
            unit = spelled_amounts(unit) if unit else unit  # "forty-five pounds each": £45 each
            if unit and unit.strip() and len(amounts(unit)) == 1:
                out.append(unit.strip())
    return out


def _count(text: str) -> int | None:
    m = _CUE.counted.search(text)
    if m is None:
        return None
    word = m.group("n").lower()
    return int(word) if word.isdigit() else _COUNTS.get(word)


def _shared(question: str, unit: str) -> int:
    """How many of the question's words, and of its pairs of Chinese characters, the unit shares (the
    words of asking a saving left out: ``lexicons.yaml`` ``saving_words``)."""
    asking = lexicon("saving_words")
    terms = set(content_terms(question)) - set(content_terms(" ".join(w for w in asking if w.isascii())))
    pairs = {question[i:i + 2] for i in range(len(question) - 1)}
    han = sum(1 for p in pairs if _HAN_PAIR_RE.fullmatch(p) and p in unit and p not in asking)
    return len(terms & set(content_terms(unit))) + han


_HAN_PAIR_RE = re.compile(r"[\u4e00-\u9fff]{2}")


_LABEL_RE = re.compile(r"^(?P<label>[^:\n]{1,60}):\s")


def _own_labels(question: str, singles: list[str]) -> list[str]:
    """``singles`` without the labelled lines ("Test day: ... a 1-hour warm-up lesson, £95") whose
    label shares no word with the question, when another line's label does ("1-hour lesson: £38"):
    the first line's price is its label's item, not the one its words mention (the sixty-first set's
    ZW5 (b)). A line marking a change ("Correction: ...", "is now") is kept whatever its label."""
    def label_shares(unit: str) -> bool | None:
        m = _LABEL_RE.match(unit)
        return None if m is None else _shared(question, m.group("label")) > 0

    if not any(label_shares(u) for u in singles):
        return singles
    return [u for u in singles if label_shares(u) is not False or marked(u) or _CUE.changed_value.search(u)]


def saving(question: str, bodies: list[str]) -> Compared | None:
    """The saving a question asks of a bundle or pass against single prices: the single price times
    the count (the question's, else the bundle's) less the bundle's price, with its working; the
    reason when the lines do not give one bundle and one single price (``None``: no saving asked, or
    no line of the documents is a bundle)."""
    if not _CUE.asks_saving.search(question):
        return None
    units = _units(bodies)
    bundles = [u for u in units if _CUE.bundle.search(u) and (_shared(question, u) or _CUE.bundle.search(question))]
    if not bundles:
        return None
    if len(bundles) > 1:
        bundles = [u for u in bundles if _shared(question, u) == max(_shared(question, b) for b in bundles)]
    singles = _own_labels(question, [u for u in units if u not in bundles and not _CUE.bundle.search(u)
                                     and _shared(question, u)])
    if singles:
        best = max(_shared(question, u) for u in singles)
        singles = [u for u in singles if _shared(question, u) == best]
        changed = [u for u in singles if marked(u) or _CUE.changed_value.search(u)]
        if len(singles) > 1 and len(changed) == 1 and changed[0] == singles[-1]:
            singles = changed  # "Correction: a single session is £48", after the "£45" it changes
    if len(bundles) != 1 or len(singles) != 1:
        return Compared(why=(f"it reads {len(bundles)} bundle lines and {len(singles)} single prices the question's "
                             "words point to, not one of each"))
    bundle, single = bundles[0], singles[0]
    if _CUE.several_items.search(bundle) or _CUE.several_items.search(question):
        return Compared(why=(f"the bundle ('{bundle}') or the question holds several kinds of item, and it works "
                             "a saving only for a bundle of one item against that item's single price"))
    n = _count(_CUE.bundle.sub(" ", question)) or _count(question) or _count(bundle)
    if not n or n < 2:
        return Compared(why=f"it reads no count of single visits to set against '{bundle}'")
    (bv, bs), = amounts(bundle)
    (sv, ss), = amounts(single)
    if bs != ss:
        return Compared(why="the two prices are in different currencies")
    total = sv * n
    diff = round(total - bv, 2)
    working = f"{n} × {money(sv, ss)} = {money(total, ss)}, against {money(bv, bs)}"
    if diff <= 0:
        return Compared(text=f"No saving: {working} ({single}; {bundle}).")
    return Compared(text=f"{money(diff, ss)}: {working} ({single}; {bundle}).")
