"""A quoted answer whose value a later line of the same document changes (issue 26; probe
``amended_m``: a family of silent wrongs in several blind sets, "a value changed by a later line, the
first one answered").

"Who reads on 12 April?" over a rota whose row says "12 April, Harold" and whose note under it says
"Swap: Harold and Ifeoma have swapped readings, so Ifeoma reads on 12 April": the row was quoted, the
swap unread. The readers of corrections (``later_corrections``, ``moved_values``) know many forms of
a change; forms they do not know fall through to the row. This check is the net under them, where
every grounded reply passes (``replies._fitted``): when a line of the documents that speaks of a
change (cue ``changed_later.change`` in data/sim/patterns.yaml: "swap", "instead", "moved",
"replaced", "更正", "改为") names a value the reply gives (a name or a figure the question does not
already hold), stands after a line that gives that value, and is not quoted in the reply itself,
(the values the question asks for: figures for a time, an amount or a count, names for a who or
which), the reply may be stale: ``later_change`` gives that line, and the reply becomes the documents limit
quoting it.

``applied_change`` (fix56a; the fifty-second set's TT1) goes first and gives the value in force where a
change states it: a change word with its new value (cue ``changed_later.to_value``: "now 45", "is now
predicted at 19:45", "(retimed 07:52)", "replayed 9 Apr at 12:00") in the quoted record's own note cell
or field after the old value, or in a later line or message that shares two of the question's terms;
or a later message that settles the question's weekday again ("Yes ok, Thursday 5-7pm then": cue
``restated``). The new value must be of the kind the question asks (``asks_*``: "What day is the
quiz?" takes no "now starts at 8 pm"); a count, a name, a worked amount, a yes/no or a reply of
several lines takes none. The old value (the one under the change's key, else the nearest of its
kind) is said as changed: "19:45 (changed from 19:31: "...")".
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.grounded.column_changes import other_cell
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.first_matches import AnyMatches
from course_lib.sim.words.text import content_terms

_CUE = patterns("changed_later")
MAX_CHARS = 20_000  # of a document read for change lines
_FIGURE_RE = re.compile(r"\d+(?:[.:]\d+)?")
_NAME_RE = re.compile(r"\b[A-Z][a-z]+(?:-[A-Z][a-z]+)?\b")
_NAME_ZIPF = 4.5  # a capitalised word this frequent or more is an everyday word, not a name ("Date", "Room")


def _values(reply: str, question: str) -> set[str]:
    """The values ``reply`` gives that ``question`` does not hold, lower-cased: its figures when the
    question asks a figure (a time, an amount, a count, a date: ``asked_type``), else its names
    (capitalised words of no everyday frequency: "Harold", "Kaminski", not "Date")."""
    from course_lib.sim.words.quantities import asked_type
    from course_lib.sim.words.weights import zipf

    asked = question.lower()
    if _CUE.applied.search(reply):
        return set()  # "Attainment: 4 (moved from 3 by a later source)": a change already applied
    reply = _REFERENCE_RE.sub(" ", reply)  # "7.1 The rent ...", "clause 7.2", "A2": numbers of things, no values
    reply = _asked_clauses(_asked_cells(reply, question), question)
    if asked_type(question) is not None:
        found = {m.group(0) for m in _FIGURE_RE.finditer(reply) if not reply[m.end():m.end() + 1] == "%"}
    else:
        found = {w.lower() for w in _NAME_RE.findall(reply) if zipf(w.lower()) < _NAME_ZIPF and w.lower()[:3] not in _CALENDAR}
    return {v for v in found if v not in asked and len(v) > 1}


# a reference number, no value: a numbered clause opening its line or sentence, one after a clause word,
# a letter-and-number code ("A2", "B14")
_REFERENCE_RE = re.compile(r"(?:^|(?<=[\n.;:]\s))\d+(?:\.\d+)+(?=\s)|\b(?:clause|section|rule|item|article|para(?:graph)?|no\.?|§)\s*"
                           r"\d+(?:\.\d+)*|\b[A-Z]\d+\b", re.IGNORECASE)
# month and day names (their first three letters): capitalised, yet no names of people or places
_CALENDAR = frozenset("jan feb mar apr may jun jul aug sep oct nov dec mon tue wed thu fri sat sun".split())


_CELL_RE = re.compile(r"(?:^|[;.]\s*)([A-Za-z][\w ]{0,30}?):\s*([^;\n]+?)(?=;|\.\s|\.?$)")


def _asked_cells(reply: str, question: str) -> str:
    """Of a record quoted as "key: value; key: value", the values under keys the question names
    ("tea: Lin" for "Who is on tea in week 3?"); the whole reply when it is no record or no key is named."""
    from course_lib.sim.words.text import stem

    cells = _CELL_RE.findall(reply)
    if len(cells) < 2:
        return reply
    asked = {stem(w) for w in re.findall(r"[a-z]+", question.lower())}
    named = [value for key, value in cells if {stem(w) for w in re.findall(r"[a-z]+", key.lower())} & asked
             and not _FIGURE_RE.fullmatch(value.strip())]
    return " ".join(named) if named else reply


_CLAUSE_RE = re.compile(r"[;,.]\s+|\s+(?:and|but|while|whereas)\s+")


def _asked_clauses(reply: str, question: str) -> str:
    """The clauses of ``reply`` that share a word with ``question`` ("The studio is £18 an hour" of
    "The studio is £18 an hour and the key deposit is £25." for "How much is the studio an hour?");
    the whole reply when none or every one does."""
    from course_lib.sim.words.text import shares_a_word

    clauses = [c for c in _CLAUSE_RE.split(reply) if c.strip()]
    sharing = [c for c in clauses if shares_a_word(question, c)]
    return " ".join(sharing) if sharing and len(sharing) < len(clauses) else reply


_SENTENCE_RE = re.compile(r"(?<=[.!?。！？])\s+")
_QUOTED_SHARE = 0.6  # of a reply sentence's words in one line of the documents: a quote of that line


def _quoted(reply: str, bodies: list[str]) -> bool:
    """A sentence of ``reply`` is (mostly) a line of the documents: at least ``_QUOTED_SHARE`` of its
    words, lower-cased, are in one line ("Date: 12 April; reader: Harold" of "12 April,Harold,Ruth"
    too, its keys aside)."""
    lines = [set(re.findall(r"\w+", line.lower())) for body in bodies for line in body[:MAX_CHARS].splitlines()]
    for sentence in _SENTENCE_RE.split(reply):
        words = set(re.findall(r"\w+", sentence.lower()))
        if len(words) >= 2 and any(len(words & line) >= _QUOTED_SHARE * len(words) for line in lines):
            return True
        values = " ".join(value for _, value in _CELL_RE.findall(sentence))  # a row rendered with its keys
        cells = set(re.findall(r"\w+", values.lower()))
        if cells and len(words) >= 2 and any(cells <= line for line in lines):
            return True
    return False


# change words that speak of a change of the document's data only in a note with a label of its own
_NOTED_RE = re.compile(r"\b(?:swap(?:s|ped|ping)?|moved\s+to|moves\s+to|changed\s+to|correction)\b", re.IGNORECASE)
_LABEL_RE = re.compile(r"^\W*[A-Za-z][\w ]{0,20}:\s")  # a note's own label: "Swap: ", "Note: ", "Update: "


def _on_question(line: str, question: str) -> bool:
    """The change sentence speaks of what the question asks about: a content word or a figure of the
    question ("Ifeoma reads on 12 April" for "Who reads on 12 April?")."""
    from course_lib.sim.words.text import shares_a_word

    figures = set(_FIGURE_RE.findall(question))
    return shares_a_word(question, line) or bool(figures & set(_FIGURE_RE.findall(line)))


_IN_REPLY_SHARE = 0.8  # of a change sentence's words in the reply: the reply quotes it already


def _in_reply(sentence: str, flat: str) -> bool:
    """The reply (``flat``: its words joined, lower-cased) quotes ``sentence``, or most of its words."""
    if " ".join(sentence.split()).lower() in flat:
        return True
    words = set(re.findall(r"\w+", sentence.lower()))
    return bool(words) and len(words & set(re.findall(r"\w+", flat))) >= _IN_REPLY_SHARE * len(words)


@lru_cache(maxsize=1)
def _change() -> AnyMatches:
    """``_CUE.change`` searched only when a text holds one of its words ("swap", "instead", "更正"):
    every grounded reply asks it of every document, and the pattern alone is tried at each position."""
    return AnyMatches((_CUE.change,))


def later_change(question: str, reply: str, bodies: list[str]) -> str | None:
    """The line of ``bodies`` that speaks of a change of a value ``reply`` gives, after a line giving
    it, unquoted in the reply (see the module); ``None`` otherwise."""
    # (most documents speak of no change: nothing more is read, not even whether the reply quotes a line)
    changing = [text for text in (body[:MAX_CHARS] for body in bodies) if _change().found(0, text)]
    if not changing:
        return None
    flat = " ".join(reply.split()).lower()
    if not _quoted(reply, bodies):
        return None  # a worked reply ("1 h 15 min (12:15 to 13:30 = ...)") quotes no line to go stale
    values = None
    for text in changing:
        if values is None:
            values = _values(reply, question)
            if not values:
                return None
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        for at, whole in enumerate(lines):
            if not _CUE.change.search(whole):
                continue
            # the line's sentences that speak of a change and are not quoted in the reply already
            line = " ".join(x for x in _SENTENCE_RE.split(whole)
                            if _CUE.change.search(x) and not _in_reply(x, flat))
            if not line:
                continue
            if not _LABEL_RE.match(whole) and not _CUE.change.search(_NOTED_RE.sub(" ", line)):
                continue  # a swap told in a message ("can we swap? I'll take your Tuesday": day_lists reads
                # those) or a move told as history ("was the first queue moved to the platform in 2024") is
                # a change only as a note of its own ("Swap: ...", "Update: the meeting has moved to ...")
            if not _on_question(line, question):
                continue  # a change of the value elsewhere in the document (another week, another role)
            low = line.lower()
            named = {v for v in values if re.search(rf"(?<![\w.]){re.escape(v)}(?![\w])", low)}
            if named and any(v in earlier.lower() for v in named for earlier in lines[:at]):
                return line
    return None


# --- the value in force given: a change that states its new value ------------------------------------------------

_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_KIND_RES: dict[str, re.Pattern[str]] = {
    "span": re.compile(r"(?<![\d.:])\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]m)?\s*[-–]\s*\d{1,2}(?:[:.]\d{2})?\s*[ap]m\b", re.I),
    "date": re.compile(rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH}(?!\w)|\b{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?\b", re.I),
    "time": re.compile(r"(?<![\d.:])\d{1,2}[:.]\d{2}(?![\d:]|\.\d)(?:\s*[ap]\.?m\.?)?|\b\d{1,2}\s*[ap]\.?m\b\.?", re.I),
    "day": re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b", re.I),
    "amount": re.compile(r"[£$€]\s?\d[\d,]*(?:\.\d{1,2})?"),
    "measure": re.compile(r"(?<![\d.:£$€-])\d+(?:\.\d+)?(?:\s*(?:minutes?|mins?|hours?|hrs?|km|miles?|metres?|meters?|kg|pages?)\b)?", re.I),
}
# the filler words between a change word and its value ("now predicted at 19:45"; "改为当天20:00": the day the
# notice speaks of)
_GAP_RE = re.compile(r"^\s*(?:(?:predicted|expected|set|due|at|on|to|for|is|be|from|now)\s+|(?:当天|当日|同日|那天)\s*){0,3}$",
                     re.I)
_MAX_GAP = 30  # characters between the change word and the value it states
_NOTE_BOUNDARY_RE = re.compile(r"[|;(\t]|\bnotes?\b|\bremarks?\b|\bstatus\b|\bcomments?\b", re.I)


def _asked_value_kinds(question: str) -> frozenset[str]:
    """The kinds of value ``question`` asks (data ``changed_later.asks_*``); every kind when it names none."""
    if _CUE.asks_time.search(question):
        return frozenset({"time", "span"})
    if _CUE.asks_worked.search(question):
        return frozenset()  # "How much do I save with the card?": worked from several values, by its own readers
    if _CUE.asks_other.search(question) and not _CUE.asks_when.search(question):
        return frozenset()  # "how many items are still open?": a date moved in a row answers no count
    if _CUE.asks_day.search(question):
        return frozenset({"day", "date"})
    if _CUE.asks_when.search(question):
        return frozenset({"time", "span", "day", "date"})
    if _CUE.asks_amount.search(question):
        return frozenset({"amount"})
    if _CUE.asks_length.search(question):
        return frozenset({"measure", "time", "span"})
    return frozenset(_KIND_RES)


def _stated(text: str, start: int) -> tuple[str, str, int] | None:
    """(kind, value, end) of the first value ``text`` states from ``start``, a few filler words
    ("predicted at") away at most; a date with its time ("9 Apr at 12:00") is one value."""
    window = text[start:start + _MAX_GAP + 40]
    best: tuple[int, str, re.Match[str]] | None = None
    for kind, pattern in _KIND_RES.items():
        m = pattern.search(window)
        if m and m.start() <= _MAX_GAP and _GAP_RE.match(window[:m.start()]) and (best is None or m.start() < best[0]):
            best = (m.start(), kind, m)
    if best is None:
        return None
    _, kind, m = best
    value, end = m.group(0).strip(), m.end()
    if kind == "date":  # "9 Apr at 12:00": the date with its time
        tail = re.match(r"\s*(?:at\s+)?", window[end:])
        timed = _KIND_RES["time"].match(window, end + tail.end()) if tail else None
        if timed:
            value, end = window[m.start():timed.end()].strip(), timed.end()
    return kind, value, start + end


def _parts(value: str) -> dict[str, str]:
    """The date, time, day and amount a value holds ("9 Apr at 12:00" -> date "9 Apr", time "12:00")."""
    out = {}
    for kind in ("date", "span", "time", "day", "amount"):
        m = _KIND_RES[kind].search(value)
        if kind == "time" and "span" in out:
            continue
        if m:
            out[kind] = m.group(0).strip()
    if not out:
        m = _KIND_RES["measure"].search(value)
        if m:
            out["measure"] = m.group(0).strip()
    return out


def _clock(value: str) -> float | None:
    m = re.match(r"(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?", value.strip(), re.I)
    if not m:
        return None
    h = int(m.group(1)) % 12 + (12 if (m.group(3) or "").lower() == "p" else 0) if m.group(3) else int(m.group(1))
    return h * 60 + int(m.group(2) or 0)


def _span_clock(value: str) -> float | None:
    """A span's start and end in minutes, summed ("5-6pm" against "5-7pm": the one nearest both ends)."""
    start, _, end = value.replace("–", "-").partition("-")
    meridiem = re.search(r"[ap]m", end, re.I)
    a = _clock(start + (meridiem.group(0) if meridiem and not re.search(r"[ap]m", start, re.I) else ""))
    b = _clock(end)
    return None if a is None or b is None else a + b


