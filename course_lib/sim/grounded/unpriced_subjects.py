"""A price asked of a thing whose line gives none (issue 26, fix59a): "how much did the bouncy castle cost"
over minutes whose action row books the castle ("Book bouncy castle for summer fair ... done") and whose
treasurer's line gives the club's balance. The reader chooses both lines, one for the thing and one for
money, and the quote reads as an answer: neither line gives the castle's price.

``unpriced(request, found)``: the asked thing's words (the topic words the chosen lines meet, in the
question's order) when the question asks a past amount of money ("how much did the coach cost", "what was the
price of the hall": a record of a thing booked; ``quantities.asks_money``), two or more lines
are chosen, the thing is no amount itself ("my payout", "the deposit": ``subject_words.yaml`` ``money_nouns``),
the lines that name the thing state no amount and work none out ("gross sales less fees", "20% of the total":
``formula_words``), and no line that states an amount names the
thing or points back to another line (a pronoun: "It cost £120."; the line right after the thing's line,
unless it opens with a label of its own: "Treasurer: ..."; a sentence of the thing's own line: "... Price: £15.").
English only; ``None`` otherwise.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.grounded import evidence
from course_lib.sim.request.reading import Request
from course_lib.sim.words.cues import read
from course_lib.sim.words.quantities import asks_money, states
from course_lib.sim.words.text import stem

__all__ = ["unpriced"]

_WORD_RE = re.compile(r"[a-z]+")
# an amount of money in any form ``states`` may not read ("GBP 38 per head", "38 euros", "¥200")
_MONEY_RE = re.compile(r"[£$€¥]\s?\d|\b(?:GBP|USD|EUR|CHF|AUD|CAD)\s?\d|\d\s?(?:GBP|USD|EUR|CHF|euros?|pounds?|"
                       r"dollars?|p\b|元|块)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _lists() -> tuple[frozenset[str], frozenset[str]]:
    data = read("subject_words.yaml")
    return frozenset(data["money_nouns"]), frozenset(data["formula_words"])


def _money(line: str) -> bool:
    return bool(_MONEY_RE.search(line)) or states(line, "money")
_OWN_LABEL_RE = re.compile(r"^\W*(?:\d{1,3}[.)]\s*)?[A-Z][\w' ]{0,30}:")  # "3. Treasurer: ...", "Boats: ..."
# a past amount asked: "how much did the coach cost", "what was the price of the hall" (a record of a thing
# booked or bought); "how much is the relay" is left to the readers of price lists
_PAST_ASKED_RE = re.compile(r"\bhow much (?:did|was|were|had)\b|\b(?:what|how much) (?:was|were) the (?:price|cost|bill|fee)"
                            r"|\bdid (?:it|they|we|you|he|she) (?:cost|pay|charge)\b", re.IGNORECASE)
_POINTS_BACK = frozenset({"it", "its", "this", "that", "these", "those", "they", "them", "which", "same"})


def _stems(text: str) -> set[str]:
    return {stem(w) for w in _WORD_RE.findall(text.lower())}


def unpriced(request: Request, found: evidence.Evidence) -> str | None:
    """The asked thing named by lines that give no price (module docstring), or ``None``."""
    question = request.search_question
    if request.language != "en" or len(found.picks) < 2 or not _PAST_ASKED_RE.search(question) or not asks_money(question):
        return None
    subject = [c.word for c in found.covered if c.kind != "type" and not c.answer_type and c.key_term]
    if not subject:
        return None
    money_nouns, formula_words = _lists()
    if any(w.lower() in money_nouns for s in subject for w in s.split()):
        return None  # "my payout", "the deposit": an amount itself, worked from the lines that define it
    keys = {stem(w.split()[-1].lower()) for w in subject}
    named, priced = [], []
    for i, (_, line) in enumerate(found.picks):
        words = _stems(line)
        money = _money(line)
        if money and (keys & words or _POINTS_BACK & set(_WORD_RE.findall(line.lower()))):
            return None  # a line gives the thing's amount, or an amount of a line it points back to
        if money:
            priced.append(i)
        elif keys & words:
            if "%" in line or formula_words & set(_WORD_RE.findall(line.lower())):
                return None  # the thing's line is a rule working its amount from others
            named.append(i)
    if not named or not priced:
        return None
    bodies = [getattr(d, "body", "") for d in request.documents]
    for n in named:
        for p in priced:
            thing_line, money_line = found.picks[n][1].strip(), found.picks[p][1].strip()
            if any(thing_line in line and money_line in line for b in bodies for line in b.splitlines()):
                return None  # "Winter tyre check: ... Mondays only. Price: £15.": one line, its price
            if _OWN_LABEL_RE.match(found.picks[p][1]):
                continue  # an item of its own ("Treasurer: ..."), not a line going on about the thing
            if (found.picks[n][0] is found.picks[p][0] and len(found.positions) > max(n, p)
                    and found.positions[p] == found.positions[n] + 1):
                return None  # the amount's line right after the thing's: it may go on about it
    order = {w.lower(): i for i, w in enumerate(_WORD_RE.findall(request.search_question.lower()))}
    return " ".join(sorted(subject, key=lambda w: order.get(w.lower(), 99)))
