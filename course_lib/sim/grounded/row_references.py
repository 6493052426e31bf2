"""A line that names a table's row instead of giving its value, followed into the table (issue 26;
notebook 02's grounded answers over a learner's own price lists and tariffs).

"What is the fare on a Sunday at 8am?" over a fare table and its note "on Sundays the early
hours are charged at the daytime fare": the line that answers names the row ("daytime") whose cell
holds the value, and quoting it alone gives no fare. Here, when the answering text names exactly
one row of a table by its first cell and holds no value of the column the question asks for (the
one column whose header shares the question's words), that row's cell is given with the text:
"£2.80 (the Daytime row's Fare per trip): on Sundays ...". ``completed`` gives ``None`` when no
table's row is named, several are, no one column is asked, or the text already holds a value of
that column. Bounded: ``_MAX_DOCS``, ``_MAX_ROWS``.
"""

from __future__ import annotations

import re

from course_lib.sim.words.text import STOP_WORDS, stem

_MAX_DOCS = 20  # a cap on the documents read
_MAX_ROWS = 60  # a cap on the rows of a table read
_WORD_RE = re.compile(r"[a-z0-9]+")
_MARK_RE = re.compile(r"\s*\[\^?\d{1,3}\]|[¹²³⁴⁵⁶⁷⁸⁹⁰*†‡]+$")  # a footnote's mark in a cell ("38.0p [^1]")


def _stems(text: str) -> set[str]:
    return {stem(w) for w in _WORD_RE.findall(text.lower()) if w not in STOP_WORDS and len(w) > 1}


def _named(key: str, text: str) -> bool:
    key = " ".join(key.split()).strip(" *_")
    return len(key) > 2 and bool(re.search(rf"(?<![\w-]){re.escape(key)}(?![\w-])", text, re.IGNORECASE))


def completed(question: str, text: str, bodies: list[str]) -> str | None:
    """``text`` with the value of the one table row it names, in the column the question asks, put
    first; ``None`` otherwise (see the module docstring)."""
    from course_lib.sim.material.superlatives import tables

    asked = _stems(question)
    found: list[tuple[str, str, str]] = []
    for body in bodies[:_MAX_DOCS]:
        for rows in tables(body):
            cells = [list(u.cells) for u in rows[:_MAX_ROWS] if len(u.cells) >= 2]
            if len(cells) < 2:
                continue
            heads = [h for h, _ in cells[0]]
            shared = [len(_stems(h) & asked) for h in heads[1:]]
            best = max(shared)
            if best == 0 or shared.count(best) != 1:
                continue
            col = shared.index(best) + 1
            column = [_MARK_RE.sub("", r[col][1]).strip() for r in cells if len(r) > col]
            if any(v and v in text for v in column):
                return None  # the text gives a value of the asked column already
            named = [r for r in cells if len(r) > col and _named(r[0][1], text)]
            if len(named) == 1:
                found.append((named[0][0][1].strip(), heads[col].strip(), _MARK_RE.sub("", named[0][col][1]).strip()))
    if len(found) != 1 or not found[0][2]:
        return None
    key, head, value = found[0]
    return f"{value} (the {key} row's {head}): {text}"
