"""One unit's price worked from a bundle's, and a price written as a multiple of another line's (issue 26;
the sixty-first set's ZW2; fix66b).

- ``per_unit(question, bodies)``: "how much per class on the 10 class pass" over "10-class pass: £85" and a later
  "the 10-class pass is now £95, not £85": the question asks one unit's price (``patterns.yaml``
  ``bundle_units.asked_unit``: "per class", "each lesson", "a night") and names a count (10); the lines that count
  that unit with that count ("10-class pass", "Block of 10 one-hour lessons", "7 nights") give the bundle's price,
  divided by the count: "£9.50 per class (£95 / 10)". A value struck out ("not £85", "was £60": ``struck``) is
  dropped, and a changing line ("now", "Update:": ``change``) stands before the lines it changes. ``Worked`` with
  no reply (the working limit) when the lines leave more than one price; ``None`` when no unit's price is asked,
  the question gives no count, no line counts the unit so, or a line already prices one unit ("£35 per lesson":
  the usual reading quotes it).
- ``multiple(question, bodies)``: "how much is the 10 visit card" over "10-visit punch card ... 9 x the peak entry
  price" and "Adult entry (peak) ... £13.50": a line whose value is "N x the <label> price" (``multiple``), on the
  question's subject, is worked with the one line whose words hold every word of the label and one amount
  ("off-peak" is no "peak"): "£121.50 (9 x £13.50)". ``Worked`` with no reply when no line or several lines with
  different amounts match the label; ``None`` when no such line is on the question's subject.
Bounded: ``_MAX_DOCS``, ``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.grounded.said_amounts import amounts, money
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import STOP_WORDS, stem

__all__ = ["Worked", "multiple", "per_unit"]

_CUE = patterns("bundle_units")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20
_MAX_LINES = 400
_SENTENCE_RE = re.compile(r"(?:[^.!?\n]|(?<=\d)\.(?=\d))+(?:[.!?]|$)")  # ("£9.50" is one figure)
_LEADER_RE = re.compile(r"\s*(?:\.{2,}|…+)\s*")
_TOKEN_RE = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_FIGURE_RE = re.compile(r"(?<![\d.,])\d{1,4}(?![\d])")


@dataclass(frozen=True)
class Worked:
    line: str  # the line (or lines) the figure is worked from
    worked: str  # the worked reply; "" when it cannot be worked (the working limit)

    def given_in(self, reply: str) -> bool:
        """Whether ``reply`` already states the worked figure ("£35", never as part of "£350")."""
        if not self.worked:
            return False
        figure = self.worked.split(" (")[0].removeprefix("about ").split(" per ")[0]
        return re.search(rf"(?<![\d.,]){re.escape(figure)}(?!\d|[.,]\d)", reply) is not None


def _sentences(bodies: list[str]):
    for body in bodies[:_MAX_DOCS]:
        for line in (body or "").splitlines()[:_MAX_LINES]:
            line = _LEADER_RE.sub(" ", line)  # ("Adult entry (peak) ...... £13.50": a dotted leader ends no sentence)
            for s in _SENTENCE_RE.finditer(line):
                text = s.group(0).strip().lstrip(">-*• ").strip()
                if text:
                    yield text


def _asks_price(question: str) -> bool:
    from course_lib.sim.words.quantities import asks_money

    return asks_money(question) or bool(_CUE.asks_price.search(question))


def _prices(sentence: str) -> list[tuple[float, str]]:
    """The amounts ``sentence`` states, less those it strikes out ("now £95, not £85": £95)."""
    struck = {v for m in _CUE.struck.finditer(sentence) for v, _ in amounts(m.group("amount"))}
    return [(v, s) for v, s in amounts(sentence) if v not in struck]


def per_unit(question: str, bodies: list[str]) -> Worked | None:
    """The module docstring's one unit's price worked for ``question`` over the documents ``bodies``."""
    asked = [m.group("unit") for m in _CUE.asked_unit.finditer(question) if m.group("unit").lower() not in STOP_WORDS]
    counts = {int(f) for f in _FIGURE_RE.findall(question)} - {0, 1}
    if not asked or not counts or not _asks_price(question):
        return None
    units = {stem(u.lower()) for u in asked}
    found: list[tuple[str, int, str]] = []  # (sentence, count, unit as written)
    for sentence in _sentences(bodies):
        hit = next(((int(m.group("n")), w) for m in _CUE.counted_unit.finditer(sentence) if int(m.group("n")) in counts
                    for w in re.split(r"[\s-]+", m.group("after").lower()) if w and stem(w) in units), None)
        if hit is None or not amounts(sentence):
            continue
        if any(stem((p.group("unit") or "").lower()) in units | {""} for p in _CUE.unit_priced.finditer(sentence)):
            return None  # "10 lessons at £35 per lesson": one unit's price is stated
        found.append((sentence, *hit))
    if not found:
        return None
    changing = [f for f in found if _CUE.change.search(f[0])]
    chosen = changing or found
    struck = {v for f in found for m in _CUE.struck.finditer(f[0]) for v, _ in amounts(m.group("amount"))}
    values = {(v, s, f[1]) for f in chosen for v, s in _prices(f[0]) if v not in struck}
    line = chosen[-1][0]
    if len(values) != 1:
        return Worked(line, "")
    value, sign, n = values.pop()
    unit = next(u for u in asked if stem(u.lower()) == stem(chosen[-1][2]))
    return Worked(line, f"{_quotient(value / n, sign)} per {unit} ({money(value, sign)} / {n}): \"{line}\"")


def _quotient(value: float, sign: str) -> str:
    """A quotient written to the penny, "about" when it does not come out even (a third of £10: "about £3.33";
    a small one to three significant figures: "about £0.009")."""
    if abs(value * 100 - round(value * 100)) < 1e-6:
        return money(value, sign)
    if value < 0.1:
        figure = f"{value:.3g}"
        return f"about {sign}{figure}" if len(sign) == 1 else f"about {figure} {sign}"
    return f"about {money(round(value, 2), sign)}"


def _tokens(text: str) -> set[str]:
    return set(_TOKEN_RE.findall(text.lower()))


def _holds_label(sentence: str, label: list[str]) -> bool:
    """Every word of ``label`` is a word of ``sentence`` ("match-day" also as "match day"; "peak" is not
    "off-peak")."""
    words = _tokens(sentence)
    low = " ".join(_TOKEN_RE.findall(sentence.lower()))
    return all(w in words or ("-" in w and w.replace("-", " ") in low) for w in label)


def _extra_words(sentence: str, label: list[str]) -> int:
    """How many words ``sentence`` names before its amount besides the label's."""
    from course_lib.sim.words.currencies import AMOUNT_RE

    m = AMOUNT_RE.search(sentence)
    head = sentence[:m.start()] if m else sentence
    parts = {p for w in label for p in w.split("-")}
    return len([w for w in re.findall(r"[a-z]+", head.lower()) if w not in parts and w not in STOP_WORDS])


