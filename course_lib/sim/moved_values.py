"""A later source that moves a field's value (issue 26, the twenty-eighth set's W3; notebook 02's
grounded answers over a learner's own tickets and notes): a ticket's "Fix version: 2.4.2" and a
comment's "Moving the fix version to 2.4.3, 2.4.2 is already frozen." give 2.4.3 as the value in
force; an answer that quotes the field gives the moved value and names the old one ("Fix version:
2.4.3 (moved from 2.4.2 by a later source)"). The move phrases are data
(``data/sim/moved_values.yaml``).

- ``moved_value(key, old, texts)``: the one value other than ``old`` that a sentence of ``texts``
  moves the field ``key`` to, else ``None`` (none, or two different ones).
- ``applied(reply, texts)``: ``reply`` with each quoted "Key: value" whose value a source moved
  written as the moved value; ``reply`` unchanged when none was moved.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.cues import alternation, phrase_lists

DATA = "moved_values.yaml"
MAX_CHARS = 20000  # of the texts read
_FIELD_RE = re.compile(r"(?<![\w])([A-Z][A-Za-z]+(?: [A-Za-z]+){0,3}):\s*([^\s,;]+)")
_VALUE = r"(?P<value>[^\s,;]*\d[^\s,;]*|[A-Z][\w.-]*)"


@lru_cache(maxsize=1)
def _data() -> dict:
    return phrase_lists(DATA, ("verbs_before", "after_key"))


@lru_cache(maxsize=128)
def _patterns(key: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    d = _data()
    k = r"\s+".join(re.escape(w) for w in key.split())
    before = re.compile(rf"\b(?:{alternation(d['verbs_before'])})\s+(?:the\s+)?{k}\s+(?:to|for)\s+{_VALUE}",
                        re.IGNORECASE)
    after = re.compile(rf"\b{k}\s+(?:{alternation(d['after_key'])})\s+{_VALUE}", re.IGNORECASE)
    return before, after


def _same_kind(new: str, old: str) -> bool:
    return any(c.isdigit() for c in new) == any(c.isdigit() for c in old)


def moved_value(key: str, old: str, texts: list[str]) -> str | None:
    """The one value, of the old value's kind and other than it, that ``texts`` move ``key`` to."""
    body = "\n".join(texts)[:MAX_CHARS]
    found = set()
    for pattern in _patterns(key.lower()):
        for m in pattern.finditer(body):
            value = m.group("value").rstrip(".")
            if value != old and _same_kind(value, old):
                found.add(value)
    return found.pop() if len(found) == 1 else None


def applied(reply: str, texts: list[str]) -> str:
    """``reply`` with each quoted "Key: value" a source moved written as the moved value."""
    from course_lib.sim import explain

    out = reply
    for m in _FIELD_RE.finditer(reply):
        key, old = m.group(1), m.group(2).rstrip(".")
        new = moved_value(key, old, texts)
        if new is None:
            continue
        out = out.replace(m.group(0), f"{key}: {new} (moved from {old} by a later source)", 1)
        explain.rule("a field's value a later source moved", field=key, old=old, new=new)
    return out
