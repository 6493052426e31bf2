"""A span between the two clock times of one table row, past midnight when the second is earlier
(issue 26, the twenty-seventh set's V3; notebook 02's grounded answers).

"How long was I in bed on Wednesday night?" over a sleep table whose row reads "Wed | 22:55 |
07:02 | 7h 41m", "how many hours did Priya work on Saturday" over a CSV rota "Sat 4 Oct,Priya
Shah,...,20:30,08:15": no cell states the span asked, and quoting the row's first time gives the
start for the length. A model subtracts, over midnight when the second time is earlier.

:func:`span` reads the rows of every table (markdown, fixed-width, CSV: ``prose.units``' cells)
whose cells hold exactly two clock times, picks the one row the question names (a cell word the
question writes or begins: "wednesday" for "Wed", "tom's" for "Tom Reyes"), and subtracts its
two times in the row's order (``stamp_spans.Span``). A row whose duration cell the question
names by its header ("how long did I sleep" over "Asleep 7h 41m") states the span itself:
``None``, read it. Several rows named equally with different spans, or a named row with more
than two clock times: ``stamp_spans.Unworked`` with why (the caller states a documents limit).
Cues: ``patterns.yaml`` ``row_spans``. Bounded: ``_MAX_DOCS``, ``_MAX_UNITS``.
"""

from __future__ import annotations

import re

from course_lib.sim.grounded.stamp_spans import Span, Unworked, asks_span
from course_lib.sim.words.cues import patterns

_CUE = patterns("row_spans")  # its cue patterns: data/sim/patterns.yaml
_SPAN_WORDS = patterns("stamp_spans")  # the question's words that ask a span, not what it is of (one home)
_MAX_DOCS = 20  # a cap on the documents read
_MAX_UNITS = 1000  # a cap on the units read per document
_DAY = 24 * 60
_CLOCK_RE = re.compile(r"(?P<h>[01]?\d|2[0-3])[:.](?P<m>[0-5]\d)(?::[0-5]\d)?")
_WORD_RE = re.compile(r"[a-z]{3,}")
_TOKEN_RE = re.compile(r"[a-z0-9]+")


def asks(question: str) -> bool:
    """Whether ``question`` asks how long something lasted ("how long was ...", "how many hours did
    ... work"). "How long was Tom's shift" reads as a length ("extent") to ``quantities.asked_type``;
    over a row of clock times no length of an object is there to read, so it counts too."""
    from course_lib.sim.words.quantities import asked_type

    if asks_span(question) == "minutes" or _CUE.asks_hours.search(question):
        return True
    kind = asked_type(question)
    return kind is not None and kind[0] == "extent" and "long" in kind[1].lower()


def span(question: str, bodies: list[str]) -> Span | Unworked | None:
    """The span between the two clock times of the one row the question names (module docstring)."""
    if not asks(question):
        return None
    from course_lib.sim.material.prose import units

    words = [t for t in _TOKEN_RE.findall(_SPAN_WORDS.span_words.sub(" ", question.lower())) if _key(t)]
    if not words:
        return None
    scored: list[tuple[int, tuple[tuple[str, str], ...]]] = []
    for body in bodies[:_MAX_DOCS]:
        for unit in units(body)[:_MAX_UNITS]:
            if not (unit.table and unit.cells):
                continue
            times = [(h, v) for h, v in unit.cells if _CLOCK_RE.fullmatch(v.strip())]
            if len(times) < 2:
                continue
            named = _named(words, unit.cells)
            if named:
                scored.append((named, unit.cells))
    if not scored:
        return None
    best = max(n for n, _ in scored)
    rows = [cells for n, cells in scored if n == best]
    if any(_states_span(words, cells) for cells in rows):
        return None  # "how long did I sleep" over an "Asleep" column: the row states it
    spans = []
    for cells in rows:
        times = [(h, v.strip()) for h, v in cells if _CLOCK_RE.fullmatch(v.strip())]
        if len(times) != 2:
            return Unworked(f"the row the question names holds {len(times)} clock times "
                            f"({', '.join(v for _, v in times[:4])}), and it cannot tell which two the span runs between")
        spans.append(_span(times[0][1], times[1][1]))
    distinct = list({(s.start, s.end): s for s in spans if s is not None}.values())
    if len(distinct) == 1:
        return distinct[0]
    if len(distinct) > 1:
        return Unworked(f"the question names {len(rows)} rows equally ({distinct[0].start} to {distinct[0].end}, "
                        f"{distinct[1].start} to {distinct[1].end}), and it cannot tell which one it means")
    return None


def _named(words: list[str], cells: tuple[tuple[str, str], ...]) -> int:
    """How many of the question's words name a cell of the row that is no time: a cell word of three
    letters or more that a question word is or begins with ("wednesday" for "Wed"), or a code it
    writes ("N1")."""
    cell_words = {w for _, v in cells if not _CLOCK_RE.fullmatch(v.strip()) for w in _TOKEN_RE.findall(v.lower())
                  if _key(w)}
    return sum(any(q == c or (c.isalpha() and q.startswith(c)) for c in cell_words) for q in dict.fromkeys(words))


def _key(token: str) -> bool:
    """A token that can name a row: a word of three letters or more, or a code of letters and
    digits ("n1", "b12"); never a bare number (a day of the month, a count)."""
    return (token.isalpha() and len(token) >= 3) or (not token.isdigit() and not token.isalpha())


def _states_span(words: list[str], cells: tuple[tuple[str, str], ...]) -> bool:
    """Whether a cell states a duration under a header the question names ("sleep" in "Asleep")."""
    for head, value in cells:
        if not _CUE.duration.search(value):
            continue
        head_words = _WORD_RE.findall(head.lower())
        if any(q in h or h in q for q in words if len(q) >= 4 for h in head_words if len(h) >= 4):
            return True
    return False


def _span(first: str, second: str) -> Span | None:
    a, b = (_CLOCK_RE.fullmatch(t) for t in (first, second))
    assert a is not None and b is not None
    start = int(a["h"]) * 60 + int(a["m"])
    end = int(b["h"]) * 60 + int(b["m"])
    if start == end:
        return None
    return Span(first, second, minutes=end - start if end > start else end + _DAY - start)
