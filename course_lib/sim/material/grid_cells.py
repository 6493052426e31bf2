"""A cell of a whitespace-aligned grid looked up by its row and its column (issue 26, the
twenty-sixth set's U4; notebook 02's grounded answers over a learner's own charts: a size chart, a
fabric table, a price grid by weight and zone).

A grid pasted as text is a block of lines split by runs of two or more spaces (or tabs) into a
row label and the same number of cells: a header line of keys ("Size   8   10   12", or keys under
a blank label, "          8    10    12", or "Weight   Zone A   Zone B") over rows of figures
("150 cm wide   2.4   2.4   2.5"). Read as prose, a row is one sentence holding every column's
figure, and quoting it answers nothing.

``cell(question, bodies)``: when the question names exactly one header key of one grid (as a whole
phrase: "size 12" holds "12", "to zone c" holds "Zone C") and exactly one of that grid's rows best
by its label's words and figures ("the 150 wide fabric": "150 cm wide"), the cell under that key in
that row, with the unit the block's title gives in brackets ("FABRIC REQUIRED (metres)"). Anything
else (no grid, no key, two keys, rows tied, another row's figure named too, or a question asking a
condition, a comparison or a sum: ``worked``, data) -> ``None``: the other readers answer, or state their
limit. The grids are read by ``data_records.keyed_grids``. Bounded: ``_MAX_DOCS``.

A key line under a grid maps everyday names to its columns ("Sizes: Small = e.g. Fiesta, Corsa;
Medium = Focus, Golf", ``key_names``): a question naming "my fiesta" names the column Small. Two or
more things named in one question, each a row and a column (its own, or the one the question names
once: "outside wash for my fiesta and my mates van, total?", "a medium latte and a small tea",
"adult and child, off-peak"), are as many lookups summed with the working (``Sum``); a part of the
question that names nothing of the grid ("plus the dog hair removal") or a count ("two adults")
leaves it to the others. A line outside the grid naming a cell's row and column again with one new
amount after a cue ("Full valet Large/4x4 is now £140", data) gives the value in force, the line
quoted, unless the question asks a month before the line's; any other such line: no reading (not
even the plain cell). A price asked of a named row over a grid with a
key line when the question names no column, directly or by a key line's name ("full valet on my
Tesla"), is ``Unsure``: the columns and their names stated, never a guess.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.material.data_records import (
    FIGURE_VALUE_RE,
    KeyedGrid,
    keyed_grids,
    spaced_cells,
)
from course_lib.sim.words.cues import patterns

_CUE = patterns("grid_cells")  # its cue patterns: data/sim/patterns.yaml

_MAX_DOCS = 10
_TOKEN_RE = re.compile(r"[a-z]+|\d+(?:\.\d+)?")
_UNIT_RE = re.compile(r"\(([^()]{1,40})\)\s*$")
_LABEL_STOP = frozenset("a an the of to up in for and or per by at with from my i do does how much what which is "
                        "are it".split())


@dataclass(frozen=True)
class Cell:
    """The cell found: its value as written, the row's label, the key over it, the block's unit."""

    value: str
    row: str
    key: str
    header: str
    unit: str
    changes: tuple[str, ...] = ()  # the later lines that gave the cell its value in force

    def answer(self) -> str:
        value = self.value
        unit = self.unit
        if unit[:1] in "£$€" and unit and value[:1] not in "£$€":  # "(£ per parcel)": £16.30 per parcel
            value, unit = unit[0] + value, unit[1:].strip()
        said = f"{value} {unit}".strip()
        # a bare figure's key is named by the header's label ("UK size 12"); a word key names itself
        column = f"{self.header} {self.key}" if self.header and FIGURE_VALUE_RE.match(self.key) else self.key
        changed = "".join(f' As changed: "{line}"' for line in self.changes)
        return f"{said} ({self.row}, {column}).{changed}"


def _tokens(text: str) -> set[str]:
    return {t for t in _TOKEN_RE.findall(text.lower()) if t not in _LABEL_STOP}


def _named(key: str, question: str) -> bool:
    """The key as a whole phrase ("off-peak" holds no "peak", "men's" no "S"); a one-letter key
    ("S", "M", "L") only in its own case ("a", "m" are words and units)."""
    phrase = r"\s+".join(re.escape(w) for w in key.split())
    flags = 0 if len(key.strip()) == 1 else re.IGNORECASE
    return bool(re.search(rf"(?<![\w.'’-]){phrase}(?![\w.'’-])", question, flags))


def cell(question: str, bodies: list[str]) -> Cell | None:
    """The one cell the question names by its row and its column, else ``None``."""
    if _CUE.worked.search(question):
        return None  # "cheaper", "if I buy it online", "than an 8": more than one cell's value
    q_tokens = _tokens(question)
    found: list[Cell] = []
    for body in bodies[:_MAX_DOCS]:
        for grid in keyed_grids(body):
            named = [k for k in grid.keys if _named(k, question)]
            if len(named) != 1:
                continue
            key = named[0]
            key_tokens = _tokens(key)
            scores = [len((_tokens(label) - key_tokens) & q_tokens) for label, _ in grid.rows]
            top = max(scores, default=0)
            if not top or scores.count(top) != 1:
                continue
            best = scores.index(top)
            figures = {t for i, (other, _) in enumerate(grid.rows) if i != best
                       for t in _tokens(other) - _tokens(grid.rows[best][0]) if t[:1].isdigit()}
            if figures & (q_tokens - key_tokens):
                continue  # "three 1-day passes or one 3-day pass": another row's figure is named too
            label, cells = grid.rows[best]
            unit = _UNIT_RE.search(grid.title)
            found.append(Cell(cells[grid.keys.index(key)], label, key, grid.header,
                              unit.group(1).split(",")[0].strip() if unit else ""))
    return found[0] if len(found) == 1 else None


@dataclass(frozen=True)
class Sum:
    """Two or more cells the question names, added: each (row, column, value, the name that chose the
    column or ""), and the total as written."""

    parts: tuple[tuple[str, str, str, str], ...]
    value: str
    changes: tuple[str, ...] = ()  # the later lines that gave a cell its value in force

    @property
    def row(self) -> str:
        return " + ".join(dict.fromkeys(p[0] for p in self.parts))

    @property
    def key(self) -> str:
        return " + ".join(p[1] for p in self.parts)

    def answer(self) -> str:
        items = []
        for row, key, value, name in self.parts:
            items.append(f"{row} ({name}: {key}) {value}" if name else f"{row} ({key}) {value}")
        figures = " + ".join(p[2] for p in self.parts)
        said = "".join(f' As changed: "{line}"' for line in self.changes)
        return f"{self.value} in total: {'; '.join(items)}. {figures} = {self.value}.{said}"


@dataclass(frozen=True)
class Unsure:
    """A price asked of a grid's row whose column the question does not name: why, with the columns."""

    reason: str


