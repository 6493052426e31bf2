"""Rows filtered by a bound: "On which days was the fridge above the safe range?" over a log whose
caption states the range once ("safe range 1-5 °C"), "Which nights did the music stop after
11 pm?" over a column of times (notebook 02's grounded answers over a learner's own logs).

The question's comparator word (above / below / over / under / after / before / past) and what
follows it make a bound: a figure ("below 1 °C"), a time ("after 11 pm", "before 7"), a pair
("under 120/80") or the name of a bound the documents state once ("the safe range", "target",
"the minimum"). Every row of the table (or of a run of "label value" lines) is compared with it:
a range's top for "above", its bottom for "below"; an "a/b" cell part by part (any part past the
bound counts); times after midnight read as later than an evening bound. ``filtered`` returns
the rows that meet it (``Filtered``), or ``Unworked`` with why when the bound or the column
cannot be read, so the caller states a limit instead of quoting one row as the list; ``None``
when the question is no such filter.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.material.superlatives import tables
from course_lib.sim.words.cues import lexicon, patterns

_CUE = patterns("row_bounds")  # its cue patterns: data/sim/patterns.yaml
_NUM = r"-?\d+(?:[.,]\d+)?"
_PAIR_RE = re.compile(rf"(?<![\w./])({_NUM})\s*/\s*({_NUM})(?![\w/])")
_RANGE_RE = re.compile(rf"(?<![\w./])({_NUM})\s*(?:-|–|to)\s*({_NUM})(?![\w/:])")
_CLOCK_RE = re.compile(r"(?<![\w:.])(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?(?![\w:])|\b(midnight|noon|midday)\b",
                       re.IGNORECASE)
_CELL_TIME_RE = re.compile(r"^\s*(\d{1,2})[:.h](\d{2})\s*$")
_NUMBER_RE = re.compile(rf"(?<![\w./:])({_NUM})(?![\w/:]|[.,]\d)")
_UNIT_NUMBER_RE = re.compile(rf"^\s*[£$€]?\s*({_NUM})\s*(?:°\s*[CF]|%|[a-zA-Z/]{{0,6}})?\s*$")
_LINE_ROW_RE = re.compile(r"^\s*(?P<key>[A-Za-z][\w'’.]*(?:\s[\w'’.]+){0,3}?)\s+(?P<value>\S+(?:\s?(?:°\s*[CF]|[a-zA-Z%]{1,6}))?)\s*$")
_WORD_RE = re.compile(r"[a-z]+")
_STOP = frozenset({"the", "a", "an", "my", "our", "their", "its", "his", "her", "your", "this", "that", "of", "on",
                   "in", "at", "for", "level", "value", "line", "mark"})
_MAX_ROWS = 200  # a cap on the rows compared
_MAX_LINES = 400  # a cap on the lines read for a bound's name


@dataclass(frozen=True)
class Bound:
    kind: str  # "number", "pair", "range" or "time"
    low: tuple[float, ...]
    high: tuple[float, ...]
    text: str  # as written


@dataclass(frozen=True)
class Filtered:
    """The rows whose value is past the bound, and how it was read."""

    keys: tuple[str, ...]
    values: tuple[str, ...]
    column: str
    above: bool
    bound: str
    compared: int
    yes_no: bool
    time: bool = False

    def answer(self) -> str:
        side = ("after" if self.above else "before") if self.time else ("above" if self.above else "below")
        if not self.keys:
            return f"{'No: ' if self.yes_no else ''}none of the {self.compared} rows is {side} {self.bound}."
        listed = [f"{k} ({v})" for k, v in zip(self.keys, self.values, strict=True)]
        joined = listed[0] if len(listed) == 1 else ", ".join(listed[:-1]) + " and " + listed[-1]
        verb = "was" if len(listed) == 1 else "were"
        return f"{'Yes: ' if self.yes_no else ''}{joined} {verb} {side} {self.bound}."


@dataclass(frozen=True)
class Unworked:
    """A filter against a bound it cannot read or apply: why."""

    why: str


def _number(text: str) -> float:
    return float(text.replace(",", "."))


def _minutes(hour: int, minute: int, meridiem: str | None) -> int | None:
    if hour > 24 or minute > 59:
        return None
    if meridiem:
        if hour > 12:
            return None
        hour = hour % 12 + (12 if meridiem.lower().startswith("p") else 0)
    return hour * 60 + minute


def _cell_time(cell: str) -> int | None:
    m = _CELL_TIME_RE.match(cell)
    return _minutes(int(m.group(1)), int(m.group(2)), None) if m else None


def _cell_parts(cell: str) -> tuple[float, ...] | None:
    m = _PAIR_RE.fullmatch(cell.strip().split()[0]) if cell.strip() else None
    if m:
        return (_number(m.group(1)), _number(m.group(2)))
    m = _UNIT_NUMBER_RE.match(cell)
    return (_number(m.group(1)),) if m else None


def _value(cell: str, kind: str) -> tuple[float, ...] | None:
    if kind == "time":
        t = _cell_time(cell)
        return None if t is None else (float(t),)
    return _cell_parts(cell)


def _bound_in(text: str, *, time: bool) -> Bound | None:
    """The bound a piece of text states first: a time (when ``time``), a pair, a range, a figure."""
    text = text.strip()
    if time:
        m = _CLOCK_RE.search(text)
        if m and m.start() < 4:
            if m.group(4):
                t = {"midnight": 24 * 60, "noon": 12 * 60, "midday": 12 * 60}[m.group(4).lower()]
                return Bound("time", (t,), (t,), m.group(0))
            t = _minutes(int(m.group(1)), int(m.group(2) or 0), m.group(3))
            if t is not None and (m.group(2) or m.group(3) or int(m.group(1)) <= 24):
                return Bound("time", (t,), (t,), m.group(0).strip())
    for rx, kind in ((_PAIR_RE, "pair"), (_RANGE_RE, "range")):
        m = rx.search(text)
        if m and m.start() < 12:
            a, b = _number(m.group(1)), _number(m.group(2))
            if kind == "range":
                if a >= b:
                    continue
                return Bound("range", (a,), (b,), m.group(0))
            return Bound("pair", (a, b), (a, b), m.group(0))
    m = _NUMBER_RE.search(text)
    if m and m.start() < 12:
        n = _number(m.group(1))
        unit = re.match(r"\s*(°\s*[CF]|%|[a-zA-Z]{1,5})", text[m.end():])
        return Bound("number", (n,), (n,), (m.group(0) + (unit.group(0) if unit else "")).strip())
    return None


def _named_bound(words: list[str], bodies: list[str]) -> tuple[str, Bound | None] | None:
    """(the name as the documents write it, the bound stated after it) for the longest tail of the
    question's ``words`` that a document names; ``None`` when no document names it."""
    said = " ".join(bodies).lower()
    for start in range(len(words)):
        if any(not re.search(rf"\b{re.escape(w)}", said) for w in words[:start]):
            break  # a qualifier the documents never use names another bound ("the noise limit")
        name = " ".join(words[start:])
        rx = re.compile(rf"\b{re.escape(name)}\b", re.IGNORECASE)
        for body in bodies:
            for line in body.splitlines()[:_MAX_LINES]:
                m = rx.search(line)
                if m is None:
                    continue
                after = re.sub(r"^[\s:=(]*(?:(?:is|of|at|be|below|under|above|over|at most|at least|max|min)\b[\s:]*)*",
                               "", line[m.end():])
                return m.group(0), _bound_in(after, time=bool(_CELL_TIME_RE.match(after.split()[0])) if after.split() else False)
    return None


