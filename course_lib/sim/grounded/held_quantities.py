"""A quantity the question states against quantities of the same kind the notes state (issue 26,
the twenty-seventh set's V2; notebook 02's grounded answers).

"can i check in a 30kg suitcase" over a boarding pass's "1 x hold bag 23 kg", "can we bring 3
dogs" over "up to 2 well-behaved dogs", "is it a 50m pool" over "25 m long": no sentence writes
the question's figure, and a word-by-word reading trusts "I don't know.". But the notes state a
quantity of the question's own kind (a unit pint reads: kg, m, litres; or a counted noun: dogs,
people, "6 of us"), so its subject is there and the answer is a comparison.

:func:`compared` reads yes/no questions only (in "who won the 100m backstroke" the quantity names
the thing asked about, it asks no comparison). It gives the verdict of the question's quantity against
every bound the notes state on that kind ("up to 2 dogs", "max 4 people", "a height limit of
2.1 m": ``comparisons``' words, ``lexicons.yaml`` ``compare_*``), when they all agree; else,
when the notes state that kind without a bound it can apply ("23 kg", "25 m long", "0.9 m
deep"), a ``Doubt`` naming the values (the caller states a documents limit, never "I don't
know."). ``None`` when the question states no quantity or the notes none of its kind. Counted
nouns that mean the same count ("people", "guests", "of us") are one group: ``lexicons.yaml``
``counted_people``. Bounded: ``_MAX_DOCS``, ``_MAX_UNITS``, ``_MAX_SHOWN``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import lexicon, patterns

_CUE = patterns("held_quantities")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_UNITS = 1000  # a cap on the units read per document
_MAX_SHOWN = 4  # the most stated values named in a doubt
_NUM = r"\d+(?:\.\d+)?"
# "3 dogs", "2 well-behaved dogs", "6 of us", "4 people": a number and the noun it counts (one word
# between allowed: a hyphenated or "-ed" description)
_COUNTED_RE = re.compile(rf"(?<![\w.,£$€:/-])(?P<n>{_NUM})\s+(?:(?P<desc>[a-z]+-[a-z-]+|[a-z]+ed)\s+)?"
                         r"(?P<noun>of us|[a-z]{3,})\b", re.IGNORECASE)


@dataclass(frozen=True)
class Amount:
    value: float
    key: str  # a pint unit's dimension-free name ("kilogram") or a counted noun's singular ("dog")
    text: str  # as written ("30kg", "3 dogs")
    start: int
    pint: bool
    quantity: object = None  # for a pint unit, its ``comparisons.Quantity``


@dataclass(frozen=True)
class Verdict:
    """The question's quantity against the notes' bounds on its kind: all agree."""

    yes: bool
    asked: str  # "3 dogs"
    lines: tuple[str, ...]  # the lines stating the bounds
    why: str  # "3 dogs is more than at most 2 dogs"

    def text(self) -> str:
        quoted = " ".join(line if line.rstrip().endswith((".", "!", "?")) else line.rstrip() + "." for line in self.lines)
        return f"{'Yes' if self.yes else 'No'}: {self.why}. {quoted}"


@dataclass(frozen=True)
class Doubt:
    """The notes state the question's kind of quantity, but no bound it can apply: why."""

    reason: str


def asks_yes_no(question: str) -> bool:
    """A yes/no question, or a statement then one ("My son has trained 17 sessions. Can he go for it?")."""
    return any(_CUE.yes_no.search(s) for s in _SENTENCE_RE.split(question.strip())[-2:])


_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+")


def amounts(text: str) -> list[Amount]:
    """The quantities ``text`` states: amounts with a unit pint reads ("30kg", "2.1 m"), and counts
    of a plural noun ("3 dogs", "6 of us")."""
    from course_lib.sim.values import comparisons
    from course_lib.sim.words import joined_units

    out: list[Amount] = []
    apart = _apart(text, joined_units)
    taken: set[int] = set()
    for q in comparisons.quantities(apart):
        if q.unit.isupper():
            continue  # money: priced, not bounded here
        out.append(Amount(q.value, q.unit, q.text, q.start, True, q))
        taken.add(q.start)
    people = {w.lower() for w in lexicon("counted_people")}
    for m in _COUNTED_RE.finditer(apart):
        if m.start() in taken:
            continue
        noun = m.group("noun").lower()
        if noun in people:
            key = "person"
        elif noun.endswith("s") and not noun.endswith("ss") and noun not in _not_counted():
            key = noun[:-1]
        else:
            continue
        out.append(Amount(float(m.group("n")), key, " ".join(m.group(0).split()), m.start(), False))
        taken.add(m.start())
    label = _LABEL_RE.match(apart)
    if label:  # "Bikes: up to 4 on the rack": the line's label is the counted noun
        noun = label.group("label").split()[-1].lower()
        key = "person" if noun in people else noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else ""
        if key and noun not in _not_counted():
            for m in _BARE_RE.finditer(apart, label.end("label")):
                if m.start() not in taken:
                    out.append(Amount(float(m.group(0)), key, f"{m.group(0)} {noun}", m.start(), False))
    return sorted(out, key=lambda a: a.start)


