"""Ages: the age a question states ("my 10-year-old") and the age bounds a text states ("children
under 16", "65 and over", "18 or older"), one home for both readers (issue 26, thirteenth H4;
eleventh's schema-bool-age; notebook 02's grounded answers).

``bounds`` reads each bound as (where, operator, years): "under 16" is ``("<", 16)``, "18 or older"
``(">=", 18)``. ``field_readers.age_check`` decides a yes/no field's threshold with it; the grounded
answer (``age_answer``) picks the clause of a document's line whose bound the question's age meets:
"How much is a ticket for my 10-year-old?" over "Admission: adults £12, children under 16 free"
answers "Admission: children under 16 free", never the adults' price.
"""

from __future__ import annotations

import operator
import re
from typing import NamedTuple

from course_lib.sim.cues import lexicon


class AgeBound(NamedTuple):
    start: int
    end: int
    op: str  # "<", "<=", ">", ">=" against ``years``
    years: int
    least: int = 0  # a range's lower end ("aged 3-15": ``("<=", 15, 3)``)

    def met(self, age: int) -> bool:
        return age >= self.least and _OPS[self.op](age, self.years)


_OPS = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}

# "18 or older", "16 and over", "at least 21", "65+", "over 12", "under 16" ("under 3s"), "12 and under",
# "aged 3-15", "from 5"
_BOUND_RE = re.compile(
    r"(?P<min>\d{1,3})\s*(?:years?(?:\s+old)?\s*)?(?:or|and)\s+(?:older|over|above)|"
    r"(?P<max>\d{1,3})\s*(?:years?(?:\s+old)?\s*)?(?:or|and)\s+(?:under|younger|below)|"
    r"\bat least\s+(?P<least>\d{1,3})\b|(?P<plus>\d{1,3})\s*\+|"
    r"\b(?:over|older than|above)\s+(?P<over>\d{1,3})\b|\b(?:under|younger than|below)\s+(?P<under>\d{1,3})(?:['’]?s)?\b|"
    r"\b(?:aged?|ages)\s+(?P<lo>\d{1,3})\s*(?:-|–|to)\s*(?P<hi>\d{1,3})\b|"
    r"\b(?:from|aged)\s+(?P<from>\d{1,3})\b(?!\s*(?:[-–:.]|to\b|until\b|till\b|[ap]\.?m\b))",
    re.IGNORECASE,
)
# "my 10-year-old", "a 7 year old", "aged 12", "he is 70 years old", "age 4"
_STATED_AGE_RE = re.compile(
    r"\b(?P<n>\d{1,3})[-\s]?(?:years?|yrs?)[-\s]?old\b|\b(?:aged?)\s+(?P<aged>\d{1,3})\b(?!\s*(?:and|or|\+))",
    re.IGNORECASE,
)
_CLAUSE_RE = re.compile(r"[^,;]+")
_AGE_PLURAL_RE = re.compile(r"\d{1,3}['’]?s\b")


def bounds(text: str) -> list[AgeBound]:
    """Every age bound ``text`` states, in order (whether it is an age is the caller's reading:
    "under 16" is one; "under 16 kg" needs the unit's words)."""
    out = []
    for m in _BOUND_RE.finditer(text):
        g = m.groupdict()
        if g["lo"]:
            out.append(AgeBound(m.start(), m.end(), "<=", int(g["hi"]), int(g["lo"])))
            continue
        if g["min"] or g["least"] or g["plus"] or g["from"]:
            op, n = ">=", g["min"] or g["least"] or g["plus"] or g["from"]
        elif g["max"]:
            op, n = "<=", g["max"]
        elif g["over"]:
            op, n = ">", g["over"]
        else:
            op, n = "<", g["under"]
        out.append(AgeBound(m.start(), m.end(), op, int(n)))
    return out


def stated_age(question: str) -> int | None:
    """The one age ``question`` states ("my 10-year-old" -> 10); ``None`` for none or several."""
    ages = {int(m.group("n") or m.group("aged")) for m in _STATED_AGE_RE.finditer(question)}
    return ages.pop() if len(ages) == 1 else None


def without_age(question: str) -> str:
    """``question`` without the age it states ("a ticket for my 10-year-old" -> "a ticket for my")."""
    return _STATED_AGE_RE.sub(" ", question)


def _group_clause(clause: str) -> bool:
    """Whether a clause speaks of people by age ("children", "adults", "seniors", "aged")."""
    if _AGE_PLURAL_RE.search(clause):  # "under 3s", "over-65's"
        return True
    words = set(re.findall(r"[a-z]+", clause.lower()))
    return not words.isdisjoint(lexicon("age_group_words"))


def met_clauses(question: str, body: str, relevant=None) -> list[tuple[str, str]]:
    """(lead, clause) of ``body``'s lines whose age bound the question's stated age meets: the line's
    key before a colon ("Admission") and the comma- or semicolon-separated part holding the bound
    ("children under 16 free"); a clause must name an age group, and the line be ``relevant`` (a
    predicate on the line: it answers the question's kind). Empty without a stated age."""
    age = stated_age(question)
    if age is None:
        return []
    out = []
    for line in body.splitlines()[:400]:
        if not _BOUND_RE.search(line) or (relevant is not None and not relevant(line)):
            continue
        lead, _, rest = line.partition(":") if ":" in line and len(line.partition(":")[0].split()) <= 4 else ("", "", line)
        for part in _CLAUSE_RE.finditer(rest):
            clause = part.group(0).strip()
            found = bounds(clause)
            if len(found) == 1 and found[0].met(age) and _group_clause(clause):
                out.append((lead.strip(), clause))
    return out


def age_answer(question: str, bodies: tuple[str, ...], relevant=None) -> str | None:
    """The grounded answer for a question stating an age, when exactly one clause of the documents
    (of a ``relevant`` line) has an age bound the age meets: "Admission: children under 16 free.";
    ``None`` otherwise."""
    found = [c for body in bodies for c in met_clauses(question, body, relevant)]
    if len(found) != 1:
        return None
    lead, clause = found[0]
    clause = clause.rstrip(".")
    return f"{lead}: {clause}." if lead else f"{clause[:1].upper()}{clause[1:]}."