def _stated_range(bodies: list[str]) -> tuple[str, Bound] | None:
    """("range", the bound) for the one "a-b" range the documents' lines outside their rows state
    ("keep within 40-70 %"); ``None`` for none or several."""
    found = []
    for body in bodies:
        in_rows = {c for rows in _rows(body) for r in rows for _, c in r}
        for line in body.splitlines()[:_MAX_LINES]:
            if any(c and c in line for c in in_rows):
                continue
            found += [Bound("range", (_number(m.group(1)),), (_number(m.group(2)),), m.group(0))
                      for m in _RANGE_RE.finditer(line) if _number(m.group(1)) < _number(m.group(2))]
    return ("range", found[0]) if len(found) == 1 else None


def _rows(body: str) -> list[list[tuple[str, str]]]:
    """The body's tables (each row as (header, cell) pairs) and, failing those, a run of three or
    more "label value" lines read as a two-column table."""
    found = [[list(r.cells) for r in rows[:_MAX_ROWS]] for rows in tables(body)]
    if found:
        return found
    run: list[list[tuple[str, str]]] = []
    for line in body.splitlines()[:_MAX_LINES]:
        m = _LINE_ROW_RE.match(line)
        if m and (_cell_time(m.group("value")) is not None or _cell_parts(m.group("value"))):
            run.append([("", m.group("key")), ("", m.group("value"))])
        elif len(run) >= 3:
            break
        else:
            run = []
    return [run] if len(run) >= 3 else []


