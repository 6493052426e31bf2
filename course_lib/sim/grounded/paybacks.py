"""Years until a cost pays for itself: the cost divided by the yearly saving (issue 26, the
thirty-eighth set's GG11: "how many years until it pays for itself?" was read as a span counted
from today). Asked by the cues of ``paybacks.asked`` (data: "pay for itself", "pay back", "break
even", "recoup"); read from the documents' lines:

- a yearly saving is an amount of money followed by a yearly cue ("£210 a year", "yearly saving
  GBP 210": ``paybacks.yearly``, before or after it); a cost is any other amount on the line;
- the line the question's own words meet best (the thing it names: "the battery", "cavity wall
  insulation") gives both, when it states one yearly amount and one cost (or a cost range the
  question picks an end of: "the top of its price range", ``paybacks.top`` / ``paybacks.bottom``);
  else the documents' one yearly amount and one cost, when they state one of each;
- anything else (two candidate lines, a range with no end picked, no yearly amount) is
  ``Unpaid`` with why (the caller states the documents limit).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("paybacks")
_MAX_LINES = 400
_MONEY_RE = re.compile(r"(?P<pre>[£$€]|\b(?:GBP|USD|EUR|CHF)\s?)(?P<n>\d[\d,]*(?:\.\d+)?)"
                       r"|(?P<n2>\d[\d,]*(?:\.\d+)?)\s?(?P<post>GBP|USD|EUR|CHF|euros?|pounds|dollars)\b")
_RANGE_RE = re.compile(r"^\s*(?:-|–|—|to)\s*$")
_NEAR = 30  # characters between an amount and its yearly cue


@dataclass(frozen=True)
class Payback:
    """The years worked: the cost, the yearly saving, as written, and the line(s) they come from."""

    years: float
    cost: str
    saving: str

    def answer(self) -> str:
        whole = round(self.years)
        exact = f"{self.years:.1f}".rstrip("0").rstrip(".")
        worked = f"{self.cost} ÷ {self.saving} a year" + ("" if exact == str(whole) else f" = {exact}")
        return f"About {whole} years ({worked})." if whole else f"Under a year ({worked})."


@dataclass(frozen=True)
class Unpaid:
    reason: str


def asks(question: str) -> bool:
    return bool(_CUE.asked.search(question))


def _amounts(line: str) -> list[tuple[int, int, float, str]]:
    out = []
    for m in _MONEY_RE.finditer(line):
        n = m.group("n") or m.group("n2")
        out.append((m.start(), m.end(), float(n.replace(",", "")), m.group(0).strip()))
    return out


def _split(line: str) -> tuple[list[tuple[float, str]], list[list[tuple[float, str]]]]:
    """The line's yearly amounts, and its costs (a range "£1,000 - £1,500" as one cost of two ends)."""
    found = _amounts(line)
    yearly, costs = [], []
    for i, (start, end, value, written) in enumerate(found):
        after, before = line[end:end + _NEAR], line[max(0, start - _NEAR):start]
        if _CUE.yearly.match(after) or _CUE.yearly_before.search(before):
            yearly.append((value, written))
        elif i and costs and _RANGE_RE.match(line[found[i - 1][1]:start]):
            costs[-1].append((value, written))
        else:
            costs.append([(value, written)])
    return yearly, costs


def _end(question: str, cost: list[tuple[float, str]]) -> tuple[float, str] | None:
    if len(cost) == 1:
        return cost[0]
    if _CUE.top.search(question):
        return max(cost)
    if _CUE.bottom.search(question):
        return min(cost)
    return None


def _worked(question: str, yearly: list, costs: list) -> Payback | Unpaid:
    if len(yearly) != 1 or len(costs) != 1:
        return Unpaid(f"the lines it read give {len(costs)} costs and {len(yearly)} yearly savings, not one of each")
    cost = _end(question, costs[0])
    if cost is None:
        return Unpaid(f"the cost is a range ({costs[0][0][1]} to {costs[0][-1][1]}) and the question picks no end of it")
    if yearly[0][0] <= 0:
        return Unpaid("the yearly saving is nothing")
    return Payback(cost[0] / yearly[0][0], cost[1], yearly[0][1])


def paid_back(question: str, bodies: list[str]) -> Payback | Unpaid | None:
    """The module docstring's reading; ``None`` when the question asks no payback or the documents
    state no yearly amount of money."""
    if not asks(question):
        return None
    terms = frozenset(content_terms(_CUE.span.sub(" ", _CUE.asked.sub(" ", question))))
    lines = [x for body in bodies for x in body.splitlines()[:_MAX_LINES] if _amounts(x)]
    read = [(x, *_split(x)) for x in lines]
    if not any(y for _, y, _ in read):
        return None
    scored = sorted(((len(frozenset(content_terms(x)) & terms), x, y, c) for x, y, c in read if y and c), key=lambda r: -r[0])
    if scored and scored[0][0] and (len(scored) == 1 or scored[0][0] > scored[1][0]):
        return _worked(question, scored[0][2], scored[0][3])
    if scored and scored[0][0] and scored[0][0] == scored[1][0]:
        return Unpaid("two lines the question's words meet alike give a cost and a yearly saving each")
    # (a line with a cost and a yearly saving of its own is an item apart: "Optional battery: £3,000,
    # adding £150 a year"; the documents' own cost and saving stand on lines of one kind)
    yearly = [a for _, y, c in read if not c for a in y]
    costs = [cost for _, y, c in read if not y for cost in c]
    return _worked(question, yearly, costs)
