"""A permission asked for a means that a line listing the allowed means of its kind leaves out: "No"
(issue 26, the fifty-ninth set's XW4, regress78).

"Can I pay by card at the hut?" over "Please pay by 31 March, by bank transfer or in cash at the trading
hut." was answered by the payment line with no verdict. A permission question (``only_rules.asks_leave``)
naming one member of a kind of means (payment means, card brands, booking means: data,
``data/sim/listed_means.yaml``) and a cue of that kind ("pay", "book") is read against the documents'
sentences that hold the same kind's cue and list two or more other members of that kind joined by "or" /
"and" / commas. When no document names the asked member anywhere and the listing sentences negate nothing
("we don't take cash or cheques" lists what is refused), the asked member is left out: ``Unlisted``
("No, not by card: ..."). A member named anywhere, a member of another kind ("Visa" over "card or cash"),
one listed member only, or no listing: ``None`` (other readers answer). Bounded: ``_MAX_DOCS``,
``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import alternation, read

DATA = "listed_means.yaml"
_MAX_DOCS = 20  # the documents read
_MAX_LINES = 400  # the lines read per document


@dataclass(frozen=True)
class Unlisted:
    """The listing sentence ``rule``, the asked member ``asked`` (with the question's preposition
    ``by``) and the members the sentence lists, ``listed``."""

    rule: str
    asked: str
    listed: tuple[str, ...]
    by: str = ""

    def answer(self) -> str:
        means = " and ".join(self.listed) if len(self.listed) == 2 else ", ".join(self.listed)
        asked = f"{self.by} {self.asked}" if self.by else self.asked
        return f"No, not {asked}: \"{self.rule}\" (it lists {means}, not {self.asked})."


@lru_cache(maxsize=1)
def _data() -> tuple[dict[str, re.Pattern[str]], dict[str, frozenset[str]], re.Pattern[str], re.Pattern[str]]:
    data = read(DATA)
    for key in ("kinds", "cues", "joins", "negations"):
        if not data.get(key):
            raise ValueError(f"{DATA}: {key} must not be empty")
    if set(data["kinds"]) != set(data["cues"]):
        raise ValueError(f"{DATA}: every kind needs its cues")
    kinds = {kind: re.compile(rf"(?<![\w-])({alternation(sorted(members, key=len, reverse=True))})(?![\w-])",
                              re.IGNORECASE) for kind, members in data["kinds"].items()}
    cues = {kind: frozenset(w.lower() for w in words) for kind, words in data["cues"].items()}
    joins = "|".join(re.escape(j) if not j.isalpha() else rf"\b{j}\b" for j in data["joins"])
    negation = re.compile(rf"(?<![\w'])(?:{alternation(data['negations'])})(?![\w'])", re.IGNORECASE)
    return kinds, cues, re.compile(joins, re.IGNORECASE), negation


def _words(text: str) -> frozenset[str]:
    return frozenset(w.lower() for w in re.findall(r"[\w']+", text))


def _sentences(line: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?;])\s+", line) if s.strip()]


def unlisted(question: str, bodies: list[str]) -> Unlisted | None:
    """The listing that leaves out the question's means (module docstring), else ``None``."""
    from course_lib.sim.grounded.only_rules import asks_leave

    if not asks_leave(question):
        return None
    kinds, cues, join_re, negation_re = _data()
    q_words = _words(question)
    for kind, member_re in kinds.items():
        asked = list(member_re.finditer(question))
        if len(asked) != 1 or not q_words & cues[kind]:
            continue
        member = asked[0].group(1).lower()
        before = re.findall(r"[\w']+", question[:asked[0].start()])
        by = before[-1].lower() if before and before[-1].lower() in ("by", "with", "in", "via", "using") else ""
        docs = bodies[:_MAX_DOCS]
        if any(re.search(rf"(?<![\w-]){re.escape(member)}(?![\w-])", body, re.IGNORECASE) for body in docs):
            return None
        listings = []
        for body in docs:
            for line in body.splitlines()[:_MAX_LINES]:
                for sentence in _sentences(line):
                    if not _words(sentence) & cues[kind] or negation_re.search(sentence):
                        continue
                    hits = list(member_re.finditer(sentence))
                    listed = tuple(dict.fromkeys(h.group(1).lower() for h in hits))
                    if len(listed) < 2:
                        continue
                    gaps = [sentence[a.end():b.start()] for a, b in zip(hits, hits[1:], strict=False)]
                    if all(join_re.search(g) and len(g.split()) <= 4 for g in gaps):
                        listings.append((sentence, listed))
        if len(listings) == 1:
            sentence, listed = listings[0]
            return Unlisted(sentence, member, listed, by)
        return None
    return None
