"""A day-to-person list on one line read by its day (issue 26; the forty-third set's LL5 (b) and LL4:
"Who's driving on Wednesday?" over "Mon Tasha drives, Tue Oskar, Wed Priya, Thu Tasha").

A line (or a chat message, its stamp read off by ``material.chat_stamps``) of three entries or more,
each a day word then a name ("Mon Ana", "Tue: Ben", "Wed - Priya drives"; pattern:
``patterns.yaml`` ``day_lists``), separated by commas, semicolons or slashes, is a rota: a "who"
question naming one day is answered with the name of that day's entry, the entry quoted. Every
list in the documents holding the day must agree, else ``None`` (the usual reading goes on). A
later chat message that moves a day's turn ("I'll take Wednesday", "Priya can have my Thursday") is
read first by ``moved_to`` (who gets the day), called by the schedules reader; a move it cannot read is
that reader's limit.
Bounded: ``_MAX_LINES``, ``_MAX_DOCS``.
"""

from __future__ import annotations

from functools import lru_cache

from course_lib.sim.material import chat_stamps
from course_lib.sim.words import weekdays
from course_lib.sim.words.cues import patterns

_CUE = patterns("day_lists")  # data/sim/patterns.yaml
_MAX_LINES = 400
_MAX_DOCS = 10
_MIN_ENTRIES = 3

RULE = "a day-to-person list's entry for the day the question names"
MOVED_RULE = "a later chat message that moves the asked day's turn: the one it gives the day to"


@lru_cache(maxsize=64)
def _entries(body: str) -> tuple[tuple[int, str, str], ...]:
    """(day, name, the entry as written) of each entry of the body's day-to-person lists."""
    out: list[tuple[int, str, str]] = []
    text = chat_stamps.unstamped(body) if ":" in body else body
    for line in text.split("\n")[:_MAX_LINES]:
        if "," not in line and ";" not in line and "/" not in line:
            continue
        found = []
        for m in _CUE.entry.finditer(line):
            day = weekdays.day_number(m.group("day"))
            if day is not None and weekdays.day_number(m.group("name").split()[0]) is None:
                found.append((day, m.group("name"), m.group(0).strip()))
        if len(found) >= _MIN_ENTRIES:
            out.extend(found)
    return tuple(out)


def who(question: str, day: int, bodies: tuple[str, ...]) -> str | None:
    """The reply naming the person of the asked ``day`` in the documents' day-to-person lists, or
    ``None`` (no "who" question, no list holding the day, lists that disagree)."""
    if not _CUE.who.search(question):
        return None
    names = {(name, entry) for body in bodies[:_MAX_DOCS] if body.count(",") + body.count(";") >= 2
             for d, name, entry in _entries(body) if d == day}
    if len({n for n, _ in names}) != 1:
        return None
    name, entry = sorted(names)[0]
    return f"{name} ({entry})."


def moved_to(author: str, text: str, day: int) -> str | None:
    """Who a chat message of ``author`` gives ``day`` to: its author for "I'll take Wednesday" /
    "could I take your Thursday", the one named for "Priya can have my Thursday", the name the message
    opens with for "you have my Wednesday"; ``None`` when no such move names the day, or more than
    one person gets it."""
    to: set[str] = set()
    for m in _CUE.taker.finditer(text):
        if weekdays.day_number(m.group("day")) == day:
            to.add(author)
    for m in _CUE.giver.finditer(text):
        if weekdays.day_number(m.group("day")) != day:
            continue
        if m.group("name") != "you":
            to.add(m.group("name"))
        elif (opened := _CUE.addressee.match(text)) is not None:
            to.add(opened.group("name"))
        else:
            return None
    return next(iter(to)) if len(to) == 1 else None
