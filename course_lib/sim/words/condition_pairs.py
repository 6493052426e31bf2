"""Values paired with their conditions: a sentence that gives one predicate two values under two
conditions ("opens at 6:30 on weekdays and at 8:00 at weekends", "free for under-12s and £5 for
students", "every 15 minutes at peak times and every 30 off-peak") ties each value to its own
condition. A claim that states one of those values under another part's condition ("at weekends
it opens at 6:30") pairs a value with the wrong condition: every word and number of it is stated,
and it is still not supported (issue 26, the thirty-eighth set's GG8).

Values are figures and clock times (``quantities.figures``) and the value words of the lexicon
``condition_pair_values`` ("free", "closed"); the parts of a sentence are split at the joiners of
the pattern ``condition_pairs.joiner`` (data). A part's condition is its words that no other part
of the sentence holds, stop words and the value words left out, beside the words before the first
part's value (its subject and verb: "the pool opens at"), unless they are all it has ("adults may
borrow 8 books and children 4").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.quantities import figures
from course_lib.sim.words.text import STOP_WORDS, stem

_CUE = patterns("condition_pairs")
_WORD_RE = re.compile(r"\d+(?:[.:]\d+)?[^\W\d_]*|[^\W\d_]+")
_CLOCK_RE = re.compile(r"\b(\d{1,2})[:.](\d{2})\b")
_BAND_RE = re.compile(r"\d+s")  # "under-12s", "over-65s": a band of ages is a condition
_MAX_SENTENCES = 400


@dataclass(frozen=True)
class Part:
    """A part of a sentence: its values and the words of its own condition."""

    values: frozenset[str]
    condition: frozenset[str]
    text: str


def values(text: str) -> frozenset[str]:
    """The values a text states: its figures, its clock times ("6:30" as "6:30"), its value words."""
    said = {w.lower() for w in _WORD_RE.findall(text)}
    clocks = {f"{int(h)}:{m}" for h, m in _CLOCK_RE.findall(text)}
    plain = _CLOCK_RE.sub(" ", text)
    return frozenset(figures(plain)) | clocks | (said & lexicon("condition_pair_values"))


def _words(text: str) -> frozenset[str]:
    kept = _CLOCK_RE.sub(" ", text)
    return frozenset(stem(w) for w in _WORD_RE.findall(kept.lower())
                     if w not in STOP_WORDS and (not w[0].isdigit() or _BAND_RE.fullmatch(w))
                     and w not in lexicon("condition_pair_values"))


def parts(sentence: str) -> tuple[Part, ...]:
    """The sentence's parts when it gives two values or more, each in a part of its own, under
    conditions of their own; ``()`` otherwise (one value, or a part without one)."""
    pieces = [p.strip() for p in _CUE.joiner.split(sentence) if p and p.strip()]
    if len(pieces) < 2:
        return ()
    found = [(values(p), _words(p), p) for p in pieces]
    if any(not v for v, _, _ in found) or len({v for v, _, _ in found}) < len(found):
        return ()
    first_value = min((m.start() for m in _WORD_RE.finditer(pieces[0])
                       if values(m.group())), default=0)
    head = _words(pieces[0][:first_value])
    out = []
    for i, (vals, words, text) in enumerate(found):
        others = frozenset().union(*(w for j, (_, w, _) in enumerate(found) if j != i))
        own = words - others
        # "adults may borrow 8 and children 4": the first part's condition is in its head
        out.append(Part(vals, frozenset(own - head or own), text))
    if any(not p.condition for p in out):
        return ()
    return tuple(out)


def mispaired(claim: str, sentences: list[str]) -> tuple[str, str] | None:
    """(the claim, the documents' part its value belongs to) when the claim states a value that a
    sentence of the documents gives only under a condition the claim does not name, while the claim
    names another part's condition; ``None`` otherwise (the claim names its value's own condition
    too, or the documents pair its values with nothing)."""
    said = values(claim)
    if not said:
        return None
    words = _words(claim)
    for sentence in sentences[:_MAX_SENTENCES]:
        split = parts(sentence)
        if not split or sum(bool(p.values & said) for p in split) > 1:
            continue  # ("open 10 till 4" over "opens at 10 and closes at 4": the sentence restated whole)
        for value in said:
            own = [p for p in split if value in p.values]
            if not own or any(p.condition & words for p in own):
                continue
            other = [p for p in split if value not in p.values and p.condition & words]
            if other:
                return claim.strip(), own[0].text
    return None


def mispaired_across(claim: str, sentences: list[str]) -> tuple[str, str] | None:
    """(the claim, the sentence its condition belongs to) when every sentence that states the
    claim's value lacks words of the claim that another sentence holds beside another value
    ("Guests may borrow up to 8 books." over "Members borrow up to 8 books. Guests may borrow 2
    books.": "guests" goes with 2, not 8); ``None`` otherwise. The other sentence's part that
    holds those words (its clause, when it pairs values with conditions itself) must give a value
    the claim does not state (a figure of its condition, "under 5", may be the claim's too): "the pool opens at 7 and closes at 21" over "The pool opens at 7.
    The gym opens at 6 and the pool closes at 21." is no mispairing."""
    said = values(claim)
    if not said:
        return None
    words = _words(claim)
    kept = sentences[:_MAX_SENTENCES]
    for value in said:
        own = [t for t in kept if value in values(t)]
        if not own:
            continue
        kind = _kind(value, claim)
        blame = None
        for t in own:
            left = words - _words(t)
            if not left:
                blame = None
                break  # one sentence states the value with every word of the claim
            other = _other_pairing(left, said, [u for u in kept if value not in values(u)], kind)
            if other is None:
                blame = None
                break
            blame = blame or other
        if blame is not None:
            return claim.strip(), blame
    return None


def _kind(value: str, text: str) -> str:
    """What a value of ``text`` measures: "clock" (6:30), "any" (a value word: free, closed), the word
    after its figure ("days", "book", "euro"), "money" after a currency sign, else "" (a bare figure)."""
    if ":" in value:
        return "clock"
    if value.isalpha():
        return "any"  # a value word: free, closed
    m = re.search(rf"(?<![\d.])([£$€¥])?\s?{re.escape(value)}(?![\d.])\s*([A-Za-z]+)?", text)
    if not m:
        return ""
    if m.group(1):
        return "money"
    unit = (m.group(2) or "").lower()
    if unit in ("am", "pm"):
        return "clock"
    if unit in _CURRENCY_WORDS:
        return "money"
    return stem(unit) if unit and unit not in STOP_WORDS else ""


_CURRENCY_WORDS = frozenset({"pound", "pounds", "euro", "euros", "dollar", "dollars", "gbp", "eur", "usd", "p",
                             "pence", "yen", "francs", "chf"})


def _compatible(a: str, b: str) -> bool:
    """Two values' kinds that one predicate may give both (6:30 and 8:00; £3 and free; 8 books and 2 books)."""
    return a == b or "any" in (a, b) or {a, b} <= {"", "clock"}


def _other_pairing(left: frozenset[str], said: frozenset[str], others: list[str], kind: str = "") -> str | None:
    """The first of ``others`` whose part holds half of ``left`` or more and gives a value not in
    ``said`` ("Children under 5 travel free." for "Children under 5 pay 3 euros": "free"). A claim
    whose missing words are mostly nowhere ("chosen by its author Margit Olsen") is made up, not
    mispaired: the unstated-claim reading says so."""
    for sentence in others:
        pieces = [p.text for p in parts(sentence)] or [sentence]
        for piece in pieces:
            if 2 * len(_words(piece) & left) >= len(left) and any(
                    _compatible(kind, _kind(v, piece)) for v in values(piece) - said):
                return sentence  # (another value of the claim's kind: "six hives" is no other "9 days")
    return None
