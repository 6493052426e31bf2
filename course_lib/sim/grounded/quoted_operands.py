"""A worked amount or count asked, and a reply that quotes its operands instead (issue 26; the family
of the forty-fifth set's NN2, the forty-fourth's MM2, LL4, JJ4): read once for every grounded reply
by ``asked_kinds.unmet``, whatever reader chose the lines.

The reply's amounts are read with the ones written in words as figures ("fourteen pounds", "three
pounds fifty": ``spoken``). Then, for a question asking an amount of money:

- a line of the reply stating a rule that changes an amount, on a word of the question no other
  quoted line holds: a percent change ("add 15% to the order price", "less 10% for members") beside
  one quoted price is worked (the price plus or less the share); a rate per a base ("£4 per 100 km",
  "two pounds a month for each thousand pounds of declared value") quoted alone is worked over the
  base's figure (a line of the documents naming the rate's "of" noun, or the question's own figure
  in the base's unit); else the working limit;
- two quoted lines each holding words of the question the other does not, for a question that adds
  them ("... if I hire shoes too", "including the cover", "plus"): their sum, when each holds one
  amount in one currency and neither is a rate per a base or a percent; else the working limit.

For a question asking how many, a legend line ("DNF = did not finish", "RET = retired") quoted is
no count: the working limit. A question asking the rule itself ("what's the rate per mile?", "what
discount do members get?") is left alone. Cues are data (``data/sim/asked_kinds.yaml``, ``operands``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.grounded.said_amounts import amounts as _amounts
from course_lib.sim.grounded.said_amounts import money as _money
from course_lib.sim.words.cues import read
from course_lib.sim.words.quantities import spoken_amounts as spoken
from course_lib.sim.words.text import content_terms

DATA = "asked_kinds.yaml"
_HEAD = 5  # two words sharing their first five letters are one word's forms ("member" / "members")


@dataclass(frozen=True)
class Operands:
    """What the reply holds instead of the worked figure, and the worked reply when it can be worked."""

    asked: str
    held: str
    worked: str = ""


@lru_cache(maxsize=1)
def _cues() -> dict[str, re.Pattern[str]]:
    data = read(DATA).get("operands")
    keys = ("count_question", "amount_question", "missing_tail", "legend_line", "percent_up", "percent_down",
            "per_base", "rule_asked", "sum_cue", "worked_reply")
    if not isinstance(data, dict) or not all(isinstance(data.get(k), str) and data[k] for k in keys):
        raise ValueError(f"{DATA}: 'operands' must map {', '.join(keys)} to patterns")
    return {k: re.compile(data[k], re.IGNORECASE if k != "legend_line" else re.MULTILINE) for k in keys}


def _meets(term: str, terms: set[str]) -> bool:
    return term in terms or (len(term) >= _HEAD and any(len(t) >= _HEAD and t[:_HEAD] == term[:_HEAD] for t in terms))


def _hits(asked: list[str], line: str) -> frozenset[str]:
    terms = set(content_terms(line))
    return frozenset(t for t in asked if _meets(t, terms))


def _lines(reply: str) -> list[str]:
    return [x.strip() for x in re.split(r"(?<=[.!?])\s+|\n", reply) if x.strip()]


def unworked(question: str, reply: str, bodies: list[str], money: bool, ignore: frozenset[str]) -> Operands | None:
    """The module docstring's check of ``reply`` for ``question`` (``money``: it asks an amount of money;
    ``ignore``: the question's words of asking, no condition of it)."""
    cues = _cues()
    if cues["count_question"].search(question):
        legend = next((x for x in _lines(reply) if cues["legend_line"].search(x)), None)
        if legend is not None:
            return Operands("worked count", f"a legend line (\"{legend.rstrip('.')}\") and no count worked")
        return None
    if not (money or cues["amount_question"].search(question)) or cues["rule_asked"].search(question) \
            or cues["worked_reply"].search(reply):
        return None  # (a reply opening with its working: "79 less 10% is 71.10 (...)")
    asked = [t for t in content_terms(question) if t not in ignore and not t.isdigit()]
    lines = [(x, _amounts(spoken(x))) for x in _lines(reply)]
    rules = [(x, a) for x, a in lines if _is_rule(x)]
    priced = [(x, a) for x, a in lines if a and not _is_rule(x)]
    for rule, amounts in rules:
        own = _hits(asked, rule) - frozenset().union(*(_hits(asked, x) for x, _ in priced))
        if _label_asked(asked, rule):
            continue  # "how much is the distance charge?" over "Distance charge: £2 per 10 km": the rule is asked
        if not own and (priced or "%" in rule):
            continue  # a rule line beside the answer on nothing the question says ("Sunday delivery" for a posy)
        # (a base's working is one part of a sum the question asks: "... including the cover" is the limit)
        worked = _percent_worked(rule, priced) if "%" in rule else (
            _base_worked(question, rule, amounts, bodies) if not priced and not cues["sum_cue"].search(question)
            else None)
        return Operands("worked amount", f"the rule \"{rule.rstrip('.')}\" quoted, not applied", worked or "")
    if not cues["sum_cue"].search(question) or len(priced) < 2:
        return None
    hits = [(x, a, _hits(asked, x)) for x, a in priced]
    top = [(x, a, h) for x, a, h in hits if h and not any(h < other for _, _, other in hits)]
    if len(top) < 2 or len({h for _, _, h in top}) < len(top):
        return None
    return Operands("worked amount", "the lines of its parts quoted, not added", _sum_worked(top))


