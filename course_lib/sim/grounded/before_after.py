"""A value before an event, worked from the value after it and the event's own amount (issue 26, fix59b;
the fifty-fourth set's pta-before-quiz): "what was the balance before the quiz night" over "balance
£2,340 after the quiz night (the quiz raised £612)" is £1,728; "... (the repairs cost £300)" adds the
amount back instead.

Evidence (the verbs are data: ``data/sim/before_after.yaml``): the question asks "before" an event; a
line states an amount "after" that event (the event's words and the question's after "before" share a
content word, and the words ahead of the amount share one with the question: "balance", "float"), with
the event's own amount beside it and a verb saying whether it added ("raised", "took") or took away
("cost", "spent"). One such line, else nothing.

- ``worked(question, bodies)``: the reply ("£1,728: ..."), else ``None``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import alternation, phrase_lists
from course_lib.sim.words.text import content_terms

DATA = "before_after.yaml"
_AMOUNT = r"(?P<{0}cur>[£$€])\s?(?P<{0}n>\d{{1,3}}(?:,\d{{3}})+(?:\.\d{{1,2}})?|\d+(?:\.\d{{1,2}})?)"
_MAX_CHARS = 20000


@lru_cache(maxsize=1)
def _res() -> tuple[re.Pattern[str], re.Pattern[str], frozenset[str]]:
    d = phrase_lists(DATA, ("before_asked", "after_said", "gained", "spent"))
    asked = re.compile(rf"(?<![a-z])(?:{alternation(d['before_asked'])})\s+(?P<event>.+)$", re.IGNORECASE)
    line = re.compile(
        _AMOUNT.format("v") + rf"\s+(?:{alternation(d['after_said'])})\s+(?:the\s+)?(?P<event>[^()\n.;]{{2,40}}?)\s*"
        rf"\((?P<doer>[^()\n]{{0,40}}?)\b(?P<verb>{alternation(d['gained'] + d['spent'])})\s+" + _AMOUNT.format("d")
        + r"[^()\n]{0,30}\)", re.IGNORECASE)
    return asked, line, frozenset(v.lower() for v in d["spent"])


def _number(text: str) -> float:
    return float(text.replace(",", ""))


def _shown(symbol: str, value: float, commas: bool) -> str:
    body = f"{value:,.2f}" if value != int(value) else (f"{int(value):,}" if commas else str(int(value)))
    return symbol + body


def worked(question: str, bodies: list[str]) -> str | None:
    """See the module docstring."""
    asked_re, line_re, spent = _res()
    asked = asked_re.search(question)
    if asked is None:
        return None
    event_terms = set(content_terms(asked.group("event")))
    head_terms = set(content_terms(question[:asked.start()]))
    found = []
    for body in bodies:
        if "(" not in body:
            continue
        for line in body[:_MAX_CHARS].splitlines():
            for m in line_re.finditer(line):
                if not (set(content_terms(m.group("event") + " " + m.group("doer"))) & event_terms):
                    continue
                if not set(content_terms(line[:m.start()])) & head_terms:
                    continue  # the amount of another thing ("Raffle: £200 after the quiz ...")
                found.append((m, line.strip()))
    if len(found) != 1:
        return None
    m, line = found[0]
    after, delta = _number(m.group("vn")), _number(m.group("dn"))
    took_away = m.group("verb").lower() in spent
    before = after + delta if took_away else after - delta
    if before < 0:
        return None
    commas = "," in m.group("vn")
    sign = "plus" if took_away else "less"
    return (f"{_shown(m.group('vcur'), before, commas)}: {m.group('vcur')}{m.group('vn')} after the "
            f"{m.group('event').strip()}, {sign} the {m.group('dcur')}{m.group('dn')} it {m.group('verb').lower()} "
            f"(\"{line}\").")
