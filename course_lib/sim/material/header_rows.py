"""A table's header row is never an answer (issue 26, the twenty-sixth set's U5 (a)).

"how many of the home batters were caught" over a batting card met its header line "Batter How out
R B 4s 6s" best (it holds "batter" and "how"): quoted, it answered with column names. A header
row names the columns, it holds no value: the first line of a run of whitespace-aligned rows that
holds no figure of its own while the row under it holds two or more ("4s", "6s" are names, not
figures), names three columns or more and has no punctuation of a fact line ("Tax code: 1257L").
"""

from __future__ import annotations

import re

from course_lib.sim.material.prose import units

_FIGURE_RE = re.compile(r"(?<![\w.:])[-+]?\d+(?:[.,:]\d+)*(?![\w.])")  # "61", "5:34", "3.2"; not "4s"
_MAX_UNITS = 2000  # a cap on the units read per document
_MIN_COLUMNS = 3  # a header names three columns or more
_MIN_FIGURES = 2  # the row under it holds two figures or more
_PUNCT_RE = re.compile(r"[:=;,.!?]")  # "Tax code: 1257L", "Nice to have: dbt, Kafka": a fact line, no header


def is_header_row(body: str, line: str) -> bool:
    """Whether ``line`` is the header of a run of rows in ``body``: a row unit holding no figure,
    followed by a row unit that holds one."""
    text = " ".join(line.split())
    parts = units(body)[:_MAX_UNITS]
    for n, unit in enumerate(parts[:-1]):
        if unit.text != text and " ".join(unit.text.split()) != text:
            continue
        below = parts[n + 1]
        if (unit.row and below.row and len(unit.text.split()) >= _MIN_COLUMNS and not _PUNCT_RE.search(unit.text)
                and not _FIGURE_RE.search(unit.text) and len(_FIGURE_RE.findall(below.text)) >= _MIN_FIGURES):
            return True
    return False


def without_headers(picks: list[tuple[object, str]]) -> list[tuple[object, str]]:
    """``picks`` ((document, sentence) pairs) less those that are a table's header row."""
    return [(doc, s) for doc, s in picks if not is_header_row(getattr(doc, "body", ""), s)]
