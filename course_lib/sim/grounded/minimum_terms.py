"""A yes/no asking for less than the documents' minimum (issue 26): "Can I leave my dog for just one
night?" over "Minimum stay: 2 nights", "Can I hire a van for two hours?" over "Short hires have a
minimum of 3 hours", "我可以只买五节私教课吗?" over "十节起购".

A real model reads the minimum and says no. Here the question's count of a unit (a figure or a
number word, before the unit: "one night", "2 hours", "五节") is put against the one count of the
same unit that a document line states under a minimum cue (``minimum_terms`` in
data/sim/patterns.yaml: "minimum", "at least", "shortest", "起购"); a count under it is "No", with
the line. A count at or over it says nothing about the rest of the rules, so it is left to the
other readers (``None``), as is a question that asks no yes/no, names no count, or meets two
minimums of its unit that differ."""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns

_CUE = patterns("minimum_terms")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_LINES = 400  # a cap on the lines read per document


@dataclass(frozen=True)
class Below:
    """The question's count, the minimum it falls under, and the line that states it."""

    asked: str  # "1 night"
    minimum: str  # "2 nights"
    line: str

    def answer(self, language: str = "en") -> str:
        if language == "zh":
            return f"不可以:最少{self.minimum}({self.line})。"
        return f"No: the minimum is {self.minimum} ({self.line})."


def _unit(word: str) -> str:
    """The unit's one form ("nights" / "night", "classes" / "class", "节" / "节")."""
    from course_lib.sim.words.text import stem

    return stem(word.lower())


def _count(text: str, pattern: re.Pattern) -> list[tuple[float, str, str]]:
    """(the count, its unit's form, as written) of each count ``pattern`` finds in ``text``."""
    from course_lib.sim.words.figure_forms import han_number
    from course_lib.sim.words.quantities import with_all_digits

    out = []
    for m in pattern.finditer(with_all_digits(text)):
        raw = m.group("n")
        n = float(raw) if re.fullmatch(r"\d+(?:\.\d+)?", raw) else han_number(raw)
        if n is not None:
            out.append((n, _unit(m.group("unit")), " ".join(m.group(0).split())))
    return out


def below(question: str, bodies: list[str]) -> Below | None:
    """The minimum the question's count falls under (see the module docstring), or ``None``."""
    if not _CUE.yes_no.search(question):
        return None
    asked = _count(question, _CUE.asked_count)
    if len(asked) != 1:
        return None
    n, unit, said = asked[0]
    found: dict[float, tuple[str, str]] = {}
    for body in bodies[:_MAX_DOCS]:
        for line in [x.strip() for x in re.split(r"\n|(?<=[.;。;])\s*", body) if x.strip()][:_MAX_LINES]:
            if not _CUE.minimum.search(line):
                continue
            for m, m_unit, written in _count(line, _CUE.line_count):
                if m_unit == unit:
                    found[m] = (written, line)
    if len(found) != 1:
        return None
    (least, (written, line)), = found.items()
    if n >= least:
        return None
    return Below(said, written, re.sub(r"^[-*•]\s+", "", line).rstrip(".。"))