def key_names(body: str, keys: tuple[str, ...]) -> dict[str, str]:
    """The everyday names a key line of ``body`` maps to the grid's ``keys`` ("Sizes: Small = e.g.
    Fiesta, Corsa; Medium = Focus, Golf" -> {"fiesta": "Small", ...}): a line whose ``;``-parted
    entries "<key> = <names>" name two keys or more. Bounded: the lines ``keyed_grids`` reads."""
    return {name.lower(): key for name, key in _key_entries(body, keys)}


def _key_entries(body: str, keys: tuple[str, ...]) -> list[tuple[str, str]]:
    """(name as written, key) of each everyday name the key lines map to a key (``key_names``)."""
    by_key = {k.lower(): k for k in keys}
    out: dict[str, str] = {}
    for line in body.splitlines()[:300]:
        head, sep, rest = line.partition(":")
        text = rest if sep and "=" not in head else line
        found: dict[str, str] = {}
        keyed = 0
        for entry in text.split(";"):
            m = _CUE.key_entry.match(entry.strip().rstrip("."))
            if not m or m.group("key").strip().lower() not in by_key:
                continue
            keyed += 1
            key = by_key[m.group("key").strip().lower()]
            names = _CUE.example.sub("", m.group("names").strip())
            for name in _CUE.name_split.split(names):
                name = name.strip(" .()")
                if len(name) >= 2 and name.lower() not in by_key:
                    found.setdefault(name, key)
        if keyed >= 2:
            for name, key in found.items():
                out.setdefault(name, key)
    return list(out.items())


def _phrase_spans(phrase: str, question: str, flags: int = re.IGNORECASE) -> list[tuple[int, int]]:
    words = [re.escape(w) if w != "&" else "(?:&|and)" for w in re.split(r"\s+|(?<=\w)-(?=\w)", phrase.strip())]
    joined = r"[\s-]+".join(words)  # "Off-peak" is "off peak" too
    pattern = rf"(?<![\w.'’-]){joined}(?![\w'’-]|\.\w)"
    return [m.span() for m in re.finditer(pattern, question, flags)]


