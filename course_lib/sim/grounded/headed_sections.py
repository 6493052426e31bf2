"""A section that answers under a heading in the question's other words (issue 26): a house manual's
"== Departure" holds "Late check-out until 12:00 costs £25", and the question "we'd leave at half
eleven, how much extra?" shares no word with that sentence, so the sentence reader finds nothing
and "I don't know" would be trusted. A document's headings are its own words for a subject:

- ``sections(body)``: the sections under markdown ("## Parking") or AsciiDoc ("== Parking")
  heading lines (the cue is data: ``data/sim/headed_sections.yaml`` heading_line), each with its
  sentences (a title with no sentences of its own before the next heading is no section);
- ``subject_section(question, bodies)``: the one section whose heading the question names, by a
  shared word or by a word of the same subject group (data: subjects, "leave" / "check out" /
  "departure");
- ``read(question, bodies)``: what that section gives: for a yes / no question asking about a
  time (``times_of_day.asked_time``: "at lunchtime" 12:00-14:00, "at 7pm") against the clock
  ranges of the section's sentence on the question's subject (``times_of_day.hours``), the
  verdict ("No" when the time falls outside every range, "Yes" inside one); for a
  question asking a kind of value (data: kinds, a time for "earliest", an amount for "how much"),
  the one sentence of the section holding the most of the asked kinds; a ``Doubt`` when several
  sentences tie or the time asked overlaps a range only in part; ``None`` when the section
  states no value of the asked kind (then the absence is trusted, as before).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import read as read_data
from course_lib.sim.words.text import content_terms, stem

DATA = "headed_sections.yaml"
MAX_LINES = 4000  # lines of one document read for headings
_TIME_TERMS = frozenset(content_terms("lunchtime morning afternoon evening night tonight am pm noon midday midnight"))


@dataclass(frozen=True)
class Section:
    heading: str
    sentences: tuple[str, ...]


@dataclass(frozen=True)
class Answer:
    """The section's sentence that answers; ``verdict`` "Yes" / "No" for a yes / no question."""

    heading: str
    sentence: str
    verdict: str = ""

    def text(self) -> str:
        return f"{self.verdict}: {self.sentence}" if self.verdict else self.sentence


@dataclass(frozen=True)
class Doubt:
    """The section on the question's subject states values of the asked kind, but not one answer."""

    heading: str
    reason: str


@lru_cache(maxsize=1)
def _cues() -> dict:
    d = read_data(DATA)
    return {
        "heading": re.compile(d["heading_line"]),
        "groups": tuple(tuple(str(w).lower() for w in g) for g in d["subjects"]),
        "kinds": {k: (re.compile(v["asked"], re.IGNORECASE), re.compile(v["held"], re.IGNORECASE))
                  for k, v in d["kinds"].items()},
        "yes_no": re.compile(d["yes_no"], re.IGNORECASE),
    }


@lru_cache(maxsize=256)
def sections(body: str) -> tuple[Section, ...]:
    """The sections of ``body`` under its heading lines, in order (see the module docstring)."""
    from course_lib.sim.material.prose import sentences

    heading = _cues()["heading"]
    out: list[Section] = []
    title, lines = None, []
    for line in [*body.splitlines()[:MAX_LINES], None]:
        m = heading.match(line) if line is not None else None
        if line is not None and not m:
            lines.append(line)
            continue
        if title is not None:
            said = tuple(s for s in sentences("\n".join(lines)) if s.strip())
            if said:
                out.append(Section(title, said))
        if m:
            title, lines = m.group("title"), []
    return tuple(out)


def _groups(text: str) -> set[int]:
    low = " " + re.sub(r"[^\w'-]+", " ", text.lower()) + " "
    return {n for n, g in enumerate(_cues()["groups"]) if any(f" {w} " in low for w in g)}


def subject_section(question: str, bodies: list[str]) -> Section | None:
    """The one section whose heading the question names (a shared word, or a word of its subject
    group); ``None`` for none or several equally named."""
    asked_terms, asked_groups = set(content_terms(question)), _groups(question)
    scored = []
    for body in bodies:
        for sec in sections(body):
            score = len(asked_terms & set(content_terms(sec.heading))) + len(asked_groups & _groups(sec.heading))
            if score:
                scored.append((score, sec))
    if not scored:
        return None
    best = max(s for s, _ in scored)
    top = [sec for s, sec in scored if s == best]
    return top[0] if len(top) == 1 else None


def read(question: str, bodies: list[str]) -> Answer | Doubt | None:
    """The section's answer to ``question``, a ``Doubt``, or ``None`` (see the module docstring)."""
    sec = subject_section(question, bodies)
    if sec is None:
        return None
    timed = _part_of_day(question, sec)
    if timed is not None:
        return timed
    cues = _cues()
    asked = [held for ask, held in cues["kinds"].values() if ask.search(question)]
    if not asked:
        return None
    q_stems = {stem(w) for w in re.findall(r"[A-Za-z]{3,}", question)}
    scored = []
    for s in sec.sentences:
        kinds = sum(bool(h.search(s)) for h in asked)
        if kinds:
            shared = len(q_stems & {stem(w) for w in re.findall(r"[A-Za-z]{3,}", s)})
            scored.append(((kinds, shared), s))
    if not scored:
        return None
    best = max(k for k, _ in scored)
    top = [s for k, s in scored if k == best]
    if len(top) == 1:
        return Answer(sec.heading, top[0])
    return Doubt(sec.heading, f"its section '{sec.heading}' states {len(top)} sentences with a value of the asked "
                              "kind, and it cannot tell which one the question means")


def _part_of_day(question: str, sec: Section) -> Answer | Doubt | None:
    """A yes / no question asking about a time ("at lunchtime", "at 7pm": ``times_of_day``), against
    the clock ranges of the section's sentence on the question's subject."""
    from course_lib.sim.words import times_of_day

    if not _cues()["yes_no"].search(question):
        return None
    when = times_of_day.asked_time(question)
    if when is None:
        return None
    asked = set(content_terms(question))
    for s in sec.sentences:
        spans = times_of_day.hours(s)
        if not spans or not asked & set(content_terms(s)) - _TIME_TERMS:
            continue
        held = {times_of_day.covers(span, when) for span in spans}
        if "all" in held:
            return Answer(sec.heading, s, "Yes")
        if held == {"none"}:
            return Answer(sec.heading, s, "No")
        return Doubt(sec.heading, f"the time asked overlaps the hours its section '{sec.heading}' states only in part")
    return None