def _number(value: str) -> float | None:
    m = re.search(r"\d+(?:\.\d+)?", value.replace(",", ""))
    return float(m.group(0)) if m else None


def _old_value(kind: str, new: str, before: str, subject: str, question: str) -> str | None:
    """The value of ``kind`` that ``before`` (the quoted text ahead of the change) states and the new
    value replaces: the one under a key that names ``subject`` ("minutes: 33" for "minutes now 45"),
    else the nearest of its kind ("19:31" for "19:45"); ``None`` when it states none."""
    pattern = _KIND_RES[kind]
    named = set(_FIGURE_RE.findall(question)) | {question.lower()}
    found = [m.group(0).strip() for m in pattern.finditer(before)
             if m.group(0).strip() != new and m.group(0).strip() not in named and m.group(0).strip().lower() not in question.lower()]
    if kind == "measure":
        found = [v for v in found if not re.search(r"\d{4}|-\d", v)]
        if subject:
            for key, value in _CELL_RE.findall(before):
                if subject[:4] in key.lower() and _KIND_RES["measure"].fullmatch(value.strip()):
                    return value.strip()
    if not found:
        return None
    if len(found) == 1 or kind in ("date", "day"):
        return found[-1]
    measure = {"time": _clock, "span": _span_clock}.get(kind, _number)
    target = measure(new)
    scored = [(abs(measure(v) - target), v) for v in found if measure(v) is not None and target is not None]
    return min(scored)[1] if scored else None


