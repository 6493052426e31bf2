"""A start fee beside a rate per minute, worked for the question's length (issue 26, fix58a): "£1 to
unlock, then 15p a minute" asked "20 minute ride, what will it cost?" is £1 + 20 x 15p = £4.00,
never 20 x £1, and never a bare "I don't know." with the rate in the material.

``worked(question, bodies)``: the question names a length in minutes or hours and asks an amount
(data ``start_fees.yaml``); the documents' fee-then-rate clauses (data: line), each with the label
before it in its sentence ("E-bikes: £1 to unlock, then 20p a minute"). The clause whose label the
question names, else the one with no label when the question names none of the labels. A later line
that says a per-minute rate changed ("Update: e-bike minutes now cost 18p") and names the clause's
label (or, with one clause, any) puts its rate in force. Pence are read as amounts ("15p" = £0.15).
``Unsure`` when several clauses fit, or the length's unit is not the rate's; ``None`` when the question
asks no such amount, names another rule (a pass, an extra charge: data other_rule) or no clause is found (the other readers answer).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.reports.reader_results import Answer, Unsure
from course_lib.sim.words.cues import read as read_data
from course_lib.sim.words.text import stem

DATA = "start_fees.yaml"
RULE = "a start fee plus a rate per minute times the question's length"
_WORD_RE = re.compile(r"[a-z][a-z\-]+")
_MAX_CHARS = 40_000


@dataclass(frozen=True)
class _Clause:
    fee: float
    rate: float
    unit: str
    label: frozenset[str]
    end: int
    body: str
    fee_text: str
    rate_text: str


@lru_cache(maxsize=1)
def _cues() -> dict[str, re.Pattern[str]]:
    return {k: re.compile(v, re.IGNORECASE) for k, v in read_data(DATA).items()}


def _pounds(text: str) -> float:
    t = text.replace(" ", "").lower()
    return float(t[1:]) if t.startswith("£") else float(t.rstrip("p")) / 100


def _per(unit: str) -> str:
    return "hour" if unit.lower().startswith(("h",)) else "minute"


def _stems(text: str) -> frozenset[str]:
    out = set()
    for w in _WORD_RE.findall(text.lower()):
        out.add(stem(w))
        out.add(stem(w.replace("-", "")))
    return frozenset(out)


def _clauses(body: str) -> list[_Clause]:
    out = []
    for m in _cues()["line"].finditer(body):
        before = body[max(body.rfind(".", 0, m.start()), body.rfind("\n", 0, m.start())) + 1:m.start()]
        label = before.split(":")[0] if ":" in before else ""  # "E-bikes: £1 to unlock, ..."
        out.append(_Clause(_pounds(m.group("fee")), _pounds(m.group("rate")), _per(m.group("unit")),
                           _stems(label) - {"a", "q"}, m.end(), body, m.group("fee").strip(), m.group("rate").strip()))
    return out


def _money(value: float) -> str:
    return f"£{value:.2f}"


def worked(question: str, bodies: list[str]) -> Answer | Unsure | None:
    """The fee plus the rate times the question's length (module docstring)."""
    if "min" not in question.lower() and "hour" not in question.lower() and "hr" not in question.lower():
        return None
    length = _cues()["length"].search(question)
    if length is None or not _cues()["asks_cost"].search(question) or _cues()["other_rule"].search(question):
        return None
    clauses = [c for b in bodies if len(b) < _MAX_CHARS and ("unlock" in b or "start" in b or "then" in b)
               for c in _clauses(b)]
    if not clauses:
        return None
    q = _stems(question)
    named = [c for c in clauses if c.label and c.label & q]
    if not named:
        named = [c for c in clauses if not c.label] if len(clauses) > 1 else clauses
    if len(named) != 1:
        return Unsure(f"{len(clauses)} start fees with a rate are given and the question does not tell which "
                      "one it means")
    clause = named[0]
    n, unit = float(length.group("n")), _per(length.group("unit"))
    if unit != clause.unit:
        return Unsure(f"the question counts {unit}s and the rate is charged per {clause.unit}")
    rate, rate_text, note = clause.rate, clause.rate_text, ""
    for line in clause.body[clause.end:].splitlines():
        changed = _cues()["changed_rate"].search(line)
        if changed is None or clause.unit[:3] not in line.lower():
            continue
        if clause.label and not (clause.label & _stems(line)):
            continue
        if not clause.label and len(clauses) > 1:
            continue  # a change of a labelled kind's rate ("e-bike minutes now cost 18p") is not this one's
        rate_text = (changed.group("rate") or changed.group("rate2")).strip()
        rate, note = _pounds(rate_text), f" (a later line: {line.strip()})"
    total = clause.fee + n * rate
    count = int(n) if n.is_integer() else n
    return Answer(f"{_money(total)}: {clause.fee_text} + {count} x {rate_text} = {_money(total)}{note}.", RULE)
