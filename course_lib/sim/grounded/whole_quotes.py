"""A reply that quotes most of a document answers no question asking an amount of money (issue 26; the
operands_x probe's JSON fee record quoted whole for "a whole year of the course incl the book", the
fifty-first set's TOML table quoted as one sentence for "what do I pay"): the learner is handed the
price list back, with no sign that the simulator could not pick or work the amount. Only money questions
and quoted replies: a count listing its items ("3 items: ..."), a verdict, a name in a short record, a
grader's reply are composed on purpose (tried on every question: eight unit tests and ports of
answers that hold most of their short documents failed).

``quoted_whole(question, reply, bodies)``: the share of a document's distinct words the reply holds, when
it is ``MOST`` or more of a document of ``MIN_WORDS`` distinct words or more, laid out in ``MIN_LINES``
lines or more or as a JSON record (a record, a price list, a table, a chat; a notice of a sentence or two
may be its own answer quoted whole), stating ``MIN_FIGURES`` figures or more of which the reply holds
``MOST`` (and ``MIN_FIGURES`` at least); the reply has no working of its own ("£51: £21 + £30": a worked
reply quotes its operands on purpose) and opens with no figure, count or verdict; the question asks an
amount (``quantities.asks_money`` or cue ``amount_asked``), no time, place or person, and not the whole
("list the prices", "summarise": cue ``whole_asked``). ``None`` otherwise. The caller
(``replies._whole_quote``, the last check of a grounded reply) states the documents limit. Cheap: a reply
shorter than a ``MOST`` share of half the document's text is not read word by word.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.quantities import asks_money

_CUE = patterns("whole_quotes")  # its cue patterns: data/sim/patterns.yaml
MOST = 0.7  # the share of a document's distinct words a reply holds when it quotes the document whole
MIN_WORDS = 20  # distinct words of a document: a shorter one may be its own answer
MIN_FIGURES = 3  # figures a document states: fewer, and there is no value to pick among
MIN_LINES = 4  # non-empty lines of a document laid out in lines (a JSON record aside): fewer, and it may be prose
_MAX_DOCS = 20  # a cap on the documents read
_WORD_RE = re.compile(r"[^\W_]{2,}")
_FIGURE_RE = re.compile(r"\d+(?:[.,]\d+)?")
# a reply composed by a reader, not a quote: it opens with its figure, its count or its verdict ("3 items: ...",
# "£40 ...", "No: ...")
_COMPOSED_RE = re.compile(r"\W*(?:[£$€¥]\s?\d|\d|yes\b|no\b)", re.IGNORECASE)
# a question asking a time, a place or a person, though it names paying ("when do I have to pay my subs by?")
_OTHER_KIND_RE = re.compile(r"\W*(?:when|where|who|whom|whose|what\s+(?:time|date|day)|which\s+(?:day|date))\b",
                            re.IGNORECASE)
# a working in the reply ("£51: £21 + £30", "3 hours x £7", "12 × £32 − 12 × £21"): it answers, its quotes are its operands
_WORKING_RE = re.compile(r"\d[^\d\n]{0,6}?(?<![A-Za-z])[x×+−](?![A-Za-z])[^\d\n]{0,6}?\d")


def quoted_whole(question: str, reply: str, bodies: list[str]) -> float | None:
    """The module docstring's check: the share of a document's distinct words ``reply`` holds when it
    quotes that document whole for a question asking an amount; ``None`` when it does not."""
    asks_amount = asks_money(question) or _CUE.amount_asked.search(question)
    if not asks_amount or _CUE.whole_asked.search(question) or _OTHER_KIND_RE.match(question) \
            or _WORKING_RE.search(reply) or _COMPOSED_RE.match(reply):
        return None
    said: set[str] | None = None
    for body in bodies[:_MAX_DOCS]:
        figures = set(_FIGURE_RE.findall(body))
        if len(reply) < MOST * len(body.strip()) * 0.5 or len(figures) < MIN_FIGURES:
            continue
        words = {w.lower() for w in _WORD_RE.findall(body)}
        if len(words) < MIN_WORDS or not _laid_out(body):
            continue
        if said is None:
            said = {w.lower() for w in _WORD_RE.findall(reply)}
        share = len(words & said) / len(words)
        held = figures & set(_FIGURE_RE.findall(reply))
        if share >= MOST and len(held) >= MIN_FIGURES and len(held) >= MOST * len(figures):
            return round(share, 2)
    return None


def _laid_out(body: str) -> bool:
    """A document laid out in lines or as a data record (rows, messages, settings, a price list, a JSON
    object): quoting most of it hands over its values. A notice of a sentence or two in prose may be its
    own answer, quoted whole (the eighth and twelfth sets' short notices in other languages)."""
    text = body.strip()
    if text[:1] in "{[":
        return True
    return sum(1 for line in text.splitlines() if line.strip()) >= MIN_LINES


__all__ = ["MIN_FIGURES", "MIN_LINES", "MIN_WORDS", "MOST", "quoted_whole"]
