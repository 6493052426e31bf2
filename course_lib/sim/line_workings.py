"""A value worked out from the figures one line states (issue 26; notebook 02's grounded answers).

"How many swimmers are short of a seat?" over "We have 14 swimmers entered but only 9 seats on the
minibus": the line holds the operands, not the answer, and quoting it passes them off as one. A
model subtracts. Here, when the question asks a value by an operation (cues in ``patterns.yaml``
``line_workings``), the document's sentence that shares the most of the question's words and holds
figures (numbers in words read through ``quantities.with_all_digits``; the next sentence too when
each holds one figure: "Expected: 18 species. Actual: 23 species.") is worked out, with the working:

- a difference ("short", "out by", "by how many", "how many more", "the difference"): its two
  figures of one kind (two amounts of one currency, or two counts), the larger less the smaller;
  "how much more does A get than B": each figure paired with the side of the question named just
  before it in the line, A's less B's;
- a part of a total in a state ("how many beds are open" over "28 beds; 3 are closed"): the total
  less the figure written before the opposite state (pairs of states as data: ``lexicons.yaml``
  ``state_opposites``);
- a quotient ("how many litres per platy" over "a 180 litre tank ... twelve platies"): the other
  figure over the count of the thing "per" names (a period or a price unit is a rate others read).

Asked, but the figures do not pair (more than two, or of two kinds, or no side named): ``Unworked``
with the reason (the caller states a documents limit instead of quoting the operands). Not asked,
a line that states the result or the rate itself, no line with figures on the subject: ``None``.
Bounded: ``_MAX_DOCS``, ``_MAX_UNITS``, ``_MAX_FIGURES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.cues import lexicon, patterns
from course_lib.sim.text import content_terms

_CUE = patterns("line_workings")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_UNITS = 400  # a cap on the sentences read per document
_MAX_FIGURES = 12  # a sentence with more figures is a table row or a list: not one line's operands
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'-]*")
_LABEL_BEFORE_RE = re.compile(r"\b[A-Z][a-z]+\s$")
_ASKING = frozenset(content_terms("how many much more fewer less short difference out off by per each every get gets "
                                  "what whats is are was were will be the total"))


@dataclass(frozen=True)
class Figure:
    """A figure of a sentence: its value, as written, the stem of the word after it, its currency."""

    value: float
    written: str
    noun: str
    currency: str
    start: int
    end: int


@dataclass(frozen=True)
class Worked:
    """The result with its working ("5 (14 - 9 = 5).")."""

    value: float
    working: str
    operation: str
    currency_sign: str = ""

    def text(self) -> str:
        from course_lib.sim.arithmetic import format_number

        shown = f"{self.value:.2f}" if self.currency_sign and not float(self.value).is_integer() else format_number(
            round(self.value, 2))
        return f"{self.currency_sign}{shown} ({self.working})."


@dataclass(frozen=True)
class Unworked:
    """An operation asked over a line's figures that do not pair: why."""

    reason: str


def worked(question: str, bodies: list[str]) -> Worked | Unworked | None:
    """The value the question asks worked out from one line's figures (see the module docstring)."""
    operation = _operation(question)
    if operation is None:
        return None
    kind, detail = operation
    own = frozenset(content_terms(question)) - _ASKING
    line = _best_line(own, bodies, question)
    if line is None:
        return None
    text, figures = line
    if kind == "difference":
        return _difference(question, text, figures, detail)
    if kind == "state":
        return _complement(text, figures, detail)
    return _quotient(question, text, figures, detail)


def _operation(question: str) -> tuple[str, object] | None:
    """("difference", the than-match or None), ("state", (noun, state, opposite)) or ("per", noun)."""
    m = _CUE.state.search(question)
    if m:
        state = m.group("state").lower()
        opposite = _opposites().get(state)
        if opposite:
            return "state", (m.group("noun") or "", state, opposite)
    if _CUE.difference.search(question):
        return "difference", _CUE.than.search(question)
    m = _CUE.per.search(question)
    if m:
        noun = (m.group("noun") or m.group("noun2")).lower()
        if not _CUE.period.match(noun) and content_terms(noun):
            return "per", content_terms(noun)[0]
    return None


def _opposites() -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for pair in lexicon("state_opposites"):
        a, _, b = pair.partition(" ")
        out.setdefault(a, set()).add(b)
        out.setdefault(b, set()).add(a)
    return out


