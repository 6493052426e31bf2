"""A record line's key read as words (issue 26): "TEL;TYPE=work:+44 161 555 0142" is the phone,
"REQUEST_TIMEOUT_S = 45" the request timeout, "maxRetries: 3" the max retries.

A line of a vCard, a ``.env`` file, a config or a diff names what it states by a key in its
format's own vocabulary: short forms (``TEL``, ``ADR``, ``qty``: ``record_key_words`` in
data/sim/lexicons.yaml) and names joined by "_", "-", "." or case (``REQUEST_TIMEOUT_S``). A
question asks in plain words, so ``key_words`` gives the key's words for the matcher to read
beside the line's own. Only a key that is such a name (joined, upper-case or a listed short
form) is read: "Note: ..." in prose says nothing more as a key. Also: a diff's removed lines
(``removed_lines``), which state what no longer holds, and whether a question asks about them.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import LEXICONS, patterns, read

_CUE = patterns("record_keys")
_PARTS_RE = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")
_MAX_PARTS = 8  # a key of more parts is no name a question would ask by


@lru_cache(maxsize=1)
def _short_forms() -> dict[str, str]:
    table = read(LEXICONS).get("record_key_words")
    if not isinstance(table, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in table.items()):
        raise ValueError(f"{LEXICONS}: 'record_key_words' must map a key to its words, one string")
    return {k.lower(): v for k, v in table.items()}


@lru_cache(maxsize=1)
def _column_forms() -> dict[str, str]:
    table = read(LEXICONS).get("column_short_forms")
    if not isinstance(table, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in table.items()):
        raise ValueError(f"{LEXICONS}: 'column_short_forms' must map a header to its words, one string")
    return {**_short_forms(), **{k.lower(): v for k, v in table.items()}}


def header_words(header: str) -> str:
    """The plain words of a table column's header written short ("Rtg" -> "rating", "Qty." ->
    "quantity"; ``column_short_forms`` and ``record_key_words`` in data/sim/lexicons.yaml), so a
    question's "rating" meets the column; "" for a header written out or not listed."""
    return _column_forms().get(header.strip().rstrip(".").lower(), "")


@lru_cache(maxsize=1)
def _row_forms() -> dict[str, str]:
    table = read(LEXICONS).get("row_label_short_forms")
    if not isinstance(table, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in table.items()):
        raise ValueError(f"{LEXICONS}: 'row_label_short_forms' must map a row label to its words, one string")
    return {k.lower(): v for k, v in table.items()}


def row_label_words(cells: tuple[tuple[str, str], ...]) -> str:
    """The plain words of a table row's label written short (its first cell, under no header: "R"
    -> "right", "L" -> "left"; ``row_label_short_forms`` in data/sim/lexicons.yaml); "" else."""
    if not cells or cells[0][0].strip():
        return ""
    return _row_forms().get(cells[0][1].strip().rstrip(".").lower(), "")


def key_words(line: str) -> str:
    """The words of ``line``'s record key ("TEL;TYPE=work:..." -> "telephone phone number"), or
    "" when the line opens with no key, or its key is a plain word ("Note: ...")."""
    if ":" not in line and "=" not in line:
        return ""  # ``record_key`` (patterns.yaml) ends at one; every sentence of every document is asked, most prose
    found = _CUE.record_key.match(line)
    if found is None:
        return ""
    key = found.group(1)
    if key.lower() in _short_forms():
        return name_words(key)
    joined = any(c in key for c in "_-.") or (key.isupper() and len(key) > 1) or bool(re.search(r"[a-z][A-Z]", key))
    return name_words(key) if joined else ""


def name_words(key: str) -> str:
    """The words of a key as a data or configuration file writes it: "sourceMap" -> "source map",
    "DATABASE_URL" -> "database url", "node-version" -> "node version", "qty" -> "quantity", "strict"
    -> "strict" (figures left out)."""
    short = _short_forms()
    if key.lower() in short:
        return short[key.lower()]
    parts = _PARTS_RE.findall(key)[:_MAX_PARTS]
    return " ".join(short.get(p.lower(), p.lower()) for p in parts if not p.isdigit())


@lru_cache(maxsize=64)
def removed_lines(body: str) -> frozenset[str]:
    """The removed lines of a unified diff in ``body`` ("-TIMEOUT = 10" -> "TIMEOUT = 10": the
    sentence splitter drops the sign), which state what held before the change; empty when
    ``body`` holds no hunk ("@@ -8,7 +8,7 @@")."""
    if "@@ -" not in body or not _CUE.diff_hunk.search(body):
        return frozenset()
    return frozenset(
        line[1:].strip() for line in body.splitlines() if line[:1] == "-" and _CUE.diff_removed.match(line)
    )


def is_hunk_header(line: str) -> bool:
    """``line`` opens a unified diff's hunk ("@@ -3,6 +3,6 @@")."""
    return line[:4] == "@@ -" and bool(_CUE.diff_hunk.match(line))


def asks_before(question: str) -> bool:
    """The question asks for the state before a change ("What was the timeout before?")."""
    return bool(_CUE.asks_before.search(question))
