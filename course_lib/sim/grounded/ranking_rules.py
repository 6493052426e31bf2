"""A table's order read from the rule line that says how its rows are ranked (issue 26; the
forty-sixth set's OO2: "Seeding ... is by victories, then by indicator" beside a pool's table, and a
who-question answered by the rule line or by the table's written order).

A line of the table's document outside its rows that says the rows are ranked ("ranked by", "decided
by", "ordered by", "seeded by", "sorted by": ``lexicons.yaml`` ``ranking_rule_words``) "by X, then by
Y, ..." names the columns, in order: each part must meet one numeric column's header (its words or
its plain words, ``record_keys.header_words``), highest first unless the part says fewest / lowest
(``ranking_rule_ascending``) or the header is one of which less is better
(``superlatives.lower_better``). The rows are ordered by those columns, one after the other; rows
equal on all of them are tied. ``None`` when no such line is there or a part meets no column (the
rule is not read: the callers' own readings, or their limits, stand). Bounded: ``_MAX_PARTS``.
"""

from __future__ import annotations

import re

from course_lib.sim.material.prose import Unit, units
from course_lib.sim.material.record_keys import header_words
from course_lib.sim.material.superlatives import column_cells, figure, lower_better
from course_lib.sim.words.cues import alternation, lexicon
from course_lib.sim.words.text import content_terms

_MAX_PARTS = 4
_THEN_RE = re.compile(r",?\s*(?:and\s+)?then\s+(?:by\s+)?|;\s*(?:then\s+)?(?:by\s+)?|,\s*by\s+", re.IGNORECASE)
_LEAD_RE = re.compile(r"^(?:the\s+)?(?:(?:most|highest|greatest|largest|number\s+of|total|fewest|lowest|least|"
                      r"smallest)\s+)*", re.IGNORECASE)


def _rule_re() -> re.Pattern[str]:
    words = alternation(sorted(lexicon("ranking_rule_words")))
    return re.compile(rf"\b(?:{words})\b[^.;:\n]{{0,40}}?\bby\s+(?P<parts>[^.\n]+)", re.IGNORECASE)


def _column(part: str, heads: list[str]) -> str | None:
    """The one header a rule's part names: of those sharing a term with it, the one whose terms it all
    holds, then the one holding its first term ("games won": Games, not Wins); ``None`` for none or a tie."""
    ordered = content_terms(_LEAD_RE.sub("", part.strip()))
    if not ordered:
        return None
    terms = set(ordered)
    scored = []
    for h in heads:
        own = set(content_terms(f"{h} {header_words(h)}"))
        if terms & own:
            scored.append(((set(content_terms(h)) <= terms, ordered[0] in own, len(terms & own)), h))
    if not scored:
        return None
    scored.sort(reverse=True)
    return scored[0][1] if len(scored) == 1 or scored[0][0] != scored[1][0] else None


def order(body: str, rows: list[Unit]) -> tuple[list[int], list[tuple], tuple[str, ...], str] | None:
    """(the rows' indices in the rule's order, each row's sort key, the columns by which, the rule
    line) for a table ``rows`` of ``body``; ``None`` when no rule line of ``body`` is read."""
    if " by " not in body:
        return None
    inside = {u.text for u in rows}
    heads = list(dict.fromkeys(h for u in rows for h, _ in u.cells if h))
    rule = _rule_re()
    ascending = lexicon("ranking_rule_ascending")
    low = lower_better()
    for unit in units(body):
        if unit.text in inside:
            continue
        m = rule.search(unit.text)
        if m is None:
            continue
        parts = [p for p in _THEN_RE.split(m.group("parts")) if p.strip()][:_MAX_PARTS]
        columns, signs = [], []
        for part in parts:
            head = _column(part, heads)
            if head is None:
                return None
            values = [figure(c) for c in column_cells(rows, head)]
            if any(v is None for v in values):
                return None
            up = any(w in ascending for w in part.lower().split()) or bool(set(content_terms(head)) & low)
            columns.append(head)
            signs.append(1 if up else -1)
        if not columns:
            continue
        keys = [tuple(sign * figure(column_cells(rows, head)[n])[0] for head, sign in zip(columns, signs, strict=True))
                for n in range(len(rows))]
        return sorted(range(len(rows)), key=lambda n: keys[n]), keys, tuple(columns), unit.text.strip()
    return None
