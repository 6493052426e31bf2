"""A BEGIN:X ... END:X record file written as the sentences it means (issue 26, task fix52a, the
fiftieth set's SS1).

An iCalendar text (.ics: ``BEGIN:VEVENT`` / ``SUMMARY:`` / ``DTSTART:`` / ``END:VEVENT``) or a vCard
(``BEGIN:VCARD`` / ``FN:`` / ``TEL;TYPE=CELL:``) is data: its field names are no labels of the
prompt and no cues of a task. Read as it came, a ``SUMMARY:`` line was taken for a message label
(the rest of the calendar its "document") and for the summarize task's cue, and each field was a
sentence of its own (an event's date read apart from its title). Here each record becomes one line:

- an event: "<weekday> <d> <Month> <yyyy>, <hh:mm>, ending <hh:mm> - <title>, held at <place>." with "is
  cancelled" (``STATUS:CANCELLED``) in it, then its description's sentences, all one sentence joined
  by ";" (a reader of sentences takes the record whole, its title with its prices and notes; the
  date first, as a diary writes it: a title such as "Check-up with ..." never opens the line as an
  imperative);
- a vCard stays as written: ``record_keys`` reads its keys in plain words ("TEL;TYPE=cell" as a phone)
  and one-sentence cards lost the field a question asks among the others (``_card`` is not used).

The file's wrapper (``VCALENDAR``) and machinery fields (``PRODID``, ``UID``, ...) are left out.
Glosses are data (``data/sim/record_frames.yaml``). ``frames_as_text(text)`` returns ``text``
unchanged when it holds no such frame (gated on "BEGIN:" and "END:").
"""

from __future__ import annotations

import re
from datetime import date

from course_lib.sim.words.cues import read

_FRAME_RE = re.compile(r"^[ \t]*BEGIN:(?P<kind>[A-Z][A-Z-]{1,20})[ \t]*\n(?P<body>.*?)^[ \t]*END:(?P=kind)[ \t]*$",
                       re.MULTILINE | re.DOTALL)
_FIELD_RE = re.compile(r"^(?P<name>[A-Z][A-Z0-9-]*)(?P<params>(?:;[^:\n]*)?):(?P<value>.*)$")
_STAMP_RE = re.compile(r"^(?P<y>\d{4})(?P<m>\d{2})(?P<d>\d{2})(?:T(?P<H>\d{2})(?P<M>\d{2})\d{2}Z?)?$")
_MONTHS = ("January February March April May June July August September October November December").split()
_SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s+(?=\S)")
_DAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()


def _data() -> dict:
    return read("record_frames.yaml")


def _unfolded(body: str) -> list[str]:
    """The body's content lines, continuation lines (led by a space or a tab) joined to theirs."""
    lines: list[str] = []
    for line in body.split("\n"):
        if line[:1] in (" ", "\t") and lines and not line.strip().startswith(("BEGIN:", "END:")):
            lines[-1] += line[1:]
        elif line.strip():
            lines.append(line.strip())
    return lines


def _value(raw: str) -> str:
    return raw.replace("\\n", " ").replace("\\N", " ").replace("\\,", ",").replace("\\;", ";").strip()


def _fields(lines: list[str]) -> list[tuple[str, str, str]]:
    out = []
    for line in lines:
        m = _FIELD_RE.match(line)
        if m:
            out.append((m.group("name"), m.group("params").upper(), _value(m.group("value"))))
    return out


def _clock(hour: int, minute: int, utc: bool) -> str:
    """"19:30", "09:30 UTC": as the simulator's other readers write an iCalendar time."""
    return f"{hour:02d}:{minute:02d}" + (" UTC" if utc else "")


def _when(value: str) -> tuple[str, str] | None:
    """(the day, the time or "") of an iCalendar date or date-time value; ``None`` if it is none."""
    m = _STAMP_RE.match(value.strip())
    if not m:
        return None
    try:
        day = date(int(m.group("y")), int(m.group("m")), int(m.group("d")))
    except ValueError:
        return None
    said = f"{_DAYS[day.weekday()]} {day.day} {_MONTHS[day.month - 1]} {day.year}"
    clock = _clock(int(m.group("H")), int(m.group("M")), value.strip().endswith("Z")) if m.group("H") else ""
    return said, clock


def _sentence(text: str) -> str:
    text = text.strip()
    return text if not text or text[-1] in ".!?" else text + "."


def _event(fields: list[tuple[str, str, str]], data: dict) -> str:
    keys = data["event"]
    got = {name: value for name, _, value in fields}
    title = got.get(keys["title"], "").strip() or "An event"
    status = got.get(keys["status"], "").upper()
    said_status = data["statuses"].get(status, "")
    start = _when(got.get(keys["start"], ""))
    end = _when(got.get(keys["end"], "")) or _when(got.get(keys["due"], ""))
    when = ""
    if start:  # the date first, as a diary writes it: the line is a record, never an imperative ("Check-up ...")
        when = start[0]
        if start[1] and end and end[0] == start[0] and end[1]:
            when += f", {start[1]}, ending {end[1]}"
        elif start[1]:
            when += f", {start[1]}"
        if end and end[0] != start[0]:
            when += f", until {end[0]}" + (f" {end[1]}" if end[1] else "")
    elif end:
        when = f"Due {end[0]}" + (f", {end[1]}" if end[1] else "")
    parts = [f"{when} - {title}" if when else title]
    if got.get(keys["place"]):
        parts.append(f"held at {got[keys['place']]}")
    line = ", ".join(parts)
    if said_status:
        line += f", {said_status}"
    texts = [x.rstrip(".") for k in keys["text"] if got.get(k) for x in _SENTENCE_END_RE.split(got[k]) if x.strip()]
    return _sentence("; ".join([line, *texts]))  # one sentence: the record's fields are read together


def _generic(kind: str, fields: list[tuple[str, str, str]]) -> str:
    return _sentence(f"{kind.title()} - " + "; ".join(f"{n.lower()} {v}" for n, _, v in fields if v))


def _frame_as_text(kind: str, body: str, data: dict) -> str:
    """The lines of one frame: its inner frames each as a line; a wrapper's own fields left out."""
    inner = []
    rest = body
    for m in list(_FRAME_RE.finditer(body)):
        inner.append(_frame_as_text(m.group("kind"), m.group("body"), data))
        rest = rest.replace(m.group(0), "")
    fields = [f for f in _fields(_unfolded(rest)) if f[0] not in data["skipped"] and not f[0].startswith("X-")]
    if kind in data["wrappers"]:
        own = ""
    elif kind in ("VEVENT", "VTODO", "VJOURNAL"):
        own = _event(fields, data)
    elif kind == "VCARD":  # (a card's fields stay as written: ``record_keys`` reads them in plain words)
        return f"BEGIN:{kind}\n{body.rstrip()}\nEND:{kind}" if not inner else "\n".join(inner)
    else:
        own = _generic(kind, fields) if fields else ""
    return "\n".join(x for x in [own, *inner] if x)


def frames_as_text(text: str) -> str:
    """``text`` with each outermost BEGIN:X ... END:X frame written as one line per record (see the
    module docstring); any other text unchanged."""
    if "BEGIN:" not in text or "END:" not in text:
        return text
    data = _data()
    return _FRAME_RE.sub(lambda m: _frame_as_text(m.group("kind"), m.group("body"), data), text)
