"""Timetable grids read by their columns (issue 26; notebook 02's grounded answers over a learner's
own timetables: a bus or train timetable, a ferry's sailings, a tide table's times).

A timetable pasted as text is a grid of clock times: rows of places ("Mill Brae  07:18  09:48 ..."),
one column per run, or a header of places over one row per run (tab- or space-aligned); a cell
may be a time, a gap ("--", "-", "|", "—", or nothing under a column: the run does not call there)
and may carry a mark ("07:10a", "10:45*", "09:30 †"); a line of marks over the columns ("a  b  c",
"MX  SO") names a run's footnote, and the notes under the grid ("a  Schooldays only.", "* Sundays
only") say when it runs. Read as prose, a row is one sentence of times that belong to nobody.

Here ``grids`` reads each document's blocks of such rows into runs (times by place, marks, the
notes their marks point to); a block counts only when every run's times go forward along its
places (a tide table or a price grid is no journey). ``read`` answers, from one grid:
- "when does the 9:40 get to the pier": the run named by a time it holds ("9:40" = "09:40"),
  followed down its column to the place named;
- "how long does the 9:40 take to get to X" / "... from A to B": a difference along the column
  (no place named: to the next "arrives" column, or to the run's last place);
- "does the 07:15 stop at X": the cell, a gap saying no;
- "first / last bus (from X | to X) (on a <day>)": the runs that run that day by their notes
  ("Saturdays only", "Not on Mondays", "Schooldays only": day words as data) or by a cell of days
  ending the run's row ("07:10  07:55  Mon-Sat" under "Departs ...  Arrives ...  Days"), earliest or latest;
  then any of the above of that run.
Unsure (a time no run or two runs hold, a place no row or two rows name, a gap where a time is
needed) -> ``Unsure`` with why (the caller states a limit). No grid, or a question asking none of
these -> ``None``. Bounded: ``_MAX_LINES``, ``_MAX_DOCS``, ``_MAX_RUNS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.reports.reader_results import Answer, Unsure
from course_lib.sim.words import holidays, weekdays
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import stem

_CUE = patterns("time_grids")  # its cue patterns: data/sim/patterns.yaml
_MAX_LINES = 400
_MAX_DOCS = 10
_MAX_RUNS = 60
_MIN_ROWS = 2
_MIN_RUNS = 2
_TIME_RE = re.compile(r"^(?P<h>[01]?\d|2[0-3])[:.](?P<m>[0-5]\d)(?P<mark>[A-Za-z*†‡§#+^¹²³]{0,2}|⟨\d{1,3}⟩)$")
# a note written into its cell in brackets ("10:45 (Sundays only)", as ``footnotes`` joins a marked one)
_INLINE_NOTE_RE = re.compile(r"(?<=\d)[ ]?\((?P<note>[^()\n]{1,80})\)")
_GAP_RE = re.compile(r"^(?:-{1,3}|\||—|–|\.{2,3}|x)$")
_MARK_RE = re.compile(r"^(?:[*†‡§#+^¹²³]{1,2}|[A-Za-z]{1,3})$")
_TOKEN_RE = re.compile(r"\S+")
_CLOCK_RE = re.compile(r"\d[:.][0-5]\d")  # a grid has four clock times at least
_WORD_RE = re.compile(r"[a-z][a-z'-]*")
_Q_TIME_RE = re.compile(r"(?<![\d:.])(?P<h>[01]?\d|2[0-3])[:.](?P<m>[0-5]\d)\s*(?P<s>a\.?m\.?|p\.?m\.?)?(?![\d:])",
                        re.IGNORECASE)

# the rule a run followed down its column to a place is explained with
FOLLOWED = "a run's column of a timetable followed to a place"


@dataclass(frozen=True)
class Run:
    """One run of a timetable: its times by place index (``None`` where it does not call), the
    marks it carries and the notes they point to."""

    times: tuple[int | None, ...]
    marks: tuple[str, ...]
    notes: tuple[str, ...]

    def first_time(self) -> int:
        return next(t for t in self.times if t is not None)


@dataclass(frozen=True)
class Grid:
    places: tuple[str, ...]
    runs: tuple[Run, ...]
    days: frozenset[int] | None  # the days the title says the timetable runs, None when it says none


def clock(minutes: int) -> str:
    return f"{minutes // 60 % 24:02d}:{minutes % 60:02d}"


def _minutes(m: re.Match[str]) -> int:
    return int(m.group("h")) * 60 + int(m.group("m"))


# --- reading ------------------------------------------------------------------------------------


def _cells(line: str) -> tuple[str, list[tuple[int, int, str]]] | None:
    """A grid row's label and its cells (start, end, text) by position, ``None`` unless the line
    is a label (maybe empty) followed by two time or gap cells or more and nothing else."""
    if "\t" in line:
        parts = line.split("\t")
        label_parts = []
        while parts and not (_TIME_RE.match(parts[0].strip()) or _GAP_RE.match(parts[0].strip())):
            label_parts.append(parts.pop(0).strip())
        cells = []
        for i, p in enumerate(parts):
            p = p.strip()
            m = _TIME_RE.match(p.split(" ")[0]) if p else None
            if p and not (m or _GAP_RE.match(p)):
                return None
            cells.append((i, i + 1, p))
        label = " ".join(x for x in label_parts if x)
        return (label, cells) if sum(1 for c in cells if c[2]) >= 2 else None
    tokens = [(m.start(), m.end(), m.group(0)) for m in _TOKEN_RE.finditer(line)]
    first = next((i for i, t in enumerate(tokens) if _TIME_RE.match(t[2]) or _GAP_RE.match(t[2])), None)
    if first is None:
        return None
    label = " ".join(t[2] for t in tokens[:first])
    cells: list[tuple[int, int, str]] = []
    for start, end, text in tokens[first:]:
        if _TIME_RE.match(text) or _GAP_RE.match(text):
            cells.append((start, end, text))
        elif _MARK_RE.match(text) and cells and _TIME_RE.match(cells[-1][2]):  # "09:30 *"
            s, _, t = cells[-1]
            cells[-1] = (s, end, t + text)
        else:
            return None
    if sum(1 for c in cells if _TIME_RE.match(c[2])) < 2 or (label and not re.search(r"[A-Za-z]", label)):
        return None
    return label, cells


def _columns(rows: list[list[tuple[int, int, str]]], tabbed: bool) -> list[list[str]] | None:
    """Each row's cells by column ("" for a blank), ``None`` when the cells do not line up."""
    width = max(len(r) for r in rows)
    if tabbed or all(len(r) == width for r in rows):
        return [[c[2] for c in r] + [""] * (width - len(r)) for r in rows]
    full = [r for r in rows if len(r) == width]
    spans = [(min(r[i][0] for r in full), max(r[i][1] for r in full)) for i in range(width)]
    out = []
    for r in rows:
        cells = [""] * width
        for start, end, text in r:
            overlaps = [i for i, (a, b) in enumerate(spans) if start < b + 1 and end > a - 1]
            if len(overlaps) != 1 or cells[overlaps[0]]:
                return None
            cells[overlaps[0]] = text
        out.append(cells)
    return out


