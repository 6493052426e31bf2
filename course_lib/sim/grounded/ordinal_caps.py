"""A permission question for the N-th of a thing over a line that caps how many may be had (issue 26, the
fifty-ninth set's XW4, fix64c).

"Can we get a third permit for the van?" over "First permit: £60 a year. Second permit: £110 a year. No
household may hold more than two." was answered by another line with no verdict. A permission question
(``only_rules.asks_leave``) that names an ordinal before a noun ("a third permit", "a 4th guest") is read
against the documents' count caps ("up to three guests", "no more than two", "a maximum of 2"; the phrases
are data: ``data/sim/ordinal_caps.yaml``): a cap whose sentence names the noun after its number, or whose
line names the noun while the number is followed by no other noun ("... more than two."), bounds the asked
thing. An ordinal above the cap is ``Capped`` ("No: ..."). An ordinal within the cap, a cap of another
thing ("up to 6 books a year" for a seventh voucher: books of ten), two caps that differ, or no cap: ``None``
(other readers answer). Bounded: ``_MAX_DOCS``, ``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words import number_words
from course_lib.sim.words.cues import alternation, read

DATA = "ordinal_caps.yaml"
_MAX_DOCS = 20  # the documents read
_MAX_LINES = 400  # the lines read per document


@dataclass(frozen=True)
class Capped:
    """The cap's sentence ``rule``, the asked ordinal ``asked`` and the cap ``cap`` (``asked`` > ``cap``)."""

    rule: str
    noun: str
    asked: int
    cap: int

    def answer(self) -> str:
        return f"No: \"{self.rule}\" (at most {self.cap} {self.noun}, so not a {number_words.ordinal_word(self.asked)} one)."


@lru_cache(maxsize=1)
def _data() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], frozenset[str]]:
    data = read(DATA)
    for key in ("caps", "bare_more", "negations", "per_words"):
        if not isinstance(data.get(key), list) or not data[key]:
            raise ValueError(f"{DATA}: {key} must be a non-empty list")
    numbers = number_words.alternation(1, 12)
    count = rf"(?<![£$€\d.,])(?P<n>\d{{1,3}}|{numbers})(?![\d.,:%]\d|\s*%|\s*(?:am|pm)\b)"
    cap = re.compile(rf"(?<![\w£$€])(?:{alternation(data['caps'])})\s+{count}(?P<after>\s*[^\s]*)", re.IGNORECASE)
    more = re.compile(rf"(?<![\w])(?:{alternation(data['bare_more'])})\s+{count}(?P<after>\s*[^\s]*)", re.IGNORECASE)
    negation = re.compile(rf"(?<![\w'])(?:{alternation(data['negations'])})(?![\w'])", re.IGNORECASE)
    return cap, more, negation, frozenset(w.lower() for w in data["per_words"])


def _number(text: str) -> int | None:
    if text.isdigit():
        return int(text)
    return number_words.values(1, 12).get(text.lower())


def _stem(word: str) -> str:
    w = word.lower().strip(".,;:!?\"'()")
    return w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w


def _asked(question: str) -> tuple[int, str] | None:
    """The ordinal the question asks for and the noun after it ("a third permit": (3, "permit")), else ``None``."""
    ordinals = number_words.ordinals(2, 10)
    words = re.findall(r"[\w'-]+", question)
    for i, w in enumerate(words[:-1]):
        n = number_words.figure_ordinal(w) or ordinals.get(w.lower())
        if n is None or n < 2:
            continue
        following = [x for x in words[i + 1:i + 3] if x.lower() not in ("of", "the", "a", "an")]
        if following:
            return n, following[0]
    return None


def _sentences(line: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?;])\s+", line) if s.strip()]


def capped(question: str, bodies: list[str]) -> Capped | None:
    """The cap the question's ordinal goes beyond (module docstring), else ``None``."""
    from course_lib.sim.grounded.only_rules import asks_leave

    if not asks_leave(question):
        return None
    asked = _asked(question)
    if asked is None:
        return None
    n, noun = asked
    stem = _stem(noun)
    cap_re, more_re, negation_re, per_words = _data()
    found: dict[int, str] = {}
    for body in bodies[:_MAX_DOCS]:
        for line in body.splitlines()[:_MAX_LINES]:
            line_names = stem in {_stem(w) for w in line.split()}
            for sentence in _sentences(line):
                hits = list(cap_re.finditer(sentence))
                hits += [m for m in more_re.finditer(sentence) if negation_re.search(sentence[:m.start()])]
                for m in hits:
                    cap = _number(m.group("n"))
                    after = _stem(m.group("after").strip()) if m.group("after").strip() else "."
                    if cap is None:
                        continue
                    if after == stem or (line_names and (after in per_words or not after[:1].isalnum())):
                        found.setdefault(cap, sentence)
    if len(found) != 1:
        return None
    cap, rule = next(iter(found.items()))
    return Capped(rule, noun if noun.lower().endswith("s") else noun + "s", n, cap) if n > cap else None
