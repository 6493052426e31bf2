"""A rule over a class of numbered things, checked against the one the question asks about (issue
26, the forty-seventh set's PP2: "Does ticket 135 win anything?" over "Every ticket ending in 0 or 5
wins a prize." was answered "I don't know.").

The question asks yes or no about a numbered instance ("ticket 47", "plot 14", "table 11"); a clause
of the documents names the same noun and a class of numbers by a rule (data ``patterns.yaml``
``class_rules``): the last digits ("ending in 0 or 5"), parity ("even-numbered", "odd numbers"), or a
span ("tables 9 to 14"), each rule governing its clause up to the next rule. The rules whose part
shares the most words of the question's predicate ("win", "water butt", "orangery", "Tuesday") decide:
yes when the number is in their class, no when it is not, nothing when they disagree. Each with the
rule quoted. A question whose number a document
names itself ("ticket 118" in the results) is left to the readers of that line. Cheap gate: the
question must hold a figure and a noun before it, and a document that noun.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms, stem

_CUE = patterns("class_rules")
_MAX_LINES = 400  # of a document read for rules


@dataclass(frozen=True)
class Verdict:
    """Whether the asked instance is in the class a clause's rule names, and that clause's line."""

    holds: bool
    noun: str
    number: int
    line: str
    why: str

    def text(self) -> str:
        quoted = " ".join(self.line.split())
        return f'{"Yes" if self.holds else "No"}: {self.noun} {self.number} {self.why}, and the documents say "{quoted}"'


def verdict(question: str, bodies: list[str]) -> Verdict | None:
    """The yes / no for the numbered instance ``question`` asks about, read from a class rule of
    ``bodies``; ``None`` when no clause on its noun states one."""
    if not any(c.isdigit() for c in question):
        return None
    asked = _CUE.instance.search(question)
    if asked is None:
        return None
    noun, number = asked.group("noun").lower(), int(asked.group("n"))
    noun_stem = stem(noun)
    predicate = set(content_terms(question[:asked.start()] + " " + question[asked.end():])) - {noun_stem, noun}
    if not predicate:
        return None
    instance = re.compile(rf"\b{re.escape(noun)}s?\s+(?:no\.?\s*|number\s+|#\s*)?{number}\b", re.IGNORECASE)
    ruled: list[tuple[int, bool, str, str]] = []  # (predicate words shared, inside, why, line)
    for body in bodies:
        if noun_stem[:4] not in body.lower() or instance.search(body):
            continue  # (the instance named by a line of its own: that line answers, not a rule)
        for line in body.splitlines()[:_MAX_LINES]:
            if noun_stem[:4] not in line.lower():
                continue
            for clause in _CUE.clause.split(line):
                for inside, why, part in _rules(clause, noun_stem, number):
                    shared = len(predicate & set(content_terms(part)))
                    if shared:
                        ruled.append((shared, inside, why, line.strip()))
    if not ruled:
        return None
    best = max(r[0] for r in ruled)
    top = [r for r in ruled if r[0] == best]
    if len({r[1] for r in top}) > 1:
        return None  # the rules that meet the question best disagree: no verdict by rule
    _, inside, why, line = top[0]
    return Verdict(inside, noun, number, line, why)


def _rules(clause: str, noun_stem: str, number: int) -> list[tuple[bool, str, str]]:
    """Each rule the clause names over the noun's numbers: (whether ``number`` is in its class, the
    reason in words, the part of the clause the rule governs: up to the next rule)."""
    if noun_stem[:4] not in clause.lower():
        return []
    found = [m for m in _CUE.span.finditer(clause) if stem(m.group("noun").lower()) == noun_stem
             and int(m.group("lo")) < int(m.group("hi"))]
    found += [m for m in (_CUE.ending.search(clause), _CUE.parity.search(clause)) if m]
    found.sort(key=lambda m: m.start())
    out = []
    for i, m in enumerate(found):
        part = clause[(m.start() if i else 0):(found[i + 1].start() if i + 1 < len(found) else len(clause))]
        out.append((*_applied(m, number), part))
    return out


def _applied(m: re.Match[str], number: int) -> tuple[bool, str]:
    """Whether ``number`` is in the class rule ``m`` names, and the reason in words."""
    groups = m.groupdict()
    if groups.get("digits"):
        digits = sorted(set(re.findall(r"\d", groups["digits"])))
        inside = str(number)[-1] in digits
        return inside, f"{'ends' if inside else 'does not end'} in {' or '.join(digits)}"
    if groups.get("lo"):
        lo, hi = int(groups["lo"]), int(groups["hi"])
        inside = lo <= number <= hi
        return inside, f"is {'' if inside else 'not '}among {lo} to {hi}"
    even = groups["parity"].lower() == "even"
    return (number % 2 == 0) == even, f"is {'even' if number % 2 == 0 else 'odd'}"


__all__ = ["Verdict", "verdict"]
