"""Opening hours, timetables and rotas read as days x values (issue 26; notebook 02's grounded
answers): "Is it open on Sunday?" over "Mon-Sat 9-17", "Can I come at 7pm on Saturday?" over
"Sat 08:00-18:00", "What's second period on Thursday?" over a day x period grid.

A document is read once (a bounded cache keyed by its text) into
- entries: a line's clauses that name days (``weekdays.phrases``: "Mon-Fri 06:30-21:00",
  "closed Sundays", "Yoga: Mon/Wed/Fri 07:00"), each with its days, whether they are closed,
  its label (the words before its first day: "Yoga") and its hours (``times_of_day``);
- cells: the cells of a grid whose column headers (or whose rows' first cells) are days, each
  with its days and its other key (the row's first cell, or the column's header).

A question that names one day is answered from them only when the reading is clear:
- a grid: the day's cells; the one whose other key the question names ("period 2", "second",
  "afternoon", "Bram") is the answer, quoted with its keys; a question naming no key gets the
  day's whole row. Cells that tie on the question's words and say different things are no
  answer: a stated limit, never the first one.
- entries: the question's subject picks the labelled entries it names ("yoga"), or the
  unlabelled hours lines; among those covering the day, a closed one says no, a time asked is
  compared with their hours: inside them yes, outside no, a vague time ("afternoon") only partly
  inside gets the line quoted with no yes or no; entries that disagree are a stated limit; a
  yes/no question whose subject's entries do not cover the day is answered no, with them quoted.
- an aligned table whose column headers name days (``day_columns``): the day's column and the
  row the question names; a line of such headers is never a day's line.
Anything else: ``None``, and the usual reading goes on. Bounded: ``_MAX_LINES``, ``_MAX_DOCS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.grounded import (
    day_columns,
    day_conditions,
    day_line_forms,
    day_lists,
    rota_days,
)
from course_lib.sim.material import chat_stamps
from course_lib.sim.material.superlatives import tables
from course_lib.sim.words import holidays, number_words, times_of_day, weekdays
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import STOP_WORDS, stem

_MAX_LINES = 400  # a cap on the lines of a document read for days
_MAX_DOCS = 20  # a cap on the documents read
_MAX_LABEL_WORDS = 4  # a line whose days follow more words than this is prose, not an hours line
_MAX_QUOTED = 6  # a cap on the entries or cells one answer quotes
_WORD_RE = re.compile(r"[a-z0-9]+")
_NEGATED_CELL_RE = re.compile(r"\s*(?:not|no|never)\b", re.IGNORECASE)  # a cell that denies its words
_YES_NO_RE = re.compile(r"^\W*(?:is|are|am|was|were|can|could|do|does|did|will|would|may|might|shall|should|"
                        r"has|have)\b"  # a terse "open mon?", "open on sun?" asks yes or no too
                        r"|^\W*open\b(?=(?:\s+[\w']+){1,3}\s*\?\s*$)", re.IGNORECASE)
_CLOSED_CELL_RE = re.compile(r"^\W*(?:closed|shut|off|none|no|nothing|free|holiday|-|—|–|n/a|x)\W*$", re.IGNORECASE)
_SEPARATOR_RE = re.compile(r"^[\s|:+\-=]*$")
_HEADING_RE = re.compile(r"^\s*#{1,6}\s|^[^\n:]{1,60}:\s*$")  # "## Pool", "Pool hours:"
_CUE = patterns("schedules")
# words every schedule question may use without naming a row, a column or a subject
_GENERIC = frozenset(
    "open opening close closing closed hour hours time times when what which who whats day days week on at in "
    "there get go come visit available availability happen happening schedule scheduled timetable rota run running "
    "start starting end finish a an the it they is are do does can could i we you my our".split()
)
_ORDINALS = number_words.ordinals(1, 10)
_ORDINAL_RE = re.compile(r"\b(?:(\d{1,2})(?:st|nd|rd|th)\b|(" + "|".join(_ORDINALS) + r")\b|"
                         r"(?:period|p|lesson|slot|block|session|round|heat)\s*(\d{1,2})\b)", re.IGNORECASE)
_FIGURE_RE = re.compile(r"\d")  # a line with a figure may change a grid's cell
_BRACKETED_RE = re.compile(r"\s*[(\[][^()\[\]]*[)\]]")  # a bracketed note in a row's key ("Child (2-15)")
_COUNTED_FIGURE_RE = re.compile(r"(?<![\w.,])(\d{1,4})\s+[a-z]+s\b", re.IGNORECASE)  # "2 kids", "3 adults": counts
_KEY_NUMBER_RE = re.compile(r"^\W*(?:period|p|lesson|slot|block|session|round|heat|no\.?)?\s*(\d{1,2})(?:st|nd|rd|th)?\W*$",
                            re.IGNORECASE)


# a question that asks how long the day's hours last, not when they are
_DAY_LINES = "the lines for the day the question names"
_DURATION_ASKED_RE = re.compile(r"\bhow (?:many|much) (?:hours|minutes|time)\b|\bhow long\b", re.IGNORECASE)


@dataclass(frozen=True)
class Entry:
    """A clause of a line that names days."""

    days: frozenset[int]
    closed: bool
    label: str
    text: str
    hours: tuple[times_of_day.Span, ...]
    starts: tuple[int, ...]


@dataclass(frozen=True)
class Cell:
    """A grid's cell on some days: its other key (row key or column header) and its value."""

    days: frozenset[int]
    key: str
    value: str
    day_label: str
    table: int
    row: int  # its row's place in the document (cells of one row share it)


@dataclass(frozen=True)
class Reading:
    entries: tuple[Entry, ...]
    cells: tuple[Cell, ...]
    words: frozenset[str]  # the document's words (stemmed, no stop words)
    titles: frozenset[str]  # the words of its lines that name no day (its title, its notes)
    prose_days: bool = False  # a line names a day but is read as no entry ("Sofie will ... by Friday")
    # its lines that name no day and say a thing is out of service ("The sauna is closed for repairs")
    notices: tuple[str, ...] = ()
    heads: frozenset[str] = frozenset()  # the words of its heading lines (its first line, "# ...", "...:")