def multiple(question: str, bodies: list[str]) -> Worked | None:
    """The module docstring's multiple of another line's price worked for ``question`` over ``bodies``."""
    if not _asks_price(question):
        return None
    asked = {stem(w) for w in _tokens(question) for w in re.split(r"-", w) if w not in STOP_WORDS and len(w) > 1}
    sentences = list(_sentences(bodies))
    subject = []
    for sentence in sentences:
        m = _CUE.multiple.search(sentence)
        if m is None or amounts(sentence):
            continue
        head = {stem(w) for w in _TOKEN_RE.findall(sentence[:m.start()].lower()) for w in w.split("-")}
        if len(asked & head) >= 2 or (asked & head and len(asked) <= 2):
            subject.append((sentence, m))
    if len(subject) != 1:
        return None
    sentence, m = subject[0]
    label = [w for w in _TOKEN_RE.findall(m.group("label").lower()) if w not in STOP_WORDS]
    if not label:
        return Worked(sentence, "")
    priced = [(s, amounts(s)) for s in sentences if s != sentence and _holds_label(s, label)]
    priced = [(s, a) for s, a in priced if len(a) == 1]
    if len({a[0] for _, a in priced}) > 1:  # the line naming the least besides the label ("Match day", not "Junior
        extra = {s: _extra_words(s, label) for s, _ in priced}  # match day"); a tie leaves it unsure
        fewest = min(extra.values())
        priced = [(s, a) for s, a in priced if extra[s] == fewest]
    if len({a[0] for _, a in priced}) != 1:
        return Worked(sentence, "")
    (value, sign), = priced[0][1]
    n = float(m.group("n"))
    shown_n = f"{n:g}"
    base = priced[0][0]
    return Worked(sentence, f"{money(value * n, sign)} ({shown_n} x {money(value, sign)}, the {m.group('label').strip()} "
                            f"price: \"{base}\").")