# a line "Bikes: ..." whose label names what its figures count
_LABEL_RE = re.compile(r"^\W*(?P<label>[A-Za-z][A-Za-z -]{1,30}?)\s*:")
# a figure standing alone: no unit, sign, time or decimal joined to it
_BARE_RE = re.compile(rf"(?<![\w.,£$€:/-]){_NUM}(?![\w.,:%/-]|\s*(?:%|[A-Za-z]+\b(?<!\bon)(?<!\bper)(?<!\bat)(?<!\bin)))")


def _apart(text: str, joined_units) -> str:
    """``text`` with numbers written joined to a unit split ("30kg" -> "30 kg")."""
    def split(m: re.Match) -> str:
        parts = joined_units.split(m.group(0))
        return f"{parts[0]} {parts[1]}" if parts else m.group(0)

    return _JOINED_RE.sub(split, text)


_JOINED_RE = re.compile(r"(?<![\w.,/:-])\d+(?:\.\d+)?[A-Za-z]+(?![\w/-])")


def _not_counted() -> frozenset[str]:
    return frozenset(w.lower() for w in lexicon("not_counted_nouns"))


def _same(a: Amount, b: Amount) -> bool:
    if a.pint != b.pint:
        return False
    if not a.pint:
        return a.key == b.key
    from course_lib.sim.values.comparisons import Threshold

    return Threshold("<=", b.quantity).met_by(a.quantity) is not None


def compared(question: str, bodies: list[str]) -> Verdict | Doubt | None:
    """The question's quantity against the notes' (the module docstring)."""
    from course_lib.sim.material.prose import units
    from course_lib.sim.values import comparisons

    if not asks_yes_no(question):
        return None  # "who won the boys 100m backstroke": the quantity names the thing, it asks no comparison
    asked = amounts(question)
    if len(asked) != 1:
        return None
    q = asked[0]
    stated: list[tuple[str, Amount]] = []
    for body in bodies[:_MAX_DOCS]:
        for unit in units(body)[:_MAX_UNITS]:
            stated += [(unit.text, a) for a in amounts(unit.text) if _same(q, a)]
    if not stated:
        return None
    bounds: list[tuple[str, Amount, str]] = []
    for line, a in stated:
        op = comparisons.bound_before(_apart(line, _joined())[: a.start])
        if op:
            bounds.append((line, a, op))
    if bounds:
        verdicts = {_meets(q, a, op) for _, a, op in bounds}
        if None not in verdicts and len(verdicts) == 1:
            yes = verdicts.pop()
            met = {">": "more than", ">=": "at least", "<": "less than", "<=": "at most"}
            unmet = {">": "at most", ">=": "less than", "<": "at least", "<=": "more than"}
            why = "; ".join(dict.fromkeys(
                f"{q.text} is {(met if yes else unmet)[op]} {a.text}" for _, a, op in bounds))
            return Verdict(bool(yes), q.text, tuple(dict.fromkeys(line for line, _, _ in bounds)), why)
    from course_lib.sim.words.sentiment import language_code

    other = language_code(" ".join(bodies)[:2000])
    if other not in ("en", "zh") and other != language_code(question):
        return None  # "3 cm" beside Swedish lines whose words of comparison it does not read: the language's limit
    values = list(dict.fromkeys(a.text for _, a in stated))
    return Doubt(f"the question's {q.text} is a quantity of a kind the documents state "
                 f"({', '.join(values[:_MAX_SHOWN])}), and it did not compare the two")


def _joined():
    from course_lib.sim.words import joined_units

    return joined_units


def _meets(q: Amount, bound: Amount, op: str) -> bool | None:
    if q.pint:
        from course_lib.sim.values.comparisons import Threshold

        return Threshold(op, bound.quantity).met_by(q.quantity)
    return {">": q.value > bound.value, ">=": q.value >= bound.value, "<": q.value < bound.value,
            "<=": q.value <= bound.value}[op]