@dataclass(frozen=True)
class Scheduled:
    """The answer: the reply's text and the rule that made it; ``limit`` (cannot, why, real) when
    the reading is no answer."""

    text: str
    rule: str
    limit: tuple[str, str, str] | None = None


def _words(text: str) -> frozenset[str]:
    return frozenset(stem(w) for w in _WORD_RE.findall(text.lower()) if w not in STOP_WORDS)


def _all_words(text: str) -> frozenset[str]:
    """``text``'s words stemmed, stop words kept ("up" and "down" part "Last car up" from "Last car down")."""
    return frozenset(stem(w) for w in _WORD_RE.findall(text.lower()))


def _pipe_rows(lines: list[str]) -> list[list[list[str]]]:
    """Runs of "a | b | c" lines with one count of cells (a table without markdown's rule line)."""
    runs: list[list[list[str]]] = []
    run: list[list[str]] = []
    for line in lines:
        if line.count("|") >= 2 and not _SEPARATOR_RE.match(line):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if run and len(cells) != len(run[0]):
                runs.append(run)
                run = []
            run.append(cells)
            continue
        if run:
            runs.append(run)
        run = []
    if run:
        runs.append(run)
    return [r for r in runs if len(r) >= 3]


def _grid_cells(rows: list[list[tuple[str, str]]], table: int) -> list[Cell]:
    """The cells of a table whose column headers or rows' first cells are days."""
    headers = [h for h, _ in rows[0]]
    # (a header may name its days in brackets after a label: "Off-peak (Mon-Fri, term time)", weekdays.header_days)
    day_columns = [(i, found[0]) for i, h in enumerate(headers) if i for found in [weekdays.header_days(h)] if found]
    out: list[Cell] = []
    if len(day_columns) >= 2:  # the columns are days: a row's key is its first cell
        for n, row in enumerate(rows):
            key = row[0][1] if row else ""
            for i, days in day_columns:
                if i < len(row) and row[i][1]:
                    out.append(Cell(days, key, row[i][1], headers[i], table, table * 10_000 + n))
        return out
    day_rows = [(n, row, weekdays.cell_days(row[0][1])) for n, row in enumerate(rows)
                if row and weekdays.cell_days(row[0][1])]
    if len(day_rows) >= 2:  # the rows are days: a cell's key is its column's header
        for n, row, days in day_rows:
            for head, value in row[1:]:
                if value:
                    out.append(Cell(days, head, value, row[0][1], table, table * 10_000 + n))
    return out


@lru_cache(maxsize=256)
def read(body: str) -> Reading:
    """A document's day entries and grid cells (cached per text)."""
    lines = body.split("\n")[:_MAX_LINES]
    cells: list[Cell] = []
    grid_lines: set[str] = set()
    for n, rows in enumerate(tables(body)):
        cells += _grid_cells([list(u.cells) for u in rows], n)
    for n, run in enumerate(_pipe_rows(lines), start=1000):
        header = run[0]
        rows = [[(header[i] if i < len(header) else "", c) for i, c in enumerate(r)] for r in run[1:]]
        cells += _grid_cells(rows, n)
        grid_lines.update(" | ".join(r) for r in run)
    entries: list[Entry] = []
    prose = False  # a line names a day but is no entry
    if not cells:
        for line in lines:
            if ("|" in line and not _day_parts(line)) or line.count(",") >= 3 or holidays.names_any_holiday(line):
                continue  # a table's line, read above; "Easter Monday: 10-16" is no Monday's line
            if day_columns.column_heads(line):
                continue  # "Mon-Fri daytime   Saturday and Sunday": column headers, no day's line
            pieces = _sentences(times_of_day.joined_hours(line.strip()))  # "open at 6 and close at 10": 6 to 10
            found = [e for piece in pieces if len(pieces) == 1 or _entry_like(piece) for e in _line_entries(piece)]
            entries += found
            prose = prose or (not found and bool(weekdays.phrases(line)))
    if not entries and not cells:
        return Reading((), (), frozenset(), frozenset())
    titles = _words("\n".join(x for x in lines if not weekdays.phrases(x)))
    # (a line naming a day it is closed on is that day's entry: "Pool: closed Sundays")
    notices = tuple(_wrapped(lines, n).strip(" -*#\t") for n, x in enumerate(lines)
                    if _CUE.out_of_service.search(x) and not any(p.closed for p in weekdays.phrases(x)))
    firsts = [x for x in lines if x.strip()][:1]
    heads = _words("\n".join(firsts + [x for x in lines if _HEADING_RE.match(x)]))
    return Reading(tuple(entries), tuple(cells), _words(body), titles, prose, notices[:_MAX_QUOTED], heads)


# a sentence's end inside a line: a stop after a word of two letters or more or a figure ("... until 11."; not
# "10.30"), then a space and a capital (a stop after an abbreviated day, "Sat.", is taken back below)
_SENTENCE_END_RE = re.compile(r"(?<=[a-z]{2}[.!?])\s+(?=[A-Z])|(?<=\d[.!?])\s+(?=[A-Z])")


def _sentences(line: str) -> list[str]:
    """A line's sentences, each read for its days on its own ("Deliveries arrive on weekdays
    between 7 and 11. The yard is locked at weekends.": the second is a rule in prose, no hours
    of the first's subject; "Weekday opening: 8am to 9pm. At weekends the gym opens at 9am ...")."""
    parts = [p for p in _SENTENCE_END_RE.split(line) if p.strip()]
    if len(parts) > 1 and any(p.split()[-1].rstrip(".").lower() in _day_abbreviations() for p in parts[:-1]):
        return [line]  # (a stop after an abbreviated day: one sentence)
    return parts or [line]


