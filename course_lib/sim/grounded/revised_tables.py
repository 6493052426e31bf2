"""A later revision line over a priced list, and a variation that extends a count (issue 26; the
fifty-eighth set's classes WW2 and WW8).

A quotation's rows (items and prices, then Subtotal, VAT and Total) were quoted or worked as
written while a line below them said "REVISED 6 October: the customer has removed the conservatory
roof clean. New total £222.00 inc VAT.": the prose paths read such changes (``later_corrections``,
``moved_values``), the row paths did not. And "£69 per day (3 days: £207)" stood while a
"Variation: hire extended by one day" made it four days. ``revised(question, reply, bodies)`` reads
a finished grounded reply against the documents' later lines, in this order:

1. a yes/no question about an item ("are they still doing the X?") answered by a quote of its row,
   where a revision line takes that item out ("has removed the X", "X taken off"): "No", with the line;
2. a question asking the whole amount where a line states a new one ("New total £222", "revised
   total: £410", "total is now £95"): that amount, with the line;
3. a question asking a price for one unit ("per downpipe") whose reply quotes an item written as
   "2 downpipes @ £15" (or "12 windows at £2.50 each"): the unit price, £15;
4. a question asking an amount where a line states "rate x count = total" ("£69 per day (3 days:
   £207)", "6 lessons at £25 = £150") and a LATER line extends or cuts the count by a number of the
   same unit ("extended by one day", "one more night", "2 lessons added", "one night fewer"): the
   total worked again with the new count;
5. a subtotal, tax or total asked, the reply quoting the table's figures, where a revision takes rows
   out and the table's own figures add up: worked again without those rows ("how much of that is
   VAT": 20% of £270 less the £85 row, £37; a new total the revision states must agree);
6. a reply holding a figure of an aggregate row (subtotal, VAT, total) or of the removed item's row
   while a revision line takes an item out or states a new total: the stated limit (the figures
   must be worked again; the simulator does not re-work a table's VAT);

else ``None``. Cues are data (data/sim/patterns.yaml ``revised_tables``). Bounded: ``_MAX_DOCS``
documents, ``_MAX_LINES`` lines each.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words import number_words
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.first_matches import FirstMatches
from course_lib.sim.words.text import content_terms, stem

_CUE = patterns("revised_tables")  # its cue patterns: data/sim/patterns.yaml
# the two count-change cues, each searched only in a line holding one of its words ("extended", "more",
# "fewer"...): ``revised`` asks every line of every document, and most lines hold none
_COUNT_CHANGES = ((_CUE.extended, 1), (_CUE.shortened, -1))
_COUNT_CHANGE_GATE = FirstMatches(pattern for pattern, _ in _COUNT_CHANGES)
_MAX_DOCS = 20
_MAX_LINES = 400
_MONEY_RE = re.compile(r"([£$€])\s?(\d[\d,]*(?:\.\d{1,2})?)")
_COUNT_RE = re.compile(r"(?<![\d.,£$€])(\d+)\s+([A-Za-z]+)")
_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
_ITEM_END_RE = re.compile(r"[.;,(]|\b(?:from|at|on|for|with|as|because|due|new)\b", re.I)
_YES_NO_RE = re.compile(r"^\W*(?:are|is|will|do|does|did|am|can|have|has)\b", re.I)
_NUMBER_WORDS = {**number_words.values(1, 12), "a": 1, "an": 1, "extra": 1, "additional": 1}


@dataclass(frozen=True)
class Revised:
    """A reply read again: ``text`` the new reply, or ``limit`` (what it cannot settle) when the
    figures it quotes were worked before a revision."""

    text: str = ""
    limit: str = ""
    rule: str = ""


def _lines(bodies: list[str]) -> list[list[str]]:
    return [[line.strip() for line in body.splitlines()[:_MAX_LINES] if line.strip()] for body in bodies[:_MAX_DOCS]]


def _stems(text: str) -> set[str]:
    return {stem(t) for t in content_terms(text)}


def _amount(text: str) -> float:
    return float(_MONEY_RE.search(text).group(2).replace(",", ""))


def _money(symbol: str, value: float, decimals: bool) -> str:
    return f"{symbol}{value:,.2f}" if decimals or value != int(value) else f"{symbol}{int(value):,}"


def _count(word: str) -> int | None:
    word = word.lower()
    return int(word) if word.isdigit() else _NUMBER_WORDS.get(word)


def _sentence(line: str, pattern: re.Pattern[str]) -> str:
    """The sentence of ``line`` that ``pattern`` meets (the whole line when none is cut out)."""
    return next((s.strip() for s in _SENTENCE_RE.split(line) if pattern.search(s)), line)


def _removed_items(lines: list[str]) -> list[tuple[str, str]]:
    """(the item's words, the line) for each revision line that takes an item out."""
    out = []
    for line in lines:
        label = _CUE.revision.match(line)
        if not label:
            continue
        rest = line[label.end():]
        after = _CUE.removed_after.search(rest)
        if after:
            item = _ITEM_END_RE.split(rest[after.end():], maxsplit=1)[0]
        else:
            before = _CUE.removed_before.search(rest)
            item = rest[:before.start()] if before else ""
        if content_terms(item):
            out.append((item.strip(), line))
    return out


def _struck(question: str, reply: str, docs: list[list[str]]) -> Revised | None:
    if not (_CUE.asks_still.search(question) or _YES_NO_RE.search(question)):
        return None
    if re.match(r"^\W*(?:no|not)\b", reply, re.I):
        return None
    asked = _stems(question) & _stems(reply)
    for lines in docs:
        for item, line in _removed_items(lines):
            named = _stems(item) & asked
            if len(named) >= min(2, len(_stems(item))):
                return Revised(text=f'No: the documents say "{line}"',
                               rule="a yes/no over an item a later revision line takes out: no")
    return None


def _new_total(question: str, reply: str, docs: list[list[str]]) -> Revised | None:
    if not _CUE.asks_total.search(question) or _CUE.asks_original.search(question):
        return None
    for lines in docs:
        for line in reversed(lines):  # the last revision stands
            found = _CUE.new_total.search(line)
            if found:
                amount = found.group(1) or found.group(2)
                if amount in reply:
                    return None
                return Revised(text=f'{amount} (the documents\' revision: "{line}")',
                               rule="a whole amount asked over a line stating a new total: the new total")
    return None


def _unit_price(question: str, reply: str) -> Revised | None:
    asked = _CUE.asks_unit.search(question)
    if not asked:
        return None
    unit = next(g for g in asked.groups() if g)
    for found in _CUE.unit_price.finditer(reply):
        if stem(found.group(2)) == stem(unit) or stem(found.group(2) + "s") == stem(unit):
            return Revised(text=f"{found.group(3)} per {unit.lower()} (the documents list \"{found.group(0)}\")",
                           rule="a price for one unit asked over an item written as a count at a unit price")
    return None


def _changed_count(line: str) -> tuple[int, str, re.Match[str]] | None:
    """(the signed change, its unit, the match) of a line extending or cutting a count, else ``None``."""
    for index, (pattern, sign) in enumerate(_COUNT_CHANGES):
        if _COUNT_CHANGE_GATE.search(index, line) is None:
            continue  # (no match at all: the same as the loop below finding none)
        for found in pattern.finditer(line):
            groups = [g for g in found.groups() if g is not None]
            if len(groups) < 2:
                continue
            count = _count(groups[0])
            if count:
                return sign * count, groups[1], found
    return None


def _rate_line(line: str, unit: str) -> tuple[float, int, str, bool] | None:
    """(rate, count, the rate's currency symbol, written with pence) of a line stating
    rate x count = total of ``unit``, else ``None``."""
    amounts = [(m.group(1), float(m.group(2).replace(",", "")), "." in m.group(2)) for m in _MONEY_RE.finditer(line)]
    if len(amounts) < 2:
        return None
    for found in _COUNT_RE.finditer(line):
        if stem(found.group(2)) != stem(unit):
            continue
        count = int(found.group(1))
        for symbol, rate, pence in amounts:
            if count > 1 and any(abs(rate * count - total) < 0.005 for _, total, _ in amounts):
                return rate, count, symbol, pence
    return None


def _extended(question: str, reply: str, docs: list[list[str]]) -> Revised | None:
    if not _CUE.asks_amount.search(question) or _CUE.asks_original.search(question):
        return None
    if any(ch.isdigit() for ch in question) or any(_count(w) for w in re.findall(r"[a-z]+", question.lower())):
        return None  # "if I'm 2 hours late, how much?": the question's own quantity is what is worked, not the total
    for lines in docs:
        for at, line in enumerate(lines):
            changed = _changed_count(line)
            if changed is None:
                continue
            change, unit, _ = changed
            unit_asked = _CUE.asks_unit.search(question)
            if unit_asked and stem(next(g for g in unit_asked.groups() if g)) == stem(unit):
                continue  # "how much per night?": the rate, which the change leaves as it is
            for earlier in lines[:at]:
                rate = _rate_line(earlier, unit)
                if rate is None:
                    continue
                subject = {t for t in content_terms(question) if not _CUE.amount_words.match(t)}
                if subject and not ({stem(t) for t in subject} & (_stems(earlier) | _stems(line) | _stems(lines[0]))):
                    continue  # "how much is the deposit?": another amount of the same document
                per, count, symbol, pence = rate
                now = count + change
                if now <= 0:
                    return None
                total = _money(symbol, per * now, pence)
                if total in reply:
                    return None
                told = _sentence(line, _CUE.extended if change > 0 else _CUE.shortened)
                noun = unit.lower().rstrip("s")
                return Revised(text=f"{total}: {now} {noun}{'s' if now != 1 else ''} at {_money(symbol, per, pence)} "
                                    f'per {noun}, with the change "{told}"',
                               rule="an amount asked over a rate x count line and a later line changing the count: "
                                    "worked with the new count")
    return None


def _one_amount(line: str) -> float | None:
    found = _MONEY_RE.findall(line)
    return float(found[-1][1].replace(",", "")) if found else None


def _reworked(question: str, reply: str, docs: list[list[str]]) -> Revised | None:
    """The subtotal, the tax or the total asked, worked again without the rows a revision takes out,
    when the table's own figures add up (subtotal less the removed rows, the tax rate of its row,
    their sum; a new total the revision states must agree); ``None`` otherwise."""
    asked = ("tax" if _CUE.asks_tax.search(question) else "subtotal" if _CUE.asks_subtotal.search(question)
             else "total" if _CUE.asks_total.search(question) else "")
    if not asked or _CUE.asks_original.search(question):
        return None
    for lines in docs:
        for at, line in enumerate(lines):
            removed = _removed_items([line])
            if not removed:
                continue
            above = lines[:at]
            rows = {k: next((x for x in above if cue.match(x)), None)
                    for k, cue in (("subtotal", _CUE.row_subtotal), ("tax", _CUE.row_tax), ("total", _CUE.row_total))}
            figures = {k: (_one_amount(x) if x else None) for k, x in rows.items()}
            struck = [x for x in above if not _CUE.aggregate.match(x) and _one_amount(x) is not None
                      and any(_stems(item) and _stems(item) <= _stems(x) for item, _ in removed)]
            if len(struck) != len(removed) or figures["total"] is None:
                return None
            if not any(f"{v:,.2f}" in reply or f"{v:g}" in reply for v in figures.values() if v is not None):
                return None  # the reply quotes none of the figures the revision changes
            rate = _CUE.tax_rate.search(rows["tax"]) if rows["tax"] else None
            base = figures["subtotal"] if figures["subtotal"] is not None else figures["total"]
            tax = float(next(g for g in rate.groups() if g)) / 100 if rate else 0.0
            if rows["tax"] and (rate is None or figures["tax"] is None or figures["subtotal"] is None
                                or abs(base * tax - figures["tax"]) > 0.01):
                return None  # a tax row the simulator cannot read again: the limit
            if abs(base * (1 + tax) - figures["total"]) > 0.01:
                return None
            first = next(i for i, x in enumerate(above) if _CUE.aggregate.match(x))
            items = [_one_amount(x) for x in above[:first] if _MONEY_RE.search(x)]  # each row's last figure
            if abs(sum(items) - base) > 0.01:
                return None  # rows the simulator did not read as the table's items: the limit
            new_base = base - sum(_one_amount(x) for x in struck)
            worked = {"subtotal": new_base, "tax": new_base * tax, "total": new_base * (1 + tax)}
            stated = _CUE.new_total.search(line)
            if stated and abs(_amount(stated.group(1) or stated.group(2)) - worked["total"]) > 0.01:
                return None  # the revision's own total disagrees: the limit
            if asked != "total" and rows[asked] is None:
                return None
            symbol = _MONEY_RE.search(rows["total"]).group(1)
            value = _money(symbol, worked[asked], True)
            how = (f"{rate.group(0)} of the new subtotal {_money(symbol, new_base, True)}" if asked == "tax"
                   else f"{_money(symbol, base, True)} less the removed " + ", ".join(
                       f"{_money(symbol, _one_amount(x), True)}" for x in struck)
                   + (f", plus {rate.group(0)}" if asked == "total" and tax else ""))
            label = rows["tax"].split()[0] if asked == "tax" else asked
            return Revised(text=f'{value}, the new {label} ({how}; the documents\' revision: "{line}")',
                           rule="a subtotal, tax or total asked over a table a later revision takes rows out of: "
                                "worked again without them")
    return None


def _stale(reply: str, docs: list[list[str]]) -> Revised | None:
    held = {m.group(0).replace(" ", "") for m in _MONEY_RE.finditer(reply)}
    if not held:
        return None
    for lines in docs:
        for at, line in enumerate(lines):
            if not _CUE.revision.match(line):
                continue
            removed = [item for item, whole in _removed_items([line])]
            if not (removed or _CUE.new_total.search(line)):
                continue
            for earlier in lines[:at]:
                amounts = {m.group(0).replace(" ", "") for m in _MONEY_RE.finditer(earlier)}
                struck = any(_stems(item) and _stems(item) <= _stems(earlier) for item in removed)
                if amounts & held and (_CUE.aggregate.match(earlier) or struck):
                    return Revised(limit=f"a later line revises the list ({line[:140]!r}) and the figure it found "
                                         f"({earlier[:80]!r}) was written before that revision",
                                   rule="a figure of a row a later revision changes: the limit")
    return None


def revised(question: str, reply: str, bodies: list[str]) -> Revised | None:
    """The reply read again against the documents' later revisions (see the module), else ``None``."""
    docs = _lines(bodies)
    if not any(_CUE.revision.match(x) or _changed_count(x) for lines in docs for x in lines) and \
            not _CUE.asks_unit.search(question):
        return None
    return (_struck(question, reply, docs) or _new_total(question, reply, docs) or _unit_price(question, reply)
            or _extended(question, reply, docs) or _reworked(question, reply, docs) or _stale(reply, docs))