def _mentions(question: str, labels: list[str], keys: tuple[str, ...], names: dict[str, str]):
    """(start, end, kind, value, name) of each row label, key and key-line name the question holds,
    longest first where they overlap, in the question's order."""
    found = []
    for label in labels:
        found += [(a, b, "row", label, "") for a, b in _phrase_spans(label, question)]
    for key in keys:
        flags = 0 if len(key.strip()) == 1 else re.IGNORECASE
        found += [(a, b, "key", key, "") for a, b in _phrase_spans(key, question, flags)]
    for name, key in names.items():
        found += [(a, b, "key", key, name) for a, b in _phrase_spans(name, question)]
    kept: list[tuple[int, int, str, str, str]] = []
    for m in sorted(found, key=lambda m: (m[0] - m[1], m[0])):
        if all(m[1] <= k[0] or m[0] >= k[1] for k in kept):
            kept.append(m)
    return sorted(kept)


def _amount(value: str) -> tuple[str, float] | None:
    m = re.fullmatch(r"([£$€]?)(\d+(?:\.\d+)?)", value.replace(",", ""))
    return (m.group(1), float(m.group(2))) if m else None


_MONTHS = "jan feb mar apr may jun jul aug sep oct nov dec".split()


def _restated(body: str, grid_lines: set[str], row: str, key: str, question: str) -> tuple[str, str] | bool:
    """A line outside the grid that names the cell's row and its column again: (the new value, the
    line) when it changes the cell by one amount after a cue ("Full valet Large/4x4 is now £140") and
    the question asks no time, or a month at or after the change's ("in december" over "from 1
    November"); ``True`` (no reading) for any other such line; ``False`` for none."""
    for line in body.splitlines()[:300]:
        if line.strip() in grid_lines or not re.search(r"\d", line):
            continue
        if not (_phrase_spans(row, line) and _phrase_spans(key, line)):
            continue
        changes = list(_CUE.changed.finditer(line))
        if len(changes) != 1 or len(re.findall(r"[£$€]\s?\d", line)) != 1:
            return True
        asked = [m.group("month").lower() for m in _CUE.month.finditer(question)]
        said = [m.group("month").lower() for m in _CUE.month.finditer(line)]
        if asked and (len(said) != 1 or len(set(asked)) != 1
                      or _MONTHS.index(asked[0]) < _MONTHS.index(said[0])):
            return True  # "in October" over "from 1 November" (or a month the line does not place)
        return changes[0].group("amount").replace(" ", ""), line.strip()
    return False


def _grid_lines(body: str, grid: KeyedGrid) -> set[str]:
    """The grid's own lines (its header and its rows), stripped."""
    labels = {label for label, _ in grid.rows}
    out = set()
    for line in body.splitlines()[:300]:
        parts = spaced_cells(line)
        if parts and (parts[0] in labels or tuple(parts[1:]) == grid.keys):
            out.add(line.strip())
    return out


def looked_up(question: str, bodies: list[str]) -> Cell | Sum | Unsure | None:
    """The cell (``cell``), or the cells the question names summed (``Sum``), with a column chosen
    by a key line's everyday name where the question names no key; ``Unsure`` for a price asked of a
    row whose column nothing in the question names over a grid with a key line; else ``None``."""
    results: list[Cell | Sum | Unsure] = []
    for body in bodies[:_MAX_DOCS]:
        for grid in keyed_grids(body):
            found = _grid_lookup(question, body, grid)
            if found is _DECLINED:
                return None  # "two adults and a child", a cell a later line restates: no plain cell either
            if found is not None:
                results.append(found)
    if len(results) == 1:
        return results[0]
    if not results:
        return cell(question, bodies)
    return None


_DECLINED = Unsure("declined")  # a count, a condition or a restated cell: no cell, no sum, no plain cell either