def _entry_like(sentence: str) -> bool:
    """A sentence of a line of several read as a day's entry: no question, and hours in it or one
    day phrase a clause ("weekends £4 a day"); "Messages left at weekends are read on Monday" is prose."""
    if sentence.rstrip().endswith("?"):
        return False  # "1. Do you deliver on Sundays? No, Monday to Saturday only.": the question asks, its answer says
    if times_of_day.hours(sentence):
        return True
    return all(len(weekdays.phrases(clause)) <= 1 for clause in sentence.split(";"))


@lru_cache(maxsize=1)
def _day_abbreviations() -> frozenset[str]:
    """Every day's English abbreviation ("mon", "thurs"), as ``weekdays`` knows them."""
    return frozenset(a for forms in weekdays.ABBREVIATIONS for a in forms)


def _wrapped(lines: list[str], n: int) -> str:
    """Line ``n`` with the line it runs on into (a hard-wrapped sentence: no stop at its end, the
    next line goes on in lower case)."""
    line = lines[n].rstrip()
    nxt = lines[n + 1].strip() if n + 1 < len(lines) else ""
    if line and not line.endswith((".", "!", "?", ":")) and nxt[:1].islower():
        return f"{line} {nxt}"
    return line


def _day_parts(line: str) -> bool:
    """"Mon: legs | Tue: push | ...": every part between bars opens with a day."""
    parts = [x.strip() for x in line.strip().strip("|").split("|") if x.strip()]
    return len(parts) >= 2 and all((found := weekdays.phrases(x)) and found[0].start == 0 for x in parts)


# a markdown bullet ("- ", "* "): an hours line in a list is quoted without it (a numbered line, "1. Do
# you deliver on Sundays?", is read as before)
_ITEM_MARK_RE = re.compile(r"^[ \t]*[-*+•][ \t]+(?=\S)")


# a subject's own verb of opening before its days ("Elm Street Library is open seven days a week, 9 to 5",
# "The office opens weekdays"): no words of a rule in prose, not counted as the label's
_OPEN_VERB_RE = re.compile(r"\s+(?:is|are)\s+(?:open|staffed|manned)(?:\s+(?:on|from|every))?$|\s+(?:opens|runs)"
                           r"(?:\s+(?:on|from|every))?$", re.IGNORECASE)


def _line_entries(line: str) -> list[Entry]:
    out: list[Entry] = []
    line = _ITEM_MARK_RE.sub("", line)
    if "|" in line:  # "Mon: legs | Tue: push": each part a clause
        line = "; ".join(x.strip() for x in line.strip().strip("|").split("|"))
    label = ""
    for n, clause in enumerate(c.strip() for c in line.split(";")):
        found = weekdays.phrases(clause)
        if not found:
            continue
        before = _hours_first(clause, found)
        if before is not None:  # "open 7am-10pm on working days, 8am-6pm at weekends"
            label = before[0] if n == 0 or before[0] else label
            out += [Entry(p.days, p.closed, label, text, (span,) if span else (), ()) for p, span, text in before[1]]
            continue
        own = _OPEN_VERB_RE.sub("", clause[:found[0].start].strip(" :-–—*#\t"))  # "The pool is open": "The pool"
        if len(own.split()) > _MAX_LABEL_WORDS:
            return out  # "Lane swimming only before 9am on weekdays": a rule in prose, no hours line
        if n == 0 or own:
            label = own
        # a closed day's phrase starts at its word of closing ("..., closed on Mondays"): the word that
        # decides it is quoted with the day, never left at the end of the phrase before it
        starts = [_closed_start(clause, p, found[i - 1].end if i else 0) for i, p in enumerate(found)]
        for i, p in enumerate(found):
            stop = starts[i + 1] if i + 1 < len(found) else len(clause)
            tail = clause[p.end:stop]
            spans = times_of_day.hours(tail)
            entries_text = clause if len(found) == 1 else clause[starts[i]:stop].strip(" ,;")
            if len(found) > 1 and label and not entries_text.startswith(label):
                entries_text = f"{label}: {entries_text}"
            out.append(Entry(p.days, p.closed, label, entries_text.rstrip(" ,;."), tuple(spans),
                             tuple(times_of_day.starts(tail)) if not spans else ()))
    return out


def _asked_number(question: str) -> int | None:
    m = _ORDINAL_RE.search(question)
    if not m:
        return None
    if m.group(2):
        return _ORDINALS[m.group(2).lower()]
    return int(m.group(1) or m.group(3))


def _key_number(key: str) -> int | None:
    m = _KEY_NUMBER_RE.match(key)
    if m:
        return int(m.group(1))
    word = key.strip().lower()
    return _ORDINALS.get(word)


def _key_named(key: str, asked: frozenset[str], number: int | None) -> bool:
    if number is not None and _key_number(key) == number:
        return True
    own = _words(key) - {stem(w) for w in _GENERIC}
    if own and own <= asked:
        return True
    # "Family (2 adults + 2 children)" for "family ticket": the key's label before its bracketed note names it
    label = _words(_BRACKETED_RE.sub(" ", key)) - {stem(w) for w in _GENERIC}
    return bool(label) and label != own and label <= asked


def _quote_cell(c: Cell) -> str:
    return f"{c.key}, {c.day_label}: {c.value}" if c.key else f"{c.day_label}: {c.value}"


def _row_text(cells: list[Cell]) -> str:
    return "; ".join(f"{c.key}: {c.value}" if c.key else c.value for c in cells[:_MAX_QUOTED * 2])


def _unlisted(question: str, found: Scheduled | None, bodies) -> Scheduled | None:
    """A grid's cell or row quoted for a kind of thing the material never names ("the pudding on monday"
    over a grid of main courses): the material does not say (``asked_heads.unlisted_word``)."""
    if found is None or not found.text or found.text.startswith(("Yes", "No")):
        return found
    from course_lib.sim.grounded.asked_heads import unlisted_word

    word = unlisted_word(question, tuple(bodies[:_MAX_DOCS]))
    if word is None:
        return found
    return Scheduled(f"The documents do not mention '{word}', so I don't know.",
                     "the question asks a kind of thing no line of the grid's material names")


