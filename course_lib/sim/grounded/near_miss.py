"""A yes/no whose values are spread over different rows, none holding them all (issue 26; notebook
02's grounded answers).

"My ticket is yellow 0417 - have I won?" over a results table (rows read as records: "Winning
ticket: 0417; Colour: pink", sentences are not): the rows that share most words
with the question are the pink 0417 row and the yellow 0931 row, and quoting both reads as a yes.
The question's values (the words and figures it shares with the rows' cells, not with their
field labels, and not held by every row found: a number, a colour, a name) are a conjunction
that no one row meets, so the answer is no, with the closest row: a row holding one of its
figures first (an identifier: the 0417 row), then the one holding the most values. A question
that joins its values ("Anna and Ben", "0417 or 0418", "both") or that is no yes/no: ``None``, and the usual
reading goes on. Bounded: ``_MAX_ROWS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("near_miss")  # its cue patterns: data/sim/patterns.yaml
_MAX_ROWS = 12  # a cap on the rows found that are compared
_MIN_VALUES = 2  # one value alone is met by its row, or by none
_MIN_FIELDS = 2  # a row read as a record has two labelled fields or more ("Winning ticket: 0417; Colour: pink")


@dataclass(frozen=True)
class Spread:
    """The question's values, the closest row and what it holds of them."""

    values: tuple[str, ...]
    closest: str
    held: tuple[str, ...]  # the values the closest row holds

    def answer(self) -> str:
        """"No. No row holds 0417 and yellow together; the closest is: <row>"."""
        values = " and ".join(self.values)
        return f"No. No row holds {values} together; the closest, with {' and '.join(self.held)}, is: {self.closest}"


def spread(question: str, rows: list[str]) -> Spread | None:
    """The question's values spread over ``rows`` with none holding them all (see the module
    docstring), or ``None``."""
    if len(rows) < 2 or len(rows) > _MAX_ROWS or not _CUE.yes_no.search(question) or _CUE.joined.search(question):
        return None
    if any(len(_CUE.label.findall(row)) < _MIN_FIELDS for row in rows):
        return None  # sentences, not a table's rows read as fields ("Colour: pink")
    labels = frozenset(t for row in rows for m in _CUE.label.finditer(row) for t in content_terms(m.group(1)))
    cells = [frozenset(content_terms(_CUE.label.sub(";", row))) for row in rows]
    shared = frozenset.intersection(*cells)
    asked = [t for t in dict.fromkeys(content_terms(question)) if t not in labels and t not in shared]
    values = [t for t in asked if any(t in c for c in cells)]
    if len(values) < _MIN_VALUES or any(all(v in c for v in values) for c in cells):
        return None
    if not all(any(v in c for v in values) for c in cells):
        return None  # a row found that holds none of the values: not this reading
    best = max(range(len(rows)), key=lambda i: (any(v.isdigit() for v in values if v in cells[i]),
                                                sum(v in cells[i] for v in values), -i))
    return Spread(_as_written(question, values), rows[best].strip(),
                  _as_written(question, [v for v in values if v in cells[best]]))


def _as_written(question: str, terms: list[str]) -> tuple[str, ...]:
    """The question's words that give ``terms`` ("Dara", "Walsh's" for dara, walsh), in order."""
    return tuple(dict.fromkeys(w for w in re.findall(r"[\w']+", question) if set(content_terms(w)) & set(terms)))
