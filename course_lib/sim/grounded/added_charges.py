"""A worked amount whose question names a charge to add (issue 26): "3 hours of the wheel - what do we
pay, deposit included?" over "£7 per hour" and "A £30 deposit is paid with every booking" is 3 × £7 +
£30, not the product alone.

- ``named(question)``: the charges the question names to add ("with the deposit", "plus the kitchen",
  "deposit included", "including the cleaning fee");
- ``completed(question, reply, bodies)``: ``None`` when the question names none, or the reply already
  states each one's amount; else a ``Completed``: the reply's worked amount plus the one amount the
  documents' lines naming the charge state, or the reason it cannot add it (the caller states the limit).
"""

from __future__ import annotations

from dataclasses import dataclass

from course_lib.sim.grounded.said_amounts import amounts, money
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("added_charges")  # its cue patterns: data/sim/patterns.yaml
_MAX_LINES = 400


@dataclass(frozen=True)
class Completed:
    text: str = ""
    why: str = ""


def named(question: str) -> list[str]:
    """The charges ``question`` names to add, as written ("deposit", "kitchen")."""
    return [(m.group("item") or m.group("item2")).strip() for m in _CUE.added.finditer(question)]


def completed(question: str, reply: str, bodies: list[str]) -> Completed | None:
    """See the module docstring."""
    items = named(question)
    if not items:
        return None
    said = amounts(reply)
    if not said:
        return None
    total, sign = said[0]
    lines = [x.strip() for body in bodies for x in body.splitlines()[:_MAX_LINES] if x.strip()]
    added, shown = [], []
    for item in items:
        terms = set(content_terms(item))
        found = {a for line in lines if terms and terms <= set(content_terms(line)) for a in amounts(line)}
        where = [line for line in lines if terms and terms <= set(content_terms(line)) and amounts(line)]
        if any(abs(v - a) < 1e-9 for v, _ in said[1:] for a, _ in found):
            continue  # the reply already works it in
        if len(found) != 1:
            return Completed(why=f"the question adds the {item}, and the documents' lines give "
                                 f"{'no' if not found else 'several'} amounts for it")
        (value, its_sign), = found
        if its_sign != sign:
            return Completed(why=f"the {item}'s amount is in another currency than the worked amount")
        added.append((item, value))
        shown.append(where[0])
    if not added:
        return None
    whole = total + sum(v for _, v in added)
    parts = " + ".join([money(total, sign), *(f"{money(v, sign)} {item}" for item, v in added)])
    return Completed(text=f"{money(whole, sign)}: {parts} ({reply.strip()} {' '.join(shown)})")
