"""A table of retrieved chunks written as a markdown table (issue 26, the twenty-ninth set's X3):
"| # | score | chunk |" with one row per chunk, as a learner prints a retriever's hits. Each row is
one document: its text cell the body, its "#" / rank the number, its id or source the source; the
other columns ("score", "distance") are metadata, never a record field to quote or a word to match.
Before this module the rows were read as records ("#: 4; score: 0.64; chunk: ..."). Introduced for
notebook 02's retriever-as-a-tool prints.

``rows(text)``: ``(start, end, Chunk)`` for each row of such a table (``documents._chunk_table`` makes
each a ``Document``: one of the documents reader's shapes); [] when ``text`` holds none: a table with exactly one text column and
every other column a metadata column (``lexicons.yaml`` ``chunk_text_columns`` / ``chunk_meta_columns``),
two rows or more.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from course_lib.sim.words.cues import lexicon


class Chunk(NamedTuple):
    """One row of a chunk table: its source (id / source column), title, text and number."""

    source: str | None
    title: str
    body: str
    number: int

_ROW_RE = re.compile(r"^[ \t]*\|(.+)\|[ \t]*$", re.MULTILINE)
_RULE_RE = re.compile(r"^[\s|:\-]+$")


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _name(header: str) -> str:
    return re.sub(r"[\s-]+", "_", header.strip().strip("*_`").lower())


def rows(text: str) -> list[tuple[int, int, Chunk]]:
    """See the module docstring."""
    if "|" not in text:
        return []
    rows = list(_ROW_RE.finditer(text))
    if len(rows) < 3:
        return []
    header = _cells(rows[0].group(0))
    names = [_name(h) for h in header]
    body_cols = [i for i, n in enumerate(names) if n in lexicon("chunk_text_columns")]
    meta = lexicon("chunk_meta_columns")
    if len(body_cols) != 1 or not all(i in body_cols or n in meta for i, n in enumerate(names)):
        return []
    body = body_cols[0]
    out = []
    for m in rows[1:]:
        line = m.group(0)
        if _RULE_RE.match(line):
            continue
        cells = _cells(line)
        if len(cells) != len(header) or not cells[body]:
            return []  # a row of another shape: not one table of chunks
        fields = dict(zip(names, cells, strict=True))
        shown = next((fields[k] for k in ("#", "no", "no.", "n", "rank") if fields.get(k, "").isdigit()), "")
        source = next((fields[k] for k in ("source", "file", "filename", "url", "doc_id", "chunk_id", "id")
                       if fields.get(k)), None)
        number = int(shown) if shown else len(out) + 1
        out.append((m.start(), m.end(), Chunk(source, fields.get("title", ""), cells[body], number)))
    return out if len(out) >= 2 else []