def _label_asked(asked: list[str], rule: str) -> bool:
    """Whether the question's words are all in the rule line's label ("Distance charge: ...")."""
    m = re.match(r"\s*([^:|]{2,40})[:|]", rule)
    return bool(m and asked) and _hits(asked, m.group(1)) == frozenset(asked)


def without_tail(reply: str, ignore: frozenset[str]) -> tuple[str, bool] | None:
    """``reply`` without a partial answer's tail ("I could not find anything about 'pay', 'plus' ..."),
    and whether the tail names only words of asking (``ignore``) or of adding (``sum_cue``): then no
    part of the question was missed. ``None`` when it has no such tail."""
    m = _cues()["missing_tail"].search(reply)
    if m is None:
        return None
    words = re.findall(r"'([^']+)'", m.group("words"))
    from course_lib.sim.grounded.worded_operations import operation_word

    asking = all(set(content_terms(w)) <= ignore or _cues()["sum_cue"].fullmatch(w) or operation_word(w) for w in words)
    return reply[:m.start()].strip(), asking


def _is_rule(line: str) -> bool:
    """A percent change with no amount of its own ("-GBP 3.75" beside it is the change applied), or a rate
    per a base figure."""
    cues = _cues()
    if "%" in line:
        return bool(cues["percent_up"].search(line) or cues["percent_down"].search(line)) and not _amounts(line)
    return bool(cues["per_base"].search(spoken(line)))


def _percent_worked(rule: str, priced: list[tuple[str, list[tuple[float, str]]]]) -> str | None:
    """One quoted price and the rule's percent change: the price plus or less its share."""
    cues = _cues()
    if len(priced) != 1 or len(priced[0][1]) != 1:
        return None
    up, down = cues["percent_up"].search(rule), cues["percent_down"].search(rule)
    if bool(up) == bool(down):
        return None
    m = up or down
    share = float(next(g for g in m.groups() if g))
    value, sign = priced[0][1][0]
    result = value * (1 + share / 100) if up else value * (1 - share / 100)
    verb = "plus" if up else "less"
    return f"{_money(round(result, 2), sign)} ({_money(value, sign)} {verb} {share:g}%: {rule.rstrip('.')})."


def _base_worked(question: str, rule: str, amounts: list[tuple[float, str]], bodies: list[str]) -> str | None:
    """A rate per a base ("2 pounds a month for each 1000 pounds of declared contents value") worked
    over the base's figure: the one amount of a line of the documents naming the "of" noun, or the
    question's own figure in the base's unit."""
    said_rule = spoken(rule)
    m = _cues()["per_base"].search(said_rule)
    if m is None:
        return None
    amounts = _amounts(said_rule[:m.start()] + " " + said_rule[m.end():])  # (the base's own figure aside)
    if len(amounts) != 1:
        return None
    base = float(m.group("base").replace(",", ""))
    rate, sign = amounts[0]
    figure = None
    noun = m.group("noun")
    if noun:
        terms = set(content_terms(noun))
        said = [a for body in bodies[:20] for x in _lines(body)
                if x.strip() != rule.strip() and terms and terms <= set(content_terms(x)) for a in [_amounts(spoken(x))]
                if len(a) == 1]
        if len(said) == 1:
            figure = said[0][0][0]
    unit = m.group("unit")
    if figure is None and unit and not noun:
        q = re.findall(rf"(\d[\d,]*(?:\.\d+)?)\s*{re.escape(unit.rstrip('s'))}", question, re.IGNORECASE)
        if len(q) == 1:
            figure = float(q[0].replace(",", ""))
    if figure is None or base <= 0:
        return None
    result = round(rate * figure / base, 2)
    return (f"{_money(result, sign)} ({_money(rate, sign)} for each {base:,g} of {figure:,g}: "
            f"{figure / base:g} x {_money(rate, sign)}).")


def _sum_worked(top: list[tuple[str, list[tuple[float, str]], frozenset[str]]]) -> str:
    if any(len(a) != 1 for _, a, _ in top) or len({a[0][1] for _, a, _ in top}) != 1:
        return ""
    sign = top[0][1][0][1]
    values = [a[0][0] for _, a, _ in top]
    parts = " + ".join(_money(v, sign) for v in values)
    return f"{_money(round(sum(values), 2), sign)} ({parts})."