def _grid_answer(question: str, day: int, cells: list[Cell], doc_words: frozenset[str],
                 titles: frozenset[str], day_said: str = "", outside: tuple[str, ...] = ()) -> Scheduled | None:
    on_day = [c for c in cells if day in c.days]
    if not on_day:
        return None
    asked = _words(question)
    generic = {stem(w) for w in _GENERIC}
    number = _asked_number(question)
    rows = {c.row for c in on_day}
    narrowed = False
    if len(rows) > 1:  # rows that tie on the day: the question's other words pick among them by their cells
        clocks = set(times_of_day.clock_times(question))  # "the thursday 19:00": the rows whose cell holds that time (invent75)
        timed = {c.row for c in on_day if clocks and clocks & set(times_of_day.clock_times(c.value))}
        hit = timed or {c.row for c in on_day if (_words(c.value) - generic) & asked
                        or (number is not None and _key_number(c.value) == number)}
        if hit and len(hit) < len(rows):
            on_day, narrowed = [c for c in on_day if c.row in hit], True
    counted = frozenset(m.group(1) for m in _COUNTED_FIGURE_RE.finditer(question))  # "2 kids": a count, not "Under 2"
    named = [c for c in on_day if _key_named(c.key, asked - counted, number)]
    if number is not None and not any(_key_number(c.key) == number for c in named) and any(
            _key_number(c.key) is not None for c in on_day):
        named = [c for c in named if _key_number(c.key) is None]  # "period 5" where P1-P4: no P5
        if not named and not narrowed:
            return None
    yes_no = bool(_YES_NO_RE.match(question))
    day_said = day_said or weekdays.day_name(day)
    unmet = _unmet_conditions(named or on_day, asked)
    if unmet and not named:
        return None  # (no cell named, and the day's columns hold a condition unsaid: not this reading's)
    if unmet:  # "Off-peak (Mon-Fri, term time)" for "adult on a tuesday": the column's other condition is not said
        return Scheduled("", "the column for the day puts a condition the question does not state", (
            f"tell which column of the grid answers for {day_said}",
            f"the column that covers {day_said} also requires {unmet[0]!r}, which the question does not say",
            "read the grid's columns against what the question means"))
    if not named:
        left = asked - _key_words(on_day) - generic - _day_words(question) - _TIME_WORDS
        left = {w for w in left if not any(ch.isdigit() for ch in w)}
        row = _row_text(on_day)
        if narrowed:
            return Scheduled(f"{'Yes: ' if yes_no else ''}{day_said}: {row}.",
                             "the grid's row for the day whose cells hold the question's words")
        if left and not left <= doc_words:
            return None  # a word the document does not hold: not this reading's to answer
        if yes_no:
            elsewhere = _words(" ".join(c.value for c in cells if day not in c.days))
            if left and left <= elsewhere:  # "Is there pilates on Monday?": on other days only
                return Scheduled(f"No: {day_said}: {row}.", "the question's words are in the grid's cells of other "
                                 "days, not in the day's row")
            return None
        if left - titles:  # a word of the question only the grid's cells hold: not the row alone
            return None
        return Scheduled(f"{day_said}: {row}.", "a grid's row for the day the question names")
    if not yes_no:  # "the late shift on Sunday" where only other days have one: the day's row is no answer
        rest = asked - _key_words(on_day) - generic - _day_words(question) - _TIME_WORDS
        missing = rest & _words(" ".join(c.value for c in cells if day not in c.days))
        if missing and not rest & _words(" ".join(c.value for c in on_day)):
            said = sorted({w for w in _WORD_RE.findall(question.lower()) if stem(w) in missing})
            return Scheduled("", "the question's words are in other days' cells, not in the day's row", (
                f"tell what the grid holds for {day_said}",
                f"the question's {', '.join(repr(w) for w in said[:3])} is in the cells of other days but not "
                f"in the row for {day_said}",
                "read the grid and say that this day has none"))
    if len(named) > 1:  # "Last car down" over "Last car up": a key whose every word the question holds, stop words too
        whole = [c for c in named if _all_words(c.key) <= _all_words(question)]
        if whole and len({c.key for c in whole}) < len({c.key for c in named}):
            named = whole
    if len(named) > 1:  # "the airport route": a cell the question quotes is what it gives, not what it asks
        asked_for = [c for c in named if not (_words(c.value) and _words(c.value) <= asked)]
        named = asked_for or named
    if len({c.row for c in named}) == 1 and len(named) > 1:  # more than one cell of one row: all are asked
        return Scheduled(f"{day_said}: {_row_text(named)}.", "the cells of the day's row the question names")
    values = {c.value.strip().lower() for c in named}
    if len(values) > 1:
        keys = sorted({c.key for c in named})
        return Scheduled("", "cells of a grid tie on the question's words", (
            "tell which of the grid's cells answers this",
            f"the cells for {day_said} under {', '.join(repr(k) for k in keys[:3])} all meet the question's words "
            "and say different things, and it does not choose between them by their order",
            "read the grid's row and column the question means"))
    cell = named[0]
    quoted = _quote_cell(cell)
    if not yes_no and narrowed and len(on_day) > 1 and _words(cell.value) and _words(cell.value) <= asked:
        # "Who has the late shift on Friday?": the named cell is what the question gives ("late"),
        # the row it picks is the answer
        return Scheduled(f"{day_said}: {_row_text(on_day)}.", "the grid's row for the day whose cells hold the question's words")
    if not yes_no and _changed_outside(cell, outside):
        return None  # "Update: peak adult tickets are now £15": a later line speaks of this cell; its readers apply it
    if not yes_no:
        return Scheduled(f"{quoted}.", "a grid's cell at the day and the key the question names")
    if _CLOSED_CELL_RE.match(cell.value):
        return Scheduled(f"No: {quoted}.", "a grid's cell at the day and key the question names says closed")
    rest = asked - _words(cell.key) - generic - _day_words(question)
    if rest and rest <= _words(cell.value):
        return Scheduled(f"Yes: {quoted}.", "a grid's cell holds the question's words")
    others = _words(" ".join(c.value for c in cells if c is not cell))
    negated = _words(" ".join(c.value for c in cells if c is not cell and _NEGATED_CELL_RE.match(c.value)))
    if rest & others and not rest & _words(cell.value) and not {w for w in rest & others if w.isalpha()} <= negated:
        # (the words only in other cells that deny them, "Not needed" for "do I need to book": no "No")
        return Scheduled(f"No: {quoted}.", "the question's words are in other cells of the grid, not this one")
    return Scheduled(f"{quoted}.", "a grid's cell at the day and key the question names, quoted without yes or no")