def _best_line(own: frozenset[str], bodies: list[str], question: str) -> tuple[str, list[Figure]] | None:
    """The sentence sharing the most of the question's words that holds figures the question does
    not state (with the next sentence when each holds one figure); ``None`` on a tie or none."""
    from course_lib.sim.prose import units

    if not own:
        return None
    given = {f.value for f in _figures(question)}
    scored: list[tuple[int, str, list[Figure]]] = []
    for body in bodies[:_MAX_DOCS]:
        read = units(body)[:_MAX_UNITS]
        if any(u.row for u in read):
            continue  # a table or records: their cells are read by the row and column readers, not as one line
        sentences = [u.text for u in read if not u.heading]
        for i, sentence in enumerate(sentences):
            score = len(own & frozenset(content_terms(sentence)))
            if not score:
                continue
            figures = [f for f in _figures(sentence) if f.value not in given]
            if len(figures) == 1 and i + 1 < len(sentences):
                after = [f for f in _figures(sentences[i + 1]) if f.value not in given]
                if len(after) == 1 and after[0].noun == figures[0].noun and after[0].currency == figures[0].currency:
                    sentence = f"{sentence} {sentences[i + 1]}"
                    figures = [f for f in _figures(sentence) if f.value not in given]
            if len(figures) >= 2:
                scored.append((score + _contrasted(sentence), sentence, figures))
    if not scored:
        return None
    best = max(s for s, _, _ in scored)
    top = [(t, f) for s, t, f in scored if s == best]
    return top[0] if len({t for t, _ in top}) == 1 else None


def _contrasted(sentence: str) -> int:
    """1 when the sentence holds both labels of a contrast pair ("Expected: 18. Actual: 23."), else 0."""
    words = {w.lower() for w in _WORD_RE.findall(sentence)}
    return int(any(a in words and b in words for a, _, b in (p.partition(" ") for p in lexicon("contrast_pairs"))))


def _figures(sentence: str) -> list[Figure]:
    """The figures of a sentence (amounts with their currency, counts with the word after them);
    clock times, dates and codes are none."""
    from course_lib.sim.calendar_dates import written_dates
    from course_lib.sim.currencies import AMOUNT_RE, amount_currency, amount_value
    from course_lib.sim.field_readers import time_spans
    from course_lib.sim.quantities import with_all_digits

    text = with_all_digits(sentence)
    opening = _CUE.enumerator.match(text)
    if opening:  # blanked, not cut: the figures' places stay those of the sentence
        text = " " * opening.end() + text[opening.end():]
    taken = [(a, b) for a, b, _ in time_spans(text)] + [(a, a + 10) for a, _ in written_dates(text)]
    out: list[Figure] = []
    for m in AMOUNT_RE.finditer(text):
        if any(a < m.end() and m.start() < b for a, b in taken):
            continue
        try:
            value = amount_value(m)
        except ValueError:
            continue
        out.append(Figure(value, m.group(0).strip(), _noun_after(text, m.end())[0], amount_currency(m), m.start(),
                          m.end()))
    for m in _CUE.figure.finditer(text):
        if any(a < m.end() and m.start() < b for a, b in taken) or any(
                f.start <= m.start() < f.end for f in out):
            continue
        noun, word = _noun_after(text, m.end())
        if not noun and _LABEL_BEFORE_RE.search(text[:m.start()]):
            continue  # "Motion 3 (new car park)", "Room 12:": a name's number, no count
        out.append(Figure(float(m.group("n")), f"{m.group('n')} {word}".strip(), noun, "", m.start(), m.end()))
    out.sort(key=lambda f: f.start)
    return out if len(out) <= _MAX_FIGURES else []


def _noun_after(text: str, at: int) -> tuple[str, str]:
    """The stem of the word right after a figure and the word ("litr", "litre" in "180 litre
    tank"); ("", "") when none."""
    m = _WORD_RE.match(text[at:].lstrip(" -"))
    terms = content_terms(m.group(0)) if m else ()
    return (terms[0], m.group(0)) if terms else ("", "")


def _words_after(text: str, at: int, n: int = 3) -> list[str]:
    """The first ``n`` words after a figure, up to the next figure or clause mark."""
    clause = re.split(r"[;,.:()\d]", text[at:at + 60], maxsplit=1)[0]
    return [w.lower() for w in _WORD_RE.findall(clause)[:n]]


def _same_kind(a: Figure, b: Figure) -> bool:
    return a.currency == b.currency


