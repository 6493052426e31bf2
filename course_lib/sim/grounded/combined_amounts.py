"""One amount of money asked, made of several (issue 26, the thirty-eighth set's GG4 family): "My
son does two full days a week: what's the weekly fee?", "How much is a half day with lunch?" ask
one amount that a real model works out from the documents' prices (a count times a price, a price
plus an extra). A reply that quotes lines holding several amounts of money and no working of them
is no answer to it: ``unworked`` says why, and the caller states the documents limit.

Read from the question: it asks an amount of money (``quantities.asks_money``) in the singular
("how much is", "what's the fee": cue ``combined_amounts.one_amount``; or a bare "how much" after the items:
``combined_amounts.trailing``), and it combines (cue
``combined_amounts.combining``: a count, "with", "plus", "including", "both", "for two ...").
Read from the reply: two distinct amounts of money or more, and no working ("+", "×", "=", a
result word of ``combined_amounts.worked_words``: "together", "in total", or one amount the sum of
the others).
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.quantities import with_digits

_CUE = patterns("combined_amounts")
_MONEY_RE = re.compile(r"[£$€¥]\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?(?:GBP|USD|EUR|CHF|euros?|pounds)\b")
# an operator between two figures ("£22 + £8", "3 × £1", "hours x £15", "= £30"), never a plus inside a quoted line's words
# ("Family ticket (2 adults + 2 children)": a name's plus, no working)
_WORKING_RE = re.compile(r"(?:[\d%)]|[£$€]\s?\d[\d,.]*)\s*[+÷]\s*[£$€(]?\s?\d|(?:×|\s[x*]\s)\s*[£$€(]?\s?\d"
                         r"|=\s*[£$€]?\s?\d")  # (a product's count may be words: "3 extra hours x £15")


def _amounts(text: str) -> set[float]:
    return {float(re.sub(r"[^\d.]", "", m.group(0)).rstrip(".") or 0) for m in _MONEY_RE.finditer(text)}


def unworked(question: str, reply: str) -> str | None:
    """Why ``reply`` is no answer to a question asking one combined amount of money, or ``None``."""
    from course_lib.sim.words.quantities import asks_money

    if not _CUE.trailing.search(question) and (not asks_money(question) or not _CUE.one_amount.search(question)):
        return None
    if not _CUE.combining.search(with_digits(question)):
        return None
    if _CUE.discounted.search(reply):
        return None  # ("concessions half price": a rule that changes a price, not another amount to add)
    amounts = _amounts(reply)
    if _WORKING_RE.search(reply) or _CUE.worked_words.search(reply) or len(amounts) < 2:
        return None
    if any(abs(a - (sum(amounts) - a)) < 0.005 for a in amounts):
        return None  # "£77: £32 for the lesson and £45 for the exam": one amount is the others' sum
    return ("the question asks one amount made of several (a count or an extra it names), and the lines it "
            "found state several amounts, not that one worked out")