def _unmet_conditions(cells: list[Cell], asked: frozenset[str]) -> list[str]:
    """The conditions the cells' column headers put beside their days ("term time" of "Off-peak (Mon-Fri,
    term time)": ``weekdays.header_days``) whose words the question does not hold."""
    return sorted({cond for c in cells for found in [weekdays.header_days(c.day_label)] if found and found[1]
                   for cond in [found[1]] if not _words(cond) <= asked})


def _changed_outside(cell: Cell, outside: tuple[str, ...]) -> bool:
    """Whether a line outside the grid with a figure names both the cell's row and its column by their
    first words ("peak adult tickets are now £15.00" for "Adult" under "Peak (weekends)")."""
    row, column = _first_word(cell.key), _first_word(cell.day_label)
    if not row or not column:
        return False
    return any(row in words and column in words for line in outside for words in [_all_words(line)])


def _first_word(label: str) -> str:
    found = _WORD_RE.findall(_BRACKETED_RE.sub(" ", label).lower())
    return stem(found[0]) if found else ""


def _key_words(cells: list[Cell]) -> frozenset[str]:
    return _words(" ".join(c.key for c in cells))


def _day_words(question: str) -> frozenset[str]:
    return frozenset(stem(w) for w in _WORD_RE.findall(question.lower())
                     if weekdays.day_number(w.capitalize()) is not None or w in ("weekday", "weekdays", "weekend",
                                                                                  "weekends", "today", "tomorrow"))


# verbs of going to a place or an event: "Can I swim at 7pm on Saturday?" asks whether it is open
_VISIT = frozenset(stem(w) for w in
                   "swim visit go come pop drop shop buy pick collect book see use train attend ride catch take get "
                   "join class session lesson service".split())
_TIME_WORDS = frozenset(stem(w) for w in
                        "am pm noon midday midnight morning afternoon evening night tonight lunchtime after before "
                        "past until till by".split())


def _entry_answer(question: str, day: int, entries: list[Entry], doc_words: frozenset[str],
                  titles: frozenset[str], prose_days: bool = False, notices: tuple[str, ...] = (),
                  heads: frozenset[str] = frozenset()) -> Scheduled | None:
    asked = _words(question)
    generic = {stem(w) for w in _GENERIC}
    labelled = [e for e in entries if _words(e.label) - generic]
    named = [e for e in labelled if (_words(e.label) - generic) & asked]
    if named:
        subject = named
        labels = {e.label for e in named}
        if len(labels) > 1 and len({frozenset(_words(lab) & asked) for lab in labels}) > 1:
            best = max(len(_words(lab) & asked) for lab in labels)
            subject = [e for e in named if len(_words(e.label) & asked) == best]
    else:  # the unlabelled hours lines; with none, every line ("What's on Saturday?" over a class list)
        subject = [e for e in entries if not (_words(e.label) - generic)]
        if not subject and not prose_days:
            subject = list(entries)
        if not subject:
            return None
    left = asked - generic - _words(" ".join(e.label for e in subject)) - _day_words(question) - _TIME_WORDS
    left = {w for w in left if not any(ch.isdigit() for ch in w)}  # "7pm", "18"
    if left and not named and not left <= doc_words and any(_words(e.label) - generic for e in subject):
        return None  # a subject no line's label names: not this reading's to answer
    day_said = weekdays.day_name(day)
    covering = [e for e in subject if day in e.days]
    # a yes or no only for whether the subject is on (open, held, running) then: "Do I have to pay
    # on Sunday?" asks something else of the line, which is quoted with no yes or no
    # (the subject of unlabelled hours lines is named by the document's other lines: "the pool")
    said = left - _VISIT - (titles if not named else frozenset())
    yes_no = bool(_YES_NO_RE.match(question)) and not said
    when = times_of_day.asked_time(question)
    if not covering:
        if not yes_no or len(frozenset().union(*(e.days for e in subject))) < 2:
            return None
        quoted = "; ".join(e.text for e in subject[:_MAX_QUOTED])
        return Scheduled(f"No: {quoted} ({day_said} is not among its days).",
                         "the question's day is not among the days its subject's lines give")
    open_ = [e for e in covering if not e.closed]
    if not open_:
        quoted = "; ".join(e.text for e in covering[:_MAX_QUOTED])
        return Scheduled(f"No: {quoted}." if yes_no else f"{quoted}.",
                         "the line for the question's day says closed")
    quoted = "; ".join(e.text for e in open_[:_MAX_QUOTED])
    unmet = _unmet_subject(question, quoted, generic) if _YES_NO_RE.match(question) else frozenset()
    if unmet and (elsewhere := _subject_elsewhere(unmet, quoted, notices, heads if yes_no else None)):
        return elsewhere
    if not yes_no:
        return Scheduled(f"{quoted}.", _DAY_LINES)
    if when is None:
        return Scheduled(f"Yes: {quoted}.", "a line of the question's subject covers the day it names")
    fits = [_fits(e, when) for e in open_]
    if None in fits and any(fits):  # "Thursday late opening until 21:00" beside "Mon-Fri 8:30-19:00"
        return Scheduled(f"On {day_said}: {quoted}.", "a line for the day gives no hours to compare: no yes or no")
    verdicts = {v for v in fits if v}
    if not verdicts:
        return Scheduled(f"{quoted}.", "the lines for the day give no hours to compare the asked time with")
    if len(verdicts) > 1 and not (verdicts <= {"all", "part"} and when.vague):
        return Scheduled("", "lines for the day disagree on the asked time", (
            "tell whether the asked time falls in the hours",
            f"more than one line covers {day_said} ({quoted}) and they disagree on the time asked",
            "read which of the lines applies"))
    verdict = "part" if len(verdicts) > 1 else next(iter(verdicts))
    if verdict == "all":
        return Scheduled(f"Yes: {quoted}.", "the asked time falls inside the day's hours")
    if verdict == "none":
        return Scheduled(f"No: {quoted}.", "the asked time falls outside the day's hours")
    return Scheduled(f"On {day_said}: {quoted}.", "the asked time (vague) overlaps the day's hours in part: no yes or no")


