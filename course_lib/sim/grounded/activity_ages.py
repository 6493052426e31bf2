"""An age asked whether someone may do an activity, read against that activity's own age key
(issue 26, fix54b; the fifty-first set's "Can my 11-year-old do the intro session?" over a TOML
``intro_session = { ..., min_age = 12 }`` answered "Yes" from a price band's "# under 16").

A configuration file (TOML, YAML, JSON, INI) bounds an activity by a key (``min_age``, ``max_age``,
``minimum_age``, ``age_min``: cue ``age_key`` of ``data/sim/patterns.yaml`` ``activity_ages``) in the
activity's table or inline table (cue ``table_head``: "[blacksmith_day]", "kayak_taster: {", a YAML
parent key). When the question states an age, asks leave, and names that table's subject (every word
of its name, "kayak_taster" in "the kayak taster"), the key decides: an age under the minimum or over
the maximum is "No"; an age inside the bounds is "Yes" unless the question asks about doing it alone
(other rules decide that). A price band's age comment ("child = 6 # under 16") is never read here."""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.grounded.citations import bodies as _bodies
from course_lib.sim.grounded.citations import with_citations as _with_citations
from course_lib.sim.reports import explain
from course_lib.sim.request.reading import Request
from course_lib.sim.values import ages
from course_lib.sim.words.cues import patterns

_CUE = patterns("activity_ages")  # its cue patterns: data/sim/patterns.yaml
_ALONE = patterns("accompanied_ages").alone_question
_MAX_LINES = 400


@dataclass(frozen=True)
class AgeKey:
    """One age key: its subject's name ("kayak_taster"), its line, and its bound (``low`` or ``high``)."""

    subject: str
    line: str
    low: int | None
    high: int | None


def age_keys(body: str) -> list[AgeKey]:
    """The age keys of ``body`` with their subjects: the inline table's name on the key's own line, else
    the nearest table header or parent key above it indented less; ``[]`` for a body with none (a cheap
    "age" test first)."""
    if "age" not in body.lower():
        return []
    found: list[AgeKey] = []
    heads: list[tuple[int, str]] = []  # (indent, name) of the open tables, innermost last
    for line in body.splitlines()[:_MAX_LINES]:
        indent = len(line) - len(line.lstrip())
        head = _CUE.table_head.match(line)
        if head and head.group("toml"):
            heads = [(-1, head.group("toml"))]
        elif line.strip():
            heads = [h for h in heads if h[0] < indent or h[0] < 0]
        key = _CUE.age_key.search(line)
        if key is not None:
            own = head.group("key") if head and head.group("key") and "{" in line else None
            subject = own or (heads[-1][1] if heads else None)
            if subject and not _CUE.age_key.fullmatch(subject.strip() + "=0"):
                age = int(key.group("age"))
                is_min = "min" in key.group("key").lower()
                found.append(AgeKey(subject.strip(), line.strip(), age if is_min else None,
                                    None if is_min else age))
        if head and head.group("key") and "{" not in line:
            heads.append((indent, head.group("key")))
    return found


def _words(text: str) -> set[str]:
    return {w.rstrip("s") for w in re.findall(r"[a-z]{3,}", text.lower())}


def names(question: str, subject: str) -> bool:
    """Whether ``question`` names ``subject`` ("kayak_taster": "the kayak taster"): every word of three
    letters or more of the subject's name, plural or not."""
    wanted = _words(subject.replace("_", " ").replace("-", " "))
    return bool(wanted) and wanted <= _words(question)


def answer(request: Request) -> str | None:
    """"Can my 9-year-old do the kayak taster?" over ``kayak_taster: {price: 15, min_age: 10}``: "No" with
    the key; ``None`` when the question states no age, asks no leave, or names no keyed subject."""
    from course_lib.sim.grounded.leave_questions import asks_leave

    question = request.search_question
    if request.language != "en" or not request.documents or "age" not in " ".join(_bodies(request)).lower():
        return None
    age = ages.stated_age(question)
    if age is None or not asks_leave(question):
        return None
    keys = [k for body in _bodies(request) for k in age_keys(body) if names(question, k.subject)]
    if not keys:
        return None
    barred = [k for k in keys if (k.low is not None and age < k.low) or (k.high is not None and age > k.high)]
    shown = "; ".join(f"'{k.line.rstrip(',')}' for {k.subject}" for k in (barred or keys)[:3])
    if barred:
        explain.rule("a stated age against the asked activity's own age key", age=age, keys=[k.line for k in barred])
        return _with_citations(f"No: the documents give {shown}, and {age} is outside that bound.", request)
    if _ALONE.search(question):
        return None  # (doing it alone: the company rules decide, accompanied_ages)
    explain.rule("a stated age within the asked activity's own age key", age=age, keys=[k.line for k in keys])
    return _with_citations(f"Yes: the documents give {shown}, and {age} is within that bound.", request)