def _grid_lookup(question: str, body: str, grid: KeyedGrid) -> Cell | Sum | Unsure | None:
    """The reading of one grid (see ``looked_up``); ``_DECLINED`` when its things are named with a
    count or a condition, or a later line restates the cell asked otherwise than as one new amount."""
    names = key_names(body, grid.keys)
    labels = [label for label, _ in grid.rows]
    mentions = _mentions(question, labels, grid.keys, names)
    keyed = [m for m in mentions if m[2] == "key"]
    if not keyed and not any(m[2] == "row" for m in mentions):
        return None  # nothing of this grid named
    rest = question
    for a, b, *_ in reversed(mentions):
        rest = rest[:a] + "_" * (b - a) + rest[b:]  # a mark no join or cue reads
    worked = _CUE.worked.search(_CUE.summed.sub(" ", rest))
    if worked:
        return _DECLINED
    things = {t for label in [*labels, *grid.keys] for t in _tokens(label)}
    label_sets = [_tokens(label) for label in labels]
    for m in _CUE.counted.finditer(rest):
        number = m.group(0).split()[0].lower()
        nxt = rest[m.end():m.end() + 40].split()[:1]
        if nxt and any(number in ts and _tokens(nxt[0]) & ts for ts in label_sets):
            continue  # "150 wide" for the row "150 cm wide": words of one row's label, no count
        after = rest[m.end():m.end() + 40].split()[:2]
        if any(w.startswith("_") or _tokens(w) & things or {t.rstrip("s") for t in _tokens(w)} & things
               for w in after):
            return _DECLINED  # "two adults", "3 x latte", "two single kayaks": a count of the grid's things
    rows_named = list(dict.fromkeys(m[3] for m in mentions if m[2] == "row"))
    if not keyed:
        if names and len(rows_named) == 1 and _CUE.priced.search(question):
            row = rows_named[0]
            by_key: dict[str, list[str]] = {}
            for name, key in _key_entries(body, grid.keys):
                by_key.setdefault(key, []).append(name)
            columns = "; ".join(f"{k} ({', '.join(by_key[k][:3])})" if k in by_key else k for k in grid.keys)
            return Unsure(f"the price list gives {row} by column: {columns}; the question names none of these "
                          f"columns nor a thing its key line places in one")
        return None
    # the parts of the question between its joins, each a lookup when it names a row or a column
    cuts = [m.span() for m in _CUE.joint.finditer(rest)]
    bounds = [0, *[c for span in cuts for c in span], len(question)]
    parts = []
    row_words = {t for label in labels for t in _tokens(label)} - {t for k in grid.keys for t in _tokens(k)}
    for a, b in zip(bounds[0::2], bounds[1::2], strict=True):
        inside = [m for m in mentions if a <= m[0] < b]
        if not any(m[2] == "row" for m in inside) and _tokens(rest[a:b]) & row_words:
            return None  # "a ladies' cut" beside "Ladies' cut and blow-dry": a row named in part, not read
        if inside:
            parts.append(inside)
        elif _tokens(_CUE.summed.sub(" ", rest[a:b])):
            return None  # "plus the dog hair removal": a thing the grid does not hold
    shared_row = rows_named[0] if len(rows_named) == 1 else None
    if shared_row is None and not rows_named:
        q_tokens = _tokens(question)
        scores = [len(_tokens(label) & q_tokens) for label in labels]
        top = max(scores, default=0)
        if top and scores.count(top) == 1:
            shared_row = labels[scores.index(top)]
    keys_named = list(dict.fromkeys(m[3] for m in keyed))
    shared_key = keys_named[0] if len(keys_named) == 1 else None
    lookups = []
    for inside in parts:
        rows = [m[3] for m in inside if m[2] == "row"]
        keys = [m for m in inside if m[2] == "key"]
        if len(rows) > 1 or len(keys) > 1:
            return None
        if not rows and shared_row is None and keys and keys[0][3] == shared_key and len(parts) > 2:
            continue  # "adult and child ticket, off peak?": the one column named, for every row
        row = rows[0] if rows else shared_row
        key, name = (keys[0][3], question[keys[0][0]:keys[0][1]] if keys[0][4] else "") if keys else (shared_key, "")
        if row is None or key is None:
            return None
        lookups.append((row, key, name))
    if not lookups:
        return None
    lines = _grid_lines(body, grid)
    cells = {label: dict(zip(grid.keys, values, strict=True)) for label, values in grid.rows}
    changed = []
    for row, key, _ in lookups:
        found = _restated(body, lines, row, key, question)
        if found is True:
            return _DECLINED  # a later line names the cell again, not as one new amount in force
        if found:
            cells[row][key] = found[0]
            changed.append(found[1])
    if len(lookups) == 1:
        row, key, name = lookups[0]
        if not name and not changed:
            return None  # named directly: the plain cell reader's
        unit = _UNIT_RE.search(grid.title)
        return Cell(cells[row][key], row, f"{name}: {key}" if name else key, "",
                    unit.group(1).split(",")[0].strip() if unit else "", tuple(changed))
    amounts = [_amount(cells[row][key]) for row, key, _ in lookups]
    if any(a is None for a in amounts) or len({a[0] for a in amounts}) != 1:
        return None
    total = sum(a[1] for a in amounts)
    decimals = any("." in cells[row][key] for row, key, _ in lookups)
    unit = _UNIT_RE.search(grid.title)
    sign = amounts[0][0] or (unit.group(1)[:1] if unit and unit.group(1)[:1] in "£$€" else "")
    written = f"{sign}{total:,.2f}" if decimals else f"{sign}{total:,.0f}"
    return Sum(tuple((row, key, sign + cells[row][key].lstrip("£$€"), name) for row, key, name in lookups), written,
               tuple(dict.fromkeys(changed)))


__all__ = ["Cell", "Sum", "Unsure", "cell", "key_names", "looked_up"]
