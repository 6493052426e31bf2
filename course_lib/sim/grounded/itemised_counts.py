"""A how-many question over a line that counts its things by kind, "N x <kind>" (fix43b, the
forty-first set's JJ4): "How many rooms have we booked?" over "rooms: 2 x double, 1 x twin" is 3,
never the line quoted (its operands passed off as the answer).

``worked(question, line)``: the line holds two or more terms "<N> x <kind>" (or "<kind> x <N>");
- the line's lead (its words before the first term) or every term's kind names the noun the
  question counts ("rooms: ...", "bikes now 3 x hybrid, 1 x e-bike"): the sum of the terms;
- else the terms whose kind names it ("how many roses?" over "6 x red rose, 4 x white rose, 3 x
  lily": 10), added;
- else ``None`` (the line is no count of the asked thing; other steps read it).
The answer is the count with its working, "3 (2 x double + 1 x twin)", before the line.
"""

from __future__ import annotations

import re

from course_lib.sim.words.text import content_terms

_TERM_RE = re.compile(r"(?<![\w.])(?P<n>\d{1,4})\s*[x×]\s+(?P<kind>[A-Za-z][\w-]*(?:\s+(?![xX×]\b)[A-Za-z][\w-]*){0,3})"
                      r"|(?P<kind2>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,3})\s+[x×]\s*(?P<n2>\d{1,4})(?![\w.])")
# a term's kind ends at a bracket, a comma, "and" or a figure ("3 x hybrid (child S)": "hybrid")
_KIND_END_RE = re.compile(r"\s+(?:and|plus|with|in|at|for|on)\b.*$", re.IGNORECASE)


def _terms(line: str) -> list[tuple[int, str, int]]:
    """(count, kind, start) of each "N x kind" term of ``line``."""
    out = []
    for m in _TERM_RE.finditer(line):
        n, kind = (m.group("n"), m.group("kind")) if m.group("n") else (m.group("n2"), m.group("kind2"))
        out.append((int(n), _KIND_END_RE.sub("", kind).strip(), m.start()))
    return out


def worked(question: str, line: str, counted: list[str]) -> str | None:
    """The count a how-many question asks, worked from ``line``'s "N x kind" terms (see the module
    docstring); ``counted`` is the question's counted words ("rooms", "double rooms")."""
    if not counted:
        return None
    terms = _terms(line)
    if len(terms) < 2:
        return None
    asked = {t for w in counted for t in content_terms(w)}
    if not asked:
        return None
    lead = set(content_terms(line[: terms[0][2]]))
    kinds = [set(content_terms(kind)) for _, kind, _ in terms]
    if asked <= lead or all(asked <= k for k in kinds):
        parts = terms
    else:
        parts = [t for t, k in zip(terms, kinds, strict=True) if asked <= k]
        if not parts:
            return None
    total = sum(n for n, _, _ in parts)
    if len(parts) == 1:
        return f"{total} ({parts[0][0]} x {parts[0][1]})"
    return f"{total} ({' + '.join(f'{n} x {kind}' for n, kind, _ in parts)})"


__all__ = ["worked"]