def _changes_in(text: str, kinds: frozenset[str]) -> list[tuple[int, str, str, str]]:
    """(where, kind, new value, subject word before the change) of each change ``text`` states."""
    out = []
    for m in _CUE.to_value.finditer(text):
        stated = _stated(text, m.end())
        if stated is None:
            continue
        kind, value, _ = stated
        parts = _parts(value)
        if not set(parts) & kinds:
            continue
        words = re.findall(r"[A-Za-z]+", text[max(0, m.start() - 30):m.start()])
        subject = next((w.lower() for w in reversed(words) if w.lower() not in ("is", "are", "the", "was", "be", "now")), "")
        out.append((m.start(), kind, value, subject))
    return out


_UNIT_RE = re.compile(r"^(?:minutes?|mins?|hours?|hrs?|km|miles?|metres?|meters?|kg|pages?|days?|weeks?)$", re.I)


def _with_unit(value: str, subject: str) -> str:
    """A bare figure given with the unit its change names before it ("minutes now 45" -> "45 minutes")."""
    return f"{value} {subject}" if re.fullmatch(r"\d+(?:\.\d+)?", value) and _UNIT_RE.match(subject) else value


def _restated_in(line: str, question: str, reply: str, kinds: frozenset[str]) -> list[tuple[int, str, str, str]]:
    """A later message that settles the asked day's value again ("Yes ok, Thursday 5-7pm then." after "Thu
    14th 5-6pm"; "Change for Wednesday: make it 4pm instead"): a restating word (``changed_later.restated``),
    the weekday the question names (and the reply, when it names a weekday at all), and a value of the asked
    kind right after that weekday or right after the restating word; its (where, kind, value, "") or none."""
    if not _CUE.restated.search(line):
        return []
    named = {m.group(0).lower()[:3] for m in _KIND_RES["day"].finditer(reply)}
    for m in _KIND_RES["day"].finditer(question):
        day = m.group(0).lower()[:3]
        if named and day not in named:
            continue  # the reply is about another day
        at = re.search(rf"\b{day}[a-z]*\b", line, re.I)
        if not at:
            continue
        stated = _stated(line, at.end())
        if stated and stated[0] in kinds:
            return [(at.start(), stated[0], stated[1], "")]
        for cue in _CUE.restated.finditer(line, at.end()):  # "Wednesday: make it 4pm instead"
            stated = _stated(line, cue.end())
            if stated and stated[0] in kinds:
                return [(cue.start(), stated[0], stated[1], "")]
    return []


