"""A price by bands of a quantity, read against the quantity a question states (issue 26; the
thirty-first set's Z1 (c), notebook 02's agents over a learner's notice board).

A tariff, a postage table or a ticket board prices bands of a quantity, one a line: "Up to 1 hour
.... £1.80", "2 to 4 hours .... £5.50", "Over 8 hours .... £12.00", "1-2 kg: £4.10". "how much for
three and a half hours?" names no line's words; a model finds the band whose bounds hold 3.5 hours.
``answer`` reads such lines (``bands``: a lower and an upper bound, a unit, a money value), the
quantity the question states in that unit (``held_quantities.amounts`` after number words are
written as figures), and answers with the one band that holds it. A rule line beside the table that
names the day the question names ("Sundays and bank holidays: £2.00 flat") is applied before the
table. A quantity on the bound two bands share (2 hours between "1 to 2" and "2 to 4") is a stated
limit naming both. ``None``: no band table, no quantity of its unit, no amount asked. Cues:
``data/sim/patterns.yaml`` ``band_tables``.

A table whose band rows hold several price columns ("8.01 - 10 m    £34    £41" under "Boat length
Apr-Jun & Sep    Jul-Aug", the fifty-ninth set's XL3; ``column_bands``) is read too: the column is the
one whose header names the month the question names ("one night in july"), and a cell priced per unit
of the band's own quantity ("£3.90 per metre") is worked on the question's quantity (13 m: £50.70). A
column it cannot pick, or a table beside lines that change its prices ("Multihulls pay 50% on top",
"Short stay: half the nightly rate": whether they apply to the question it does not read), is
``Limited``: the row that holds the quantity is named, the price not given as the answer.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns

_CUE = patterns("band_tables")
_MAX_LINES = 200
MIN_BANDS = 2  # lines of one unit, at least, to be a table of bands


@dataclass(frozen=True)
class Band:
    low: float
    high: float
    unit: str  # the quantity's unit key ("hour", "kilogram")
    label: str  # the band as written ("2 to 4 hours")
    value: str  # the money value as written ("£5.50"); "" for a row of several columns
    line: str
    cells: tuple[str, ...] = ()  # a row of several price columns: its cells, in order
    columns: tuple[str, ...] = ()  # their headers ("Apr-Jun & Sep", "Jul-Aug"), or () when none is read


@dataclass(frozen=True)
class Limited:
    """A band row of several columns holds the question's quantity, but the price is not read: why."""

    reason: str


def _number(text: str) -> float:
    return float(text.replace(",", ""))


def _unit_key(figure: str, unit: str) -> str | None:
    from course_lib.sim.grounded.held_quantities import amounts

    found = amounts(f"{figure} {unit}")
    return found[0].key if found else None


def _bounds(m: re.Match[str]) -> tuple[float, float, str] | None:
    """A band match's low and high bounds and its unit's key ("8.01 - 10 m", "up to 8 m", "over 12 m"),
    or ``None`` when it names no unit, no bound, or bounds the wrong way round: one reading for the
    band lines and the band rows of a table."""
    unit = m.group("unit") or m.group("unit_low") or ""
    if not unit:
        return None
    if m.group("low") and m.group("high"):
        low, high = _number(m.group("low")), _number(m.group("high"))
    elif m.group("upto"):
        low, high = 0.0, _number(m.group("upto"))
    elif m.group("over"):
        low, high = _number(m.group("over")), math.inf
    else:
        return None
    key = _unit_key(m.group("high") or m.group("upto") or m.group("over"), unit)
    if key is None or low > high:
        return None
    return low, high, key


def bands(body: str) -> list[Band]:
    """The band lines of ``body`` (see the module), in order."""
    out = []
    for raw in body.splitlines()[:_MAX_LINES]:
        line = " ".join(raw.split())
        m = _CUE.band.match(line)
        if m is None:
            continue
        bounds = _bounds(m)
        if bounds is None:
            continue
        low, high, key = bounds
        out.append(Band(low, high, key, m.group("label").strip(), m.group("value").strip(), line))
    return out


def column_bands(body: str) -> list[Band]:
    """The band rows of ``body`` that hold two price cells or more ("8.01 - 10 m    £34    £41"), each
    with the headers of the line above the table when it has one cell more than the row (the band's)."""
    out: list[Band] = []
    lines = body.splitlines()[:_MAX_LINES]
    header: tuple[str, ...] = ()
    for n, raw in enumerate(lines):
        m = _CUE.column_band.match(raw.strip())
        if m is None:
            continue
        cells = tuple(c for c in _CUE.cell_gap.split(m.group("rest").strip(" |\t")) if c.strip())
        if len(cells) < 2 or not all(_CUE.money.search(c) for c in cells):
            continue
        bounds = _bounds(m)
        if bounds is None:
            continue
        low, high, key = bounds
        if not out and n:
            above = tuple(c for c in _CUE.cell_gap.split(lines[n - 1].strip(" |\t")) if c.strip())
            header = above[1:] if len(above) == len(cells) + 1 else ()
        out.append(Band(low, high, key, m.group("label").strip(), "", " ".join(raw.split()), cells,
                        header if len(header) == len(cells) else ()))
    return out


