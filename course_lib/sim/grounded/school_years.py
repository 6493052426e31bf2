"""A school year or grade the question states, read against the bands of the documents' lines
(issue 26; the forty-eighth set's QQ5): "My son is in Year 4 - can he go to Tadpoles?" over a row
"Tadpoles | Reception to Year 2" is "No" (and the row whose band holds Year 4 is named), "我儿子上
二年级,能报围棋班吗?" over "围棋班:适合小学三至六年级" is 不可以, "Which class is for a Year 5
child?" is the row whose band holds Year 5. Before this, a yes/no about one row was answered by an
"adults only" rule of another row, or "I don't know." over the row that holds the condition.

``judged(question, bodies)`` reads the one year the question states (``values.year_bands``)
and the lines of the documents holding a band of the same system. The line the question is about
is the one that shares a word of the question that not every band line holds (the class's name);
with one band line in all, that line. A yes/no question gets the verdict of that line's band; a
"which" question, or a yes/no naming no line, the lines whose band holds the year. ``None`` when
the question states no year, the documents state no band of its system, or it asks neither.
Bounded: ``_MAX_DOCS``, ``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.values import year_bands
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms, has_cjk

__all__ = ["Judged", "judged"]

_CUE = patterns("school_years")
_MAX_DOCS = 20
_MAX_LINES = 400
_RULE_ROW_RE = re.compile(r"^\s*\|?[\s:|-]+\|?\s*$")  # a markdown table's rule row ("|---|:--|")


@dataclass(frozen=True)
class Judged:
    """The year asked, the line it was judged against (or the lines that fit), and the verdict."""

    year: str  # as a reply names it: "Year 4", "二年级"
    line: str  # the line judged ("" for a "which" reading)
    verdict: bool | None  # True: its band holds the year; False: it does not; None: a "which" reading
    fits: tuple[str, ...]  # the lines whose band holds the year
    zh: bool

    def answer(self) -> str:
        if self.verdict is None:
            if not self.fits:
                return (f"没有一项适合{self.year}。" if self.zh else
                        f"None of them: no line of the documents has a band that includes {self.year}.")
            shown = "; ".join(f"'{f}'" for f in self.fits)
            return f"适合{self.year}的是:{shown}。" if self.zh else f"For {self.year}: {shown}."
        if self.zh:
            said = f"{'可以' if self.verdict else '不可以'}:资料写明“{self.line}”,{'包括' if self.verdict else '不包括'}{self.year}。"
            return said + (f"适合{self.year}的是“{self.fits[0]}”。" if not self.verdict and len(self.fits) == 1 else "")
        said = (f"{'Yes' if self.verdict else 'No'}: the documents say '{self.line}', which "
                f"{'includes' if self.verdict else 'does not include'} {self.year}.")
        return said + (f" {self.year} fits '{self.fits[0]}'." if not self.verdict and len(self.fits) == 1 else "")


def _shown(line: str) -> str:
    """A line as a reply quotes it: a table row's cells joined ("Tadpoles | Reception to Year 2")."""
    text = line.strip()
    if text.startswith("|") or text.count("|") >= 2:
        text = " | ".join(c.strip() for c in text.strip("|").split("|") if c.strip())
    return re.sub(r"\s{2,}", " ", text)


def judged(question: str, bodies: list[str]) -> Judged | None:
    """The verdict or the fitting lines for the year the question states (module docstring)."""
    asked = year_bands.stated(question)
    if asked is None:
        return None
    system, year = asked
    yes_no, which = bool(_CUE.yes_no.search(question)), bool(_CUE.asks_which.search(question))
    if not (yes_no or which):
        return None
    lines: list[tuple[str, frozenset[int]]] = []
    band_terms: set[str] = set()  # the bands' own words ("小学", "年级", "years") name no line
    for body in bodies[:_MAX_DOCS]:
        for line in body.splitlines()[:_MAX_LINES]:
            if _RULE_ROW_RE.match(line):
                continue
            held = [b for b in year_bands.bands(line) if b.system == system]
            if held:
                lines.append((_shown(line), frozenset().union(*(b.years for b in held))))
                band_terms.update(t for b in held for t in content_terms(b.text))
    if not lines:
        return None
    label = year_bands.label(system, year)
    zh = has_cjk(question)
    fits = tuple(line for line, years in lines if year in years)
    common = frozenset.intersection(*(frozenset(content_terms(line)) for line, _ in lines))
    own = frozenset(content_terms(question)) - common - band_terms
    shared = [(len(own & frozenset(content_terms(line))), line, years) for line, years in lines]
    best = max(n for n, _, _ in shared)
    about = [(line, years) for n, line, years in shared if n == best] if best else (lines if len(lines) == 1 else [])
    if yes_no and not which and len(about) == 1:
        line, years = about[0]
        return Judged(label, line, year in years, tuple(f for f in fits if f != line), zh)
    if which or (yes_no and not about):
        return Judged(label, "", None, fits, zh) if which or len(fits) == 1 else None
    return None
