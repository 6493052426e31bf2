"""A row a later amendment line changes (issue 26; the thirty-seventh set's class FF1).

"How many cartons actually sailed?" over a bill of lading's row "TGHU7781046 ... 310 cartons" and,
below the table, "AMENDMENT 05 MAR 2036: TGHU7781046 short-shipped 45 cartons (rolled to the next
sailing). It now holds 265 cartons, gross 3,520 kg.": the picked lines were the row and the
amendment's first sentence; the value in force is in the amendment's next sentence, which names the
container only by "It". ``amended(question, picks)`` reads, for a picked line that names a key (a
code of letters and figures), a later line of its document cued as an amendment or a correction
(data/sim/patterns.yaml ``amended_rows``) that names the same key, together with the sentences right
after it that continue it ("It now ...", "They ..."). It gives ``Amended(stretch, old)`` when that stretch states another
figure of a noun the question asks about and the other line states for it ("265 cartons" against
"310 cartons"), ``Amended(stretch, "")`` when it states none (the value in force is unknown: the
caller states a limit), else ``None`` (no later amendment names a picked line's key).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("amended_rows")  # its cue patterns: data/sim/patterns.yaml
_MAX_FOLLOWING = 2  # continuing sentences read after the amendment's first
_FIGURE_NOUN_RE = re.compile(r"(?<![\w.,])(\d[\d,]*(?:\.\d+)?)\s+([A-Za-z]+)")


@dataclass(frozen=True)
class Amended:
    """The amendment with its continuation, and the row's old figure it changes ("" for none found)."""

    stretch: str
    old: str


def _figures(text: str, nouns: set[str]) -> dict[str, set[str]]:
    """The figures ``text`` gives each of ``nouns`` ("310 cartons" -> {"carton": {"310"}})."""
    out: dict[str, set[str]] = {}
    for figure, noun in _FIGURE_NOUN_RE.findall(text):
        terms = set(content_terms(noun)) & nouns
        for term in terms:
            out.setdefault(term, set()).add(figure.replace(",", ""))
    return out


def amended(question: str, picks: list[tuple[object, str]]) -> Amended | None:
    """The module docstring's reading of the picked lines."""
    from course_lib.sim.grounded.evidence import sentence_units

    asked = set(content_terms(question))
    for doc, row in picks:
        keys = set(_CUE.key.findall(row))
        if not keys or doc is None or _CUE.amendment.search(row):
            continue
        texts = [u.text for u in sentence_units(doc.body)]
        at = next((i for i, t in enumerate(texts) if t == row), None)
        if at is None:
            continue
        for i in range(at + 1, len(texts)):
            if _CUE.amendment.search(texts[i]) and keys & set(_CUE.key.findall(texts[i])):
                return _read(texts, i, row, asked)
    return None


def _read(texts: list[str], at: int, row: str, asked: set[str]) -> Amended:
    """The amendment at ``texts[at]`` with the sentences that continue it, against ``row``."""
    from course_lib.sim.grounded.evidence import continues

    following = []
    for text in texts[at + 1:at + 1 + _MAX_FOLLOWING]:
        if not continues(text):
            break
        following.append(text)
    stretch = " ".join(" ".join(t.split()) for t in [texts[at], *following])
    old = _figures(row, asked)
    new = _figures(" ".join(following) or texts[at], asked)
    for noun, figures in new.items():
        if noun in old and figures - old[noun]:
            before = next(m.group(0) for m in _FIGURE_NOUN_RE.finditer(row)
                          if m.group(1).replace(",", "") in old[noun] and noun in content_terms(m.group(2)))
            return Amended(stretch, before)
    return Amended(stretch, "")