def _unmet_subject(question: str, quoted: str, generic: set[str]) -> frozenset[str]:
    """The question's subject words (beyond its day, its time and its verb of going) that the day's
    lines do not hold: "the sauna" against "Saturday Splash session" (a line that shares only the day)."""
    asked = _words(question) - generic - _day_words(question) - _TIME_WORDS - _VISIT
    asked = frozenset(w for w in asked if not any(ch.isdigit() for ch in w))
    return asked - _words(quoted)


_SENTENCE_LINE_MIN_WORDS = 6  # a line this long ending in "." is a sentence (a rule, a note), no table's row
_FINISH_RE = re.compile(r"\b(?:finish|finishes|end|ends|over|out|done|let out)\b\W*(?:\?|$)|"
                        r"\b(?:what time|when) (?:does|do|will)\b[^?,.]{0,40}\b(?:finish|end)\b", re.IGNORECASE)
_RANGE_RE = re.compile(r"\d\s*(?:-|–|—|to|until|till)\s*\d", re.IGNORECASE)


def _worked_elsewhere(question: str, quoted: str, bodies: tuple[str, ...]) -> Scheduled | None:
    """The day's lines quoted for a question (not yes / no) they do not answer: it asks when
    something finishes and the lines give start times only ("... fri 20:45, roughly what time does it
    finish" over "Fri 6  18:00, 20:45": the running time must be added); or its subject is named only
    by a sentence of the documents, a rule the day's figures must be worked with ("saturday morning -
    from when can i use the slipway" over a tide table's day line and "The slipway can be used from 3
    hours before ... high water."). A limit; ``None`` otherwise."""
    if _FINISH_RE.search(question) and not _RANGE_RE.search(quoted):
        return Scheduled("", "the lines for the question's day give start times, and it asks when it finishes", (
            "work out when it finishes",
            f"the lines for the day the question names ({quoted!r}) give start times, not end times",
            "add the running time the documents give, or say they do not give it"))
    generic = {stem(w) for w in _GENERIC}
    unmet = _unmet_subject(question, quoted, generic)
    if not unmet:
        return None
    lines = [x.strip() for b in bodies for x in b.splitlines()[:_MAX_LINES] if x.strip()]
    sentences = [x for x in lines if x.endswith(".") and len(x.split()) >= _SENTENCE_LINE_MIN_WORDS]
    rows = {re.sub(r"\s+", " ", x) for x in lines if x not in sentences}
    if not all(re.sub(r"\s+", " ", part.strip()) in rows for part in quoted.split(";")):
        return None  # a clause of prose quoted ("At weekends they can be booked ..."): its subject is the prose's
    in_sentences = frozenset().union(*(_words(x) for x in sentences)) if sentences else frozenset()
    in_others = frozenset().union(*(_words(x) for x in lines if x not in sentences)) if lines else frozenset()
    held = {w for w in unmet if w in in_sentences and w not in in_others and len(w) > 3}
    if not held:
        return None
    own = [w for w in re.findall(r"[A-Za-z]+", question) if _words(w) & held]  # the question's own words, unstemmed
    said = ", ".join(repr(w) for w in dict.fromkeys(own or sorted(held)).keys() if w)
    return Scheduled("", "the line for the question's day does not hold the subject another line names", (
        "work out the answer from the day's line and the other lines about its subject",
        f"the line for the day the question names ({quoted!r}) does not name {said}, which another line of "
        "the documents does",
        "read that line with the day's figures or say the documents do not give the answer"))


def _subject_elsewhere(unmet: frozenset[str], quoted: str, notices: tuple[str, ...],
                       heads: frozenset[str] | None) -> Scheduled | None:
    """A yes / no question whose subject the day's lines do not name: a notice of the documents that
    names it and says it is out of service answers "No"; a subject none of the documents' headings name
    either gets no "Yes" from a line that shares only the day (a limit); else ``None`` (the subject
    is the document's own: "Pool hours" over "Sat: 9-17", the usual reading)."""
    for notice in notices:
        if _words(notice) & unmet:
            return Scheduled(f"No: {notice.rstrip('.')}.", "a notice about the question's subject says it is out of service")
    if heads is None or unmet & heads:
        return None  # (``heads`` None: no yes would be given, the lines are quoted as they are)
    said = ", ".join(repr(w) for w in sorted(unmet)[:3])
    return Scheduled("", "the line for the question's day does not name the question's subject", (
        "tell whether the documents answer this",
        f"the line for the day the question names ({quoted!r}) shares its day but not its subject ({said})",
        "read whether that line is about the asked subject"))


def _fits(entry: Entry, when: times_of_day.Span) -> str | None:
    if entry.hours:
        found = {times_of_day.covers(s, when) for s in entry.hours}
        return "all" if "all" in found else ("none" if found == {"none"} else "part")
    if entry.starts:
        if when.point:
            return "all" if when.start in entry.starts else "none"
        return "all" if any(when.start <= s < when.end for s in entry.starts) else "none"
    return None


