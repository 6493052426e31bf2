"""A page of cards: sections under sibling headings (issue 26; notebook 02's notes pasted from a
web page). A class timetable, a campsite's pitches, an evening school's courses: each card is an
HTML block container (``div``, ``section``, ``article``, ``li``) opening with a heading
(``<h3>Raku Firing Taster</h3>``, read as a heading, as the page is read as markdown) with a few
short lines of its own (times, price, a status: ``MAX_CARD_LINES``, ``MAX_CARD_WORDS``). A page
whose sections hold prose (a note's ``##`` sections) is no page of cards, left to the other
readers. A question naming one card reads that card only:

- ``named(question, body)``: the one section of sibling headings one of whose own words (those
  no sibling heading has: "Riverside" of "Riverside Pitch" beside "Meadow Pitch") the question
  names; ``None`` for none or several, or a text of fewer than two such sections;
- ``unavailable(question, section)``: for "can I (still) get a place / book / is there room",
  the section's status line saying it takes no more bookings (``lexicons.yaml``
  availability_none: "sold out", "fully booked", "waiting list only"); the cue is data
  (``patterns.yaml`` card_sections);
- ``section_of(body, position)``: the heading a unit stands under, to tell a sibling card's
  sentence (a near miss) from the named card's own.

Bounded: ``MAX_UNITS`` units of a document read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("card_sections")
MAX_CARD_LINES = 6  # a card holds a few short lines (times, a price, a status) under its heading
MAX_CARD_WORDS = 16
MAX_UNITS = 2000  # units of one document read for sections


@dataclass(frozen=True)
class Section:
    heading: str
    start: int  # the heading unit's position
    end: int  # one past the section's last unit
    lines: tuple[str, ...]


@lru_cache(maxsize=256)
def sections(body: str) -> tuple[Section, ...]:
    """The sections under the text's most frequent level of sibling headings, in order."""
    from course_lib.sim.material.prose import units

    us = units(body)[:MAX_UNITS]
    heads = [(i, u) for i, u in enumerate(us) if u.heading]
    if len(heads) < 2:
        return ()
    level = max((u.level for _, u in heads), key=lambda lv: (sum(u.level == lv for _, u in heads), lv))
    out = []
    for n, (i, u) in enumerate(heads):
        if u.level != level:
            continue
        end = next((j for j, v in heads[n + 1:] if v.level <= level), len(us))
        out.append(Section(u.text.strip(), i, end, tuple(us[k].text for k in range(i + 1, end))))
    cards = all(len(sec.lines) <= MAX_CARD_LINES and all(len(x.split()) <= MAX_CARD_WORDS for x in sec.lines)
                for sec in out)
    return tuple(out) if len(out) >= 2 and cards else ()  # a note's prose sections are no cards


def named(question: str, body: str) -> Section | None:
    """The one section whose heading's own words the question names (see the module docstring)."""
    found = sections(body)
    if not found:
        return None
    asked = set(content_terms(question))
    terms = [set(content_terms(s.heading)) for s in found]
    hits = []
    for n, section in enumerate(found):
        own = terms[n] - set().union(*(t for m, t in enumerate(terms) if m != n))
        if own & asked:
            hits.append(section)
    return hits[0] if len(hits) == 1 else None


def section_of(body: str, position: int) -> Section | None:
    """The section the unit at ``position`` stands in, if the text is a page of sections."""
    return next((s for s in sections(body) if s.start <= position < s.end), None)


def asks_place(question: str) -> bool:
    """Whether ``question`` asks if one can still get a place or book."""
    return bool(_CUE.asks_place.search(question))


def unavailable(question: str, section: Section) -> str | None:
    """The section's status line saying it takes no more bookings, for a question asking whether
    one can still get a place; ``None`` otherwise."""
    if not asks_place(question):
        return None
    words = "|".join(sorted((re.escape(w).replace(r"\ ", r"[\s-]+") for w in lexicon("availability_none")),
                            key=len, reverse=True))
    status = re.compile(rf"(?<![\w-])(?:{words})(?![\w-])", re.IGNORECASE)
    return next((line for line in section.lines if status.search(line)), None)


def heading_terms(section: Section) -> set[str]:
    """The content terms of the section's heading."""
    return set(content_terms(section.heading))
