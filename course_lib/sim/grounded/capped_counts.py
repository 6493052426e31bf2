"""A most-how-many question over a line capping how many may be had: the cap, in the question's own units
(issue 26, the fifty-ninth set's XW3 b, regress78).

"max number of visitor vouchers we can get in a year?" over "Books of 10 all-day vouchers: £15 a book. Each
household may buy up to 6 books a year." quoted the price line with "nothing about 'max'". A question asking
the most that may be had (``asks_most`` before its noun, or "how many <noun> ... max / can we get":
``asks_many`` with ``most_after``; data, ``data/sim/capped_counts.yaml``) is read against the documents' caps
(the phrases of ``ordinal_caps.yaml``: "up to 6 books", "a maximum of 4 teams"): a cap whose noun is the
question's is ``Capped`` with its count; a cap of packs whose pack line counts the question's noun ("books of
10 ... vouchers") is the product (6 x 10 = 60), the working shown. A cap of packs with no pack count of the
noun is ``Uncounted`` (the limit); two caps that differ, none, or a line marked as a change that names the
noun or the unit with a count ("Clause 6: the number of named guests is raised to eight": the change's reader
answers): ``None``. Bounded: ``_MAX_DOCS``,
``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words import number_words
from course_lib.sim.words.cues import alternation, read

DATA = "capped_counts.yaml"
_MAX_DOCS = 20  # the documents read
_MAX_LINES = 400  # the lines read per document
_NOUN_SPAN = 3  # the words read after the asking phrase for the noun (its last one before a stop word)
_STOP = frozenset("we i you they can could may might do does to in a an the per each every for at on is are be get "
                  "buy have bring allowed".split())


@dataclass(frozen=True)
class Capped:
    """The count ``count`` of ``noun`` the cap's sentence ``rule`` allows; ``working`` when worked from packs."""

    rule: str
    noun: str
    count: int
    working: str = ""

    def answer(self) -> str:
        worked = f" ({self.working})" if self.working else ""
        return f"{self.count} {self.noun}{worked}: \"{self.rule}\""


@dataclass(frozen=True)
class Uncounted:
    """A cap of packs (``unit``) whose pack count of ``noun`` no line states."""

    rule: str
    noun: str
    unit: str
    why: str


@lru_cache(maxsize=1)
def _data() -> dict:
    data = read(DATA)
    caps = read("ordinal_caps.yaml")["caps"]
    for key in ("asks_most", "asks_many", "most_after", "pack_joins"):
        if not isinstance(data.get(key), list) or not data[key]:
            raise ValueError(f"{DATA}: {key} must be a non-empty list")
    numbers = number_words.alternation(1, 12)
    count = rf"(?<![£$€\d.,])(?P<n>\d{{1,4}}|{numbers})(?![\d.,:%]\d|\s*%)"
    return {
        "most": re.compile(rf"(?<![\w'])(?:{alternation(data['asks_most'])})\s+(?P<rest>[\w' -]+)", re.IGNORECASE),
        "many": re.compile(rf"(?<![\w'])(?:{alternation(data['asks_many'])})\s+(?P<rest>[\w' -]+)", re.IGNORECASE),
        "after": re.compile(rf"(?<![\w'])(?:{alternation(data['most_after'])})(?![\w'])", re.IGNORECASE),
        "cap": re.compile(rf"(?<![\w£$€])(?:{alternation(caps)})\s+{count}\s+(?P<unit>[A-Za-z][\w-]*)", re.IGNORECASE),
        "joins": alternation(data["pack_joins"]),
        "count": count,
    }


def _stem(word: str) -> str:
    w = word.lower().strip(".,;:!?\"'()")
    return w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w


def _number(text: str) -> int | None:
    return int(text) if text.isdigit() else number_words.values(1, 12).get(text.lower())


def _noun(rest: str) -> str | None:
    """The asked noun: the last word of the phrase after the asking words, before a stop word."""
    words = []
    for w in re.findall(r"[\w'-]+", rest)[:_NOUN_SPAN + 1]:
        if w.lower() in _STOP:
            break
        words.append(w)
    return words[-1] if words else None


def _asked(question: str) -> str | None:
    cue = _data()
    m = cue["most"].search(question)
    if m:
        return _noun(m.group("rest"))
    m = cue["many"].search(question)
    if m and cue["after"].search(question[m.end("rest") - len(m.group("rest")):]):
        return _noun(m.group("rest"))
    return None


def _changed_count(bodies: list[str], stems: set[str]) -> bool:
    """A line marked as a change (``later_corrections.marked``) that names the noun or the cap's unit and states a
    count (a figure or a number word with no currency sign): it may change the cap."""
    from course_lib.sim.grounded.later_corrections import marked
    from course_lib.sim.words.calendar_dates import day_month_spans

    count = re.compile(_data()["count"], re.IGNORECASE)
    for body in bodies[:_MAX_DOCS]:
        for line in body.splitlines()[:_MAX_LINES]:
            if not stems & {_stem(w) for w in re.findall(r"[\w'-]+", line)} or not marked(line):
                continue
            for start, end in sorted(day_month_spans(line), reverse=True):  # (a change's date is no count)
                line = line[:start] + " " + line[end:]
            if count.search(re.sub(r"\b(?:19|20)\d\d\b", " ", line)):
                return True
    return False


def _sentences(line: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?;])\s+", line) if s.strip()]


def capped(question: str, bodies: list[str]) -> Capped | Uncounted | None:
    """The most of the question's noun the documents' cap allows (module docstring), else ``None``."""
    noun = _asked(question)
    if noun is None:
        return None
    stem, cue = _stem(noun), _data()
    sentences = [s for body in bodies[:_MAX_DOCS] for line in body.splitlines()[:_MAX_LINES] for s in _sentences(line)]
    caps = {}
    for s in sentences:
        for m in cue["cap"].finditer(s):
            n = _number(m.group("n"))
            if n is not None:
                after = [_stem(w) for w in re.findall(r"[\w'-]+", s[m.start("unit"):])[:_NOUN_SPAN]]
                caps.setdefault((n, stem if stem in after else _stem(m.group("unit"))), s)
    if len(caps) != 1:
        return None
    (n, unit), rule = next(iter(caps.items()))
    if _changed_count(bodies, {stem, unit}):
        return None  # ("Clause 6: the number of named guests is raised to eight": the change's reader answers)
    plural = noun if noun.lower().endswith("s") else noun + "s"
    if unit == stem:
        return Capped(rule, plural, n)
    pack = re.compile(rf"\b{re.escape(unit)}s?\s+(?:{cue['joins']})\s+{cue['count']}\s+(?:[\w-]+\s+){{0,2}}?{re.escape(stem)}s?\b",
                      re.IGNORECASE)
    packs = {_number(m.group("n")) for s in sentences for m in pack.finditer(s)} - {None}
    if len(packs) == 1:
        per = next(iter(packs))
        return Capped(rule, plural, n * per, f"{n} {unit}s x {per} {plural} each")
    if any(stem in {_stem(w) for w in s.split()} for s in sentences if s == rule or unit in s.lower()):
        return Uncounted(rule, plural, unit, f"the cap counts {unit}s (\"{rule}\"), and it found no one count of "
                                            f"{plural} per {unit}")
    return None
