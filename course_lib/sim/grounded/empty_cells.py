"""A yes/no question answered by a table row whose asked column holds no value (issue 26; the forty-ninth
set's RR5, branch fix51b): "Does Marta do brake services?" over the row "Brake service; Standard bike: £25;
E-bike: £35; Cargo bike (Marta): -." is a no, not the row quoted.

``verdict(question, reply)``: the reply is one row as the table reader renders it ("<row>; <column>:
<cell>; ..."), exactly one column's header shares a word with the question that the row's label does not
hold, and that column's cell is a mark of no value ("-", "–", "n/a", "none": ``_NONE``) -> "No: ...";
``None`` otherwise (a filled cell is left to the reply as it is).
"""

from __future__ import annotations

import re

from course_lib.sim.words.text import content_terms

_YES_NO_RE = re.compile(r"^\W*(?:do|does|did|can|could|will|would|is|are|has|have)\b", re.IGNORECASE)
_ROW_RE = re.compile(r"^(?P<row>[^;:\n]{1,80}); (?P<cells>[^\n]+?)\.?$")
_NONE = frozenset({"-", "–", "—", "n/a", "na", "none", "not offered", "not available", "x"})
_MAX_REPLY = 400


def verdict(question: str, reply: str) -> str | None:
    """"No: ..." when the asked column's cell of the one row quoted holds no value; ``None`` otherwise."""
    text = reply.strip()
    if len(text) > _MAX_REPLY or not _YES_NO_RE.search(question) or "; " not in text:
        return None
    m = _ROW_RE.match(text)
    if m is None:
        return None
    cells = [c.split(": ", 1) for c in m.group("cells").split("; ")]
    if not all(len(c) == 2 for c in cells):
        return None
    asked = set(content_terms(question)) - set(content_terms(m.group("row")))
    named = [(col, value) for col, value in cells if asked & set(content_terms(col))]
    if len(named) != 1:
        return None
    col, value = named[0]
    if value.strip().lower() not in _NONE:
        return None
    return f"No: the documents give \"{value.strip()}\" for {m.group('row').strip()} under {col.strip()}."