def months_named(text: str) -> set[int]:
    """The months (0-11) ``text`` names: "july" -> {6}; "Apr-Jun & Sep" -> {3, 4, 5, 8}; "Nov-Feb" wraps."""
    from course_lib.sim.words.day_names import MONTHS

    found: set[int] = set()
    words = list(_CUE.month_word.finditer(text))
    for i, m in enumerate(words):
        n = next((k for k, name in enumerate(MONTHS) if name.startswith(m.group(1).lower()[:3])), None)
        if n is None:
            continue
        found.add(n)
        nxt = words[i + 1] if i + 1 < len(words) else None
        if nxt is not None and _CUE.month_range.fullmatch(text[m.end():nxt.start()]):
            end = next((k for k, name in enumerate(MONTHS) if name.startswith(nxt.group(1).lower()[:3])), n)
            k = n
            while k != end:
                k = (k + 1) % 12
                found.add(k)
    return found


def _column_price(question: str, body: str, band: Band, value: float) -> tuple[str, str] | Limited:
    """The cell of a several-column band row for the question (see the module): (the reply, the rule),
    or ``Limited`` with why."""
    asked = months_named(question)
    picked = [n for n, head in enumerate(band.columns) if asked and asked <= months_named(head)]
    if len(band.columns) != len(band.cells) or len(picked) != 1:
        what = ("its columns are headed " + ", ".join(f"'{h}'" for h in band.columns) if band.columns
                else "its columns have no headers it reads")
        return Limited(f"the band \"{band.label}\" holds the question's quantity, but its line gives "
                       f"{len(band.cells)} prices ({band.line}) and {what}; the question names no one of them")
    column, cell = band.columns[picked[0]], band.cells[picked[0]].strip()
    rows = {b.line for b in column_bands(body)}
    changing = [" ".join(x.split()) for x in body.splitlines()[:_MAX_LINES]
                if " ".join(x.split()) not in rows and _CUE.adjusting.search(x)]
    changing = [x for x in dict.fromkeys(changing) if x]
    if changing:
        return Limited(f"the band \"{band.label}\" and the column '{column}' give {cell}, but the table's other "
                       f"lines change its prices (\"{changing[0]}\"{' and more' if len(changing) > 1 else ''}), and "
                       "it cannot tell whether they apply to the question")
    per = _CUE.per_unit.search(cell)
    price = _CUE.money.search(cell)
    if per is not None and price is not None:
        per_key = _unit_key("1", per.group("unit") or per.group("slash"))
        if per_key == band.unit:
            rate = _number(re.sub(r"[^\d.,]", "", price.group(0)))
            total = f"{price.group(0)[0]}{rate * value:,.2f}" if not price.group(0)[0].isdigit() else f"{rate * value:,.2f}"
            return (f"{total}: {cell} x {value:g} (the band \"{band.label}\", column '{column}').",
                    "a band row's column cell priced per unit of the band's quantity, worked on the quantity")
    return (f"{cell}: the band \"{band.label}\", column '{column}'.",
            "the band row whose bounds hold the quantity, in the column the question's month names")


def _day_rule(question: str, body: str, table: list[Band]) -> str | None:
    """The line beside the table that names the one day the question names and states a money
    value ("Sundays and bank holidays: £2.00 flat, whatever the length of stay")."""
    from course_lib.sim.words.weekdays import asked_day, phrases

    day = asked_day(question)
    if day is None:
        return None
    lines = {b.line for b in table}
    for raw in body.splitlines()[:_MAX_LINES]:
        line = " ".join(raw.split())
        if not line or line in lines or not _CUE.money.search(line):
            continue
        if any(day in p.days for p in phrases(line)):
            return line
    return None


def _in_unit(value: float, key: str, unit: str | None) -> float | None:
    """``value`` in ``key`` units converted to ``unit`` (500 gram -> 0.5 kilogram); ``None`` when the
    two are not of one dimension."""
    from course_lib.sim.words.conversion import unit_named
    from course_lib.sim.words.units import registry

    if unit is None:
        return None
    if key == unit:
        return value
    have, want = unit_named(key), unit_named(unit)
    if have is None or want is None:
        return None
    try:
        return float(registry().Quantity(value, have).to(want).magnitude)
    except Exception:  # pint's dimensionality errors: not one dimension
        return None


def answer(question: str, bodies: list[str]) -> tuple[str, str] | Limited | None:
    """(the reply, the rule it followed) for a question that states a quantity and asks an amount,
    over documents that price bands of that quantity; ``None`` otherwise (see the module)."""
    from course_lib.sim.grounded.held_quantities import amounts
    from course_lib.sim.values.field_readers import quantities_in_figures

    if not _CUE.amount_asked.search(question):
        return None
    stated = amounts(_CUE.kilo.sub("kg", quantities_in_figures(question)))
    if not stated:
        return None
    for body in bodies[:20]:
        table = bands(body) + column_bands(body)
        for quantity in stated:
            units = {b.unit for b in table}
            unit = next((u for u in units if _in_unit(quantity.value, quantity.key, u) is not None), None)
            fitting = [b for b in table if b.unit == unit]
            if len(fitting) < MIN_BANDS:
                continue
            value = _in_unit(quantity.value, quantity.key, unit)
            rule = _day_rule(question, body, fitting)
            if rule is not None:
                price = _CUE.money.search(rule).group(0)
                return f"{price}: {rule}", "a rule line for the day the question names, applied before the bands"
            held = [b for b in fitting if b.low <= value <= b.high]
            if len(held) == 1 and held[0].cells:
                return _column_price(question, body, held[0], value)
            if len(held) == 1:
                b = held[0]
                return (f"{b.value}: {quantity.text} falls in the band \"{b.label}\" ({b.line}).",
                        "the band whose bounds hold the quantity the question states")
            if len(held) >= 2:
                return "", " / ".join(b.label for b in held)
    return None
