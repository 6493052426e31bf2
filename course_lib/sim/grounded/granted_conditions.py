"""A default value and a conditional one, the condition granted later (issue 26, fix63d; the fifty-eighth
set's WW5): "Deposit: £200, or £50 with the damage waiver" and, further down, "Damage waiver added 3 May";
"Insurance excess: £900, reduced to £300 with Cover Plus" and "Variation: Cover Plus added for the whole
hire". Quoting the clause with both figures leaves the reader to settle which holds; the later line settles
it: the conditional value is the one in force.

``settled(question, quote, bodies)``: the quote's clause with the two values (``conditional`` in
``data/sim/patterns.yaml`` ``granted_conditions``: "<A>, reduced to <B> with <X>", "<A>, or <B> with <X>",
"<A> (<B> with <X>)") and a line of the material, other than the quote's, that grants the condition ("<X>
added", "<X> taken", "with <X>" in a variation: ``granted``) -> the reply with the conditional value and the
granting line (the default left unsaid: the later line settled it); ``None`` otherwise (no such clause, no granting line, the question itself naming the condition
"without <X>", or two clauses at once).

``within_time(question, quote)``: the quote's clause "<A>, reduced to <B> if paid within <N> days" (``within``)
and a time the question states for it ("paying it within a week", "after 20 days": ``asked_time``) -> the value
that time gives, with the comparison (the fifty-ninth set's XW1: the question grants the condition itself).

``situation_only(question, missing)``: the missing words all stand in the question's own "if I <verb> it" clause
("whats my excess if i scratch it"): the situation the value is for, no part of the thing asked.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("granted_conditions")
_MAX_CHARS = 20_000  # a cap on the material read for a granting line
_MIN_CONDITION_CHARS = 3


def settled(question: str, quote: str, bodies: list[str] | tuple[str, ...]) -> str | None:
    """The conditional value in force and the line that grants its condition (module docstring), or ``None``."""
    found = list(_CUE.conditional.finditer(quote))
    if len(found) != 1:
        return None
    m = found[0]
    condition = m.group("condition").strip(" .,;")
    if len(condition) < _MIN_CONDITION_CHARS or re.search(rf"\bwithout\s+(?:the\s+)?{re.escape(condition)}", question,
                                                           re.IGNORECASE):
        return None
    grant = _granting_line(condition, quote, bodies)
    if grant is None:
        return None
    label = (m.group("label") or "").strip(" :")
    head = f"{label}: " if label else ""
    return f"{head}{m.group('conditional')} with {condition}, which applies: {grant}"


_DAYS = {"day": 1, "week": 7, "fortnight": 14, "month": 30}  # a unit of time in days (a month taken as 30)


def asked_time(question: str) -> bool:
    """The question states one time a "within N days" clause is read against ("within a week", "after 10 days")."""
    return len(_CUE.asked_time.findall(question)) == 1


def within_clauses(text: str) -> list[str]:
    """The "A, reduced to B if paid within N days" clauses of ``text`` (``_CUE.within``)."""
    return [m.group(0) for m in _CUE.within.finditer(text)]


def within_time(question: str, quote: str) -> str | None:
    """The value a time limit in ``quote`` gives for the time ``question`` states (module docstring), or
    ``None`` (no such clause, two of them, no time asked, or two times)."""
    times = list(_CUE.asked_time.finditer(question))
    if len(times) != 1:
        return None  # (the question's time first: it is short, and most questions state none)
    found = list(_CUE.within.finditer(quote))
    if len(found) != 1:
        return None
    m, t = found[0], times[0]
    limit = int(m.group("n")) * _DAYS[m.group("unit").lower().rstrip("s")]
    if t.group("day"):
        asked, said = int(t.group("day")), f"day {t.group('day')}"
    else:
        unit = t.group("unit").lower()
        asked = (int(t.group("n")) if t.group("n") else 1) * _DAYS[unit if unit == "fortnight" else unit.rstrip("s")]
        said = " ".join(t.group(0).split()[1:])
    late = t.group("how") is not None and t.group("how").lower() == "after"
    label = (m.group("label") or "").strip(" :")
    head = f"{label[0].upper()}{label[1:]}: " if label else ""
    window = f"{m.group('n')} {m.group('unit')}"
    if asked <= limit and not (late and asked >= limit):
        return f"{head}{m.group('conditional')} (if paid within {window}; {said} is within it)."
    return f"{head}{m.group('default')} ({m.group('conditional')} only if paid within {window}; {said} is past it)."


def _granting_line(condition: str, quote: str, bodies: list[str] | tuple[str, ...]) -> str | None:
    """The material's sentence, outside ``quote``, that grants ``condition`` ("Excess Cover added for the
    whole hire."), or ``None``."""
    words = re.escape(condition).replace(r"\ ", r"\s+")
    near = re.compile(rf"\b{words}\b", re.IGNORECASE)
    text = "\n".join(bodies)[:_MAX_CHARS]
    for sentence in re.split(r"\n+|(?<=[.!?;])\s+", text):
        s = sentence.strip()
        if not s or s in quote or quote.strip().rstrip(".") in s:
            continue
        m = near.search(s)
        if m and (_CUE.granted_after.match(s, m.end()) or _CUE.granted_before.search(s[:m.start()])):
            return s if s.endswith((".", "!", ")")) else s + "."
    return None


def situation_only(question: str, missing: list[str]) -> bool:
    """Every word of ``missing`` stands in the question's "if I <verb> it" clause (module docstring)."""
    clause = _CUE.situation.search(question)
    if not clause or not missing:
        return False
    held = set(re.findall(r"[^\W\d_]+", clause.group(0).lower()))
    return all(w.lower() in held for w in missing)
