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
- ``superseding(question, picked, texts)``: a sentence of ``texts`` that moves a planned thing the
  question and the picked sentence both name to another value of the kind the picked sentence
  states ("the offsite is on Thursday 25 Sep" and, in a later mail of the thread, "we're moving the
  offsite to Friday 26 Sep"), else ``None``: two moves to different values, or none.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import alternation, phrase_lists
from course_lib.sim.words.day_names import WEEKDAYS

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


@lru_cache(maxsize=128)
def _event_pattern(key: str) -> re.Pattern[str]:
    verbs = alternation(phrase_lists(DATA, ("event_verbs",))["event_verbs"])
    k = r"\s+".join(re.escape(w) for w in key.split())
    return re.compile(rf"\b(?:{verbs})\s+(?:(?:the|our|my|your|this|that|next)\s+)?(?:[\w'&-]+\s+){{0,2}}?{k}"
                      rf"\s+(?:to|until|till)\s+"
                      rf"(?:the\s+)?{_VALUE}", re.IGNORECASE)


def _value_kind(value: str) -> str:
    """"day" (a weekday), "figure" (digits: a date, a time, a number) or "name" (a capitalised word)."""
    if value.lower().rstrip("s") in _WEEKDAYS:
        return "day"
    return "figure" if any(c.isdigit() for c in value) else "name"


_WEEKDAYS = frozenset(WEEKDAYS)


def _states_kind(sentence: str, kind: str) -> bool:
    words = re.findall(r"[\w'-]+", sentence)
    if kind == "day":
        return any(w.lower().rstrip("s") in _WEEKDAYS for w in words)
    if kind == "figure":
        return any(c.isdigit() for c in sentence)
    return any(w[:1].isupper() for w in words[1:])


def _asked_kinds(question: str) -> frozenset[str]:
    """The value kinds a move may answer ``question`` with: a when-question a day or a figure, a
    where-question a name, any other question any kind."""
    d = phrase_lists(DATA, ("asks_when", "asks_where"))
    if re.search(rf"\b(?:{alternation(d['asks_where'])})\b", question, re.IGNORECASE):
        return frozenset({"name"})
    if re.search(rf"\b(?:{alternation(d['asks_when'])})\b", question, re.IGNORECASE):
        return frozenset({"day", "figure"})
    return frozenset({"day", "figure", "name"})


def superseding(question: str, picked: str, texts: list[str]) -> str | None:
    """The one sentence of ``texts`` that moves what both ``question`` and ``picked`` name (a word of
    the question the picked sentence holds: "offsite") to a value of a kind ``picked`` states and
    does not hold; ``None`` when no sentence does, or two move it to different values."""
    from course_lib.sim.material.prose import sentences
    from course_lib.sim.words.text import content_terms, stem

    picked_words = {stem(w) for w in re.findall(r"[A-Za-z][\w'-]*", picked)}
    keys = [w for w in dict.fromkeys(re.findall(r"[A-Za-z][\w'-]{2,}", question.lower()))
            if stem(w) in picked_words and content_terms(w)]
    asked = _asked_kinds(question)
    d = phrase_lists(DATA, ("current_marks", "event_verbs"))
    if re.search(rf"\b(?:{alternation(d['current_marks'] + d['event_verbs'])})\b", picked, re.IGNORECASE):
        return None  # the picked sentence is itself a change or the value in force
    found: dict[str, str] = {}
    for text in texts:
        for sentence in sentences(text[:MAX_CHARS]):
            if sentence.strip() == picked.strip():
                continue
            for key in keys:
                m = _event_pattern(key).search(sentence)
                if not m:
                    continue
                value = m.group("value").rstrip(".")
                kind = _value_kind(value)
                if value.lower() in picked.lower() or kind not in asked or not _states_kind(picked, kind):
                    continue
                found.setdefault(value.lower(), sentence)
    return next(iter(found.values())) if len(found) == 1 else None


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
    from course_lib.sim.reports import explain

    out = reply
    for m in _FIELD_RE.finditer(reply):
        key, old = m.group(1), m.group(2).rstrip(".")
        new = moved_value(key, old, texts)
        if new is None:
            continue
        out = out.replace(m.group(0), f"{key}: {new} (moved from {old} by a later source)", 1)
        explain.rule("a field's value a later source moved", field=key, old=old, new=new)
    return out