def _marks_over(line: str, spans: list[tuple[int, int]]) -> dict[int, str] | None:
    """A line of marks over the columns ("   a      b   c"), each to the column it stands over."""
    tokens = [(m.start(), m.end(), m.group(0)) for m in _TOKEN_RE.finditer(line)]
    if not tokens or not all(_MARK_RE.match(t[2]) for t in tokens):
        return None
    out = {}
    for start, end, text in tokens:
        near = [i for i, (a, b) in enumerate(spans) if start < b + 1 and end > a - 1]
        if len(near) != 1:
            return None
        out[near[0]] = text
    return out


def _notes(lines: list[str], marks: set[str]) -> dict[str, str]:
    """The notes under a grid by mark ("a  Schooldays only.", "* Sundays only", "SO = Saturdays only")."""
    out: dict[str, str] = {}
    for line in lines[:_MAX_LINES]:
        m = _CUE.note.match(line.strip())
        if m and m.group("mark") in marks and m.group("mark") not in out:
            out[m.group("mark")] = m.group("text").strip()
    return out


def _forward(times: list[int | None]) -> bool:
    """Whether a run's times go forward (one wrap past midnight allowed)."""
    seen = [t for t in times if t is not None]
    wraps = sum(1 for a, b in zip(seen, seen[1:], strict=False) if b < a)
    return len(seen) >= 2 and (wraps == 0 or (wraps == 1 and seen[0] > 18 * 60 and seen[-1] < 6 * 60))


def _split_mark(cell: str) -> tuple[int | None, str]:
    m = _TIME_RE.match(cell.split(" ")[0]) if cell else None
    if not m:
        return None, ""
    tail = cell[len(cell.split(" ")[0]):].strip()
    return _minutes(m), (m.group("mark") or "") + tail