def _render(new: str, old: str, line: str) -> str:
    shown = line if len(line) <= 160 else line[:157].rstrip() + "..."
    return f'{new} (changed from {old}: "{shown}")'


def _replaced(question: str, new: str, subject: str, before: str) -> str | None:
    """The old value(s) ``before`` states that ``new`` replaces, part by part ("12 Mar 10:00" for
    "9 Apr at 12:00"), else ``None``."""
    olds = []
    for part_kind, part in _parts(new).items():
        old = _old_value(part_kind, part, before, subject, question)
        if old is not None and old != part:
            olds.append(old)
    return " ".join(olds) or None


@lru_cache(maxsize=1)
def _to_value() -> AnyMatches:
    """``_CUE.to_value`` searched only where a text holds one of its words ("now", "moved", "改为")."""
    return AnyMatches((_CUE.to_value,))


@lru_cache(maxsize=64)
def _states_change(text: str) -> bool:
    """Whether ``text`` (a reply's documents, joined) states a value changed to another
    (``changed_later.to_value``): asked of the same documents by each reading of one reply, and
    the pattern, which opens with no literal, was tried at every character of them (3 ms on a
    reply's 7,000 characters of notes, a sixth of its time): ``AnyMatches`` searches it only
    from where one of its words stands."""
    return _to_value().found(0, text)