# the word of closing right before a closed day ("closed on", "shut every"), read back from the day
_CLOSED_BEFORE_RE = re.compile(r"\b(?:closed|shut)(?:\s+(?:on|all|every|at|during))?\s*$", re.IGNORECASE)


def _closed_start(clause: str, p: weekdays.DayPhrase, floor: int) -> int:
    """Where a day phrase's own text starts: at its word of closing when it is a closed day written
    after that word ("closed on Mondays"), else at the day."""
    if not p.closed:
        return p.start
    m = _CLOSED_BEFORE_RE.search(clause, floor, p.start)
    return m.start() if m else p.start


def _hours_first(clause: str, found: tuple[weekdays.DayPhrase, ...]
                 ) -> tuple[str, list[tuple[weekdays.DayPhrase, times_of_day.Span | None, str]]] | None:
    """A clause that writes each span of hours before the days it is for ("Suds: open 7am-10pm on
    working days, 8am-6pm at weekends"): its label (the words before the first hours, "Suds: open"
    read as "Suds") and each day phrase with the hours right before it (none for a closed day
    after them: "..., closed Sundays") and its own text; ``None`` when a phrase has none right
    before it, or the first hours follow more words than a label has (the usual reading, days
    then hours, goes on)."""
    out = []
    label = ""
    for i, p in enumerate(found):
        start = found[i - 1].end if i else 0  # where the words before this phrase begin
        head = clause[start:p.start]
        before = times_of_day.hours_before(head)
        if before is None and i and p.closed and _CLOSED_BETWEEN_RE.fullmatch(head.strip(" ,;&")):
            said = clause[start:p.end].strip(" ,;")  # "closed Sundays"
            out.append((p, None, f"{label}: {said}" if label else said))
            continue  # "..., closed Sundays": a closed day needs no hours
        if before is None or (i and head[:before[1]].strip(" ,;&") not in ("", "and", "but")):
            return None  # (past the first, only "," or "and" may stand between a day phrase and the next hours)
        if i == 0:
            label = _OPEN_WORD_RE.sub("", head[:before[1]]).strip(" :-–—*#\t,")
            if len(label.split()) > _MAX_LABEL_WORDS:
                return None
        text = clause[start + before[1]:p.end].strip(" ,;.")
        out.append((p, before[0], f"{label}: {text}" if label else text))
    return label, out


# what stands before a closed day that follows hours ("..., closed Sundays", "... and shut on Mondays")
_CLOSED_BETWEEN_RE = re.compile(r"(?:(?:and|but)\s+)?(?:(?:closed|shut)(?:\s+on)?)?", re.IGNORECASE)
# "open", "is open from", "opens": what the label's words end with before the hours ("The cafe is open from")
_OPEN_WORD_RE = re.compile(r"\b(?:(?:is|are|we're|it's)\s+)?open(?:s|ed)?\b(?:\s+(?:from|between))?[\s:]*$", re.IGNORECASE)


def answer(question: str, bodies: tuple[str, ...]) -> Scheduled | None:
    """The schedule answer to ``question`` from the documents ``bodies``, or ``None``."""
    day = weekdays.asked_day(question)
    if holidays.names_any_holiday(question):  # "Good Friday" is no Friday, unless the material dates it
        from course_lib.sim.grounded.holiday_days import weekday

        dated_day = weekday(question, bodies[:_MAX_DOCS])
        if dated_day is None:
            return None
        day = dated_day[0]  # the question read with the holiday's weekday in place of its name
        question = re.sub(re.escape(dated_day[1]), weekdays.day_name(day), question, flags=re.IGNORECASE)
    if day is not None and (moved := _moved_turn(day, bodies)) is not None:
        return moved
    if day is not None and (named := day_lists.who(question, day, bodies)) is not None:
        return Scheduled(named, day_lists.RULE)
    bodies = tuple(chat_stamps.unstamped(b) if ":" in b else b for b in bodies)
    if day is None:
        return _group_answer(question, bodies)
    if _dated(question, bodies):
        return None  # "on Monday 21 November" over term dates: the date's own line, not every Monday's
    readings = [read(b) for b in bodies[:_MAX_DOCS]]
    cells = [c for r in readings for c in r.cells]
    doc_words = frozenset().union(*(r.words for r in readings))
    titles = frozenset().union(*(r.titles for r in readings))
    if cells and (rota := _rota_answer(question, day, cells, bodies)) is not None:
        return rota
    if cells:
        outside = tuple(x for b in bodies[:_MAX_DOCS] for x in b.split("\n")[:_MAX_LINES]
                        if "|" not in x and _FIGURE_RE.search(x))  # (lines that may change a cell)
        found = _unlisted(question, _noted(question, _grid_answer(question, day, cells, doc_words, titles,
                                                                  outside=outside), bodies),
                          bodies)
    elif (grid := day_columns.answer(question, day, bodies[:_MAX_DOCS])) is not None:
        if grid.limit is not None:
            return Scheduled("", "the day the question names stands in column headers whose cell it cannot pick",
                             grid.limit)
        return Scheduled(grid.text, "the cell of an aligned table under the column for the question's day, in the "
                                    "row it names")
    else:
        entries = [e for r in readings for e in r.entries  # a bare day label ("Mon-Fri", a column's header) says nothing
                   if e.hours or e.closed or e.starts or weekdays.cell_days(e.text) is None]
        if not entries or (len(entries) == 1 and not (entries[0].hours or entries[0].closed)):
            return None  # one line naming a day and no hours: a sentence, not opening hours
        found = _entry_answer(question, day, entries, doc_words, titles, any(r.prose_days for r in readings),
                              tuple(n for r in readings for n in r.notices),
                              frozenset().union(*(r.heads for r in readings)))
    if found is not None and found.rule == _DAY_LINES and day_conditions.beyond_the_day(
            question, found.text, bodies[:_MAX_DOCS]):
        return None  # "how much are two pizzas on Monday?": a price with the day as its condition, not the day's line
    if found is not None and found.rule == _DAY_LINES:  # the day's line quoted: does it answer the form asked?
        form = day_line_forms.worked(question, weekdays.day_name(day), found.text.rstrip("."), bodies[:_MAX_DOCS])
        if form is not None:
            return Scheduled(form.text, form.rule, form.limit)
        # (no form worked: a finish time over start times, or a subject only a rule sentence names, is a limit)
        if (elsewhere := _worked_elsewhere(question, found.text.rstrip("."), bodies[:_MAX_DOCS])) is not None:
            return elsewhere
    return _lasting(question, day, found) if found is not None and _DURATION_ASKED_RE.search(question) else found