def _title_days(lines: list[str]) -> frozenset[int] | None:
    for line in lines[:3]:
        found = [p for p in weekdays.phrases(line) if not p.closed]
        if found and not _CUE.negated.search(line):
            return frozenset().union(*(p.days for p in found))
    return None


def _block(lines: list[str], start: int, inline: dict[str, str]) -> tuple[int, Grid | None]:
    """The grid whose rows open at ``start`` (the index after its last row, the grid or ``None``)."""
    rows, end = [], start
    tabbed = "\t" in lines[start]
    while end < len(lines) and len(rows) < _MAX_RUNS:
        read = _cells(lines[end])
        if read is None:
            break
        rows.append(read)
        end += 1
    if len(rows) < _MIN_ROWS:
        return max(end, start + 1), None
    cols = _columns([r[1] for r in rows], tabbed)
    if cols is None:
        return end, None
    labels = [r[0] for r in rows]
    above = lines[start - 1] if start else ""
    after = lines[end:end + 30]
    if all(labels):  # places down the rows, one run a column
        if sum(weekdays.cell_days(label) is not None for label in labels) * 2 >= len(labels):
            return end, None  # days down the rows: opening hours or a rota (``schedules``), no places
        places = tuple(labels)
        width = len(cols[0])
        full = [r[1] for r in rows if len(r[1]) == width]
        spans = [(min(r[i][0] for r in full), max(r[i][1] for r in full)) for i in range(width)] if not tabbed else []
        over = (_marks_over(above, spans) if above.strip() and spans else None) or {}
        columns = [[cols[r][c] for r in range(len(rows))] for c in range(width)]
    elif not any(labels):  # a header of places, one run a row
        header = [h.strip() for h in (above.split("\t") if tabbed else re.split(r"\s{2,}", above.strip()))]
        header = [h for h in header if h]
        if len(header) == len(cols[0]) + 1 and _CUE.days_header.fullmatch(header[-1]):
            header = header[:-1]  # "Departs Portmore  Arrives Tarn  Days": the days cell is each run's note
        if len(header) != len(cols[0]):
            return end, None
        places, over, columns = tuple(header), {}, cols
    else:
        return end, None
    runs = []
    for i, col in enumerate(columns):
        split = [_split_mark(c) for c in col]
        times = [t for t, _ in split]
        if not _forward(times):
            return end, None
        marks = tuple(dict.fromkeys(m for m in [over.get(i, "")] + [mk for _, mk in split] if m))
        runs.append((tuple(times), marks))
    if not any(len(set(t for t in times if t is not None)) >= 3 for times, _ in runs) and len(places) >= 3:
        return end, None  # no run moves on along three places: no journey
    every_mark = {m for _, marks in runs for m in marks}
    notes = {**_notes(after, every_mark), **{k: v for k, v in inline.items() if k in every_mark}}
    grid = Grid(places, tuple(Run(t, tuple(k for k in m if k in notes), tuple(notes[k] for k in m if k in notes))
                              for t, m in runs),
                _title_days(lines[:start]))
    return end, grid if len(grid.runs) >= _MIN_RUNS else None


_DAYS_CELL_RE = re.compile(r"^(?P<times>.*\d[:.][0-5]\d\S*)(?:\s{2,}|\t)(?P<days>[^\d\s][^\t]*?)\s*$")


def _with_days_cell(line: str, inline: dict[str, str]) -> str:
    """A run's row that ends in a cell of days ("07:10   07:55   Mon-Sat", "18:15  19:00  Fri, Sun
    (b)") written as its times with the days as the run's note (an inline mark on its last time),
    as a note under the grid would say them; any other line as it is."""
    if _cells(line) is not None:
        return line
    m = _DAYS_CELL_RE.match(line)
    if not m or _cells(m.group("times")) is None:
        return line
    days = re.sub(r"\s*\([^()]*\)", "", m.group("days")).strip()  # "Fri, Sun (b)": a footnote's words are no days
    if not days or not [p for p in weekdays.phrases(days) if not p.closed]:
        return line
    mark = f"⟨{len(inline)}⟩"
    inline[mark] = days
    return m.group("times") + mark


