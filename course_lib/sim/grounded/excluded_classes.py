"""A yes/no asked whether a thing can have a service whose note excludes the thing's class: "No" (issue
26, the fifty-ninth set's XW4, regress78).

"Can the wedding dress be done same day?" over a tariff row "Wedding dress, specialist clean, 120.00, 3
weeks" and a note "Express same-day service: +50% on dry clean items; not available for specialist cleans"
was answered by the row with no verdict. A question opening with a permission ("can", "could", "may":
``only_rules.asks_leave``) is read against the documents' sentences that exclude a class ("not available
for <class>", "not for <class>", "except <class>": data, ``data/sim/excluded_classes.yaml``) whose service
part (the clause before the exclusion) shares a content word with the question. The question's own words
left after the service's are its thing; the class (its content words, stems) excluded when the question
names it ("can the leather sofa go on the express wash?" over "Express: not for leather") or when every
line naming the thing (and not the note) names it: ``Excluded`` ("No: ..."). A thing whose lines name
another class, a thing no line names, an exclusion of another service, or two notes: ``None``. Bounded:
``_MAX_DOCS``, ``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import alternation, read
from course_lib.sim.words.text import content_terms

DATA = "excluded_classes.yaml"
_MAX_DOCS = 20  # the documents read
_MAX_LINES = 400  # the lines read per document
_CLASS_WORDS = 3  # the words of an excluded class read after the exclusion phrase


@dataclass(frozen=True)
class Excluded:
    """The note's sentence ``rule``, the excluded class ``excluded`` and the line naming the thing
    ``row`` (empty when the question names the class itself)."""

    rule: str
    excluded: str
    row: str = ""

    def answer(self) -> str:
        why = f" - its line reads \"{self.row}\"" if self.row else ""
        return f"No: \"{self.rule}\" (not available for {self.excluded}{why})."


@lru_cache(maxsize=1)
def _exclusion_re() -> re.Pattern[str]:
    data = read(DATA)
    if not isinstance(data.get("exclusions"), list) or not data["exclusions"]:
        raise ValueError(f"{DATA}: exclusions must be a non-empty list")
    return re.compile(rf"(?<![\w'])(?:{alternation(data['exclusions'])})\s+(?:the\s+|any\s+)?"
                      rf"(?P<x>[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*){{0,{_CLASS_WORDS - 1}}})", re.IGNORECASE)


def _terms(text: str) -> frozenset[str]:
    return frozenset(content_terms(text.replace("-", " ")))


def excluded(question: str, bodies: list[str]) -> Excluded | None:
    """The note that excludes the question's thing from its service (module docstring), else ``None``."""
    from course_lib.sim.grounded.only_rules import asks_leave

    if not asks_leave(question):
        return None
    asked = _terms(question)
    docs = bodies[:_MAX_DOCS]
    notes = []
    for body in docs:
        for line in body.splitlines()[:_MAX_LINES]:
            m = _exclusion_re().search(line)
            if m is None:
                continue
            service = _terms(re.split(r":", line[:m.start()])[0]) | _terms(line[:m.start()])
            x = re.split(r"[,.;)(]", m.group("x"))[0].strip()
            x_terms = _terms(x)
            if x_terms and service & asked and not x_terms <= service:
                notes.append((line, m, service, x, x_terms))
    if len(notes) != 1:
        return None
    line, _, service, x, x_terms = notes[0]
    if x_terms <= asked:
        return Excluded(_quote(line), x)
    thing = asked - service - x_terms
    if not thing:
        return None
    rows = [ln for body in docs for ln in body.splitlines()[:_MAX_LINES]
            if ln != line and thing <= _terms(ln)]
    if rows and all(x_terms <= _terms(r) for r in rows):
        return Excluded(_quote(line), x, _row(rows[0]))
    return None


def _quote(line: str) -> str:
    return re.sub(r"^\W*note\W*", "", line.strip(), flags=re.IGNORECASE).strip().strip('",').strip()


def _row(line: str) -> str:
    return line.strip().strip(",")
