"""Which words of a passage are people, and which of its words are about each (issue 26, the
tenth batch of ports: LangChain's "extraction with reference examples").

``structured._entities`` makes one object per person a passage names and fills each from the
sentences naming them. Four slips were silent there: a weekday or a street taken for a person
("Mill Lane", "Tuesday" of "Fiona's bakery on Mill Lane sells rye bread every Tuesday."); two
people in one sentence sharing each other's values ("Rosa has curly red hair, and her cousin Ben
is 6 feet tall": both curly red, both 1.83 m); a name opening its sentence before a comma missed
("Ingrid, who is 1.68 meters tall, ..."); and a speaker's own sentences left out ("My name is
Harrison. My hair is black.": no hair colour). Here:

- ``not_a_person``: a weekday or a month, or a name after "on" / "every" / "each" (a street, a
  day), is nobody;
- ``opening_names``: a capitalised word opening a sentence before ", who" / ", a" / ", the";
- ``parallel_names``: one opening a sentence whose later clauses repeat its shape without the
  verb ("Ana finished in 47 minutes, Bo in 52 and Cy in 60");
- ``segment``: a person's text is the sentences naming them, cut to the clauses naming them when
  another person shares the sentence (", and", ";", " but ", " while ", else a list's commas), plus the speaker's
  first-person sentences when the passage says "my name is X" / "I am X"; ``shared`` tells that
  another person is still in the text read, so the caller states a limit for what it reads there.
"""

from __future__ import annotations

import re

from course_lib.sim.words.day_names import MONTHS, WEEKDAYS

_CLAUSE_RE = re.compile(r",?\s+(?:and|but|while|whereas)\s+|;\s*")
_FIRST_PERSON_RE = re.compile(r"\b(?:I|I'm|I am|my|me)\b", re.IGNORECASE)
_OPENING_RE = re.compile(r"(?:^|[.!?]\s+)([A-Z][a-z]+),\s+(?:who|whose|a|an|the|aged)\b")


def not_a_person(found: str, passage: str) -> bool:
    """A weekday or month name, or a name written after "on" / "every" / "each" (a street or a
    day: "on Mill Lane", "every Tuesday")."""
    if found.lower().rstrip("s") in WEEKDAYS or found.lower() in MONTHS:
        return True
    return bool(re.search(rf"\b(?:on|every|each)\s+{re.escape(found)}\b", passage))


def opening_names(passage: str) -> list[str]:
    """Names that open their sentence before an apposition ("Ingrid, who is ...")."""
    return _OPENING_RE.findall(passage)


_LIST_CLAUSE_RE = re.compile(r",\s*(?:and\s+)?|\s+and\s+|;\s*")
_ELLIPTICAL_RE = re.compile(r"^([A-Z][a-z]+)\s+([a-z]+)\b(?:\s+\S+){0,2}$")  # "Bo in 52", "Pia to 95 m"


def parallel_names(passage: str) -> list[str]:
    """Names opening a sentence whose later clauses repeat its shape without the verb ("Ana
    finished in 47 minutes, Bo in 52 and Cy in 60": "Ana", as "Bo" and "Cy" are followed by the
    "in" that follows her verb). The opening word must be followed by a lower-case word, and
    every later clause must be a name, one word and at most two more, each clause with a figure."""
    from course_lib.sim.material.prose import split_sentences

    out: list[str] = []
    for sentence in split_sentences(passage):
        clauses, joint = _parallel(sentence)
        opening = re.match(rf"([A-Z][a-z]+)\s+[a-z]+(?:\s+[a-z]+){{0,2}}?\s+{joint}\b", clauses[0]) if joint else None
        if opening:
            out.append(opening.group(1))
    return out


def _parallel(sentence: str) -> tuple[list[str], str]:
    """(the sentence's list clauses, the word every clause after the first repeats after its
    name: "in" of "..., Bo in 52 and Cy in 60"; every clause holds a figure), or ([], "") for a
    sentence that is no such list."""
    clauses = [c.strip() for c in _LIST_CLAUSE_RE.split(sentence.strip()) if c.strip()]
    if len(clauses) < 2:
        return [], ""
    tails = [_ELLIPTICAL_RE.match(c.rstrip(".!?")) for c in clauses[1:]]
    if not all(tails) or len({t.group(2) for t in tails}) != 1 or not all(re.search(r"\d", c) for c in clauses):
        return [], ""
    return clauses, tails[0].group(2)


def speaks_as(person: str, passage: str) -> bool:
    """Does the passage's speaker name themselves ("My name is Harrison", "I'm Ana")?"""
    return bool(re.search(rf"\b(?:my name is|I am|I'm|call me)\s+{re.escape(person)}\b", passage, re.IGNORECASE))


def segment(person: str, people: list[str], sentences: list[str], passage: str) -> tuple[str, bool]:
    """The text about ``person`` and whether another person is still in it (see the module)."""
    parts: list[str] = []
    shared = False
    for sentence in sentences:
        if person not in sentence:
            continue
        others = [p for p in people if p != person and p in sentence]
        if others:
            listed, _ = _parallel(sentence)  # "Ana ... 47 minutes, Bo in 52 and Cy in 60": the list's items
            clauses = [c for c in (listed or _CLAUSE_RE.split(sentence)) if person in c]
            if clauses and not any(o in c for c in clauses for o in others):
                parts.extend(clauses)
                continue
            shared = True
        parts.append(sentence)
    if speaks_as(person, passage):
        parts.extend(s for s in sentences if _FIRST_PERSON_RE.search(s) and s not in parts)
    return " ".join(parts), shared
