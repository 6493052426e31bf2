"""A price given as a share of another, worked (issue 26, fix59b; the fifty-fourth set's mr-ev): "first
permit for an electric car, cost per year" over "Electric vehicles: the first permit is half price."
and "First permit £60 a year, second permit £110 a year" is £30; "Students get 25% off the annual
pass." over "Annual pass £240." is £180.

Evidence: the question asks an amount (``unworked_answers`` cue ``asks_amount``) and states no share
itself; a sentence of the documents gives a share ("half price", "25% off", "a third off": the cue
``price_share``, one home for both readers) and no amount; the question shares a word with that
sentence that is no word of the priced thing (the group the share is for: "over-60s", "students",
"electric"); the price it is a share of is the one amount of another sentence whose words just before
it ("First permit £60") share the most words with the share sentence, one amount ahead of any other.
A question counting things ("my two dogs") or a share of one more ("a second dog goes half price")
is another reader's work. A question naming a place ("first permit") takes no base whose label names
another ("The second permit now costs £130"), and a base whose label names its own goes ahead (fix64b). Anything less: nothing worked (the reader that states the share's limit answers).

- ``worked(question, bodies)``: the reply ("£30 (half price, of First permit £60): ..."), else ``None``.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_SHARES = patterns("unworked_answers")  # price_share, asks_amount: data/sim/patterns.yaml (one home)
_MONEY_RE = re.compile(r"([£$€])\s?(\d+(?:\.\d{1,2})?)(?![\d%])")
_SENTENCE_RE = re.compile(r"[^.!?\n]+(?:\.\d+[^.!?\n]*)*[.!?]?")
_COUNT_RE = re.compile(r"\b(?:[2-9]|1\d|two|three|four|five|six|both)\s+(?!(?:years?|yrs?|months?)\b)[a-z]", re.IGNORECASE)
_NEXT_ONE_RE = re.compile(r"\b(?:second|third|another|additional|each further|further|extra|subsequent)\b", re.IGNORECASE)
_LABEL_WORDS = 4  # words before an amount read as its label
_MAX_CHARS = 20000


def _places(text: str) -> set[int]:
    """The places ("first", "second", "2nd") ``text`` names, as numbers (``number_words`` ordinals)."""
    from course_lib.sim.words import number_words

    words = number_words.ordinals(1, 10)
    found = {words[w] for w in re.findall(r"[a-z]+", text.lower()) if w in words}
    return found | {int(n) for n in re.findall(r"\b(\d{1,2})(?:st|nd|rd|th)\b", text.lower())}


def _factor(share: str) -> float | None:
    s = share.lower()
    if "half" in s or "halved" in s:
        return 0.5
    if "third" in s:
        return 2 / 3
    if "quarter" in s:
        return 0.75
    m = re.search(r"(\d{1,2}|fifty|twenty[- ]five|ten)\s?(?:%|per ?cent|percent)", s)
    if not m:
        return None
    n = {"fifty": 50, "twenty-five": 25, "twenty five": 25, "ten": 10}.get(m.group(1), None)
    return 1 - (n if n is not None else int(m.group(1))) / 100


def _shown(symbol: str, value: float) -> str:
    value = round(value + 1e-9, 2)
    return f"{symbol}{value:.2f}" if value != int(value) else f"{symbol}{int(value)}"


def worked(question: str, bodies: list[str]) -> str | None:
    """See the module docstring."""
    if not _SHARES.asks_amount.search(question) or _SHARES.price_share.search(question) or _COUNT_RE.search(question):
        return None  # (a count asked, "my two dogs": the share is of one of them, the sum another reader's work)
    asked = set(content_terms(question))
    sentences = [s.strip() for b in bodies if _SHARES.price_share.search(b) for s in _SENTENCE_RE.findall(b[:_MAX_CHARS])]
    shares = sorted(((len(set(content_terms(s)) & asked), s, m) for s in sentences
                     if (m := _SHARES.price_share.search(s)) and not _MONEY_RE.search(s)), key=lambda x: -x[0])
    if not shares or shares[0][0] == 0 or (len(shares) > 1 and shares[1][0] == shares[0][0]):
        return None  # (the share sentence sharing the most words with the question, one ahead of any other)
    shares = [(s, m) for _, s, m in shares[:1]]
    line, share = shares[0]
    if _NEXT_ONE_RE.search(line):
        return None  # "a second dog goes half price": a share of one more, not the asked price
    factor = _factor(share.group(0))
    after = re.sub(r"\([^)]*\)", " ", line[share.end():])  # "the course fee (not off the textbook)"
    terms = set(content_terms(after)) or set(content_terms(line[:share.start()]))  # what the share is of
    scored = []
    for s in sentences:
        for m in _MONEY_RE.finditer(s):
            label = " ".join(re.findall(r"[\w'-]+", s[:m.start()])[-_LABEL_WORDS:])
            scored.append((len(set(content_terms(label)) & terms), label, m, s))
    asked_places = _places(question)
    if asked_places:  # "first permit ...": a base whose label names another place ("Second permit") is
        # no base, one that names the question's own wins ahead of the rest (fix64b, XW2 park-ev)
        # (the places read over the sentence before the amount: "The second resident permit now costs £130")
        scored = [(n + (1 if _places(s[:m.start()]) & asked_places else 0), label, m, s) for n, label, m, s in scored
                  if not _places(s[:m.start()]) or _places(s[:m.start()]) & asked_places]
    scored.sort(key=lambda x: -x[0])
    if factor is None or not scored or scored[0][0] == 0 or (len(scored) > 1 and scored[1][0] == scored[0][0]):
        return None
    _, label, money, _ = scored[0]
    group = (set(content_terms(line)) & asked) - set(content_terms(label))
    if not group:
        return None  # the question asks the priced thing itself ("an adult swim"), not the share's group
    price = float(money.group(2))
    return (f"{_shown(money.group(1), price * factor)} ({share.group(0)}, of {label.strip()} "
            f"{money.group(1)}{money.group(2)}): \"{line}\"")
