"""Records written as blocks of "Key: value" lines, read as the table they are (issue 26, ports77).

LangChain's ``CSVLoader`` writes each row of a CSV file as one document of ``column: value``
lines; a retrieval chain then joins the documents with blank lines, so a model meets the rows as
blocks of the same keys one under another (a learner's loader of a spreadsheet, a JSON list or a
database table writes the same shape). Read as prose, each line was a sentence of its own, and the
extractive reader took the line that met the question's words in one block and the line of the
asked key in another ("which company does Ingrid work for?" -> Ingrid's e-mail line with another
customer's company line). Here such blocks are written as one markdown pipe table, its header the
keys, one row per block, so a question is answered from one row and every reader of table rows
(the row a question names, counts, superlatives) reads them:

- a *block*: lines between blank lines, every one of them ``Key: value`` (the key a short name,
  ``keyed_stanzas.yaml`` ``key`` and ``max_key_words``; an empty value allowed: an empty cell), at
  least ``min_keys`` lines, no key twice, no value longer than ``max_value_chars``;
- a *table*: ``min_blocks`` or more consecutive blocks with the same keys in the same order; the
  lines around them stay as written. A value holding "|" cannot sit in a pipe table's cell, so
  such a run stays as written, as does a run beside a keyed block that opens with the same key but
  holds other keys (a record with a field more or less: a partial table would split one list), and
  text inside a markdown code fence.

``stanzas_as_table(text)`` is called once per message by ``plain_text``; text with no such run
comes back as it is. Settings are data (``data/sim/keyed_stanzas.yaml``). Bounded by ``max_blocks``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import read

_FENCE_RE = re.compile(r"^[ \t]*(?:```|~~~)", re.MULTILINE)
_BLANK_RE = re.compile(r"\n[ \t]*\n")


@lru_cache(maxsize=1)
def _settings() -> tuple[re.Pattern[str], int, int, int, int, int, int]:
    data = read("keyed_stanzas.yaml")
    line = re.compile(rf"^[ \t]*({data['key']})[ \t]*:(?:[ \t]+(.*?))?[ \t]*$")
    return (line, int(data["min_keys"]), int(data["min_blocks"]), int(data["max_key_words"]),
            int(data["max_value_chars"]), int(data["max_blocks"]), int(data["prose_words"]))


def _prose(value: str, prose_words: int) -> bool:
    """A value that is a sentence: ``prose_words`` words or more, ending with a sentence mark."""
    return value[-1:] in ".!?" and len(value.split()) >= prose_words


def _block(lines: list[str]) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """A block's keys and values, or ``None`` when it is no record (see the module docstring)."""
    line_re, min_keys, _, max_key_words, max_value_chars, _, prose_words = _settings()
    keys: list[str] = []
    values: list[str] = []
    for line in lines:
        found = line_re.match(line)
        if not found:
            return None
        key, value = found.group(1).strip(), (found.group(2) or "").strip()
        if (len(key.split()) > max_key_words or key in keys or len(value) > max_value_chars
                or key.startswith("http") or _prose(value, prose_words)):
            return None
        keys.append(key)
        values.append(value)
    if len(keys) < min_keys:
        return None
    return tuple(keys), tuple(values)


def _first_key(part: str) -> str | None:
    """The key of a block's first line when every line of it is a ``Key: value`` line."""
    line_re = _settings()[0]
    found = [line_re.match(x) for x in part.split("\n") if x.strip()]
    return found[0].group(1).strip() if found and all(found) else None


def _ragged(parts: list[str], n: int, end: int, first_key: str) -> bool:
    """A run whose neighbour block is keyed and opens with the run's first key but holds other
    keys (a record with a field more or less): the records are not uniform, so no table."""
    return any(0 <= k < len(parts) and _first_key(parts[k]) == first_key for k in (n - 1, end))


def _table(keys: tuple[str, ...], rows: list[tuple[str, ...]]) -> str:
    lines = ["| " + " | ".join(keys) + " |", "|" + "---|" * len(keys)]
    lines += ["| " + " | ".join(value or " " for value in row) + " |" for row in rows]
    return "\n".join(lines)


def stanzas_as_table(text: str) -> str:
    """``text`` with each run of keyed blocks written as a markdown pipe table (see the module
    docstring)."""
    if ":" not in text or "\n" not in text or _FENCE_RE.search(text):
        return text
    _, _, min_blocks, _, _, max_blocks, _ = _settings()
    parts = _BLANK_RE.split(text)
    if len(parts) < min_blocks or len(parts) > max_blocks:
        return text
    read_blocks = [_block([x for x in part.split("\n") if x.strip()]) if part.strip() else None for part in parts]
    out: list[str] = []
    changed = False
    n = 0
    while n < len(parts):
        first = read_blocks[n]
        end = n + 1
        while first and end < len(parts) and read_blocks[end] and read_blocks[end][0] == first[0]:
            end += 1
        rows = [read_blocks[k][1] for k in range(n, end)] if first else []
        if (first and end - n >= min_blocks and not any("|" in v for row in rows for v in row)
                and not _ragged(parts, n, end, first[0][0])):
            out.append(_table(first[0], rows))
            changed = True
        else:
            out.extend(parts[n:end])
        n = end
    return "\n\n".join(out) if changed else text