@lru_cache(maxsize=64)
def grids(body: str) -> tuple[Grid, ...]:
    """The timetable grids a document holds (see the module docstring)."""
    inline: dict[str, str] = {}

    def noted(m: re.Match[str]) -> str:
        mark = f"⟨{len(inline)}⟩"
        inline[mark] = m.group("note").strip()
        return mark

    lines = [_INLINE_NOTE_RE.sub(noted, x.rstrip()) if "(" in x else x.rstrip() for x in body.splitlines()[:_MAX_LINES]]
    lines = [_with_days_cell(x, inline) for x in lines]
    out, i = [], 0
    while i < len(lines):
        if _cells(lines[i]) is None:
            i += 1
            continue
        i, grid = _block(lines, i, inline)
        if grid is not None:
            out.append(grid)
    return tuple(out)


# --- asking -------------------------------------------------------------------------------------


def asks_holiday(question: str) -> bool:
    """Whether ``question`` names a holiday ("It's Boxing Day", "on Easter Monday", "a bank holiday Monday")."""
    return bool(_CUE.holiday_asked.search(question)) or holidays.names_any_holiday(question)


def runs_on(run: Run, day: int | None, holiday: bool = False) -> bool | None:
    """Whether the run runs on ``day`` (``None``: any day) by its notes: True, False, or None when a note ties
    it to days the timetable does not tell (schooldays on a weekday). On a ``holiday`` a note "not on bank
    holidays" / "except public holidays" takes the run out; on any other day a note "Bank holidays only" does."""
    for note in run.notes:
        if not _CUE.holiday_note.search(note):
            continue
        if _CUE.negated.search(note[:_CUE.holiday_note.search(note).start()]):
            if holiday:
                return False
        elif _CUE.only_note.search(note) and not holiday and not weekdays.phrases(note):
            return False
    if day is None:
        return True
    verdict: bool | None = True
    for note in run.notes:
        found = [p for p in weekdays.phrases(_CUE.negated.sub(lambda m: " " * len(m.group(0)), note)) if not p.closed]
        days = frozenset().union(*(p.days for p in found)) if found else frozenset()
        # ("Not on Mondays" takes days out; "Mondays to Fridays except bank holidays" does not)
        negated = bool(_CUE.negated.search(note[:found[0].start] if found else note))
        unsure_days = frozenset(range(5)) if _CUE.term_days.search(note) else frozenset()
        if not days and not unsure_days:
            continue
        if negated:
            if day in days:
                return False
        elif day in days:
            continue
        elif day in unsure_days:
            verdict = None
        else:
            return False
    return verdict


def _name(place: str) -> str:
    """A place's label without its role words ("Leaves Portnahaven" -> "Portnahaven")."""
    words = place.split()
    kept = [w for w in words if not _CUE.leave_label.fullmatch(w.strip(".:")) and not _CUE.arrive_label.fullmatch(w.strip(".:"))]
    return " ".join(kept) or place


def _place_words(place: str) -> set[str]:
    return {stem(w) for w in _WORD_RE.findall(place.lower()) if not _CUE.place_role.fullmatch(w)}


def _places_named(question: str, grid: Grid) -> list[tuple[int, int]]:
    """(offset in the question, place index) of each place the question names, best match per
    mention; a mention two places tie on names both."""
    q = question.lower()
    words = [(m.start(), stem(m.group(0))) for m in _WORD_RE.finditer(q)]
    found = []
    for i, place in enumerate(grid.places):
        pw = _place_words(place)
        hits = [pos for pos, w in words if w in pw]
        if hits:
            found.append((len(set(w for _, w in words if w in pw)), hits[0], i))
    if not found:
        return []
    best: dict[int, tuple[int, list[int]]] = {}
    for score, pos, i in found:
        if pos not in best or score > best[pos][0]:
            best[pos] = (score, [i])
        elif score == best[pos][0]:
            best[pos][1].append(i)
    return [(pos, i) for pos, (_, idx) in sorted(best.items()) for i in idx]


def _role(question: str, pos: int) -> str:
    before = question.lower()[max(0, pos - 24):pos]
    if _CUE.from_before.search(before):
        return "from"
    return "to"


def _by_role(places: list[int], grid: Grid, role: str) -> list[int]:
    """Of places tied on a name (a ferry's "Leaves X" and "Arrives X"), those whose label says the role."""
    if len(places) < 2:
        return places
    cue = _CUE.leave_label if role == "from" else _CUE.arrive_label
    told = [i for i in places if cue.search(grid.places[i])]
    return told if len(told) == 1 else places