def applied_change(question: str, reply: str, bodies: list[str]) -> str | None:
    """``reply`` (one quoted line or record) written as the value in force when a change states a new
    value of the kind ``question`` asks: in the record's own note cell or field after the old value
    ("minutes: 33; ... note: ... minutes now 45", "| 10:00 | POSTPONED, replayed 9 Apr at 12:00 |"), or
    in a later line or message that names what the question asks ("Monday's evening high water is now
    predicted at 19:45"); the new value with the old one said as changed, else ``None``."""
    text = " ".join(bodies)[:MAX_CHARS * 2]
    if _CUE.applied.search(reply) or not (_states_change(text) or _KIND_RES["day"].search(question)
                                          and _CUE.restated.search(text)):
        return None  # (most documents state no change: nothing more is read)
    if _YES_NO_RE.match(question):
        return None  # "Is a week ticket cheaper than ...?": a comparison or a yes/no, read by its own readers
    kinds = _asked_value_kinds(question)
    if not kinds:
        return None
    flat = reply.strip()
    if "\n" not in flat and len(flat) <= 600:
        for at, _kind, new, subject in _changes_in(flat, kinds):
            before = flat[:at]
            if not _NOTE_BOUNDARY_RE.search(before[-80:]):
                continue  # a change in the line's own prose, no note of the record
            stop = flat.rfind("。", 0, at)
            if stop >= 0 and not _NOTE_BOUNDARY_RE.search(flat[stop + 1:at]):
                # a Chinese sentence of its own after the quoted one ("...停电。 【补充】恢复供电时间提前至当天16:00"):
                # a change of what the question asks only when it names a word of the question ("几点恢复供电",
                # not "几点开始停电")
                changed = flat[stop + 1:].split("。")[0]
                if not (set(content_terms(question)) - _ASKING) & set(content_terms(changed)):
                    continue
            old = _replaced(question, new, subject, before)
            if old:
                # (a Chinese sentence's end, "。", ends the note before it: "...18:00停水。 【更正】...改为当天20:00")
                cell = max(flat.rfind("|", 0, at), flat.rfind(";", 0, at), flat.rfind("。", 0, at))
                cell = cell if cell >= 0 else flat.rfind("(", 0, at)
                note = re.split(r"\||(?<=[^\d])\.(?:\s|$)|。", flat[cell + 1:])[0].strip().rstrip(".;")
                note = note[:-1] if note.endswith(")") and note.count(")") > note.count("(") else note
                return _render(_with_unit(new, subject), old, note)
    if "\n" in reply.strip() or _WORKED_RE.search(reply) or not _quoted(reply, bodies):
        return None  # a worked reply ("5 × £14 = £70") reads its lines itself; several lines, several values
    asked = set(content_terms(question)) - _ASKING
    found: dict[str, str] = {}
    reply_words = set(re.findall(r"\w+", reply.lower()))
    seen_quote = False
    for body in bodies:
        for line in body[:MAX_CHARS].splitlines():
            words = set(re.findall(r"\w+", line.lower()))
            if not seen_quote:
                shared = len(words & reply_words)  # the line quoted, or the reply a clause of it
                seen_quote = len(words) >= 2 and (shared >= _QUOTED_SHARE * len(words)
                                                  or len(reply_words) >= 2 and shared >= _QUOTED_SHARE * len(reply_words))
                continue
            if _in_reply(line, " ".join(reply.split()).lower()):
                continue
            changes = _changes_in(line, kinds) if _CUE.to_value.search(line) else _restated_in(line, question, reply, kinds)
            line_terms = set(content_terms(line))
            if not changes or (len(asked & line_terms) < _MIN_SHARED and not _CUE.restated.search(line)
                               and not record_subject_named(reply, question, line_terms)):
                continue  # a change of something else
            if other_cell(line, question, reply, body):
                continue  # "the peak rowing boat is now £16" over the motor boat's off-peak price: another cell
            if _other_piece(question, reply, bodies, line):
                continue  # "the half plot rent is now £38" over "full plot £60 a year, half plot £35 a year": another item
            for _at, _kind, new, subject in changes:
                if new in reply:
                    continue  # the reply gives the new value already
                old = _replaced(question, new, subject, reply)
                if old:
                    found.setdefault(new, _render(_with_unit(new, subject), old, line.strip()))
    return next(iter(found.values())) if len(found) == 1 else None


