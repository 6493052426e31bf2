"""The record a question names by the lead of a line (issue 26): in notes written a line per thing,
"Gym: induction required before first use; ages 16+." and "Sauna and steam room: adults only",
the lead before the colon (or " - ") names the line's thing. A rule, a bound or a value read from
one line answers a question about that line's thing only: "can my 15 yr old use the gym" names
the lead "Gym", so the sauna's "adults only" is not its rule, and "can a 10 year old swim in the
main pool" names "Main pool", whose line states no age, so the gym's "ages 16+" is not its bound.

The one reader of line leads: ``leads(bodies, form)`` gives the lead of each line in one of two
forms: ``"record"`` (a name of up to 40 characters before ":" or " - ", a bullet allowed) and
``"group"`` (one to three words before ":" or "|", as ``only_rules`` reads the groups its "X only"
rules sit beside: "Minis: ages 5 to 7").
``named(question, bodies)``: the leads of the documents' lines that the question names (every
content word of the lead is a word of the question; a lead of at most ``_MAX_LEAD_WORDS`` words).
``elsewhere(question, line, bodies)``: the question names a lead that ``line`` does not name: the
line is another record's. Bounded: ``_MAX_DOCS`` documents, ``_MAX_LINES`` lines each.
"""

from __future__ import annotations

import re

from course_lib.sim.words.text import content_terms

_LEAD_RES = {
    "record": re.compile(r"^\s*(?:[-*•]\s+)?(?P<lead>[^\W\d][\w' ]{1,40}?)\s*(?::|\s[-–]\s)", re.MULTILINE),
    "group": re.compile(r"^\W{0,3}(?P<lead>[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*){0,2})\s*[:|]"),
}
_MAX_LEAD_WORDS = 4
_MAX_DOCS = 20
_MAX_LINES = 400


def leads(bodies: list[str] | tuple[str, ...], form: str = "record") -> list[str]:
    """The lead of each line of ``bodies`` written in ``form`` (``"record"`` or ``"group"``: the module
    docstring), in order."""
    pattern = _LEAD_RES[form]
    return [m.group("lead") for body in list(bodies)[:_MAX_DOCS] for line in body.splitlines()[:_MAX_LINES]
            if (m := pattern.match(line))]


def named(question: str, bodies: list[str] | tuple[str, ...]) -> list[frozenset[str]]:
    """The content terms of each line lead of ``bodies`` that ``question`` names."""
    asked = frozenset(content_terms(question))
    out = []
    for lead in leads(bodies):
        if len(lead.split()) > _MAX_LEAD_WORDS:
            continue
        terms = frozenset(content_terms(lead))
        if terms and terms <= asked and terms not in out:
            out.append(terms)
    return out


def elsewhere(question: str, line: str, bodies: list[str] | tuple[str, ...]) -> bool:
    """Whether ``question`` names a line lead of ``bodies`` that ``line`` does not name."""
    said = frozenset(content_terms(line))
    return any(not terms & said for terms in named(question, bodies))


__all__ = ["elsewhere", "leads", "named"]
