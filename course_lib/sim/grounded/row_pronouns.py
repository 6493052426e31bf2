"""A follow-up's pronoun read as the one table row the previous answer named (issue 26, thirtieth
set Y3's class; notebook 02's threads over a learner's own tables).

"Who's leading the ladder?" / "Hannah Cole, on 24 points." / "And how many points behind her is
Dev?": a model reads "her" as Hannah Cole and answers the follow-up's own question (a gap), not
"who's leading" again. Glued to the previous question, the follow-up's words were search text
beside the previous question's form, and a reader keyed on that form (the rank word "leading")
answered the previous question again. :func:`resolved` gives the follow-up asked on its own:
its personal pronoun ("he", "she", "her", "him", "they", "them", "his", "their") replaced by the
key cell (``superlatives.key_column``) of the one row of the documents' tables the previous
answer (else the previous question) names; "her" is possessive ("her points" -> "Hannah Cole's
points") when a table header (or its plain words: "Pts", "points") or cell word follows it, else the object. ``None`` when the follow-up
holds no such pronoun, names that row itself, or no single row was named (none, or two: which one
is unknown). Bounded: ``MAX_ROWS`` rows of a table read.
"""

from __future__ import annotations

import re

MAX_ROWS = 300
_PRONOUN_RE = re.compile(r"\b(?P<p>he|she|him|her|they|them|his|their)\b", re.IGNORECASE)
_POSSESSIVE = frozenset({"his", "their"})
_WORD_RE = re.compile(r"[a-z0-9]+")


def _keyed_rows(bodies: list[str]) -> list[tuple[str, set[str]]]:
    """(key cell, the row's header and cell words) of every row of the documents' tables."""
    from course_lib.sim.material.record_keys import header_words
    from course_lib.sim.material.superlatives import column_cells, key_column, tables

    out = []
    for body in bodies:
        for rows in tables(body):
            rows = rows[:MAX_ROWS]
            key = key_column(rows) if len(rows) >= 2 else None
            if key is None:
                continue
            for row, cell in zip(rows, column_cells(rows, key), strict=True):
                if cell.strip():
                    said = " ".join(f"{h} {header_words(h)} {c}" for h, c in row.cells)  # "Pts": "points"
                    words = set(_WORD_RE.findall(said.lower()))
                    out.append((cell.strip(), words))
    return out


def _named(rows: list[tuple[str, set[str]]], earlier: list[str]) -> str | None:
    for text in earlier:
        low = text.lower()
        hits = {k for k, _ in rows if re.search(rf"(?<!\w){re.escape(k.lower())}(?!\w)", low)}
        if len(hits) == 1:
            return hits.pop()
        if hits:
            return None  # two rows named: which one the pronoun means is unknown
    return None


def resolved(question: str, earlier: list[str], bodies: list[str]) -> str | None:
    """``question`` with its personal pronoun replaced by the one row ``earlier`` (the previous
    answer, then the previous question) names in the documents' tables; ``None`` otherwise."""
    found = list(_PRONOUN_RE.finditer(question))
    if len({m.group("p").lower() for m in found}) != 1:
        return None  # none, or two kinds ("she ... them"): not one referent
    rows = _keyed_rows(bodies)
    if not rows:
        return None
    name = _named(rows, earlier)
    if name is None or name.lower() in question.lower():
        return None
    table_words = set().union(*(w for _, w in rows))

    def swap(m: re.Match[str]) -> str:
        word = m.group("p").lower()
        after = _WORD_RE.findall(question[m.end():].lower())[:1]
        possessive = word in _POSSESSIVE or (word == "her" and bool(after) and after[0] in table_words)
        return f"{name}'s" if possessive else name

    return _PRONOUN_RE.sub(swap, question)


__all__ = ["MAX_ROWS", "resolved"]