def _stem(word: str) -> str:
    return word[:4]


def _column(rows: list[list[tuple[str, str]]], kind: str, question: str, above: bool) -> int | str | None:
    """The index of the column to compare: the one whose cells are all values of ``kind``; several:
    the one the question names (or, for times, the end / start column the comparator implies)."""
    width = min(len(r) for r in rows)
    need = max(2, len(rows) - max(1, len(rows) // 5))  # (a trailing note read as a row is no value)
    fits = [i for i in range(1, width) if sum(_value(r[i][1], kind) is not None for r in rows) >= need]
    if len(fits) <= 1:
        return fits[0] if fits else None
    said = {_stem(w) for w in _WORD_RE.findall(question.lower()) if len(w) > 2}
    named = [i for i in fits if {_stem(w) for w in _WORD_RE.findall(rows[0][i][0].lower())} & said]
    if len(named) == 1:
        return named[0]
    if kind == "time":
        cue = _CUE.end_head if above else _CUE.start_head
        heads = [i for i in fits if cue.search(rows[0][i][0])]
        if len(heads) == 1:
            return heads[0]
    return f"the rows have {len(fits)} columns of values ({', '.join(rows[0][i][0] for i in fits)}) and the question names none"


def _past(value: tuple[float, ...], bound: Bound, above: bool, part: int | None) -> bool | None:
    limits = bound.high if above else bound.low
    if part is not None:
        value = value[part:part + 1]
        limits = limits[part:part + 1] if len(limits) > 1 else limits
    if len(limits) == 1 and len(value) == 1 or len(limits) == len(value):
        pairs = zip(value, limits * len(value) if len(limits) == 1 else limits, strict=True)
        return any((v > b) if above else (v < b) for v, b in pairs)
    return None


def _part(head: str, question: str, size: int) -> int | None:
    """For an "a/b" column whose header names its parts ("Front/Rear"), the part the question names."""
    parts = [p.strip().lower() for p in head.split("/")]
    if len(parts) != size:
        return None
    named = [i for i, p in enumerate(parts) if p and re.search(rf"\b{re.escape(p)}\b", question.lower())]
    return named[0] if len(named) == 1 else None


def asked(question: str) -> tuple[bool, str, bool] | None:
    """(above, the words after the comparator, yes/no) for a question that filters rows by a bound."""
    yes_no = bool(_CUE.yes_no.search(question))
    if not (yes_no or _CUE.which.search(question)):
        return None
    hits = [(m.start(), True, m.group("rest")) for m in _CUE.above.finditer(question)]
    hits += [(m.start(), False, m.group("rest")) for m in _CUE.below.finditer(question)]
    if len(hits) != 1:
        return None
    _, above, rest = hits[0]
    return above, rest, yes_no


def filtered(question: str, bodies: list[str]) -> Filtered | Unworked | None:
    """Every row past the bound the question states or names (see the module's docstring)."""
    read = asked(question)
    if read is None:
        return None
    above, rest, yes_no = read
    tabled = [rows for body in bodies for rows in _rows(body) if len(rows) >= 2]
    if not tabled:
        return None
    bound = _bound_in(rest, time=True)
    if bound is not None and bound.kind == "time" and not any(
            _column(rows, "time", question, above) is not None for rows in tabled):
        bound = _bound_in(rest, time=False)
    if bound is None:
        words = [w for w in _WORD_RE.findall(rest.lower())]
        while words and words[0] in _STOP:
            words = words[1:]
        words = words[:4]
        if not words or set(words).isdisjoint(lexicon("bound_nouns")):
            return None
        named = _named_bound(words, bodies)
        if named is None and set(words) <= lexicon("range_names"):
            named = _stated_range(bodies)
        if named is None:
            return Unworked(f"the documents state no {' '.join(words)} to compare the rows with")
        name, bound = named
        if bound is None:
            return Unworked(f"the documents name '{name}' but it cannot read a figure for it")
        bound = Bound(bound.kind, bound.low, bound.high, f"the {name.lower()} ({bound.text})")
    elif not (bound.kind == "time" or _cell_parts(bound.text) or bound.kind in ("pair", "range")):
        return None
    kind = "time" if bound.kind == "time" else "figure"
    for rows in tabled:
        col = _column(rows, kind, question, above)
        if col is None:
            continue
        if isinstance(col, str):
            return Unworked(col)
        rows = [r for r in rows if _value(r[col][1], kind) is not None]
        if kind == "figure" and not _same_dimension(bound.text, rows, col):
            continue  # ("over 30 days" against pence per kWh: a period, no bound on this column)
        values = [_value(r[col][1], kind) for r in rows]
        if kind == "time":
            values, bound = _clock_order(values, bound)
        part = _part(rows[0][col][0], question, len(values[0])) if len(values[0]) > 1 else None
        keys, shown = [], []
        for r, v in zip(rows, values, strict=True):
            past = _past(v, bound, above, part)
            if past is None:
                return Unworked(f"its cells hold {len(v)} figures each and the bound {bound.text} "
                                f"{len(bound.low)}, and it cannot tell which to compare")
            if past:
                keys.append(r[0][1])
                shown.append(r[col][1].strip())
        head = rows[0][col][0] or "the values"
        return Filtered(tuple(keys), tuple(shown), head, above, bound.text, len(rows), yes_no, kind == "time")
    return None


_UNIT_WORD_RE = re.compile(r"\d\s*([A-Za-z]{2,})")
_CELL_UNIT_RE = re.compile(r"[£$€¥]|(?<=\d)\s*([A-Za-z]{1,6}|%)\b")


def _same_dimension(bound: str, rows: list[list[tuple[str, str]]], col: int) -> bool:
    """Whether a figure bound can be compared with the column: ``False`` when the bound carries a
    unit word ("30 days") and the column states a unit of its own (a currency or unit in its cells,
    a "per <unit>" or "(unit)" in its header) that is not that word; a bound or a column without a
    unit compares as before."""
    word = _UNIT_WORD_RE.search(bound)
    if word is None:
        return True
    unit = _stem(word.group(1).lower())
    head = rows[0][col][0]
    stated = {_stem(w) for w in _WORD_RE.findall(head.lower())}
    cells = [m for r in rows for m in _CELL_UNIT_RE.finditer(r[col][1])]
    own = bool(cells) or bool(re.search(r"\bper\b|\(", head, re.IGNORECASE))
    stated |= {_stem(m.group(1).lower()) for m in cells if m.group(1)}
    # (an abbreviation meets its word by the first letter: "3 hrs" against "Duration (hours)")
    return not own or unit in stated or unit[0] in {w[0] for w in stated if w}


def _clock_order(values: list, bound: Bound) -> tuple[list, Bound]:
    """Times read on one evening's clock: after an evening bound, a small-hours time is later (00:20
    after 23:00); a bare hour in the question ("before 11") is the reading nearer the cells'."""
    mins = [v[0] for v in values]
    at = bound.low[0]
    if re.fullmatch(r"\d{1,2}", bound.text) and at < 12 * 60:  # no minutes, no am / pm: the nearer reading
        mid = sorted(mins)[len(mins) // 2]
        at = min((at, at + 12 * 60), key=lambda t: min(abs(t - mid), 24 * 60 - abs(t - mid)))
    if at >= 18 * 60 or any(m >= 18 * 60 for m in mins):
        mins = [m + 24 * 60 if m < 12 * 60 else m for m in mins]
        at = at + 24 * 60 if at < 12 * 60 else at
    return [(m,) for m in mins], Bound("time", (at,), (at,), bound.text)