def _run_by_time(grid: Grid, minutes: int, place: int | None) -> list[tuple[Run, int]]:
    out = []
    for run in grid.runs:
        at = [i for i, t in enumerate(run.times) if t is not None and t % 1440 == minutes]
        if place is not None:
            at = [i for i in at if i == place]
        if at:
            out.append((run, at[0]))
    return out


def _q_times(question: str) -> list[int]:
    out = []
    for m in _Q_TIME_RE.finditer(question):
        minutes = _minutes(m)
        suffix = (m.group("s") or "").lower().replace(".", "")
        if suffix == "pm" and minutes < 12 * 60:
            minutes += 12 * 60
        out.append(minutes)
    return out


def _note_text(run: Run) -> str:
    said = [n.rstrip('.') if m.startswith("⟨") else f"{m}: {n.rstrip('.')}" for m, n in zip(run.marks, run.notes, strict=True)]
    return f" ({'; '.join(said)})" if said else ""


def _span_words(minutes: int) -> str:
    hours, mins = divmod(minutes, 60)
    if not hours:
        return f"{mins} minutes"
    return f"{hours} hour{'s' * (hours != 1)}" + (f" {mins} minutes" if mins else "")


def _ask(question: str, grid: Grid) -> Answer | Unsure | None:
    times = _q_times(question)
    ordinal = _CUE.ordinal.search(question)
    if not times and not ordinal:
        return None
    kind = ("stop" if _CUE.asks_stop.search(question) else
            "span" if _CUE.asks_span.search(question) else
            "when" if _CUE.asks_when.search(question) or ordinal else None)
    day = weekdays.asked_day(question)
    holiday = asks_holiday(question)
    if kind is None and day is not None and _CUE.asks_runs.search(question):
        kind = "day"  # "can I get the 12:15 on a Saturday"
    if kind is None:
        return None
    named = _places_named(question, grid)
    mentions: dict[int, list[int]] = {}
    for pos, i in named:
        mentions.setdefault(pos, []).append(i)
    roles: dict[str, list[int]] = {}
    for pos, idx in mentions.items():
        role = _role(question, pos)
        roles.setdefault(role, []).extend(_by_role(idx, grid, role))
    for idx in roles.values():
        if len(set(idx)) > 1:
            shown = " and ".join(f"'{_name(grid.places[i])}'" for i in dict.fromkeys(idx))
            return Unsure(f"the question's place may be {shown} of the timetable")
    origin = roles.get("from", [None])[0]
    target = roles.get("to", [None])[0]
    if origin is not None and target is not None and target < origin:
        # a place above the one the run leaves from is none it goes to: "the first boat from Mill
        # Lane" names "Harbour Boat Station" by its word "boat" only, and no run reaches a stop
        # it has passed (a grid's runs go forward down their columns)
        passed, target = target, None
    else:
        passed = None
    if day is not None and grid.days is not None and day not in grid.days:
        return Unsure(f"the timetable's heading gives the days it runs, and {weekdays.day_name(day)} is not one of them")
    if times:
        if len(times) > 1 and kind != "span":
            return Unsure("the question names more than one time of the timetable")
        found = _run_by_time(grid, times[0], origin)
        if not found and origin is not None:
            found = _run_by_time(grid, times[0], None)
        if len(found) != 1:
            return Unsure(f"{'no run' if not found else 'more than one run'} of the timetable is at {clock(times[0])}")
        run, at = found[0]
        if origin is None:
            origin = at
        chosen = f"the {clock(run.times[at])}"
    else:
        assert ordinal is not None
        last = bool(_CUE.last.search(ordinal.group(0)))
        # (the first run "to X" is the first to reach X; the first "that stops at X" is the first of all)
        where = origin if origin is not None else (target if kind == "when" else None)
        candidates = []
        unsure_day = []
        for run in grid.runs:
            on = runs_on(run, day, holiday)
            if on is False:
                continue
            if on is None:
                unsure_day.append(run)
            if origin is not None and all(x is None for x in run.times[origin + 1:]):
                continue  # (a run that ends there does not leave from there)
            t = run.times[where] if where is not None else run.first_time()
            if t is not None:
                candidates.append((t, run))
        if not candidates:
            return Unsure("no run of the timetable leaves from or calls at that place on the day asked")
        t, run = (max if last else min)(candidates, key=lambda c: c[0])
        word = "last" if last else "first"
        on_day = f" on {weekdays.day_name(day)}" if day is not None else ""
        place = f" from {_name(grid.places[where])}" if where is not None else ""
        if run in unsure_day:
            sure = [c for c in candidates if c[1] not in unsure_day]
            if kind != "when" or target is not None or not sure:
                return Unsure(f"the {clock(t)} runs only on days the timetable does not list ({run.notes[0].rstrip('.')})")
            other = (max if last else min)(sure, key=lambda c: c[0])
            return Answer(f"The {word} one{on_day} is the {clock(t)}{place}{_note_text(run)}; when that does not run, "
                          f"the {clock(other[0])}{_note_text(other[1])}.", "the first or last run of a timetable by its notes")
        if origin is None:
            origin = next(i for i, x in enumerate(run.times) if x is not None)
        chosen = f"the {word} one{on_day}, the {clock(run.times[origin] if run.times[origin] is not None else t)}"
        if kind == "when" and target is None:
            return Answer(f"The {word} one{on_day} is the {clock(t)}{place}{_note_text(run)}.",
                          "the first or last run of a timetable by its notes")
    if kind == "day":
        on = runs_on(run, day, holiday)
        name = weekdays.day_name(day)
        if on is None:
            return Unsure(f"{chosen} runs only on days the timetable does not list ({run.notes[0].rstrip('.')})")
        return Answer(f"{'Yes' if on else 'No'}: {chosen}{_note_text(run)} {'runs' if on else 'does not run'} on "
                      f"{name}s.", "a run's notes of a timetable read for a day")
    if kind == "stop":
        if target is None:
            return Unsure("the question names no place of the timetable")
        cell = run.times[target]
        if cell is None:
            return Answer(f"No: {chosen}{_note_text(run)} does not call at {_name(grid.places[target])}.",
                          "a gap in a run's column of a timetable")
        return Answer(f"Yes: {chosen}{_note_text(run)} calls at {_name(grid.places[target])} at {clock(cell)}.",
                      FOLLOWED)
    if kind == "span":
        start = run.times[origin] if origin is not None else None
        if target is None or target == origin:
            later = [i for i in range(origin + 1, len(grid.places)) if run.times[i] is not None]
            arrive = [i for i in later if _CUE.arrive_label.search(grid.places[i])]
            if arrive:
                target = arrive[0]
            elif later and all(not _CUE.arrive_label.search(p) for p in grid.places):
                target = later[-1]
            else:
                return Unsure("the question names no place the run goes to")
        end = run.times[target]
        if start is None or end is None:
            gap = _name(grid.places[origin if start is None else target])
            return Answer(f"No time: {chosen}{_note_text(run)} does not call at {gap}.",
                          "a gap in a run's column of a timetable")
        if target < origin:
            return Unsure("the place asked comes before the run's start in the timetable")
        length = (end - start) % 1440
        return Answer(f"{_span_words(length)}: {chosen}{_note_text(run)} leaves {_name(grid.places[origin])} at "
                      f"{clock(start)} and reaches {_name(grid.places[target])} at {clock(end)}.",
                      "a difference along a run's column of a timetable")
    if target is None:
        if passed is not None:
            return Unsure(f"{_name(grid.places[passed])} comes before the run's start in the timetable")
        return Unsure("the question names no place of the timetable")
    cell = run.times[target]
    if cell is None:
        return Answer(f"It doesn't: {chosen}{_note_text(run)} does not call at {_name(grid.places[target])}.",
                      "a gap in a run's column of a timetable")
    return Answer(f"{clock(cell)}: {chosen}{_note_text(run)} reaches {_name(grid.places[target])} at {clock(cell)}.",
                  FOLLOWED)


def read(question: str, bodies: list[str]) -> Answer | Unsure | None:
    """The answer the one timetable grid of the documents gives the question (see the module
    docstring), ``Unsure`` with why, or ``None``."""
    if not _Q_TIME_RE.search(question) and not _CUE.ordinal.search(question):
        return None  # (no run named: no grid need be read)
    found = [g for b in bodies[:_MAX_DOCS] if len(_CLOCK_RE.findall(b, 0, 20000)) >= 4 for g in grids(b)]
    if not found:
        return None
    if len(found) > 1:
        answers = [a for a in (_ask(question, g) for g in found) if a is not None]
        if len(answers) == 1:
            return answers[0]
        return Unsure("the documents hold more than one timetable that answers it") if answers else None
    return _ask(question, found[0])
