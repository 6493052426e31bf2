"""An age asked whether someone may see or join a listed item, read against that item's own age rating
(issue 26, the fifty-third set's TT3 (1); the fifty-second's TT6): "can my 14 yr old see <film>" over
the film's line "<FILM> (15, 131 min)" is "No", never "Yes" from a ticket band "child (under 15)",
which prices a ticket and admits no one.

A rating is the bracket right after an item's name on its own line: a bare age first in the bracket
("(15, 131 min)", "(18)") or an age with a plus ("(ages 12+, 40 min)", "(16+)"): cue ``rating`` of
``data/sim/patterns.yaml`` ``rated_items``. When the question states an age, asks leave and names the
item (every word of three letters or more of its name, stop words aside), the rating decides: an age
under it is "No", an age at or over it "Yes" (unless the question asks about going alone: other rules
decide that). ``None`` when no item the question names has a rating.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.grounded.citations import bodies as _bodies
from course_lib.sim.grounded.citations import with_citations as _with_citations
from course_lib.sim.reports import explain
from course_lib.sim.request.reading import Request
from course_lib.sim.values import ages
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import STOP_WORDS

_CUE = patterns("rated_items")  # its cue patterns: data/sim/patterns.yaml
_ALONE = patterns("accompanied_ages").alone_question
_MAX_LINES = 400


@dataclass(frozen=True)
class Rated:
    name: str  # the item's name as written ("NIGHT TRAIN TO VIGO")
    least: int  # the youngest age it admits
    line: str


def rated(body: str) -> list[Rated]:
    """The rated items of ``body``: each line whose name is followed by a rating bracket."""
    out = []
    for line in body.splitlines()[:_MAX_LINES]:
        if "(" not in line:
            continue
        m = _CUE.rating.search(line)
        if m is not None and m.group("name").strip():
            out.append(Rated(m.group("name").strip(" :-\u2013"), int(m.group("age")), line.strip()))
    return out


def _words(text: str) -> set[str]:
    return {w.rstrip("s") for w in re.findall(r"[a-z]{3,}", text.lower()) if w not in STOP_WORDS}


def names(question: str, name: str) -> bool:
    """Whether ``question`` names the item: every word of its name (three letters or more, stop words aside)."""
    wanted = _words(name)
    return bool(wanted) and wanted <= _words(question)


def answer(request: Request) -> str | None:
    """"Can my 10 year old see <show>?" over "<Show> (ages 12+, 40 min)": "No" (module docstring)."""
    from course_lib.sim.grounded.held_quantities import asks_yes_no
    from course_lib.sim.grounded.leave_questions import asks_leave

    question = request.search_question
    if request.language != "en" or not request.documents:
        return None
    age = ages.stated_age(question)
    if age is None or _ALONE.search(question) or not (
            asks_leave(question) or any(asks_yes_no(p) for p in re.split(r"[,;.!?]\s+|\s[-\u2013]\s", question))):
        return None  # ("my son is 20, can he see X?": the yes/no after the age)
    items = [r for body in _bodies(request) if "(" in body for r in rated(body) if names(question, r.name)]
    if len({r.least for r in items}) != 1:
        return None
    item = items[0]
    shown = item.line.rstrip(".")
    if age < item.least:
        explain.rule("a stated age against the asked item's own age rating: under it", age=age, line=item.line)
        return _with_citations(f"No: the documents list '{shown}', for {item.least} and over, and {age} is under "
                               f"{item.least}.", request)
    explain.rule("a stated age against the asked item's own age rating: at or over it", age=age, line=item.line)
    return _with_citations(f"Yes: the documents list '{shown}', for {item.least} and over, and {age} is "
                           f"{'at' if age == item.least else 'over'} that.", request)
