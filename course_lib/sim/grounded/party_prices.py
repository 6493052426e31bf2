"""A party's price from prices per kind of person (issue 26; notebook 02's grounded answers over a
learner's own price lists: "How much for two adults and one child?" over "Tickets: adult £11,
child (under 14) £7" quoted the ticket line and added nothing).

``asked_party`` reads the question's counts of kinds of person ("two adults and one child", "2
adults + a kid", "an adult and a 10-year-old"; the kinds and their words are data:
``lexicons.yaml`` ``party_kinds``). ``priced`` finds the one line of the documents that prices
every kind asked ("adult €9", "Children (6-15): EUR 12", "£11 per adult"; "free" is 0); an age is
put in the kind whose bracketed band holds it ("child (6-15)", "(under 16)"). The total is the
counts times the prices, with the working. ``Unsure`` when another line prices something the
question also names (a surcharge on "the 19:30 show" asked "at the 19:30 show", a day's price
asked "on Wednesday"; a line about another clock time than the question's is not): the caller
states a limit. ``None`` when the question states no party, or
no one line prices every kind it asks. Bounded: ``_MAX_LINES``, ``_MAX_DOCS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import LEXICONS, lexicon, read
from course_lib.sim.words.currencies import AMOUNT_RE, amount_value
from course_lib.sim.words.number_words import values
from course_lib.sim.words.text import STOP_WORDS, content_terms
from course_lib.sim.words.times_of_day import CLOCK_FIGURE_RE

_MAX_LINES = 400  # a cap on the lines of a document read
_MAX_DOCS = 20
_SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9])")  # a line's sentences, each priced on its own
_MAX_COUNT = 30  # a larger party is a group rate's (``group_rates``)
_AGE_RE = re.compile(r"\b(?P<age>\d{1,2})[- ]?(?:year|yr)s?[- ]?old\b", re.IGNORECASE)
_BAND_RE = re.compile(r"^\s*\((?:(?P<lo>\d{1,2})\s*[-\u2013]\s*(?P<hi>\d{1,2})|under\s+(?P<under>\d{1,2})|"
                      r"(?P<plus>\d{1,2})\s*\+|over\s+(?P<over>\d{1,2}))\)", re.IGNORECASE)
_FREE_RE = re.compile(r"^\s*(?:\([^()]{0,30}\)\s*)?[:\-\u2013]?\s*(?:go\s+|are\s+|is\s+|get\s+in\s+)?free\b", re.IGNORECASE)
# a kind of person named by an age band alone ("under-16s", "Under 5s", "over-60s"): a child's band up
# to ``party_child_age_max``, a senior's from ``party_senior_age_min`` (thresholds.yaml)
_AGE_KIND_RE = re.compile(r"\b(?P<side>under|over)[- ]?(?P<age>\d{1,2})s?\b", re.IGNORECASE)
_PRICE_AFTER_RE = re.compile(r"^\s*(?P<band>\([^()]{0,30}\))?\s*[:\-\u2013=]?\s*(?:tickets?\s+)?$", re.IGNORECASE)


@dataclass(frozen=True)
class Part:
    kind: str  # the kind's name ("adult")
    count: int
    each: float
    shown: str  # the price as written ("£11", "free")


@dataclass(frozen=True)
class Party:
    parts: tuple[Part, ...]
    line: str  # the line that prices them

    def total(self) -> float:
        return round(sum(p.count * p.each for p in self.parts), 2)

    def answer(self) -> str:
        symbol = next((s for s in "£€$" if s in self.line), "")
        code = "" if symbol else next((m.group("code1") or m.group("code3") or "" for m in AMOUNT_RE.finditer(self.line)), "")
        total = f"{self.total():,.2f}".removesuffix(".00")
        total = f"{symbol}{total}" if symbol else f"{code} {total}".strip()
        working = " + ".join(f"{p.count} x {p.shown} ({p.kind})" for p in self.parts)
        return f"{total}: {working}."


@dataclass(frozen=True)
class Unsure:
    party: Party
    other: str  # the other line that prices something the question names


@lru_cache(maxsize=1)
def _kinds() -> dict[str, str]:
    """Each word of a kind of person -> the kind ("kids" -> "child")."""
    table = read(LEXICONS).get("party_kinds")
    if not isinstance(table, dict) or not all(isinstance(v, list) and v for v in table.values()):
        raise ValueError(f"{LEXICONS}: 'party_kinds' must map a kind to a list of its words")
    return {str(w).lower(): str(kind) for kind, words in table.items() for w in [kind, *words]}


@lru_cache(maxsize=1)
def _party_re() -> re.Pattern[str]:
    counts = "|".join(["a", "an", r"\d{1,2}", *values(1, 12)])
    kinds = "|".join(sorted(map(re.escape, _kinds()), key=len, reverse=True))
    return re.compile(rf"\b(?P<n>{counts})\s+(?:(?P<kind>{kinds})\b|(?P<age>\d{{1,2}})[- ]?(?:year|yr)s?[- ]?olds?\b)",
                      re.IGNORECASE)


def _count(word: str) -> int:
    low = word.lower()
    return 1 if low in ("a", "an") else int(low) if low.isdigit() else values(1, 12)[low]


def asked_party(question: str) -> list[tuple[int, str | None, int | None]] | None:
    """[(count, kind or ``None``, age or ``None``)] of a question naming two kinds or more, or one
    kind more than once ("2 adults"), joined by "and" / "+" / ","; ``None`` otherwise."""
    from course_lib.sim.values.family_counts import by_age, listed_party

    if listed_party(question[:400]) is not None:  # "for me and my two kids": the speaker is one of the party
        split = by_age(question[:400])
        if split is None or sum(split) > _MAX_COUNT:
            return None  # (an item of no known age: "my sister")
        grown, young = split
        return [(n, kind, None) for n, kind in ((grown, "adult"), (young, "child")) if n] or None
    found = list(_party_re().finditer(question[:400]))
    if not found:
        return None
    out = []
    for m in found:
        n = _count(m.group("n"))
        kind = _kinds().get((m.group("kind") or "").lower())
        out.append((n, kind, int(m.group("age")) if m.group("age") else None))
    if sum(n for n, _, _ in out) > _MAX_COUNT or (len(out) == 1 and out[0][0] < 2):
        return None  # one person: the price as written answers it
    return out


def _in_band(age: int, band: str) -> bool:
    m = _BAND_RE.match(band)
    if m is None:
        return False
    if m.group("lo"):
        return int(m.group("lo")) <= age <= int(m.group("hi"))
    if m.group("under"):
        return age < int(m.group("under"))
    if m.group("plus"):
        return age >= int(m.group("plus"))
    return age > int(m.group("over"))


def _line_prices(line: str) -> dict[str, tuple[float, str, str]]:
    """{kind: (price, as written, its band in brackets)} a line states: a kind's word then its price
    ("adult €9", "Children (6-15): EUR 12", "under 6 free" is no kind), or a price then "per" / "a"
    / "for" and the kind ("£11 per adult")."""
    kinds = _kinds()
    out: dict[str, tuple[float, str, str]] = {}
    words = list(re.finditer(r"[A-Za-z][A-Za-z'-]*", line))
    for w in words:
        kind = kinds.get(w.group(0).lower())
        if kind is None or kind in out:
            continue
        rest = line[w.end():]
        band = re.match(r"\s*(\([^()]{0,30}\))", rest)
        amount = next(iter(AMOUNT_RE.finditer(rest)), None)
        if amount is not None and _PRICE_AFTER_RE.match(rest[:amount.start()]):
            out[kind] = (amount_value(amount), amount.group(0).strip(), band.group(1) if band else "")
            continue
        if _FREE_RE.match(rest):
            out[kind] = (0.0, "free", band.group(1) if band else "")
            continue
        before = line[:w.start()]
        back = re.search(rf"(?:{AMOUNT_RE.pattern})\s*(?:per|a|an|for|each\s+for)\s+$", before, re.IGNORECASE)
        if back:
            amount = AMOUNT_RE.search(back.group(0))
            out[kind] = (amount_value(amount), amount.group(0).strip(), "")
    from course_lib.sim.words.thresholds import threshold

    for m in _AGE_KIND_RE.finditer(line):  # "under-16s £1.10", "over-60s free": a kind named by its age band
        age = int(m.group("age"))
        kind = "child" if m.group("side").lower() == "under" and age <= threshold("party_child_age_max") else (
            "senior" if m.group("side").lower() == "over" and age >= threshold("party_senior_age_min") else None)
        if kind is None or kind in out:
            continue
        band = f"({m.group('side').lower()} {age})"
        rest = line[m.end():]
        amount = next(iter(AMOUNT_RE.finditer(rest)), None)
        if amount is not None and _PRICE_AFTER_RE.match(rest[:amount.start()]):
            out[kind] = (amount_value(amount), amount.group(0).strip(), band)
        elif _FREE_RE.match(rest):
            out[kind] = (0.0, "free", band)
    return out


def priced(question: str, bodies: list[str]) -> Party | Unsure | None:
    """The party's total (module docstring)."""
    asked = asked_party(question)
    if asked is None:
        return None
    lines = [x.strip() for b in bodies[:_MAX_DOCS] for line in b.splitlines()[:_MAX_LINES]
             for x in _SENTENCE_END_RE.split(line) if x.strip()]
    fits = []
    for line in lines:
        prices = _line_prices(line)
        if len(prices) < 2:
            continue
        parts = []
        for n, kind, age in asked:
            if kind is None:
                banded = [k for k, (_, _, band) in prices.items() if band and _in_band(age, band)]
                if len(banded) != 1:
                    break
                kind = banded[0]
            if kind not in prices:
                break
            each, shown, _ = prices[kind]
            parts.append(Part(kind, n, each, shown))
        else:
            fits.append(Party(tuple(parts), line))
    if len({(f.total(), f.line) for f in fits}) != 1:
        return None
    party = fits[0]
    said, asked_times = _plain_terms(question), set(CLOCK_FIGURE_RE.findall(question))
    for line in lines:
        if line == party.line or not AMOUNT_RE.search(line):
            continue
        times = set(CLOCK_FIGURE_RE.findall(line))
        if asked_times and times and not asked_times & times:
            continue  # "the 20:15 cruise costs EUR 5 extra" asked of the 10:00 one: another time's rule
        if said & _plain_terms(line) or asked_times & times:
            return Unsure(party, line)  # "the 19:30 show costs €2 extra" asked of the 19:30 show
    return party


def _plain_terms(text: str) -> set[str]:
    """The content words of a line or question less the kinds of person, prices' words and figures."""
    kinds = _kinds()
    common = {t for w in lexicon("party_price_words") for t in (w, *content_terms(w))}
    return {t for t in content_terms(text) if t not in kinds and t not in common and t not in STOP_WORDS
            and not any(ch.isdigit() for ch in t) and len(t) > 2}