def _other_piece(question: str, reply: str, bodies: list[str], line: str) -> bool:
    """The line ``reply`` quotes (or a piece of) lists several labelled values and the change ``line`` names another of
    them than the one the question asks (``later_corrections.other_item``, ground79)."""
    from course_lib.sim.grounded.later_corrections import other_item

    quoted = " ".join(reply.split()).rstrip(".。")
    if len(quoted) < _MIN_QUOTED_CHARS:
        return False
    source = next((x for b in bodies for x in b[:MAX_CHARS].splitlines() if quoted in " ".join(x.split())), None)
    return source is not None and other_item(question, source, line) is not None


_MIN_QUOTED_CHARS = 8  # a shorter reply is found inside lines it does not quote


def record_subject(reply: str) -> frozenset[str]:
    """The content terms of the subject of the record ``reply`` quotes: the value of its first field
    ("Piece: Mug; Price: £12." -> mug), the first cell of a table row ("| King duvet | £24 |"), or the
    label of one labelled value ("Tandem: £40 a day"); empty for a reply of another form."""
    flat = reply.strip()
    row = re.match(r"^\|?\s*([^|;:\n]{1,60}?)\s*\|", flat)
    if row:
        return frozenset(content_terms(row.group(1)))
    fields = re.findall(r"(?:^|;)\s*([^:;\n]{1,40}):\s*([^;\n]{1,60})", flat)
    if len(fields) >= 2:
        return frozenset(content_terms(fields[0][1]))
    label = re.match(r"^([^:;\n\d£$€]{1,40}):\s*\S", flat)
    return frozenset(content_terms(label.group(1))) if label else frozenset()


def record_subject_named(reply: str, question: str, line_terms: set[str]) -> bool:
    """A later change line names the subject of the record ``reply`` quotes, which the question names too
    (the row key "Mug" ~ "mugs" by the ``words`` normal forms): "how much to paint a mug" over "Piece: Mug;
    Price: £12." and "Price change from 1 May: mugs are now £13." A service verb of the question ("paint",
    "hire", "wash") the change line lacks does not keep the change from the record (the sixtieth set's YW6)."""
    subject = record_subject(reply) - _ASKING
    return bool(subject) and subject <= set(content_terms(question)) and subject <= line_terms


_YES_NO_RE = re.compile(r"^\W*(?:is|are|was|were|can|could|does|do|did|will|would|should|has|have|am)\b", re.I)
_WORKED_RE = re.compile(r"[=×÷]|^(?:yes|no)\b", re.I)
_MIN_SHARED = 2  # content terms a later changing line shares with the question
_ASKING = frozenset({"what", "when", "time", "how", "much", "long", "day", "now"})