def _rota_answer(question: str, day: int, cells: list[Cell], bodies: tuple[str, ...]) -> Scheduled | None:
    """"who's on wed", "how many on saturday" over a rota whose columns are days (``rota_days``)."""
    if rota_days.asks(question) is None:
        return None
    column = [c for c in cells if day in c.days]
    if not column or len({c.table for c in column}) != 1 or len({c.row for c in column}) != len(column):
        return None
    found = rota_days.on_day(question, day, [(c.key, c.value) for c in column], bodies[:_MAX_DOCS])
    return None if found is None else Scheduled(found.text, found.rule, found.limit)


def _noted(question: str, found: Scheduled | None, bodies: tuple[str, ...]) -> Scheduled | None:
    """A quoted cell whose mark points to a key line ("10:00 M" over "M - market Saturdays only; ..."): a
    yes/no with no verdict is the note's condition unjudged (a stated limit); any other reply gets the
    note beside it (``cell_notes``)."""
    if found is None or not found.text:
        return found
    from course_lib.sim.grounded.cell_notes import notes

    marked = notes(found.text, bodies)
    if not marked:
        return found
    said = "; ".join(f"{mark} - {note}" for mark, note in marked)
    from course_lib.sim.grounded.threshold_questions import asks_yes_no

    if (_YES_NO_RE.match(question) or asks_yes_no(question)) and not re.match(r"(?:yes|no)\b", found.text, re.I):
        return Scheduled("", "a yes/no over a grid cell whose mark points to a note that sets a condition", (
            "tell whether it holds for the question",
            f"the cell it found ({found.text.rstrip('.')!r}) carries a note ({said!r}) whose condition it does "
            "not judge against what the question says",
            "judge the note's condition against the question and answer yes or no"))
    return Scheduled(f"{found.text.rstrip('.')} ({said}).", found.rule, found.limit)


def _moved_turn(day: int, bodies: tuple[str, ...]) -> Scheduled | None:
    """A chat's later messages that move the asked day's turn between people ("I'll take your
    Thursday", "can have my Monday"): the last move read (``day_lists.moved_to``) gives who has the
    day now, quoted with its message; a move it cannot read after it (or with none read) makes the
    earlier rota's line no answer: the limit, never the day's line as written."""
    for body in bodies[:_MAX_DOCS]:
        last: tuple[str, str] | None = None
        unread = False
        for author, text in chat_stamps.swaps(body) if ":" in body else ():
            if not any(day in p.days for p in weekdays.phrases(text)):
                continue
            to = day_lists.moved_to(author, text, day)
            last, unread = ((to, text), False) if to is not None else (last, True)
        if last is not None and not unread:
            return Scheduled(f"{last[0]} (moved by a later message: \"{last[1].rstrip('.')}\").", day_lists.MOVED_RULE)
        if unread:
            name = weekdays.day_name(day)
            return Scheduled("", "a later chat message moves the day's turn to someone else", (
                f"tell who has {name}",
                f"a later message of the chat moves {name}'s turn and it cannot read to whom",
                "read the rota and the later messages that swap its days"))
    return None


def _dated(question: str, bodies: tuple[str, ...]) -> bool:
    """Does the question name a calendar date ("monday 21 november") over documents that write
    their lines by day and month (term dates, a fixtures list)? Then its weekday is no key to them."""
    from course_lib.sim.words.calendar_dates import day_months

    return bool(day_months(question)) and any(len(day_months(b)) >= 2 for b in bodies[:_MAX_DOCS])


def _group_answer(question: str, bodies: tuple[str, ...]) -> Scheduled | None:
    """"... on weekdays?" over a grid whose one column is for exactly those days ("Mon-Fri"): the
    grid's answer for that column; ``None`` when the question names no group of days or no
    column's days are the group's."""
    found = weekdays.phrases(question)
    if len(found) != 1 or len(found[0].days) < 2 or found[0].closed:
        return None
    days = found[0].days
    cells = [c for b in bodies[:_MAX_DOCS] for c in read(b).cells]
    column = [c for c in cells if c.days == days]
    if not column or len({c.day_label for c in column}) != 1:
        return None
    return _grid_answer(question, min(days), column, frozenset().union(*(read(b).words for b in bodies[:_MAX_DOCS])),
                        frozenset().union(*(read(b).titles for b in bodies[:_MAX_DOCS])), column[0].day_label)


def _lasting(question: str, day: int, found: Scheduled) -> Scheduled | None:
    """"How many hours ... on Saturday?" answered by the day's hours: the spans they quote added
    up ("3 hours on Saturday: Sat 08:00-11:00"); ``None`` (no schedule answer) when the quote
    gives no hours to add, a closed day, a limit or a yes / no answer as they are."""
    if found.limit is not None or found.text.startswith(("Yes", "No")):
        return found
    spans = times_of_day.hours(found.text)
    if not spans:
        return None
    minutes = sum(s.end - s.start for s in spans)
    hours, rest = divmod(minutes, 60)
    lasting = " ".join(f"{n} {unit}{'' if n == 1 else 's'}" for n, unit in ((hours, "hour"), (rest, "minute")) if n)
    return Scheduled(f"{lasting} on {weekdays.day_name(day)}: {found.text}", "the day's hours added up")