def _sign(f: Figure) -> str:
    m = re.match(r"[^\d\s]+", f.written)
    return m.group(0) if f.currency and m else ""


def _difference(question: str, text: str, figures: list[Figure], than) -> Worked | Unworked | None:
    asked = frozenset(content_terms(question))
    if len(figures) == 2 and not figures[0].currency and not figures[1].currency and figures[0].noun != figures[
            1].noun and not {figures[0].noun, figures[1].noun} <= asked:
        return None  # "18 nautical miles ... 10 seconds": two measures of other things, not this difference's
    if len(figures) != 2 or not _same_kind(*figures):
        return Unworked(f"the question asks for a difference, and the line on its subject gives "
                        f"{len(figures)} figures ({', '.join(f.written for f in figures[:4])}) that it cannot pair")
    first, second = figures
    sign = _sign(first)
    if than is not None:
        sides = [frozenset(content_terms(than.group(g))) - _ASKING for g in ("a", "b")]
        sides = [sides[0] - sides[1], sides[1] - sides[0]]
        named = [_side_before(text, f.start, sides) for f in figures]
        if sorted(n for n in named if n is not None) != [0, 1]:
            return Unworked("the question asks how much one side exceeds the other, and the line on its subject "
                            f"gives two figures ({first.written}, {second.written}) it cannot tell apart by the "
                            "sides the question names")
        a, b = (first, second) if named[0] == 0 else (second, first)
        diff = a.value - b.value
        word = "more" if diff >= 0 else "less"
        return Worked(abs(diff), f"{a.written} - {b.written} = {sign}{_num(abs(diff))} {word}", "difference", sign)
    big, small = (first, second) if first.value >= second.value else (second, first)
    return Worked(big.value - small.value, f"{big.written} - {small.written} = {sign}{_num(big.value - small.value)}",
                  "difference", sign)


def _num(value: float) -> str:
    from course_lib.sim.arithmetic import format_number

    return format_number(round(value, 2))


def _side_before(text: str, at: int, sides: list[frozenset[str]]) -> int | None:
    """Which side (0, 1) of the question the last word before ``at`` that names one names."""
    for m in reversed(list(_WORD_RE.finditer(text[:at]))):
        terms = frozenset(content_terms(m.group(0)))
        for i, side in enumerate(sides):
            if terms & side:
                return i
    return None


def _complement(text: str, figures: list[Figure], detail) -> Worked | Unworked | None:
    noun, state, opposite = detail
    if any(state in _words_after(text, f.end) for f in figures):
        return None  # "25 are open": the line states it
    part = [f for f in figures if opposite & set(_words_after(text, f.end))]
    noun_terms = frozenset(content_terms(noun))
    whole = [f for f in figures if f not in part and (not noun_terms or f.noun in noun_terms)]
    if len(part) != 1 or len(whole) != 1 or whole[0].value < part[0].value:
        return Unworked(f"the question asks how many are {state}, and the line on its subject gives figures "
                        f"({', '.join(f.written for f in figures[:4])}) it cannot pair as a total and a part")
    gone = next(w for w in _words_after(text, part[0].end) if w in opposite)
    value = whole[0].value - part[0].value
    return Worked(value, f"{whole[0].written} - {_num(part[0].value)} {gone} = {_num(value)} {state}", "difference")


def _quotient(question: str, text: str, figures: list[Figure], noun: str) -> Worked | Unworked | None:
    if _CUE.stated_rate.search(text):
        return None  # "15 litres each", "£4 per person": the rate is stated
    counts = [f for f in figures if f.noun and (f.noun == noun or f.noun.endswith(noun)) and not f.currency]
    others = [f for f in figures if f not in counts]
    asked_unit = frozenset(content_terms(question[:_CUE.per.search(question).start()])) - _ASKING
    if len(others) > 1:
        others = [f for f in others if f.noun in asked_unit] or others
    if not counts:
        return None  # the line counts no such thing: not this line's quotient
    if len(counts) != 1 or len(others) != 1 or not counts[0].value:
        return Unworked(f"the question asks for an amount per {noun}, and the line on its subject gives figures "
                        f"({', '.join(f.written for f in figures[:4])}) it cannot pair as an amount and a count")
    amount, count = others[0], counts[0]
    value = amount.value / count.value
    sign = _sign(amount)
    return Worked(value, f"{amount.written} / {count.written} = {sign}{_num(value)} per {noun}", "quotient", sign)
