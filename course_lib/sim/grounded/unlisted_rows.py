"""A row the question names by its table's key column that the table does not list (issue 26).

"How much is a family ticket on Saturday?" over a price table keyed by "Ticket" (Adult, Student,
Under 16): the rows tie on "ticket" and the day, and listing them all answers a question about a
row the table does not have. The question's word right before the key column's header ("family"
before "ticket") that no line of the document holds names a row that is not there: "I don't know"
is then the honest reply, never the rows that tie. ``None`` when the key header is not in the
question, the word before it is a function word, or the document holds that word anywhere.
"""

from __future__ import annotations

import re

from course_lib.sim.words.text import STOP_WORDS, content_terms

_CELL_RE = re.compile(r"^\s*([^:;]{1,40}):\s*([^;]*)")
_FUNCTION = frozenset("a an the each per one this that my our your any which what whose every another same "
                      "other first last next".split())


def _key_header(row: str) -> str | None:
    m = _CELL_RE.match(row)
    return m.group(1).strip() if m else None


def unlisted(question: str, rows: list[str], body: str) -> str | None:
    """The question's "<word> <key header>" when ``rows`` (tied table rows written "Head: cell;
    ...", all keyed by one header) come from ``body`` and it holds that word nowhere; else ``None``."""
    heads = {_key_header(r) for r in rows}
    if len(heads) != 1 or None in heads:
        return None
    (head,) = heads
    if not head or len(head.split()) != 1 or not head.isalpha():
        return None
    m = re.search(rf"\b([a-z][a-z-]+)\s+{re.escape(head.lower())}s?\b", question.lower())
    if m is None:
        return None
    word = m.group(1)
    if word in _FUNCTION or word in STOP_WORDS:
        return None
    held = set(content_terms(body))
    if set(content_terms(word)) & held or word in body.lower():
        return None
    return f"{word} {head.lower()}"
