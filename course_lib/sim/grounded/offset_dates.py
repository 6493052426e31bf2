"""A date the documents state as an offset from another date, worked out (issue 26, the
thirty-fifth set's DD1 (c), email-due-date).

"What date do we have to pay the balance by?" over an e-mail whose line reads "the balance is due
14 days before the event" while another line books the room "for Friday 14 November": no line
states the date asked, and quoting the rule (with a header's "Date: ...") hands the reader the
operands. :func:`worked` finds the one rule "<thing> is due N days / weeks before / after
<anchor>" (data: ``patterns.yaml`` ``offset_dates``) whose thing shares a word with the question,
then the one day-and-month date of the lines naming the anchor (for a generic anchor, "the event",
the one such date the rule's document writes elsewhere; e-mail header lines never count), and
counts the offset; the year is the one the document writes, if one. Several dates or none:
``Unworked`` (the caller states a documents limit), never the rule quoted. ``None`` when no rule's
thing is the question's. Bounded: ``_MAX_DOCS``, ``_MAX_LINES``.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from course_lib.sim.words.calendar_dates import day_months
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("offset_dates")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20
_MAX_LINES = 400
_YEAR_RE = re.compile(r"\b(20\d\d|19\d\d)\b")
_MONTH_NAMES = ("January February March April May June July August September October November "
                "December").split()


@dataclass(frozen=True)
class Dated:
    """The date worked out: the rule, the anchor and its date as written, and the result."""

    rule: str
    anchor: str
    anchor_date: str
    result: dt.date
    with_year: bool

    def text(self) -> str:
        shown = f"{self.result.day} {_MONTH_NAMES[self.result.month - 1]}" + (
            f" {self.result.year}" if self.with_year else "")
        return f"{shown} ({self.rule.rstrip('.')}; {self.anchor}: {self.anchor_date})."


@dataclass(frozen=True)
class Unworked:
    reason: str


def worked(question: str, bodies: list[str]) -> Dated | Unworked | None:
    """The date the question asks, worked from a rule and its anchor's date (module docstring)."""
    if not _CUE.asks.search(question):
        return None
    asked = set(content_terms(question))
    rules = []
    for at, body in enumerate(bodies[:_MAX_DOCS]):
        for line in body.splitlines()[:_MAX_LINES]:
            for m in _CUE.rule.finditer(line):
                if asked & set(content_terms(m.group("event"))):
                    rules.append((at, m))
    if len({r[1].group(0) for r in rules}) != 1:
        return None
    at, m = rules[0]
    body = bodies[at]
    anchor = m.group("anchor").strip()
    anchor_words = set(content_terms(anchor))
    from course_lib.sim.material.prose import sentences

    lines = [u for ln in body.splitlines()[:_MAX_LINES] if not _CUE.header_line.match(ln) for u in sentences(ln)
             if m.group(0) not in u]  # (the rule's own sentence left out; a header's date is the message's)
    named = [ln for ln in lines if anchor_words & set(content_terms(ln))]
    dates = {d for ln in named for d in day_months(ln)}
    if not dates and _CUE.generic_anchor.match(anchor):
        dates = {d for ln in lines for d in day_months(ln)}
    rule = m.group(0).strip()
    if len(dates) != 1:
        stated = f"at {len(dates)} dates" if dates else "at no date it reads"
        return Unworked(f"the documents state a rule for it (\"{rule}\"), but {anchor!r} stands {stated}, so it "
                        "cannot work the date out")
    (day, month), = dates
    month += 1  # (day_months gives the month's index from 0)
    years = {int(y) for y in _YEAR_RE.findall(body)}
    year = years.pop() if len(years) == 1 else None
    try:
        base = dt.date(year or 2000, month, day)
    except ValueError:
        return None
    days = int(m.group("n")) * (7 if m.group("unit").lower().startswith("w") else 1)
    sign = 1 if m.group("dir").lower() == "after" else -1
    result = base + dt.timedelta(days=sign * days)
    written = f"{day} {_MONTH_NAMES[month - 1]}" + (f" {year}" if year else "")
    return Dated(rule, anchor, written, result, year is not None)
